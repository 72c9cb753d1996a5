/**
 * The frame of a multi-step workflow form (spec §2.4, §4 multi-step forms): the react-hook-form and the last Submit's
 * messages for the fields inside, the steps as tabs with the flagged ones marked, the alert, the open step under its
 * title, and the form's buttons under a rule. Only the buttons move or save: Enter in a field submits nothing.
 */
import { useId, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FieldErrorsProvider, type FieldErrors } from '../crud/field-errors.tsx';
import { WorkflowStepper } from './workflow-stepper.tsx';

interface WorkflowStepsFormProps<V extends FieldValues, S extends string> {
  form: UseFormReturn<V>;
  /** The last Submit's messages, by dotted path. */
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
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
  return (
    <FormProvider {...form}>
      <FieldErrorsProvider errors={errors} setErrors={setErrors}>
        <Box component="form" noValidate aria-label={ariaLabel} onSubmit={(event) => event.preventDefault()}>
          <Stack spacing={3}>
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
    </FormProvider>
  );
}
