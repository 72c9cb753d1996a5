/**
 * The multi-step inter-state registration form (spec §2.4: Next until the last step, which shows Submit; Save as
 * Draft on every step). Submit checks every step with the shared schema, flags the steps with errors (the head of
 * each issue's path), opens the first and puts each message under its field; the server's 400 field errors land the
 * same way.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import {
  INTER_STATE_MESSAGES,
  INTER_STATE_STEPS,
  INTER_STATE_STEP_KEYS,
  interStateDetailsSchema,
  checkReasonAnswers,
  interStateStepOf,
  type InterStateStep,
  type SavedInterState,
  type StepReason,
} from '@stoa/shared';
import {
  errorsOfIssues,
  placeServerErrors,
  stepsWithErrors,
  type FieldErrors,
} from '../../../../components/crud/field-errors.tsx';
import { useLeaveGuard } from '../../../../components/form/use-leave-guard.tsx';
import { useSubmitErrors } from '../../../../components/form/use-submit-errors.ts';
import { WorkflowStepsForm } from '../../../../components/workflow/workflow-steps-form.tsx';
import {
  ReasonAnswerFields,
  emptyAnswers,
  reasonAnswersOf,
} from '../../../../components/record/reason-answer-fields.tsx';
import { firstErrorMessage } from '../../../../lib/api-client.ts';
import { useSubmitInterStateRegistration } from '../../api/submit-inter-state-registration.ts';
import { detailsFromValues, type InterStateFormValues } from './inter-state-form-values.ts';
import { StepContent } from './inter-state-steps.tsx';

const STEPS = INTER_STATE_STEP_KEYS;

/** The steps (in form order) with at least one message ('connection.maxDrawlMw', 'documents.meterCertificate'). */
const flaggedSteps = (errors: FieldErrors): InterStateStep[] => stepsWithErrors(errors, STEPS, interStateStepOf);

export interface InterStateFormProps {
  initialValues: InterStateFormValues;
  /** The draft or returned record saved again, with the version it was read at; null for a new one. */
  saved: { id: number; version: number } | null;
  onSaved: (result: SavedInterState, message: string) => void;
  onCancel?: () => void;
  /** A returned registration: the reasons it was returned for, each answered on Submit (issue 36 item 8). */
  openReasons?: readonly StepReason[];
}

export function InterStateForm({ initialValues, saved, onSaved, onCancel, openReasons = [] }: InterStateFormProps) {
  const [active, setActive] = useState(0);
  const { errors, setErrors, refuse, refusal } = useSubmitErrors();
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState<'draft' | 'submit' | null>(null);
  const form = useForm<InterStateFormValues>({
    defaultValues: { ...initialValues, reasonAnswers: emptyAnswers(openReasons) },
  });
  const leaveGuard = useLeaveGuard(form);
  const submit = useSubmitInterStateRegistration();
  const flagged = flaggedSteps(errors);
  const step = STEPS[active] ?? 'general';
  const isLast = active === STEPS.length - 1;

  /** The summary lists the messages; the first step with one opens. */
  const showErrors = (next: FieldErrors) => {
    refuse(next);
    const first = flaggedSteps(next)[0];
    if (first) setActive(STEPS.indexOf(first));
  };

  const save = async (isDraft: boolean) => {
    setAlert(null);
    let details = detailsFromValues(form.getValues());
    const reasonAnswers = reasonAnswersOf(openReasons, form.getValues().reasonAnswers);
    if (!isDraft) {
      const checked = interStateDetailsSchema.safeParse(details);
      const answers = checkReasonAnswers(openReasons, reasonAnswers);
      const answerErrors = answers.ok
        ? {}
        : Object.fromEntries(answers.issues.map((i) => [i.path.join('.'), i.message]));
      if (!checked.success || !answers.ok) {
        return showErrors({ ...(checked.success ? {} : errorsOfIssues(checked.error.issues)), ...answerErrors });
      }
      details = checked.data;
    }
    setErrors({});
    setPending(isDraft ? 'draft' : 'submit');
    try {
      const result = await submit.mutateAsync({
        id: saved?.id ?? null,
        version: saved?.version ?? null,
        isDraft,
        details,
        // A returned registration's answers go with its submission only.
        ...(isDraft || openReasons.length === 0 ? {} : { reasonAnswers }),
      });
      leaveGuard.markSaved();
      onSaved(result, isDraft ? INTER_STATE_MESSAGES.draftSaved : INTER_STATE_MESSAGES.submitted);
    } catch (error) {
      const { placed, unplaced } = placeServerErrors(error, interStateStepOf);
      if (Object.keys(placed).length > 0) showErrors(placed);
      if (unplaced.length > 0 || Object.keys(placed).length === 0) setAlert(unplaced[0] ?? firstErrorMessage(error));
      setPending(null);
    }
  };

  return (
    <WorkflowStepsForm
      form={form}
      errors={errors}
      setErrors={setErrors}
      refusal={refusal}
      stepOf={interStateStepOf}
      leaveGuard={leaveGuard}
      aria-label="Inter-state registration form"
      stepsLabel="Inter-state registration steps"
      steps={STEPS}
      labels={INTER_STATE_STEPS}
      active={active}
      step={step}
      flagged={flagged}
      onSelect={setActive}
      alert={alert}
      onCloseAlert={() => setAlert(null)}
      actions={
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" onClick={() => setActive((i) => Math.max(0, i - 1))} disabled={active === 0}>
            Back
          </Button>
          {onCancel && (
            <Button onClick={() => leaveGuard.confirmLeave(onCancel)} disabled={pending !== null}>
              Cancel
            </Button>
          )}
          <Box sx={{ flex: 1 }} />
          <Button
            variant="outlined"
            onClick={() => void save(true)}
            loading={pending === 'draft'}
            disabled={pending !== null}
          >
            Save as Draft
          </Button>
          {isLast ? (
            <Button
              variant="contained"
              onClick={() => void save(false)}
              loading={pending === 'submit'}
              disabled={pending !== null}
            >
              Submit
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setActive((i) => Math.min(STEPS.length - 1, i + 1))}>
              Next
            </Button>
          )}
        </Stack>
      }
    >
      <ReasonAnswerFields<InterStateFormValues> reasons={openReasons} />
      <StepContent step={step} />
    </WorkflowStepsForm>
  );
}
