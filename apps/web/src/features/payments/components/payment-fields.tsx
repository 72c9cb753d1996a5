/**
 * The fields of a payment as made (Make Payment): the mode among the enabled ones (with its instructions), amount,
 * reference, bank, date and the proof, bound to the surrounding form.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { MESSAGES, PAYMENT_LABELS, PAYMENT_MODE_LABELS } from '@stoa/shared';
import {
  FIELD_GRID,
  FormDateField,
  FormNumberField,
  FormSelectField,
  FormTextField,
} from '../../../components/crud/form-fields.tsx';
import { labelOptions } from '../../../components/crud/options.ts';
import { FileUpload } from '../../../components/file-upload.tsx';
import { useEnabledPaymentModes } from '../api/get-enabled-payment-modes.ts';
import type { PaymentFormValues } from './make-payment-form.ts';

type V = PaymentFormValues;

export const PROOF_BUTTON = `Upload ${PAYMENT_LABELS.proofFileId}`;

function ModeField({ disabled }: { disabled: boolean }) {
  const modes = useEnabledPaymentModes();
  const picked = useWatch<V, 'mode'>({ name: 'mode' });
  const enabled = modes.data ?? [];
  const instructions = enabled.find((mode) => mode.mode === picked)?.instructions;
  return (
    <FormSelectField<V>
      name="mode"
      label={PAYMENT_LABELS.mode}
      options={labelOptions(
        enabled.map((mode) => mode.mode),
        (mode) => PAYMENT_MODE_LABELS[mode],
      )}
      helperText={modes.isError ? MESSAGES.fetchError : (instructions ?? undefined)}
      disabled={disabled || modes.isPending}
    />
  );
}

function ProofField({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<V>();
  const [fileName, setFileName] = useState('');
  return (
    <Controller
      control={control}
      name="proofFileId"
      render={({ field, fieldState }) => (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {PAYMENT_LABELS.proofFileId} *
          </Typography>
          <FileUpload
            name={field.name}
            formName="Payment"
            label={PROOF_BUTTON}
            value={field.value ? { id: field.value, fileName } : null}
            onChange={(file) => {
              setFileName(file?.fileName ?? '');
              field.onChange(file?.id);
            }}
            error={fieldState.error?.message}
            disabled={disabled}
          />
        </Box>
      )}
    />
  );
}

/** `earliestDate`: the first day the payment may be dated (the day the last of its dues was raised). */
export function PaymentFields({ disabled, earliestDate }: { disabled: boolean; earliestDate?: string | undefined }) {
  return (
    <Box sx={{ ...FIELD_GRID, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <ModeField disabled={disabled} />
      <FormNumberField<V> name="amount" label={PAYMENT_LABELS.amount} disabled={disabled} />
      <FormTextField<V> name="referenceNumber" label={PAYMENT_LABELS.referenceNumber} disabled={disabled} />
      <FormTextField<V> name="bankName" label={PAYMENT_LABELS.bankName} disabled={disabled} />
      <FormDateField<V>
        name="paymentDate"
        label={PAYMENT_LABELS.paymentDate}
        disabled={disabled}
        disableFuture
        minDate={earliestDate}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <ProofField disabled={disabled} />
      </Box>
    </Box>
  );
}
