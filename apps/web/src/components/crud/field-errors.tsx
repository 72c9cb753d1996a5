/**
 * The messages of a multi-step form's last Submit (spec §4 multi-step forms: validation runs on all steps at the end),
 * keyed by the payload's dotted path ('generator.auxiliaryConsumption', 'units', 'documents.panCard', 'zones.0.zonefileId'):
 * the shared schema's issues and the server's 400 field errors use the same paths, so both land under the same field.
 * The bound fields of form-fields.tsx read their message here; changing a field clears it.
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
import { serverErrors } from '../../lib/server-field-errors.ts';

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

/** The steps (in form order) that have at least one message; `stepOf` names the step of a path (its head). */
export function stepsWithErrors<S extends string>(
  errors: FieldErrors,
  steps: readonly S[],
  stepOf: (path: readonly string[]) => S | null,
): S[] {
  const flagged = new Set(Object.keys(errors).map((path) => stepOf(path.split('.'))));
  return steps.filter((step) => flagged.has(step));
}

/**
 * The server's 400 field errors under their fields (the body carries the form under `details`: a path may name it or
 * start at the step); the messages of no step's field are left for the alert.
 */
export function placeServerErrors(
  error: unknown,
  stepOf: (path: readonly string[]) => string | null,
): { placed: Record<string, string>; unplaced: string[] } {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const { fieldName, message } of serverErrors(error)) {
    const path = fieldName?.replace(/^details\./, '') ?? null;
    if (path !== null && stepOf(path.split('.')) !== null) placed[path] ??= message;
    else unplaced.push(message);
  }
  return { placed, unplaced };
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
        const { [path]: _answered, ...rest } = current;
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

/** The message under one field, and how to clear it (none, and nothing to clear, outside a provider). */
export function useFieldError(path: string): { message: string | undefined; clear: () => void } {
  const { errors, clear } = useContext(FieldErrorsContext);
  return { message: errors[path], clear: () => clear(path) };
}

/** The messages under a list (units, zones) and how to drop them when its rows move. */
export function useListErrors(path: string): { message: string | undefined; clearAll: () => void } {
  const { errors, clearUnder } = useContext(FieldErrorsContext);
  return { message: errors[path], clearAll: () => clearUnder(path) };
}
