/**
 * The multi-step inter-state registration form (spec §2.4: Next until the last step, which shows Submit; Save as
 * Draft on every step). Submit checks every step with the shared schema, flags the steps with errors (the head of
 * each issue's path), opens the first and puts each message under its field; the server's 400 field errors land the
 * same way.
 */
import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm } from 'react-hook-form';
import {
  INTER_STATE_MESSAGES,
  INTER_STATE_STEPS,
  INTER_STATE_STEP_KEYS,
  interStateDetailsSchema,
  interStateStepOf,
  type InterStateStep,
  type SavedInterState,
} from '@stoa/shared';
import { firstErrorMessage } from '../../../../lib/api-client.ts';
import { serverErrors } from '../../../../lib/server-field-errors.ts';
import { useSubmitInterStateRegistration } from '../../api/submit-inter-state-registration.ts';
import { FieldErrorsProvider, type FieldErrors } from './inter-state-fields.tsx';
import { detailsFromValues, type InterStateFormValues } from './inter-state-form-values.ts';
import { StepContent } from './inter-state-steps.tsx';

const STEPS = INTER_STATE_STEP_KEYS;

/** The first message of each path ('connection.maxDrawlMw', 'documents.meterCertificate'). */
export function errorsOfIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/** The steps (in form order) with at least one message. */
export function stepsWithErrors(errors: FieldErrors): InterStateStep[] {
  const flagged = new Set(Object.keys(errors).map((path) => interStateStepOf(path.split('.'))));
  return STEPS.filter((step) => flagged.has(step));
}

/** The server's field errors under their fields (a path may start at `details.`); the rest for the alert. */
function placeServerErrors(error: unknown): { placed: Record<string, string>; unplaced: string[] } {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const { fieldName, message } of serverErrors(error)) {
    const path = fieldName?.replace(/^details\./, '') ?? null;
    if (path !== null && interStateStepOf(path.split('.')) !== null) placed[path] ??= message;
    else unplaced.push(message);
  }
  return { placed, unplaced };
}

export interface InterStateFormProps {
  initialValues: InterStateFormValues;
  /** The draft or returned record saved again, with the version it was read at; null for a new one. */
  saved: { id: number; version: number } | null;
  onSaved: (result: SavedInterState, message: string) => void;
  onCancel?: () => void;
}

export function InterStateForm({ initialValues, saved, onSaved, onCancel }: InterStateFormProps) {
  const [active, setActive] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState<'draft' | 'submit' | null>(null);
  const form = useForm<InterStateFormValues>({ defaultValues: initialValues });
  const submit = useSubmitInterStateRegistration();
  const flagged = stepsWithErrors(errors);
  const step = STEPS[active] ?? 'general';
  const isLast = active === STEPS.length - 1;

  const clear = useCallback(
    (path: string) =>
      setErrors((current) => {
        if (!(path in current)) return current;
        const { [path]: _answered, ...rest } = current;
        return rest;
      }),
    [],
  );
  const errorsContext = useMemo(() => ({ errors, clear }), [errors, clear]);

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const withErrors = stepsWithErrors(next);
    if (withErrors[0]) setActive(STEPS.indexOf(withErrors[0]));
    setAlert(
      `Correct the details on the steps marked in red: ${withErrors.map((s) => INTER_STATE_STEPS[s]).join(', ')}.`,
    );
  };

  const save = async (isDraft: boolean) => {
    setAlert(null);
    let details = detailsFromValues(form.getValues());
    if (!isDraft) {
      const checked = interStateDetailsSchema.safeParse(details);
      if (!checked.success) return showErrors(errorsOfIssues(checked.error.issues));
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
      });
      onSaved(result, isDraft ? INTER_STATE_MESSAGES.draftSaved : INTER_STATE_MESSAGES.submitted);
    } catch (error) {
      const { placed, unplaced } = placeServerErrors(error);
      if (Object.keys(placed).length > 0) showErrors(placed);
      if (unplaced.length > 0 || Object.keys(placed).length === 0) setAlert(unplaced[0] ?? firstErrorMessage(error));
      setPending(null);
    }
  };

  return (
    <FormProvider {...form}>
      <FieldErrorsProvider value={errorsContext}>
        <Box
          component="form"
          noValidate
          aria-label="Inter-state registration form"
          onSubmit={(e) => e.preventDefault()}
        >
          <Stack spacing={3}>
            <Stepper nonLinear alternativeLabel activeStep={active} aria-label="Inter-state registration steps">
              {STEPS.map((key, index) => {
                const hasError = flagged.includes(key);
                return (
                  <Step key={key}>
                    <StepButton
                      onClick={() => setActive(index)}
                      optional={
                        hasError ? (
                          <Typography variant="caption" color="error">
                            Check this step
                          </Typography>
                        ) : undefined
                      }
                    >
                      <StepLabel error={hasError}>{INTER_STATE_STEPS[key]}</StepLabel>
                    </StepButton>
                  </Step>
                );
              })}
            </Stepper>
            {alert && (
              <Alert severity="error" onClose={() => setAlert(null)}>
                {alert}
              </Alert>
            )}
            <Stack spacing={2} component="section" aria-labelledby="inter-state-step-title">
              <Typography variant="h2" id="inter-state-step-title" sx={{ fontSize: '1.25rem' }}>
                {INTER_STATE_STEPS[step]}
              </Typography>
              <StepContent step={step} />
            </Stack>
            <Divider />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button variant="outlined" onClick={() => setActive((i) => Math.max(0, i - 1))} disabled={active === 0}>
                Back
              </Button>
              {onCancel && (
                <Button onClick={onCancel} disabled={pending !== null}>
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
          </Stack>
        </Box>
      </FieldErrorsProvider>
    </FormProvider>
  );
}
