/**
 * A record's next step (issue 36 item 1), one way on every record page: near the status, what happens next in the
 * viewer's words, who acts, by when, and the link to where it is done when that is not this page's buttons
 * ('Open the Processing tab'). The words are the server's, read off the workflow table (shared next-step.ts).
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { NextStep } from '@stoa/shared';

export const NEXT_STEP_TITLE = 'Next step';

/** 'Who: You · By when: By Dec 02, 2026'. */
export function nextStepLine(step: Pick<NextStep, 'actor' | 'dueText'>): string {
  return [`Who: ${step.actor}`, ...(step.dueText ? [`By when: ${step.dueText}`] : [])].join(' · ');
}

export function RecordNextStep({ step }: { step: NextStep | null | undefined }) {
  if (!step) return null;
  const link = step.link && (
    <Button component={RouterLink} to={step.link.path} color="inherit" size="small" variant="outlined">
      {step.link.label}
    </Button>
  );
  return (
    <Alert
      role="region"
      aria-label={NEXT_STEP_TITLE}
      severity="info"
      variant={step.isYours ? 'standard' : 'outlined'}
      action={link}
      sx={{ '& .MuiAlert-action': { alignItems: 'center' } }}
    >
      <AlertTitle>{NEXT_STEP_TITLE}</AlertTitle>
      <Typography variant="body2">{step.text}</Typography>
      <Typography variant="body2" color="text.secondary">
        {nextStepLine(step)}
      </Typography>
    </Alert>
  );
}
