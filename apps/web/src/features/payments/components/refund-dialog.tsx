/**
 * Record a refund (SLDC business user): the amount (the refundable balance to start with, never above it), the mode,
 * the reference, the date it was paid back (not after today) and remarks.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_LABELS, PAYMENT_MODES, PAYMENT_MODE_LABELS, type RefundRow } from '@stoa/shared';
import { FormDialog } from '../../../components/crud/form-dialog.tsx';
import {
  FormDateField,
  FormNumberField,
  FormSelectField,
  FormTextField,
} from '../../../components/crud/form-fields.tsx';
import { labelOptions } from '../../../components/crud/options.ts';
import { useMakeRefund } from '../api/make-refund.ts';
import { formatMoney } from './payment-cells.tsx';
import { refundDefaults, refundFormSchema, type RefundFormOutput, type RefundFormValues } from './refund-form.ts';

type V = RefundFormValues;

const MODE_OPTIONS = labelOptions(PAYMENT_MODES, (mode) => PAYMENT_MODE_LABELS[mode]);

interface RefundDialogProps {
  row: RefundRow;
  onClose: () => void;
  onRefunded: () => void;
}

export function RefundDialog({ row, onClose, onRefunded }: RefundDialogProps) {
  const refund = useMakeRefund();
  const save = async (values: RefundFormOutput) => {
    await refund.mutateAsync({ applicationId: row.applicationId, ...values });
    onRefunded();
  };
  return (
    <FormDialog<V, RefundFormOutput>
      title={`Refund ${row.applicationNo}`}
      resolver={zodResolver(refundFormSchema(row.refundable))}
      defaultValues={refundDefaults(row.refundable)}
      serverFields={{
        amount: 'amount',
        mode: 'mode',
        referenceNumber: 'referenceNumber',
        refundDate: 'refundDate',
        remarks: 'remarks',
      }}
      helperText={`Refundable: ${formatMoney(row.refundable)}`}
      onSubmit={save}
      onClose={onClose}
    >
      <FormNumberField<V> name="amount" label="Refund Amount (₹)" />
      <FormSelectField<V> name="mode" label={PAYMENT_LABELS.mode} options={MODE_OPTIONS} />
      <FormTextField<V> name="referenceNumber" label={PAYMENT_LABELS.referenceNumber} />
      <FormDateField<V> name="refundDate" label="Refund Date" disableFuture />
      <FormTextField<V> name="remarks" label="Remarks" multiline />
    </FormDialog>
  );
}
