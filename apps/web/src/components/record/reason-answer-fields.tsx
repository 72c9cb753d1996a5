/**
 * A resubmission's answers (issue 36 item 8): one field per reason the record was returned for, under
 * `reasonAnswers.<code>` of the form's values, so the server's and the form's messages land under each field. The
 * payload is `reasonAnswersOf`; `emptyAnswers` starts the form.
 */
import { useId } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldValues, Path } from 'react-hook-form';
import type { StepReason } from '@stoa/shared';
import { FormTextField } from '../crud/form-fields.tsx';
import { RETURN_REASONS_TITLE } from './record-reasons.tsx';

/** The form values of the answers: each reason's code → the text typed. */
export type ReasonAnswerValues = Record<string, string>;

export const emptyAnswers = (reasons: readonly StepReason[]): ReasonAnswerValues =>
  Object.fromEntries(reasons.map((r) => [r.code, '']));

/** The payload: an answer per reason asked (an empty one is refused by the shared check). */
export const reasonAnswersOf = (
  reasons: readonly StepReason[],
  values: ReasonAnswerValues | undefined,
): { code: string; answer: string }[] => reasons.map((r) => ({ code: r.code, answer: values?.[r.code] ?? '' }));

interface ReasonAnswerFieldsProps {
  reasons: readonly StepReason[];
  disabled?: boolean;
}

export function ReasonAnswerFields<V extends FieldValues>({ reasons, disabled }: ReasonAnswerFieldsProps) {
  const headingId = useId();
  if (reasons.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {RETURN_REASONS_TITLE}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Say what you changed or why for each reason.
      </Typography>
      <Stack spacing={2}>
        {reasons.map((reason) => (
          <FormTextField<V>
            key={reason.code}
            name={`reasonAnswers.${reason.code}` as Path<V>}
            label={`Answer: ${reason.label}`}
            multiline
            disabled={disabled}
          />
        ))}
      </Stack>
    </Paper>
  );
}
