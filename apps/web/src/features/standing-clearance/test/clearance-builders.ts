/** Standing clearance test data shaped by the shared schemas (registration, list rows, the record page). */
import {
  STANDING_CLEARANCE_ROUTE,
  STANDING_CLEARANCE_STATUS_LABELS,
  STANDING_CLEARANCE_WORKFLOW,
  type ClearanceRegistration,
  type MyClearanceRegistration,
  type StandingClearanceDetail,
  type StandingClearanceRow,
  type Role,
  type StandingClearanceStatus,
} from '@stoa/shared';
import { actionBarFor } from '../../../test/action-bar.ts';

export function clearanceStatusOf(status: StandingClearanceStatus) {
  return { status, statusDescription: STANDING_CLEARANCE_STATUS_LABELS[status] };
}

/** An injecting entity's registration: Sell up to 23.50 MW, valid to the end of 2099 (forms use future dates). */
export function buildClearanceRegistration(overrides: Partial<ClearanceRegistration> = {}): ClearanceRegistration {
  return {
    registrationId: 4,
    registrationNo: 'STOA/INJ/2026/0001',
    entityType: 'InjectingEntity',
    validFrom: '2026-01-10',
    expiredOn: '2099-12-31',
    exBusCapacityMw: 23.5,
    contractDemandMw: null,
    stoaInjectionQuantumMw: 20,
    stoaDrawlQuantumMw: null,
    directions: ['Sell'],
    ...overrides,
  };
}

export function buildMyRegistration(registration: ClearanceRegistration | null = buildClearanceRegistration()) {
  return { entityName: 'Siang Hydro Power Ltd', registration } satisfies MyClearanceRegistration;
}

/** A bilateral sale awaiting the SLDC's verification, two working days left. */
export function buildClearanceRow(overrides: Partial<StandingClearanceRow> = {}): StandingClearanceRow {
  return {
    id: 5,
    clearanceNo: null,
    entityName: 'Siang Hydro Power Ltd',
    direction: 'Sell',
    transactionKind: 'Bilateral',
    counterparty: 'Assam Power Distribution Company (Assam)',
    quantumMw: 12,
    fromDate: '2026-12-01',
    toDate: '2026-12-31',
    submittedOn: '2026-11-21T06:00:00Z',
    dueOn: '2026-11-25',
    due: {
      dueOn: '2026-11-25',
      isOverdue: false,
      workingDaysLeft: 2,
      workingDaysOverdue: 0,
      text: 'Answer due by Nov 25, 2026 (2 working days left)',
    },
    decidedOn: null,
    updatedOn: '2026-11-21T06:00:00Z',
    status: clearanceStatusOf('Submitted'),
    ...overrides,
  };
}

/** The record as the SLDC business user sees it: its checks (one failing, one warning) and the three actions. */
export function buildClearanceDetail(
  overrides: Partial<StandingClearanceDetail> = {},
  role: Role = 'SLDCBusinessUser',
): StandingClearanceDetail {
  const record: Omit<StandingClearanceDetail, 'actionBar'> = {
    ...buildClearanceRow(),
    applicantUserId: 7,
    registrationNo: 'STOA/INJ/2026/0001',
    details: {
      direction: 'Sell',
      transactionKind: 'Bilateral',
      counterpartyName: 'Assam Power Distribution Company',
      counterpartyState: 'Assam',
      exchange: null,
      quantumMw: 12,
      fromDate: '2026-12-01',
      toDate: '2026-12-31',
      remarks: 'Winter surplus',
    },
    checks: [
      {
        key: 'registration',
        label: 'Registration valid on the period',
        outcome: 'Pass',
        detail: 'STOA/INJ/2026/0001 (Injecting Entity), valid to Nov 20, 2027',
      },
      {
        key: 'capacity',
        label: 'MW within capacity',
        outcome: 'Pass',
        detail: '12.00 MW asked; ex-bus capacity 23.50 MW',
      },
      {
        key: 'overlap',
        label: 'No overlap beyond capacity',
        outcome: 'Pass',
        detail: 'No other clearance in this direction overlaps the period',
      },
      {
        key: 'dues',
        label: 'No dues (not a defaulter)',
        outcome: 'Fail',
        detail: 'The applicant is marked a defaulter (dues outstanding)',
      },
      {
        key: 'corridor',
        label: 'Margin on the inter-state corridor',
        outcome: 'Warning',
        detail: 'No ATC declared for the period',
      },
    ],
    timeline: [
      {
        at: '2026-11-21T06:00:00Z',
        action: 'Submit',
        fromStatus: 'Draft',
        toStatus: 'Submitted',
        actorName: 'Ravi Menon',
        actorRole: 'OA Applicant',
        comments: null,
      },
    ],
    formActions: ['Forward', 'Reject', 'Return'],
    actions: ['Forward', 'Reject', 'Return'],
    clock: null,
    nextStep: null,
    canDownload: false,
    version: 2,
    ...overrides,
  };
  const viewer = { role, status: record.status.status, actions: record.actions };
  const bar = actionBarFor(STANDING_CLEARANCE_WORKFLOW, STANDING_CLEARANCE_ROUTE, viewer);
  return { ...record, actionBar: overrides.actionBar ?? bar };
}
