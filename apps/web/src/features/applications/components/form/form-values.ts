/**
 * The application form's values (text, as the inputs hold them) and the two payloads made of them: a submission
 * (every field, checked by submitApplicationSchema) and a draft (what is filled, checked by draftApplicationSchema).
 */
import { APPLICATION_WORKFLOW, openReasonsOf, type ApplicationDetail, type EntityType, type Party } from '@stoa/shared';
import { emptyAnswers, type ReasonAnswerValues } from '../../../../components/record/reason-answer-fields.tsx';
import type { TimeBlockRow } from '@stoa/shared/application/time-blocks';

export interface RowValues {
  oaFromDate: string;
  oaToDate: string;
  /** Label index as text ('' when not picked). */
  fromTimeBlock: string;
  toTimeBlock: string;
  oaRequirement: string;
}

/** The side an OA applicant takes with its own registration. */
export type ApplySide = 'seller' | 'buyer';

export interface ApplicationFormValues {
  /** OA applicants only: which side their own registration is ('' until chosen). */
  applyAs: ApplySide | '';
  sellerRegistrationId: string;
  buyerRegistrationId: string;
  /** OA applicants only: the trader acting for them ('' for none). */
  traderId: string;
  timeBlocks: RowValues[];
  remarks: string;
  /** A returned application's answer to each reason it was returned for, by code (issue 36 item 8). */
  reasonAnswers: ReasonAnswerValues;
}

/** The reasons a returned application still has to answer (none for a new one or a draft). */
export const openReasonsOfRecord = (record: ApplicationDetail | null) =>
  record ? openReasonsOf(APPLICATION_WORKFLOW, record.status, record.timeline) : [];

export const EMPTY_ROW: RowValues = {
  oaFromDate: '',
  oaToDate: '',
  fromTimeBlock: '',
  toTimeBlock: '',
  oaRequirement: '',
};

/** Entity types that may sell (inject) and buy (draw): a Both entity does either (DOMAIN §1). */
export const SIDE_ENTITY_TYPES: Record<ApplySide, readonly EntityType[]> = {
  seller: ['InjectingEntity', 'BothEntity'],
  buyer: ['DraweeEntity', 'BothEntity'],
};

export const canTakeSide = (party: Party, side: ApplySide) =>
  (SIDE_ENTITY_TYPES[side] as readonly string[]).includes(party.entityType);

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The form of a new application or of a saved one. `own` (an OA applicant's registrations) tells which side the
 * applicant took; with one possible side it is preset.
 */
export function initialValues(record: ApplicationDetail | null, own: readonly Party[] | null): ApplicationFormValues {
  const rows = (record?.timeBlocks ?? []).map((row) => ({
    oaFromDate: row.oaFromDate ?? '',
    oaToDate: row.oaToDate ?? '',
    fromTimeBlock: text(row.fromTimeBlock),
    toTimeBlock: text(row.toTimeBlock),
    oaRequirement: text(row.oaRequirement),
  }));
  const applyAs = own ? sideOf(record, own) : '';
  // A new application of an applicant with one registration for its side starts with it.
  const preset = !record && own && applyAs !== '' ? ownSideRegistration(own, applyAs) : '';
  return {
    applyAs,
    sellerRegistrationId: text(record?.seller?.registrationId) || (applyAs === 'seller' ? preset : ''),
    buyerRegistrationId: text(record?.buyer?.registrationId) || (applyAs === 'buyer' ? preset : ''),
    traderId: text(record?.trader?.userId),
    timeBlocks: rows.length > 0 ? rows : [{ ...EMPTY_ROW }],
    remarks: record?.remarks ?? '',
    reasonAnswers: emptyAnswers(openReasonsOfRecord(record)),
  };
}

/** The applicant's only registration that can take `side`, else '' (it chooses). */
export function ownSideRegistration(own: readonly Party[], side: ApplySide): string {
  const fitting = own.filter((p) => canTakeSide(p, side));
  return fitting.length === 1 ? String(fitting[0]?.registrationId) : '';
}

function sideOf(record: ApplicationDetail | null, own: readonly Party[]): ApplySide | '' {
  const isOwn = (party: Party | null | undefined) =>
    party !== null && party !== undefined && own.some((p) => p.registrationId === party.registrationId);
  if (isOwn(record?.seller)) return 'seller';
  if (isOwn(record?.buyer)) return 'buyer';
  const sides = (['seller', 'buyer'] as const).filter((side) => own.some((p) => canTakeSide(p, side)));
  return sides.length === 1 ? (sides[0] ?? '') : '';
}

const numberOrNaN = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** A row as the shared time-block rules read it: an empty field is NaN (or '' for a date). */
export function timeBlockRowOf(row: RowValues): TimeBlockRow {
  return {
    oaFromDate: row.oaFromDate,
    oaToDate: row.oaToDate,
    fromTimeBlock: numberOrNaN(row.fromTimeBlock),
    toTimeBlock: numberOrNaN(row.toTimeBlock),
    oaRequirement: numberOrNaN(row.oaRequirement),
  };
}

interface PayloadContext {
  id: number | null;
  /** An OA applicant names its trader (or none); a trader's own application carries none. */
  hasTraderChoice: boolean;
  /** The version the form was loaded at: a save of a record changed since answers 409 (STALE_VERSION). */
  version?: number | null;
}

/** A returned application's answers, by reason (sent only when it has reasons to answer). */
function answersOf(values: ApplicationFormValues) {
  const answers = Object.entries(values.reasonAnswers ?? {}).map(([code, answer]) => ({ code, answer }));
  return answers.length > 0 ? { reasonAnswers: answers } : {};
}

/** The submission, before the shared schema turns the texts into numbers (and says what is missing). */
export function submissionOf(values: ApplicationFormValues, { id, hasTraderChoice, version }: PayloadContext) {
  return {
    ...(id === null ? {} : { id }),
    ...(id === null || version == null ? {} : { version }),
    isDraft: false,
    sellerRegistrationId: numberOrUndefined(values.sellerRegistrationId),
    buyerRegistrationId: numberOrUndefined(values.buyerRegistrationId),
    ...(hasTraderChoice ? { traderId: numberOrUndefined(values.traderId) ?? null } : {}),
    timeBlocks: values.timeBlocks.map((row) => ({
      oaFromDate: row.oaFromDate,
      oaToDate: row.oaToDate,
      fromTimeBlock: numberOrUndefined(row.fromTimeBlock),
      toTimeBlock: numberOrUndefined(row.toTimeBlock),
      oaRequirement: row.oaRequirement,
    })),
    remarks: values.remarks,
    ...answersOf(values),
  };
}

/** A draft: only what is filled (a partial row keeps its filled fields). */
export function draftOf(values: ApplicationFormValues, { id, hasTraderChoice, version }: PayloadContext) {
  const filled = (row: RowValues) =>
    Object.fromEntries(
      Object.entries({
        oaFromDate: row.oaFromDate,
        oaToDate: row.oaToDate,
        fromTimeBlock: numberOrUndefined(row.fromTimeBlock),
        toTimeBlock: numberOrUndefined(row.toTimeBlock),
        oaRequirement: row.oaRequirement.trim() === '' ? undefined : row.oaRequirement,
      }).filter(([, value]) => value !== undefined && value !== ''),
    );
  return {
    ...(id === null ? {} : { id }),
    ...(id === null || version == null ? {} : { version }),
    isDraft: true,
    sellerRegistrationId: numberOrUndefined(values.sellerRegistrationId) ?? null,
    buyerRegistrationId: numberOrUndefined(values.buyerRegistrationId) ?? null,
    ...(hasTraderChoice ? { traderId: numberOrUndefined(values.traderId) ?? null } : {}),
    // Empty rows are kept (as {}), so a server message 'timeBlocks.{i}.…' still points at row i.
    timeBlocks: values.timeBlocks.map(filled),
    remarks: values.remarks,
  };
}
