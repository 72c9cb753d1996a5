/**
 * The messages of a form's last refused submit by dotted path (crud/field-errors.tsx shows each under its field) and
 * the count of refusals the error summary moves focus on.
 */
import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import type { FieldErrors } from '../crud/field-errors.tsx';

export interface SubmitErrors {
  errors: FieldErrors;
  /** For the fields: a changed field clears its message. */
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  /** A refused submit: these messages replace the last ones, and focus moves to the summary. */
  refuse: (errors: FieldErrors) => void;
  refusal: number;
}

export function useSubmitErrors(): SubmitErrors {
  const [state, setState] = useState<{ errors: FieldErrors; refusal: number }>({ errors: {}, refusal: 0 });
  const setErrors = useCallback<Dispatch<SetStateAction<FieldErrors>>>(
    (next) =>
      setState((s) => {
        const errors = typeof next === 'function' ? next(s.errors) : next;
        return errors === s.errors ? s : { ...s, errors };
      }),
    [],
  );
  const refuse = useCallback((errors: FieldErrors) => setState((s) => ({ errors, refusal: s.refusal + 1 })), []);
  return { errors: state.errors, setErrors, refuse, refusal: state.refusal };
}
