/**
 * Server validation errors under form fields (spec §8): `errors[].fieldName` names a request field; each entry's
 * first message goes under the matching form field, and each form decides what its alert shows.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorsOf } from './api-client.ts';

export interface ServerError {
  /** The request field, or null for a message about the request as a whole. */
  fieldName: string | null;
  message: string;
}

/** Request field names → form field names, for the requests whose errors can be shown under an input. */
export type ServerFieldMap<T extends FieldValues> = Readonly<Partial<Record<string, Path<T>>>>;

/** The first non-blank message of each error entry, in the server's order; empty for a non-API failure. */
export function serverErrors(error: unknown): ServerError[] {
  return apiErrorsOf(error).flatMap(({ fieldName, errorMessages }) => {
    const message = errorMessages.find((m) => m.trim() !== '');
    return message ? [{ fieldName, message }] : [];
  });
}

/** A map for a form whose fields carry the request's names. */
export function sameNameFields<T extends FieldValues>(names: readonly Path<T>[]): ServerFieldMap<T> {
  return Object.fromEntries(names.map((name) => [name, name]));
}

export interface PlacedErrors {
  /** Shown under a form field. */
  placed: ServerError[];
  /** About the request as a whole, or about a field the form does not show: for the form's alert. */
  unplaced: ServerError[];
}

/**
 * Shows each field error under its form field. `fields` maps request field names to form field names (they differ
 * where the request hashes or renames a value). Answers which errors found a field and which did not, in order.
 */
export function showFieldErrors<T extends FieldValues>(
  errors: readonly ServerError[],
  setError: UseFormSetError<T>,
  fields: ServerFieldMap<T>,
): PlacedErrors {
  const result: PlacedErrors = { placed: [], unplaced: [] };
  for (const error of errors) {
    const { fieldName, message } = error;
    const field = fieldName !== null && Object.hasOwn(fields, fieldName) ? fields[fieldName] : undefined;
    if (field !== undefined) setError(field, { type: 'server', message });
    (field === undefined ? result.unplaced : result.placed).push(error);
  }
  return result;
}
