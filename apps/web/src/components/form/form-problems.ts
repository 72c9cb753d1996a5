/**
 * The problems of a refused submit, as the error summary lists them (issue 36 item 3): one per field path, in the
 * form's order, each the message under its field — prefixed with where it sits when the field alone does not say it
 * (the step of a multi-step form, the row of a list).
 */
import type { FieldErrors as FormErrors, FieldValues } from 'react-hook-form';

export interface FormProblem {
  /** The field's dotted path ('generator.installedCapacity', 'timeBlocks.0.oaRequirement'). */
  path: string;
  /** What the summary says: the field's message, with its place when it needs one. */
  text: string;
}

/** The messages of a refused submit by dotted path (the shape of crud/field-errors.tsx). */
export type MessagesByPath = Readonly<Record<string, string>>;

export interface ProblemPlaces<S extends string> {
  /** The steps in form order, their titles and the step of a path: problems are listed step by step. */
  steps: readonly S[];
  labels: Readonly<Record<S, string>>;
  stepOf: (path: readonly string[]) => S | null;
}

/** 'Row 2' for a path through a list ('units.1.capacity'); null for a field outside one. */
function rowOf(path: readonly string[]): string | null {
  const index = path.findIndex((segment) => /^\d+$/.test(segment));
  return index < 0 ? null : `row ${Number(path[index]) + 1}`;
}

function textOf(message: string, places: readonly (string | null)[]): string {
  const where = places.filter((place): place is string => place !== null).join(', ');
  return where === '' ? message : `${where.charAt(0).toUpperCase()}${where.slice(1)}: ${message}`;
}

/** The problems of messages keyed by path; with `places`, step by step and each named by its step. */
export function problemsOfMessages<S extends string>(
  messages: MessagesByPath,
  places?: ProblemPlaces<S>,
): FormProblem[] {
  const entries = Object.entries(messages).map(([path, message]) => {
    const segments = path.split('.');
    const step = places?.stepOf(segments) ?? null;
    const stepIndex = step === null || !places ? -1 : places.steps.indexOf(step);
    const stepLabel = step === null || !places ? null : places.labels[step];
    return { path, stepIndex, text: textOf(message, [stepLabel, rowOf(segments)]) };
  });
  // A stable sort: within a step the messages keep the schema's order (the form's, top to bottom).
  entries.sort((a, b) => a.stepIndex - b.stepIndex);
  return entries.map(({ path, text }) => ({ path, text }));
}

/** The first message of each field of a react-hook-form's errors (nested objects and lists), by dotted path. */
export function messagesOfFormErrors<V extends FieldValues>(errors: FormErrors<V>): Record<string, string> {
  const messages: Record<string, string> = {};
  const walk = (value: unknown, path: string) => {
    if (typeof value !== 'object' || value === null) return;
    const { message, type } = value as { message?: unknown; type?: unknown };
    if (typeof message === 'string' && type !== undefined) {
      if (message !== '' && path !== 'root' && !path.startsWith('root.')) messages[path] ??= message;
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'ref') walk(child, path === '' ? key : `${path}.${key}`);
    }
  };
  walk(errors, '');
  return messages;
}
