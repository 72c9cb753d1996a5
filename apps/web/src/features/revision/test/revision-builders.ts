/** Revision test data shaped by the shared schemas: revisable applications, an impact, list rows and a record. */
import {
  REVISION_ROUTE,
  REVISION_STATUS_LABELS,
  REVISION_WORKFLOW,
  type RevisionDetail,
  type RevisionImpact,
  type RevisionStatus,
  type Role,
  type ScheduleHistory,
} from '@stoa/shared';
import { actionBarFor } from '../../../test/action-bar.ts';
import type { RevisableApplication } from '../components/current-schedule.tsx';
import type { RevisionRow } from '../components/revision-columns.tsx';

/** 10 MW from 06:00 to 18:00 (blocks 24…71). */
const dayBlocks = (mw = 10) => Array.from({ length: 96 }, (_, i) => (i >= 24 && i < 72 ? mw : 0));

export function buildRevisable(overrides: Partial<RevisableApplication> = {}): RevisableApplication {
  return {
    id: 101,
    applicationNo: 'STOA/AD/2026/0001',
    applicationType: 'Advance',
    fromDate: '2026-03-12',
    toDate: '2026-03-13',
    allocatedMwh: 240,
    days: [
      { date: '2026-03-12', blocks: dayBlocks() },
      { date: '2026-03-13', blocks: dayBlocks().map((mw, i) => (i >= 48 ? mw / 2 : mw)) },
    ],
    effectiveFrom: { date: '2026-03-12', block: 43, label: '10:45' },
    ...overrides,
  };
}

export const listItemOf = ({ days: _days, ...item }: RevisableApplication) => item;

/** Cutting Mar 13 06:00–12:00 to 4 MW: 36 MWh off 240, STU kept on Mar 13 (short notice). */
export function buildImpact(overrides: Partial<RevisionImpact> = {}): RevisionImpact {
  return {
    effectiveFrom: { date: '2026-03-12', block: 43, label: '10:45' },
    days: [{ date: '2026-03-13', beforeMwh: 90, afterMwh: 54 }],
    energyBeforeMwh: 240,
    energyAfterMwh: 204,
    reducedMwh: 36,
    reducedPercent: 15,
    minimumPercent: 2,
    keptDates: ['2026-03-13'],
    stuBefore: 19200,
    stuAfter: 16320,
    operatingBefore: 4000,
    operatingAfter: 4000,
    ...overrides,
  };
}

export function buildRevisionRow(overrides: Partial<RevisionRow> = {}): RevisionRow {
  return {
    id: 7,
    revisionNo: 'REV/2026/0001',
    applicationId: 101,
    applicationNo: 'STOA/AD/2026/0001',
    applicationType: 'Advance',
    applicantName: 'Sunrise Solar Pvt Ltd',
    requestedAt: '2026-03-12T04:30:00Z',
    effectiveFrom: { date: '2026-03-12', block: 43, label: '10:45' },
    reducedMwh: 36,
    status: 'Submitted',
    statusLabel: REVISION_STATUS_LABELS.Submitted,
    ...overrides,
  };
}

/** A submitted request as `viewer` reads it: the SLDC business user gets Approve and Reject off the table. */
export function buildRevisionDetail(
  viewer: Role = 'SLDCBusinessUser',
  status: RevisionStatus = 'Submitted',
  overrides: Partial<RevisionDetail> = {},
): RevisionDetail {
  const actions = viewer === 'SLDCBusinessUser' && status === 'Submitted' ? (['Approve', 'Reject'] as const) : [];
  return {
    ...buildRevisionRow({ status, statusLabel: REVISION_STATUS_LABELS[status] }),
    reason: 'Unit 2 forced outage',
    rows: [{ oaFromDate: '2026-03-13', oaToDate: '2026-03-13', fromTimeBlock: 24, toTimeBlock: 48, mw: 4 }],
    impact: buildImpact(),
    decidedAt: null,
    timeline: [
      {
        at: '2026-03-12T04:30:00Z',
        action: 'Submit',
        fromStatus: null,
        toStatus: 'Submitted',
        actorName: 'Asha Rao',
        actorRole: 'OABusinessUser',
        comments: null,
      },
    ],
    formActions: ['ReadOnly'],
    actions: [...actions],
    actionBar: actionBarFor(REVISION_WORKFLOW, REVISION_ROUTE, { role: viewer, status, actions }),
    clock: null,
    nextStep: null,
    ...overrides,
  };
}

/** The original, one approved revision (₹2,880.00 of STU reversed, kept on Mar 13) and the current schedule. */
export function buildScheduleHistory(): ScheduleHistory {
  const base = { stuCharges: 19200, operatingCharges: 4000, chargeChange: 0, keptDates: [] as string[] };
  return [
    { ...base, kind: 'Original', sourceNo: null, link: null, at: '2026-03-10T06:00:00Z', energyMwh: 240 },
    {
      kind: 'Revision',
      sourceNo: 'REV/2026/0001',
      link: '/revision/7/101',
      at: '2026-03-12T06:00:00Z',
      energyMwh: 204,
      stuCharges: 16320,
      operatingCharges: 4000,
      chargeChange: -2880,
      keptDates: ['2026-03-13'],
    },
    { ...base, kind: 'Current', sourceNo: null, link: null, at: null, energyMwh: 204, stuCharges: 16320 },
  ];
}
