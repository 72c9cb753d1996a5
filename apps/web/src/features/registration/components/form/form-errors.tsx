/**
 * The messages of the last Submit (spec §4 multi-step forms: validation runs on all steps at the end), keyed by the
 * payload's dotted path ('generator.auxiliaryConsumption', 'units', 'documents.panCard', 'zones.0.zonefileId'): the
 * shared schema's issues and the server's 400 field errors use the same paths, so both land under the same field.
 */
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { stepOfPath, type RegistrationStep } from '@stoa/shared';

export type FieldErrors = Readonly<Record<string, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first message of each path. */
export function errorsOfIssues(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The steps (in form order) that have at least one message. */
export function stepsWithErrors(errors: FieldErrors, steps: readonly RegistrationStep[]): RegistrationStep[] {
  const flagged = new Set(Object.keys(errors).map((path) => stepOfPath(path.split('.'))));
  return steps.filter((step) => flagged.has(step));
}

interface FieldErrorsContextValue {
  errors: FieldErrors;
  /** The user changed the field: its message has been answered. */
  clear: (path: string) => void;
  /** Rows were added or removed: the messages of the list and its rows no longer point at the same rows. */
  clearUnder: (path: string) => void;
}

const FieldErrorsContext = createContext<FieldErrorsContextValue>({
  errors: {},
  clear: () => {},
  clearUnder: () => {},
});

export function FieldErrorsProvider({
  errors,
  setErrors,
  children,
}: {
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  children: ReactNode;
}) {
  const clear = useCallback(
    (path: string) =>
      setErrors((current) => {
        if (!(path in current)) return current;
        const rest = { ...current };
        delete rest[path];
        return rest;
      }),
    [setErrors],
  );
  const clearUnder = useCallback(
    (path: string) =>
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => key !== path && !key.startsWith(`${path}.`))),
      ),
    [setErrors],
  );
  const value = useMemo(() => ({ errors, clear, clearUnder }), [errors, clear, clearUnder]);
  return <FieldErrorsContext.Provider value={value}>{children}</FieldErrorsContext.Provider>;
}

/** The message under one field, and how to clear it. */
export function useFieldError(path: string): { message: string | undefined; clear: () => void } {
  const { errors, clear } = useContext(FieldErrorsContext);
  return { message: errors[path], clear: () => clear(path) };
}

/** The messages under a list (units, zones) and how to drop them when its rows move. */
export function useListErrors(path: string): { message: string | undefined; clearAll: () => void } {
  const { errors, clearUnder } = useContext(FieldErrorsContext);
  return { message: errors[path], clearAll: () => clearUnder(path) };
}
