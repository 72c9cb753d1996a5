/**
 * Make Payment (spec §2.5, §7.9): the dues paid together with their gross, TDS and net, the SLDC's account(s), and the
 * payment as made — mode (the enabled ones), amount (the net payable to start with), reference, bank, date (from the
 * day the last due was raised to today) and the proof. Checked with the route's own schema first; the server's field errors land under the fields.
 * Submit sends once, however often it is clicked.
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
import { FormProvider, useForm } from 'react-hook-form';
import { businessDate, earliestPaymentDate, type DueRow } from '@stoa/shared';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { sameNameFields, serverErrors, showFieldErrors } from '../../../lib/server-field-errors.ts';
import { useMakePayment } from '../api/make-payment.ts';
import {
  PAYMENT_FIELDS,
  duesTotals,
  paymentDefaults,
  paymentFormSchema,
  paymentRequestOf,
  type PaymentFormOutput,
  type PaymentFormValues,
} from './make-payment-form.ts';
import { PaymentFields } from './payment-fields.tsx';
import { MoneyLinesTable } from './selected-dues.tsx';
import { SldcAccounts } from './sldc-accounts.tsx';

export const MAKE_PAYMENT_TITLE = 'Make Payment';

interface MakePaymentDialogProps {
  /** The dues paid together (one party's: a payer lists only its own). */
  dues: readonly DueRow[];
  onClose: () => void;
  onPaid: () => void;
}

export function MakePaymentDialog({ dues, onClose, onPaid }: MakePaymentDialogProps) {
  const titleId = useId();
  const totals = duesTotals(dues);
  const [today] = useState(() => businessDate(new Date()));
  const raisedOn = dues.map((due) => due.raisedOn);
  const form = useForm<PaymentFormValues, unknown, PaymentFormOutput>({
    resolver: zodResolver(paymentFormSchema(totals.net, today, raisedOn)),
    defaultValues: paymentDefaults(totals.net),
  });
  const make = useMakePayment();
  const [alert, setAlert] = useState<string | null>(null);
  // A second click (or Enter) while the first is on its way sends nothing.
  const isSending = useRef(false);

  const submit = async (values: PaymentFormOutput) => {
    if (isSending.current) return;
    isSending.current = true;
    setAlert(null);
    try {
      await make.mutateAsync(paymentRequestOf(dues, values));
      onPaid();
    } catch (error) {
      const fields = sameNameFields<PaymentFormValues>(PAYMENT_FIELDS);
      const { placed, unplaced } = showFieldErrors(serverErrors(error), form.setError, fields);
      if (unplaced.length > 0 || placed.length === 0) setAlert(unplaced[0]?.message ?? firstErrorMessage(error));
    } finally {
      isSending.current = false;
    }
  };

  const isBusy = form.formState.isSubmitting || make.isPending;
  return (
    <Dialog open onClose={isBusy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{MAKE_PAYMENT_TITLE}</DialogTitle>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
          <DialogContent dividers>
            <Stack spacing={2.5}>
              {alert && <Alert severity="error">{alert}</Alert>}
              <MoneyLinesTable
                label="Dues paid"
                lines={dues.map((due) => ({
                  key: due.dueId,
                  record: due.recordNo,
                  dueType: due.dueTypeLabel,
                  gross: due.balance,
                  tds: due.tdsPayable,
                  tdsRatePercent: due.tdsRatePercent > 0 ? due.tdsRatePercent : undefined,
                  net: due.netPayable,
                }))}
                total={totals}
              />
              <SldcAccounts />
              <PaymentFields disabled={isBusy} earliestDate={earliestPaymentDate(raisedOn) ?? undefined} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isBusy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={isBusy}>
              Submit
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}
