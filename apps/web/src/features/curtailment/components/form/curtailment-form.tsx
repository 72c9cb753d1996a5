/**
 * The SLDC business user's curtailment (issue 18, DOMAIN §7): corridor, dates, blocks, the MW to shed, a reason and
 * remarks. Preview Plan shows which approved schedules lose what (and what could not be curtailed); Apply Curtailment
 * — only for the inputs just previewed — applies that plan after a confirmation. Changing any input clears the plan.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  CORRIDOR_KIND_LABELS,
  CURTAILMENT_REASONS,
  CURTAILMENT_REASON_LABELS,
  type Corridor,
  type CurtailmentPlanView,
} from '@stoa/shared';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { FieldErrorsProvider } from '../../../../components/crud/field-errors.tsx';
import {
  FIELD_GRID,
  FormDateField,
  FormNumberField,
  FormSelectField,
  FormTextField,
} from '../../../../components/crud/form-fields.tsx';
import { ErrorSummary } from '../../../../components/form/error-summary.tsx';
import { problemsOfMessages } from '../../../../components/form/form-problems.ts';
import { useLeaveGuard } from '../../../../components/form/use-leave-guard.tsx';
import { FROM_TIME_OPTIONS, TO_TIME_OPTIONS } from '../../../../components/time-block-options.ts';
import { CurtailedApplications } from '../curtailed-applications.tsx';
import { CurtailmentTotals } from '../curtailment-totals.tsx';
import { CURTAILMENT_LABELS as L, EMPTY_CURTAILMENT, type CurtailmentFormValues } from './curtailment-form-values.ts';
import { useCurtailmentPlan, type SavedCurtailment } from './use-curtailment-plan.ts';

const SelectField = FormSelectField<CurtailmentFormValues>;
const DateField = FormDateField<CurtailmentFormValues>;
const NumberField = FormNumberField<CurtailmentFormValues>;
const TextField = FormTextField<CurtailmentFormValues>;

export const PREVIEW_PLAN = 'Preview Plan';
export const APPLY_CURTAILMENT = 'Apply Curtailment';
export const APPLY_QUESTION = 'Every affected applicant is notified; STU charges of the curtailed MWh are reversed.';

const REASON_OPTIONS = CURTAILMENT_REASONS.map((r) => ({ value: r, label: CURTAILMENT_REASON_LABELS[r] }));
const corridorOptions = (corridors: readonly Corridor[]) =>
  corridors
    .filter((c) => c.isActive)
    .map((c) => ({ value: String(c.id), label: `${c.name} (${CORRIDOR_KIND_LABELS[c.kind]})` }));

export interface CurtailmentFormProps {
  corridors: readonly Corridor[];
  onApplied: (saved: SavedCurtailment) => void;
  onCancel: () => void;
}

export function CurtailmentForm({ corridors, onApplied, onCancel }: CurtailmentFormProps) {
  const form = useForm<CurtailmentFormValues>({ defaultValues: EMPTY_CURTAILMENT });
  const leaveGuard = useLeaveGuard(form);
  const values = useWatch({ control: form.control }) as CurtailmentFormValues;
  const planning = useCurtailmentPlan();
  const [isConfirming, setConfirming] = useState(false);
  const plan = planning.planOf(values);
  const busy = planning.pending !== null;

  const confirm = async () => {
    const saved = await planning.runApply();
    setConfirming(false);
    if (!saved) return;
    leaveGuard.markSaved();
    onApplied(saved);
  };

  return (
    <FormProvider {...form}>
      <FieldErrorsProvider errors={planning.errors} setErrors={planning.setErrors}>
        <Box component="form" aria-label="Curtailment" noValidate onSubmit={(event) => event.preventDefault()}>
          <Stack spacing={3}>
            <ErrorSummary problems={problemsOfMessages(planning.errors)} refusal={planning.refusal} />
            {planning.alert && (
              <Alert severity={planning.alert.severity} onClose={planning.closeAlert}>
                {planning.alert.message}
              </Alert>
            )}
            <CurtailmentFields corridors={corridors} busy={busy} />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => leaveGuard.confirmLeave(onCancel)} disabled={busy}>
                Cancel
              </Button>
              <Button
                variant="outlined"
                onClick={() => void planning.runPreview(form.getValues())}
                loading={planning.pending === 'preview'}
                disabled={busy}
              >
                {PREVIEW_PLAN}
              </Button>
            </Stack>
            {plan && <PlanView plan={plan} />}
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button
                variant="contained"
                color="warning"
                disabled={!plan || plan.applications.length === 0 || busy}
                onClick={() => setConfirming(true)}
              >
                {APPLY_CURTAILMENT}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </FieldErrorsProvider>
      {isConfirming && (
        <ConfirmDialog
          title={APPLY_CURTAILMENT}
          message={APPLY_QUESTION}
          confirmLabel={APPLY_CURTAILMENT}
          isPending={planning.pending === 'apply'}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      )}
      {leaveGuard.dialog}
    </FormProvider>
  );
}

/** Corridor, dates, blocks, MW and reason, then the remarks. */
function CurtailmentFields({ corridors, busy }: { corridors: readonly Corridor[]; busy: boolean }) {
  return (
    <>
      <Box sx={FIELD_GRID}>
        <SelectField name="corridorId" label={L.corridorId} options={corridorOptions(corridors)} disabled={busy} />
        <DateField name="fromDate" label={L.fromDate} disabled={busy} />
        <DateField name="toDate" label={L.toDate} disabled={busy} />
        <SelectField name="fromTimeBlock" label={L.fromTimeBlock} options={FROM_TIME_OPTIONS} disabled={busy} />
        <SelectField name="toTimeBlock" label={L.toTimeBlock} options={TO_TIME_OPTIONS} disabled={busy} />
        <NumberField name="mw" label={L.mw} disabled={busy} />
        <SelectField name="reasonType" label={L.reasonType} options={REASON_OPTIONS} disabled={busy} />
      </Box>
      <TextField name="reason" label={L.reason} multiline disabled={busy} />
    </>
  );
}

function PlanView({ plan }: { plan: CurtailmentPlanView }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Plan" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
        Plan: {plan.corridorName}
      </Typography>
      <CurtailmentTotals requestedMwh={plan.requestedMwh} curtailedMwh={plan.curtailedMwh} unmetMwh={plan.unmetMwh} />
      <CurtailedApplications label="Applications to curtail" applications={plan.applications} />
    </Paper>
  );
}
