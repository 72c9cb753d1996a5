/**
 * Make Payment (spec §2.5, §7.9): the dues paid together with their gross, TDS and net — at the payer's TDS rate in
 * force on the payment date chosen, as the server will demand (GetPayable; today's until a date is chosen) —, the
 * SLDC's account(s), and the payment as made — mode (the enabled ones), amount (following the net payable of the
 * date), reference, bank, date (from the day the last due was raised to today) and the proof. Checked with the route's
 * own schema first; the server's field errors land under the fields.
 * Submit sends once, however often it is clicked.
 */
import { useEffect, useId, useRef, useState } from 'react';
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
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { businessDate, earliestPaymentDate, type DueRow } from '@stoa/shared';
import { FormErrorSummary } from '../../../components/form/form-error-summary.tsx';
import { useLeaveGuard } from '../../../components/form/use-leave-guard.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
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
import { usePayableAt, type PayableAt } from './use-payable-at.ts';

export const MAKE_PAYMENT_TITLE = 'Make Payment';

interface MakePaymentDialogProps {
  /** The dues paid together (one party's: a payer lists only its own). */
  dues: readonly DueRow[];
  onClose: () => void;
  onPaid: () => void;
}

export function MakePaymentDialog({ dues, onClose, onPaid }: MakePaymentDialogProps) {
  const titleId = useId();
  const [today] = useState(() => businessDate(new Date()));
  const raisedOn = dues.map((due) => due.raisedOn);
  const [startNet] = useState(() => duesTotals(dues).net);
  // The net the amount must equal: that of the date chosen, kept current by the effect below.
  const net = useRef(startNet);
  const form = useForm<PaymentFormValues, unknown, PaymentFormOutput>({
    resolver: (values, context, options) =>
      zodResolver(paymentFormSchema(net.current, today, raisedOn))(values, context, options),
    defaultValues: paymentDefaults(startNet),
    shouldFocusError: false,
  });
  const leaveGuard = useLeaveGuard(form);
  const close = () => leaveGuard.confirmLeave(onClose);
  // The figures for the date chosen (the server's TDS rate that day): the amount follows them and is checked on them.
  const payable = usePayableAt(dues, useWatch({ control: form.control, name: 'paymentDate' }), today);
  const totals = payable.totals;
  useEffect(() => {
    net.current = totals.net;
    if (form.getValues('amount') === totals.net.toFixed(2)) return;
    form.setValue('amount', totals.net.toFixed(2), { shouldValidate: form.formState.isSubmitted });
  }, [form, totals.net]);
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
      leaveGuard.markSaved();
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
    <Dialog open onClose={isBusy ? undefined : close} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{MAKE_PAYMENT_TITLE}</DialogTitle>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
          <DialogContent dividers>
            <Stack spacing={2.5}>
              <FormErrorSummary control={form.control} />
              {alert && <Alert severity="error">{alert}</Alert>}
              <MoneyLinesTable label="Dues paid" lines={payable.lines} total={totals} />
              <PayableCaption payable={payable} />
              <SldcAccounts />
              <PaymentFields disabled={isBusy} earliestDate={earliestPaymentDate(raisedOn) ?? undefined} />
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

/** Which date's TDS the figures are at; why the server would refuse that date's payment. */
function PayableCaption({ payable }: { payable: PayableAt }) {
  if (payable.error) return <Alert severity="error">{payable.error}</Alert>;
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite">
      {payable.date
        ? `At your TDS rate in force on ${formatCalendarDate(payable.date)}, the payment date.`
        : 'At your TDS rate in force today: choose the payment date to see its own.'}
      {payable.isLoading ? ' Updating…' : ''}
    </Typography>
  );
}
