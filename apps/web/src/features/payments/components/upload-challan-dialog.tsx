/**
 * Upload Challan (spec §2.5, §7.9 MakeTDSPayment): the month (read-only), the challan's serial number, BSR code and
 * deposit date (not after today), the amount (the month's TDS not yet deposited to start with; it must stay so) and
 * the challan copy. Once a challan of the month is approved it is a supplementary challan for the rest (DOMAIN §5),
 * and says so with what is already deposited. Checked with the route's own schema first; the server's field errors
 * land under the fields. Submit sends once, however often it is clicked.
 */
import { useId, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, FormProvider, useForm, useFormContext } from 'react-hook-form';
import { businessDate, type MonthlyTdsRow } from '@stoa/shared';
import { FIELD_GRID, FormDateField, FormNumberField, FormTextField } from '../../../components/crud/form-fields.tsx';
import { FileUpload } from '../../../components/file-upload.tsx';
import { FormErrorSummary } from '../../../components/form/form-error-summary.tsx';
import { useLeaveGuard } from '../../../components/form/use-leave-guard.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { formatMonth } from '../../../lib/format.ts';
import { sameNameFields, serverErrors, showFieldErrors } from '../../../lib/server-field-errors.ts';
import { formatMoney } from './payment-cells.tsx';
import { useMakeTdsPayment } from '../api/make-tds-payment.ts';
import {
  CHALLAN_FIELDS,
  CHALLAN_LABELS as L,
  challanDefaults,
  challanFormSchema,
  type ChallanFormOutput,
  type ChallanFormValues,
} from './challan-form.ts';

type V = ChallanFormValues;

export const UPLOAD_CHALLAN_TITLE = 'Upload TDS Challan';
export const UPLOAD_SUPPLEMENTARY_TITLE = 'Upload Supplementary TDS Challan';
/** What a supplementary challan deposits, said above its fields. */
export const supplementaryNoteOf = (row: Pick<MonthlyTdsRow, 'deposited' | 'notDeposited'>) =>
  `${formatMoney(row.deposited)} of this month is already deposited. This challan deposits the TDS deducted since, ` +
  `${formatMoney(row.notDeposited)}; interest on a late deposit runs from each deduction's own date.`;
export const CHALLAN_COPY_BUTTON = `Upload ${L.proofFileId}`;

interface UploadChallanDialogProps {
  row: MonthlyTdsRow;
  onClose: () => void;
  onUploaded: () => void;
}

export function UploadChallanDialog({ row, onClose, onUploaded }: UploadChallanDialogProps) {
  const titleId = useId();
  const [today] = useState(() => businessDate(new Date()));
  const form = useForm<V, unknown, ChallanFormOutput>({
    resolver: zodResolver(challanFormSchema(row, today)),
    defaultValues: challanDefaults(row),
    shouldFocusError: false,
  });
  const leaveGuard = useLeaveGuard(form);
  const close = () => leaveGuard.confirmLeave(onClose);
  const make = useMakeTdsPayment();
  const [alert, setAlert] = useState<string | null>(null);
  // A second click (or Enter) while the first is on its way sends nothing.
  const isSending = useRef(false);

  const submit = async (values: ChallanFormOutput) => {
    if (isSending.current) return;
    isSending.current = true;
    setAlert(null);
    try {
      await make.mutateAsync(values);
      leaveGuard.markSaved();
      onUploaded();
    } catch (error) {
      const { placed, unplaced } = showFieldErrors(
        serverErrors(error),
        form.setError,
        sameNameFields<V>(CHALLAN_FIELDS),
      );
      if (unplaced.length > 0 || placed.length === 0) setAlert(unplaced[0]?.message ?? firstErrorMessage(error));
    } finally {
      isSending.current = false;
    }
  };

  const isBusy = form.formState.isSubmitting || make.isPending;
  return (
    <Dialog open onClose={isBusy ? undefined : close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{row.isSupplementary ? UPLOAD_SUPPLEMENTARY_TITLE : UPLOAD_CHALLAN_TITLE}</DialogTitle>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
          <DialogContent dividers>
            <Stack spacing={2.5}>
              <FormErrorSummary control={form.control} />
              {alert && <Alert severity="error">{alert}</Alert>}
              {row.isSupplementary && <Alert severity="info">{supplementaryNoteOf(row)}</Alert>}
              <ChallanFields month={formatMonth(row.month)} disabled={isBusy} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={isBusy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={isBusy}>
              Submit
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
      {leaveGuard.dialog}
    </Dialog>
  );
}

function ChallanFields({ month, disabled }: { month: string; disabled: boolean }) {
  return (
    <Box sx={{ ...FIELD_GRID, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextInput label={L.month} value={month} readOnly />
      <FormTextField<V> name="challanNumber" label={L.challanNumber} disabled={disabled} />
      <FormTextField<V> name="bsrCode" label={L.bsrCode} helperText="7 digits" disabled={disabled} />
      <FormDateField<V> name="depositDate" label={L.depositDate} disabled={disabled} disableFuture />
      <FormNumberField<V> name="amount" label={L.amount} disabled={disabled} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <ChallanCopyField disabled={disabled} />
      </Box>
    </Box>
  );
}

function ChallanCopyField({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<V>();
  const [fileName, setFileName] = useState('');
  return (
    <Controller
      control={control}
      name="proofFileId"
      render={({ field, fieldState }) => (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {L.proofFileId} *
          </Typography>
          <FileUpload
            name={field.name}
            formName="TdsChallan"
            label={CHALLAN_COPY_BUTTON}
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
