/**
 * The curtailment form's values (text, as the inputs hold them) and the request made of them, before the shared
 * curtailmentRequestSchema turns the texts into numbers and says what is missing.
 */
import { requiredMessage } from '@stoa/shared';

export interface CurtailmentFormValues {
  corridorId: string;
  fromDate: string;
  toDate: string;
  /** Label indexes as text ('' when not picked). */
  fromTimeBlock: string;
  toTimeBlock: string;
  mw: string;
  reasonType: string;
  /** The remarks. */
  reason: string;
}

export const EMPTY_CURTAILMENT: CurtailmentFormValues = {
  corridorId: '',
  fromDate: '',
  toDate: '',
  fromTimeBlock: '',
  toTimeBlock: '',
  mw: '',
  reasonType: '',
  reason: '',
};

export const CURTAILMENT_LABELS = {
  corridorId: 'Corridor',
  fromDate: 'From Date',
  toDate: 'To Date',
  fromTimeBlock: 'From Time',
  toTimeBlock: 'To Time',
  mw: 'MW to Curtail',
  reasonType: 'Reason',
  reason: 'Remarks',
} as const satisfies Record<keyof CurtailmentFormValues, string>;

const orUndefined = (value: string) => (value.trim() === '' ? undefined : value);
const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The request as typed: what Preview Plan and Apply send once the schema has read it. */
export function requestOf(values: CurtailmentFormValues) {
  return {
    corridorId: numberOrUndefined(values.corridorId),
    fromDate: values.fromDate,
    toDate: values.toDate,
    fromTimeBlock: numberOrUndefined(values.fromTimeBlock),
    toTimeBlock: numberOrUndefined(values.toTimeBlock),
    mw: values.mw,
    reasonType: orUndefined(values.reasonType),
    reason: values.reason,
  };
}

/** The inputs as one text: a plan is of these inputs only. */
export const inputsKey = (values: CurtailmentFormValues) => JSON.stringify(requestOf(values));

/** The schema's words in the form's labels: the shared schema names the corridor's id 'Corridor Id'. */
export const inFormWords = (path: string, message: string) =>
  path === 'corridorId' ? requiredMessage(CURTAILMENT_LABELS.corridorId) : message;
