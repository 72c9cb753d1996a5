/**
 * Form ST2 as the form holds it (text per field) and as the shared submitInvitationSchema reads it; its six steps
 * (spec §2.3) and the fields each one shows: the fields the step requires on sending (shared INVITATION_STEP_FIELDS)
 * and the optional ones it also holds. A field shown on two steps (sub-station and transmission system details, on
 * the Anticipated Congestion steps and again on step 5) flags both.
 */
import {
  INVITATION_LABELS,
  INVITATION_STEP_FIELDS,
  INVITATION_STEP_TITLES,
  type InvitationDetail,
  type SubmitInvitationRequest,
} from '@stoa/shared';
import type { FieldErrors } from '../../../../components/crud/field-errors.tsx';

export type InvitationField = keyof typeof INVITATION_LABELS;
export type InvitationFormValues = Record<InvitationField, string>;

export const INVITATION_STEPS = ['general', 'substation', 'transmission', 'bid', 'invited', 'declarations'] as const;
export type InvitationStep = (typeof INVITATION_STEPS)[number];

export const INVITATION_STEP_LABELS = Object.fromEntries(
  INVITATION_STEPS.map((step, index) => [step, INVITATION_STEP_TITLES[index]]),
) as Record<InvitationStep, string>;

/** The optional field a step also shows, after the field named. */
const ALSO_SHOWN: Partial<Record<InvitationStep, { after: InvitationField; field: InvitationField }>> = {
  substation: { after: 'subStationDetails', field: 'availableMarginSubstation' },
  declarations: { after: 'place', field: 'date' },
};

function fieldsOfStep(step: InvitationStep): readonly InvitationField[] {
  const also = ALSO_SHOWN[step];
  const required: readonly InvitationField[] = INVITATION_STEP_FIELDS[INVITATION_STEPS.indexOf(step)] ?? [];
  return required.flatMap((field) => (also?.after === field ? [field, also.field] : [field]));
}

/** The fields of each step, in the order shown. */
export const STEP_FIELDS: Readonly<Record<InvitationStep, readonly InvitationField[]>> = {
  general: fieldsOfStep('general'),
  substation: fieldsOfStep('substation'),
  transmission: fieldsOfStep('transmission'),
  bid: fieldsOfStep('bid'),
  invited: fieldsOfStep('invited'),
  declarations: fieldsOfStep('declarations'),
};

const FIELDS = Object.keys(INVITATION_LABELS) as InvitationField[];
const DATE_FIELDS: readonly InvitationField[] = ['lastDateOfSubmission', 'bidOpeningDate', 'date'];
const TIME_FIELDS: readonly InvitationField[] = ['deadLine', 'bidOpeningTime'];

/** A saved value as its input shows it: a date without its time part, a time as HH:mm, a number as typed. */
function textOf(field: InvitationField, value: string | number | null): string {
  if (value === null) return '';
  if (DATE_FIELDS.includes(field)) return String(value).slice(0, 10);
  if (TIME_FIELDS.includes(field)) return String(value).slice(0, 5);
  return String(value);
}

/** The form as the invitation stands; an empty floor price starts at the STU rate in force (defaultFloorPrice). */
export function valuesFromDetail(detail: InvitationDetail): InvitationFormValues {
  const values = Object.fromEntries(FIELDS.map((field) => [field, textOf(field, detail[field])]));
  if (values['floorPrice'] === '' && detail.defaultFloorPrice !== null) {
    values['floorPrice'] = String(detail.defaultFloorPrice);
  }
  return values as InvitationFormValues;
}

/** The request before the shared schema reads it (empty texts become null, typed numbers numbers). */
export function requestOf(
  values: InvitationFormValues,
  saved: { id: number; version: number },
  isDraft: boolean,
): SubmitInvitationRequest {
  return { ...values, id: saved.id, version: saved.version, isDraft };
}

/** The step a field is first shown on (where a server message about it lands), or null for no step's field. */
export function stepOfPath(path: readonly string[]): InvitationStep | null {
  return INVITATION_STEPS.find((step) => STEP_FIELDS[step].some((field) => field === path[0])) ?? null;
}

/** The steps (in form order) showing a field with a message. */
export function flaggedSteps(errors: FieldErrors): InvitationStep[] {
  return INVITATION_STEPS.filter((step) => STEP_FIELDS[step].some((field) => field in errors));
}
