/**
 * The steps of a multi-step workflow form as tabs (MUI's non-linear stepper): any step can be opened, and the steps
 * with a message from the last Submit (spec §4: steps with errors are flagged) are red with a "Check this step" line,
 * so the flag does not rest on colour alone.
 */
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

interface WorkflowStepperProps<S extends string> {
  steps: readonly S[];
  /** The title of each step. */
  labels: Readonly<Record<S, string>>;
  active: number;
  flagged: readonly S[];
  onSelect: (index: number) => void;
  /** The name of the stepper ('Registration steps'). */
  'aria-label': string;
}

export function WorkflowStepper<S extends string>({
  steps,
  labels,
  active,
  flagged,
  onSelect,
  'aria-label': ariaLabel,
}: WorkflowStepperProps<S>) {
  return (
    <Stepper nonLinear alternativeLabel activeStep={active} aria-label={ariaLabel}>
      {steps.map((step, index) => {
        const hasError = flagged.includes(step);
        return (
          <Step key={step}>
            <StepButton
              onClick={() => onSelect(index)}
              optional={
                hasError ? (
                  <Typography variant="caption" color="error">
                    Check this step
                  </Typography>
                ) : undefined
              }
            >
              <StepLabel error={hasError}>{labels[step]}</StepLabel>
            </StepButton>
          </Step>
        );
      })}
    </Stepper>
  );
}
