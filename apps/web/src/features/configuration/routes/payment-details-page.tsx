import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONFIG_MESSAGES } from '@stoa/shared';
import { CrudSection } from '../../../components/crud/crud-section.tsx';
import { useDueRules } from '../api/get-due-rules.ts';
import { usePaymentModes } from '../api/get-payment-modes.ts';
import { useUpdateDueRule } from '../api/update-due-rule.ts';
import { useUpdatePaymentMode } from '../api/update-payment-mode.ts';
import { DUE_RULE_COLUMNS, describeDueRule, dueRuleForm } from '../components/due-rule-form.tsx';
import { PAYMENT_MODE_COLUMNS, describePaymentMode, paymentModeForm } from '../components/payment-mode-form.tsx';

const MESSAGES = { saved: CONFIG_MESSAGES.saved };

/** /configurations/payment (spec §2.7 Payment Details): payment modes and due dates; fixed rows, edited in place. */
export function PaymentDetailsPage() {
  const modes = usePaymentModes();
  const dueRules = useDueRules();
  const updateMode = useUpdatePaymentMode();
  const updateDueRule = useUpdateDueRule();
  return (
    <Stack spacing={4}>
      <Typography variant="h1">Payment Details</Typography>
      <CrudSection
        title="Payment Modes"
        titleVariant="h2"
        itemName="Payment Mode"
        describe={describePaymentMode}
        columns={PAYMENT_MODE_COLUMNS}
        rows={modes.data}
        isLoading={modes.isPending}
        isError={modes.isError}
        form={paymentModeForm}
        onUpdate={(row, input) => updateMode.mutateAsync({ id: row.id, input })}
        messages={MESSAGES}
        historyEntityType="paymentMode"
      />
      <CrudSection
        title="Due Dates"
        titleVariant="h2"
        itemName="Due Date"
        describe={describeDueRule}
        columns={DUE_RULE_COLUMNS}
        rows={dueRules.data}
        isLoading={dueRules.isPending}
        isError={dueRules.isError}
        form={dueRuleForm}
        onUpdate={(row, input) => updateDueRule.mutateAsync({ id: row.id, input })}
        messages={MESSAGES}
        historyEntityType="dueRule"
      />
    </Stack>
  );
}
