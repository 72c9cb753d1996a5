/** Registration test data shaped by the shared schemas (spec §3 list rows, the record page). */
import {
  REGISTRATION_WORKFLOW,
  type RecordStatus,
  type RegistrationDetail,
  type RegistrationList,
  type RegistrationRow,
  type Role,
} from '@stoa/shared';
import { actionBarFor } from '../../../test/action-bar.ts';

export function statusOf(status: RecordStatus) {
  return { status, statusDescription: status };
}

/** An approved injecting entity's registration: Sunrise Solar. */
export function buildRegistrationRow(overrides: Partial<RegistrationRow> = {}): RegistrationRow {
  return {
    id: 11,
    kind: 'Registration',
    entityType: 'InjectingEntity',
    registrationNo: 'STOA/INJ/2026/0001',
    entityName: 'Sunrise Solar Pvt Ltd',
    issuingAuthority: null,
    tradingLicenceNo: null,
    consumerNumber: null,
    dateOfOpenAccessStart: '2026-04-01',
    stoaInjectionQuantum: 12.5,
    stoaDrawlQuantum: null,
    connectivity: 'Itanagar 132 kV',
    transmissionZone: 'Itanagar',
    distributionZone: 'N/A',
    submittedOn: '2026-03-02T05:00:00Z',
    updatedOn: '2026-03-05T09:00:00Z',
    approvedOn: '2026-03-05',
    expiredOn: '2027-03-04',
    status: statusOf('Approved'),
    ...overrides,
  };
}

export function buildRegistrationList(rows: RegistrationRow[], dataCount = rows.length): RegistrationList {
  return { registrationList: rows, dataCount };
}

export const PAN_FILE = '0f8b7c52-5a43-4f7e-9c1b-1f7a3d1e0a01';
export const BILL_FILE = '0f8b7c52-5a43-4f7e-9c1b-1f7a3d1e0a02';

/** A drawee entity's route: DISCOM and TRANSCO involved. */
const DRAWEE_ROUTE = { involvesDiscom: true, involvesTransco: true };

/**
 * A drawee entity's registration waiting for the SLDC's verification, as the SLDC business user sees it (or as
 * `role` sees it: its action bar is that role's).
 */
export function buildRegistrationDetail(
  overrides: Partial<RegistrationDetail> = {},
  role: Role = 'SLDCBusinessUser',
): RegistrationDetail {
  const record: Omit<RegistrationDetail, 'actionBar'> = {
    ...buildRegistrationRow({
      id: 21,
      entityType: 'DraweeEntity',
      registrationNo: null,
      entityName: 'Hill Cement Ltd',
      consumerNumber: 'C-1001',
      stoaInjectionQuantum: null,
      stoaDrawlQuantum: 4,
      approvedOn: null,
      expiredOn: null,
      status: statusOf('Submitted'),
    }),
    applicantUserId: 7,
    previousRegistrationId: null,
    details: {
      connection: {
        transcoId: 3,
        discomId: 4,
        voltageLevel: 33,
        dateOfOpenAccessStart: '2026-04-01',
        substationName: 'Chimpu',
        feederName: 'F-7',
        transmissionZone: 'Itanagar',
        distributionZone: 'Capital',
      },
      consumer: {
        consumerNumber: 'C-1001',
        consumerType: 'Full Open Access Consumer',
        contractDemand: 5,
        sanctionedLoad: 6,
        stoaDrawlQuantum: 4,
        dedicatedFeeder: true,
      },
      documents: [
        { documentType: 'panCard', fileId: PAN_FILE },
        { documentType: 'electricityBill', fileId: BILL_FILE },
      ],
      declaration: {
        accurate: true,
        abideByRegulations: true,
        place: 'Itanagar',
        authorizedPersonName: 'Asha Rao',
        authorizedPersonDesignation: 'Director',
      },
    },
    files: [
      {
        fileId: PAN_FILE,
        fileName: 'pan.pdf',
        documentType: 'panCard',
        label: 'PAN Card',
        isValid: null,
        comments: null,
      },
      {
        fileId: BILL_FILE,
        fileName: 'bill.pdf',
        documentType: 'electricityBill',
        label: 'Latest Electricity Bill',
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
        actorRole: 'OABusinessUser',
        comments: null,
      },
    ],
    formActions: ['Forward', 'Reject', 'Return'],
    actions: ['Forward', 'Reject', 'Return'],
    clock: null,
    nextStep: null,
    canRenew: false,
    renewedBy: null,
    fee: {
      label: 'Registration Fee',
      amount: 25000,
      owed: 25000,
      state: 'Owed',
      dueOn: '2026-03-17',
      dueAt: null,
      detail: '₹25,000.00 due; not paid yet.',
      isPayer: false,
      payLink: null,
    },
    transcoName: 'Arunachal TRANSCO',
    discomName: 'Arunachal DISCOM',
    version: 2,
    ...overrides,
  };
  const viewer = { role, status: record.status.status, actions: record.actions };
  return { ...record, actionBar: overrides.actionBar ?? actionBarFor(REGISTRATION_WORKFLOW, DRAWEE_ROUTE, viewer) };
}
