/** Application test data shaped by the shared schemas: list rows, parties, records, processing results. */
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_WORKFLOW,
  DEFAULT_BUSINESS_RULES,
  type ApplicationDetail,
  type ApplicationRow,
  type CorridorDayResult,
  type Party,
  type ProcessingResult,
  type RecordFee,
  type Role,
} from '@stoa/shared';
import { actionBarFor } from '../../../test/action-bar.ts';

/** 10:00 in Asia/Kolkata on 10 March 2026: Day-ahead delivery is open for 11–13 March. */
export const NOW = new Date('2026-03-10T04:30:00Z');

export function buildRulesResponse() {
  return { rules: DEFAULT_BUSINESS_RULES, version: 1, updatedAt: null, updatedBy: null };
}

/** An application's ₹5,000.00 fee, owed and seen by someone other than its payer (override for the other states). */
export function buildRecordFee(overrides: Partial<RecordFee> = {}): RecordFee {
  return {
    label: 'Application Fee',
    amount: 5000,
    owed: 5000,
    state: 'Owed',
    dueOn: '2026-03-10',
    dueAt: '2026-03-10T09:30:00.000Z',
    detail: '₹5,000.00 due; not paid yet.',
    isPayer: false,
    payLink: null,
    ...overrides,
  };
}

/** Sunrise Solar, the signed-in OA applicant's own injecting registration. */
export function buildSeller(overrides: Partial<Party> = {}): Party {
  return {
    registrationId: 11,
    registrationNo: 'REG/INJ/2026/0001',
    entityName: 'Sunrise Solar Pvt Ltd',
    entityType: 'InjectingEntity',
    userId: 7,
    transmissionZone: 'Itanagar',
    exBusCapacity: 50,
    contractDemand: null,
    validFrom: '2026-04-01',
    validUntil: '2027-03-31',
    ...overrides,
  };
}

/** Hill Cement, an approved drawee. */
export function buildBuyer(overrides: Partial<Party> = {}): Party {
  return {
    registrationId: 21,
    registrationNo: 'REG/DRW/2026/0004',
    entityName: 'Hill Cement Ltd',
    entityType: 'DraweeEntity',
    userId: 9,
    transmissionZone: 'Pasighat',
    exBusCapacity: null,
    contractDemand: 40,
    validFrom: '2026-04-01',
    validUntil: '2027-01-31',
    ...overrides,
  };
}

export function buildApplicationRow(overrides: Partial<ApplicationRow> = {}): ApplicationRow {
  const status = overrides.status ?? 'Submitted';
  return {
    id: 101,
    applicationNo: 'STOA/DA/2026/0001',
    type: 'DayAhead',
    status,
    statusLabel: APPLICATION_STATUS_LABELS[status],
    applicantName: 'Sunrise Solar Pvt Ltd',
    sellerName: 'Sunrise Solar Pvt Ltd',
    buyerName: 'Hill Cement Ltd',
    traderName: null,
    fromDate: '2026-03-11',
    toDate: '2026-03-11',
    processingDate: '2026-03-10',
    submittedAt: '2026-03-10T04:00:00Z',
    maxRequirement: 12.5,
    requestedMwh: 150,
    allocatedMwh: null,
    ...overrides,
  };
}

export function buildApplicationList(rows: ApplicationRow[], total = rows.length) {
  return { items: rows, total };
}

/** A Day-ahead application of Sunrise Solar to Hill Cement, 06:00–18:00 at 12.5 MW, waiting for the SLDC. */
export function buildApplicationDetail(
  overrides: Partial<ApplicationDetail> = {},
  role: Role = 'SLDCBusinessUser',
): ApplicationDetail {
  const status = overrides.status ?? 'Submitted';
  const record: Omit<ApplicationDetail, 'actionBar'> = {
    id: 101,
    applicationNo: 'STOA/DA/2026/0001',
    type: 'DayAhead',
    status,
    statusLabel: APPLICATION_STATUS_LABELS[status],
    applicant: { userId: 7, name: 'Sunrise Solar Pvt Ltd', role: 'OABusinessUser' },
    trader: null,
    seller: buildSeller(),
    buyer: buildBuyer(),
    timeBlocks: [
      {
        oaFromDate: '2026-03-11',
        oaToDate: '2026-03-11',
        fromTimeBlock: 24,
        toTimeBlock: 72,
        oaRequirement: 12.5,
        mwh: 150,
      },
    ],
    remarks: null,
    totalMwh: 150,
    corridors: [
      { id: 1, name: 'Itanagar zone' },
      { id: 2, name: 'Pasighat zone' },
    ],
    fromDate: '2026-03-11',
    toDate: '2026-03-11',
    processingDate: '2026-03-10',
    receivedAt: '2026-03-10T04:00:00Z',
    consent: null,
    schedule: [
      {
        date: '2026-03-11',
        fromTimeBlock: 24,
        toTimeBlock: 72,
        requested: 12.5,
        allocated: null,
        requestedMwh: 150,
        allocatedMwh: null,
      },
    ],
    allocatedMwh: null,
    // Its fee is paid: the SLDC reads the check line (buildRecordFee for the other states).
    fee: buildRecordFee({ state: 'Paid', owed: 0, detail: '₹5,000.00 paid and reconciled.' }),
    timeline: [
      {
        at: '2026-03-10T04:00:00Z',
        action: 'Submit',
        fromStatus: 'Draft',
        toStatus: 'Submitted',
        actorName: 'Asha Rao',
        actorRole: 'OABusinessUser',
        comments: null,
      },
    ],
    actions: ['Forward', 'Reject', 'Return'],
    clock: null,
    nextStep: null,
    formActions: ['Forward', 'Reject', 'Return'],
    canConsent: false,
    canEdit: false,
    canDownload: false,
    version: 2,
    ...overrides,
  };
  const viewer = { role, status, actions: record.actions };
  const route = { byTrader: record.trader !== null };
  return { ...record, actionBar: overrides.actionBar ?? actionBarFor(APPLICATION_WORKFLOW, route, viewer) };
}

/** A corridor-day of a result: 10 MW of margin all day; block 40 asks 15 MW of 20, block 41 asks 25 MW of 20. */
export function buildCorridorDay(overrides: Partial<CorridorDayResult> = {}): CorridorDayResult {
  const margin = new Array<number>(96).fill(10);
  const requested = new Array<number>(96).fill(0);
  [margin[39], requested[39], margin[40], requested[40]] = [20, 15, 20, 25];
  return {
    corridorId: 1,
    corridorName: 'Itanagar zone',
    date: '2026-03-11',
    margin,
    requested,
    congestedBlocks: 1,
    maxShortfall: 5,
    applications: 1,
    ...overrides,
  };
}

/** A processed Day-ahead batch of 11 March: one application fits, one is congested in block 41 (10:00–10:15). */
export function buildProcessingResult(overrides: Partial<ProcessingResult> = {}): ProcessingResult {
  const processed = {
    applicantName: 'Sunrise Solar Pvt Ltd',
    sellerName: 'Sunrise Solar Pvt Ltd',
    buyerName: 'Hill Cement Ltd',
    corridors: ['Itanagar zone'],
    receivedAt: '2026-03-10T04:00:00Z',
    outcome: null,
    allocatedMwh: null,
    limitedBlocks: 0,
    limitedBy: [] as string[],
    status: 'PendingSTOAApproval' as const,
    statusLabel: APPLICATION_STATUS_LABELS.PendingSTOAApproval,
  };
  return {
    type: 'DayAhead',
    processingDate: '2026-03-10',
    run: {
      id: 5,
      status: 'Assessed',
      method: null,
      processedAt: '2026-03-10T10:00:00Z',
      processedBy: 'Asha Rao',
      allocatedAt: null,
      allocatedBy: null,
    },
    summary: { applications: 2, fitting: 1, congested: 1, corridorCongested: 1, congestedBlocks: 1, limitedBlocks: 0 },
    applications: [
      {
        ...processed,
        id: 101,
        applicationNo: 'STOA/DA/2026/0001',
        requestedMwh: 150,
        fits: true,
        congestedBlocks: 0,
        maxShortfall: 0,
      },
      {
        ...processed,
        id: 102,
        applicationNo: 'STOA/DA/2026/0002',
        applicantName: 'Valley Hydro Ltd',
        sellerName: 'Valley Hydro Ltd',
        requestedMwh: 60,
        fits: false,
        congestedBlocks: 1,
        maxShortfall: 5,
      },
    ],
    corridorDays: [buildCorridorDay()],
    partyBlocks: [],
    applicationsPage: { pageNumber: 1, pageSize: 10, total: 2 },
    congestions: [],
    ...overrides,
  };
}
