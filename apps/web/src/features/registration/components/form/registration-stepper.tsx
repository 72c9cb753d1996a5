import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { REGISTRATION_STEPS, type RegistrationStep } from '@stoa/shared';

interface RegistrationStepperProps {
  steps: readonly RegistrationStep[];
  active: number;
  /** Steps with a message from the last Submit (spec §4: steps with errors are flagged). */
  flagged: readonly RegistrationStep[];
  onSelect: (index: number) => void;
}

/**
 * The steps of the form as tabs (MUI's non-linear stepper): any step can be opened, and the flagged ones are red with
 * a "Check this step" line, so the flag does not rest on colour alone.
 */
export function RegistrationStepper({ steps, active, flagged, onSelect }: RegistrationStepperProps) {
  return (
    <Stepper nonLinear alternativeLabel activeStep={active} aria-label="Registration steps">
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
              <StepLabel error={hasError}>{REGISTRATION_STEPS[step]}</StepLabel>
            </StepButton>
          </Step>
        );
      })}
    </Stepper>
  );
}
