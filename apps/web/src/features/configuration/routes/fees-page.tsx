import { CONFIG_MESSAGES, businessDate, checkPeriodDelete, type Fee } from '@stoa/shared';
import { CrudSection } from '../../../components/crud/crud-section.tsx';
import { useAddFee } from '../api/add-fee.ts';
import { useDeleteFee } from '../api/delete-fee.ts';
import { useFees } from '../api/get-fees.ts';
import { useUpdateFee } from '../api/update-fee.ts';
import { describeFee, feeColumns, feeForm } from '../components/fee-form.tsx';

/** /configurations/fees (spec §2.7): application, registration and renewal fees, effective-dated. */
export function FeesPage() {
  const fees = useFees();
  const add = useAddFee();
  const update = useUpdateFee();
  const remove = useDeleteFee();
  const today = businessDate(new Date());
  return (
    <CrudSection
      title="Fees"
      itemName="Fee"
      describe={describeFee}
      columns={feeColumns(today)}
      rows={fees.data}
      isLoading={fees.isPending}
      isError={fees.isError}
      form={feeForm}
      onCreate={add.mutateAsync}
      onUpdate={(row: Fee, input) => update.mutateAsync({ id: row.id, input })}
      onDelete={(row) => remove.mutateAsync(row.id)}
      deleteBlockedReason={(row) => checkPeriodDelete(row, today)}
      messages={{ saved: CONFIG_MESSAGES.feeSaved, deleted: CONFIG_MESSAGES.feeDeleted }}
      historyEntityType="fee"
    />
  );
}
