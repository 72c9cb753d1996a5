/**
 * The frame of a multi-step workflow form (spec §2.4, §4 multi-step forms): the react-hook-form and the last Submit's
 * messages for the fields inside, the error summary of every step's problems (each link opens its step and focuses
 * the field), the steps as tabs with the flagged ones marked, the alert, the open step under its title, the form's
 * buttons under a rule, and the question before leaving it changed. Only the buttons move or save: Enter in a field
 * submits nothing.
 */
import { useId, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FieldErrorsProvider, type FieldErrors } from '../crud/field-errors.tsx';
import { ErrorSummary } from '../form/error-summary.tsx';
import { problemsOfMessages } from '../form/form-problems.ts';
import type { LeaveGuard } from '../form/use-leave-guard.tsx';
import { WorkflowStepper } from './workflow-stepper.tsx';

interface WorkflowStepsFormProps<V extends FieldValues, S extends string> {
  form: UseFormReturn<V>;
  /** The last Submit's messages, by dotted path. */
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  /** Counts the refused submits (use-submit-errors.ts): each moves focus to the summary. */
  refusal: number;
  /** The step of a message's path ('generator.installedCapacity' → generator). */
  stepOf: (path: readonly string[]) => S | null;
  /** The form's question before leaving it changed (use-leave-guard.tsx). */
  leaveGuard: LeaveGuard;
  /** The name of the form ('Registration form'). */
  'aria-label': string;
  /** The name of its stepper ('Registration steps'). */
  stepsLabel: string;
  steps: readonly S[];
  /** The title of each step. */
  labels: Readonly<Record<S, string>>;
  active: number;
  /** The open step (steps[active]). */
  step: S;
  flagged: readonly S[];
  onSelect: (index: number) => void;
  alert: string | null;
  onCloseAlert: () => void;
  /** The fields of the open step. */
  children: ReactNode;
  /** Back, Next, Save as Draft, Submit. */
  actions: ReactNode;
}

export function WorkflowStepsForm<V extends FieldValues, S extends string>({
  form,
  errors,
  setErrors,
  refusal,
  stepOf,
  leaveGuard,
  'aria-label': ariaLabel,
  stepsLabel,
  steps,
  labels,
  active,
  step,
  flagged,
  onSelect,
  alert,
  onCloseAlert,
  children,
  actions,
}: WorkflowStepsFormProps<V, S>) {
  const titleId = useId();
  const problems = problemsOfMessages(errors, { steps, labels, stepOf });
  const reveal = (path: string) => {
    const owner = stepOf(path.split('.'));
    if (owner !== null) onSelect(steps.indexOf(owner));
  };
  return (
    <FormProvider {...form}>
      <FieldErrorsProvider errors={errors} setErrors={setErrors}>
        <Box component="form" noValidate aria-label={ariaLabel} onSubmit={(event) => event.preventDefault()}>
          <Stack spacing={3}>
            <ErrorSummary problems={problems} refusal={refusal} onReveal={reveal} />
            <WorkflowStepper
              steps={steps}
              labels={labels}
              active={active}
              flagged={flagged}
              onSelect={onSelect}
              aria-label={stepsLabel}
            />
            {alert && (
              <Alert severity="error" onClose={onCloseAlert}>
                {alert}
              </Alert>
            )}
            <Stack spacing={2} component="section" aria-labelledby={titleId}>
              <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem' }}>
                {labels[step]}
              </Typography>
              {children}
            </Stack>
            <Divider />
            {actions}
          </Stack>
        </Box>
      </FieldErrorsProvider>
      {leaveGuard.dialog}
    </FormProvider>
  );
}
