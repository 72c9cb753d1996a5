/** Payment modes (spec §2.7 Payment Details): the fixed modes, each enabled or not, with instructions for payers. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { GridColDef } from '@mui/x-data-grid';
import type { z } from 'zod';
import { PAYMENT_MODE_LABELS, paymentModeInputSchema, type PaymentModeRow } from '@stoa/shared';
import type { CrudForm } from '../../../components/crud/crud-section.tsx';
import { FormSwitchField } from '../../../components/crud/choice-fields.tsx';
import { FormTextField } from '../../../components/crud/form-fields.tsx';
import { stampColumn } from '../../../components/crud/period-columns.tsx';
import { yesNoColumn } from '../../../components/crud/yes-no-column.tsx';
import type { PaymentModeInput } from '../api/update-payment-mode.ts';

type PaymentModeValues = z.input<typeof paymentModeInputSchema>;

export const describePaymentMode = (row: PaymentModeRow) => PAYMENT_MODE_LABELS[row.mode];

export const PAYMENT_MODE_COLUMNS: GridColDef<PaymentModeRow>[] = [
  {
    field: 'mode',
    headerName: 'Mode',
    width: 160,
    valueFormatter: (value: PaymentModeRow['mode']) => PAYMENT_MODE_LABELS[value],
  },
  yesNoColumn<PaymentModeRow>('isEnabled', 'Enabled', 100),
  { field: 'instructions', headerName: 'Instructions', minWidth: 240, flex: 2 },
  stampColumn<PaymentModeRow>(),
];

export const paymentModeForm: CrudForm<PaymentModeRow, PaymentModeValues, PaymentModeInput> = {
  resolver: zodResolver(paymentModeInputSchema),
  empty: { isEnabled: true, instructions: '' },
  fromRow: (row) => ({ isEnabled: row.isEnabled, instructions: row.instructions ?? '' }),
  fields: () => (
    <>
      <FormSwitchField<PaymentModeValues> name="isEnabled" label="Enabled" />
      <FormTextField<PaymentModeValues> name="instructions" label="Instructions" multiline />
    </>
  ),
};
