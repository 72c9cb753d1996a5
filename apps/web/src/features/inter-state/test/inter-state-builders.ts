/** Inter-state test data shaped by the shared schemas (list rows, the record page). */
import {
  INTER_STATE_ROUTE,
  INTER_STATE_WORKFLOW,
  RECORD_STATUS_LABELS,
  type InterStateDetail,
  type InterStateList,
  type InterStateRow,
  type RecordStatus,
  type Role,
} from '@stoa/shared';
import { actionBarFor } from '../../../test/action-bar.ts';

export function statusOf(status: RecordStatus) {
  return { status, statusDescription: RECORD_STATUS_LABELS[status] };
}

/** An approved C&I consumer: Hill Cement. */
export function buildInterStateRow(overrides: Partial<InterStateRow> = {}): InterStateRow {
  return {
    id: 31,
    registrationNo: 'STOA/IS/2026/0001',
    entityName: 'Hill Cement Ltd',
    sector: 'C&I Consumer',
    rldc: 'NERLDC',
    maxInjectionMw: 0,
    maxDrawlMw: 12.5,
    transmissionZone: 'Itanagar',
    submittedOn: '2026-03-02T05:00:00Z',
    updatedOn: '2026-03-05T09:00:00Z',
    expiredOn: '2027-03-04',
    status: statusOf('Approved'),
    ...overrides,
  };
}

export function buildInterStateList(rows: InterStateRow[], dataCount = rows.length): InterStateList {
  return { registrationList: rows, dataCount };
}

export const LETTER_FILE = '0f8b7c52-5a43-4f7e-9c1b-1f7a3d1e0b01';
export const METER_FILE = '0f8b7c52-5a43-4f7e-9c1b-1f7a3d1e0b02';

/** A C&I consumer's registration waiting for the SLDC's verification, as the SLDC business user sees it. */
export function buildInterStateDetail(
  overrides: Partial<InterStateDetail> = {},
  role: Role = 'SLDCBusinessUser',
): InterStateDetail {
  const record: Omit<InterStateDetail, 'actionBar'> = {
    ...buildInterStateRow({ registrationNo: null, expiredOn: null, status: statusOf('Submitted') }),
    applicantUserId: 7,
    approvedOn: null,
    details: {
      general: { sector: 'C&I Consumer', rldc: 'NERLDC', intraStateRegistrationNo: null },
      connection: {
        connectivityPoint: 'Chimpu 132 kV bus',
        voltageLevel: 132,
        transmissionZone: 'Itanagar',
        maxInjectionMw: 0,
        maxDrawlMw: 12.5,
        meterNumber: 'SEM-NE-0042',
      },
      contact: {
        contactPersonName: 'Meera Das',
        contactPersonDesignation: 'Manager',
        contactNumber: '9436000008',
        contactEmail: 'meera@example.com',
      },
      documents: [
        { documentType: 'authorisationLetter', fileId: LETTER_FILE },
        { documentType: 'meterCertificate', fileId: METER_FILE },
      ],
      declaration: {
        accurate: true,
        place: 'Itanagar',
        authorizedPersonName: 'Meera Das',
        authorizedPersonDesignation: 'Director',
      },
    },
    files: [
      {
        fileId: LETTER_FILE,
        fileName: 'letter.pdf',
        documentType: 'authorisationLetter',
        label: 'Authorisation Letter',
        isValid: null,
        comments: null,
      },
      {
        fileId: METER_FILE,
        fileName: 'meter.pdf',
        documentType: 'meterCertificate',
        label: 'Interface Meter (SEM) Certificate',
        isValid: null,
        comments: null,
      },
    ],
    timeline: [
      {
        at: '2026-03-02T05:00:00Z',
        action: 'Submit',
        fromStatus: 'Draft',
        toStatus: 'Submitted',
        actorName: 'Asha Rao',
        actorRole: 'OA Applicant',
        comments: null,
      },
    ],
    formActions: ['Forward', 'Reject', 'Return'],
    actions: ['Forward', 'Reject', 'Return'],
    clock: null,
    nextStep: null,
    canVerifyDocuments: true,
    version: 2,
    ...overrides,
  };
  const viewer = { role, status: record.status.status, actions: record.actions };
  return { ...record, actionBar: overrides.actionBar ?? actionBarFor(INTER_STATE_WORKFLOW, INTER_STATE_ROUTE, viewer) };
}
