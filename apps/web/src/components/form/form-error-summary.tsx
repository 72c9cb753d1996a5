/**
 * The error summary of a react-hook-form validated by its resolver (the shared schema) — add/edit dialogs, the
 * account forms: after each refused Save it lists the fields' messages, the schema's or the server's (setError).
 */
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { ErrorSummary } from './error-summary.tsx';
import { messagesOfFormErrors, problemsOfMessages } from './form-problems.ts';

export function FormErrorSummary<V extends FieldValues, C, O>({ control }: { control: Control<V, C, O> }) {
  const { errors, submitCount, isSubmitting } = useFormState({ control });
  // A submit in flight is no refusal yet; once it ends, a count with messages is one.
  const refusal = isSubmitting ? 0 : submitCount;
  const problems = refusal > 0 ? problemsOfMessages(messagesOfFormErrors(errors)) : [];
  return <ErrorSummary problems={problems} refusal={refusal} />;
}
