/**
 * The revision form's values (text, as the inputs hold them) and the request made of them, before the shared
 * revisionRequestSchema turns the texts into numbers and says what is missing.
 */
import { NEW_MW_LABEL, requiredMessage } from '@stoa/shared';

export interface RevisionRowValues {
  oaFromDate: string;
  oaToDate: string;
  /** Label index as text ('' when not picked). */
  fromTimeBlock: string;
  toTimeBlock: string;
  /** The new MW of the blocks: 0 cancels them. */
  oaRequirement: string;
}

export interface RevisionFormValues {
  /** The approved application revised ('' until picked). */
  applicationId: string;
  rows: RevisionRowValues[];
  reason: string;
}

export const EMPTY_REVISION_ROW: RevisionRowValues = {
  oaFromDate: '',
  oaToDate: '',
  fromTimeBlock: '',
  toTimeBlock: '',
  oaRequirement: '',
};

export function initialRevisionValues(applicationId: number | null): RevisionFormValues {
  return {
    applicationId: applicationId === null ? '' : String(applicationId),
    rows: [{ ...EMPTY_REVISION_ROW }],
    reason: '',
  };
}

const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The request as typed: what Preview and Add send once the schema has read it. */
export function requestOf(values: RevisionFormValues) {
  return {
    applicationId: numberOrUndefined(values.applicationId),
    rows: values.rows.map((row) => ({
      oaFromDate: row.oaFromDate,
      oaToDate: row.oaToDate,
      fromTimeBlock: numberOrUndefined(row.fromTimeBlock),
      toTimeBlock: numberOrUndefined(row.toTimeBlock),
      oaRequirement: row.oaRequirement,
    })),
    reason: values.reason,
  };
}

/** The inputs as one text: a preview is of these inputs only. */
export const inputsKey = (values: RevisionFormValues) => JSON.stringify(requestOf(values));

export { NEW_MW_LABEL };
export const APPLICATION_LABEL = 'Application';

/** The schema's words in the form's labels: the shared schema names the id 'Application Id'. */
export function inFormWords(path: string, message: string): string {
  return path === 'applicationId' ? requiredMessage(APPLICATION_LABEL) : message;
}
