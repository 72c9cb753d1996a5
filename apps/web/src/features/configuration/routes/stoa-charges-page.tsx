import { CONFIG_MESSAGES, businessDate, checkPeriodDelete, type StoaCharge } from '@stoa/shared';
import { CrudSection } from '../../../components/crud/crud-section.tsx';
import { useAddStoaCharge } from '../api/add-stoa-charge.ts';
import { useDeleteStoaCharge } from '../api/delete-stoa-charge.ts';
import { useStoaCharges } from '../api/get-stoa-charges.ts';
import { useUpdateStoaCharge } from '../api/update-stoa-charge.ts';
import { InForcePanel } from '../components/in-force-panel.tsx';
import { describeCharge, stoaChargeColumns, stoaChargeForm } from '../components/stoa-charge-form.tsx';

/** /configurations/stoaCharges (spec §2.7): the STU and SLDC operating rates, effective-dated. */
export function StoaChargesPage() {
  const charges = useStoaCharges();
  const add = useAddStoaCharge();
  const update = useUpdateStoaCharge();
  const remove = useDeleteStoaCharge();
  const today = businessDate(new Date());
  return (
    <CrudSection
      title="STOA Charges"
      itemName="Charge"
      describe={describeCharge}
      columns={stoaChargeColumns(today)}
      rows={charges.data}
      isLoading={charges.isPending}
      isError={charges.isError}
      form={stoaChargeForm}
      onCreate={add.mutateAsync}
      onUpdate={(row: StoaCharge, input) => update.mutateAsync({ id: row.id, input })}
      onDelete={(row) => remove.mutateAsync(row.id)}
      deleteBlockedReason={(row) => checkPeriodDelete(row, today)}
      messages={{ saved: CONFIG_MESSAGES.chargeSaved, deleted: CONFIG_MESSAGES.chargeDeleted }}
      historyEntityType="stoaCharge"
    >
      <InForcePanel today={today} />
    </CrudSection>
  );
}
