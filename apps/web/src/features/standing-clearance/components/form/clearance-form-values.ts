/**
 * The standing clearance form's values (what the inputs show: text) and the details payload the shared schemas check
 * and the server stores.
 */
import type { StandingClearanceField } from '@stoa/shared';

export type ClearanceFormValues = Record<StandingClearanceField, string> & {
  /** A returned request's answer to each reason it was returned for, by code (not part of the details). */
  reasonAnswers?: Record<string, string>;
};

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** The form as saved details stand (a draft's may be partial); a new request starts empty. */
export function valuesFromDetails(details: Record<string, unknown> = {}): ClearanceFormValues {
  return {
    direction: text(details['direction']),
    transactionKind: text(details['transactionKind']),
    counterpartyName: text(details['counterpartyName']),
    counterpartyState: text(details['counterpartyState']),
    exchange: text(details['exchange']),
    quantumMw: text(details['quantumMw']),
    fromDate: text(details['fromDate']),
    toDate: text(details['toDate']),
    remarks: text(details['remarks']),
  };
}

/** The payload: optional texts left empty are sent as null; MW as typed (the schema reads it as a number). */
export function detailsFromValues(values: ClearanceFormValues): Record<string, unknown> {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    direction: values.direction,
    transactionKind: values.transactionKind,
    counterpartyName: orNull(values.counterpartyName),
    counterpartyState: orNull(values.counterpartyState),
    exchange: orNull(values.exchange),
    quantumMw: values.quantumMw,
    fromDate: values.fromDate,
    toDate: values.toDate,
    remarks: orNull(values.remarks),
  };
}
