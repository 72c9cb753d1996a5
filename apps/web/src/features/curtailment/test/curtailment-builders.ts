/** Curtailment test data shaped by the shared schemas: corridors, a plan, list rows and a record. */
import type { Corridor, CurtailmentDetail, CurtailmentPlanView } from '@stoa/shared';
import type { CurtailedApplication } from '../components/curtailed-applications.tsx';
import type { CurtailmentRow } from '../components/curtailment-columns.tsx';

export function buildCorridor(overrides: Partial<Corridor> = {}): Corridor {
  return {
    id: 3,
    updatedAt: '2026-01-01T00:00:00Z',
    updatedBy: 'Admin',
    name: 'Itanagar zone',
    kind: 'IntraState',
    zone: 'Itanagar',
    direction: null,
    isActive: true,
    ...overrides,
  };
}

/** 2 MW shed 10:45–11:15 (two blocks) on Mar 12, then one block at 1 MW. */
export function buildCurtailedApplication(overrides: Partial<CurtailedApplication> = {}): CurtailedApplication {
  return {
    applicationId: 101,
    applicationNo: 'STOA/DA/2026/0001',
    applicationType: 'DayAhead',
    applicantName: 'Sunrise Solar Pvt Ltd',
    scheduledMwh: 120,
    curtailedMwh: 1.25,
    refund: null,
    days: [
      {
        date: '2026-03-12',
        blocks: [
          { block: 43, label: '10:45', mw: 2, refund: null },
          { block: 44, label: '11:00', mw: 2, refund: null },
          { block: 45, label: '11:15', mw: 1, refund: null },
        ],
      },
    ],
    ...overrides,
  };
}

export function buildPlan(overrides: Partial<CurtailmentPlanView> = {}): CurtailmentPlanView {
  return {
    planToken: 'plan-1',
    corridorName: 'Itanagar zone',
    requestedMwh: 2.5,
    curtailedMwh: 2,
    unmetMwh: 0.5,
    applications: [
      buildCurtailedApplication(),
      buildCurtailedApplication({
        applicationId: 102,
        applicationNo: 'STOA/DA/2026/0002',
        applicantName: 'Hill Cement Ltd',
        scheduledMwh: 60,
        curtailedMwh: 0.75,
      }),
    ],
    ...overrides,
  };
}

export function buildCurtailmentRow(overrides: Partial<CurtailmentRow> = {}): CurtailmentRow {
  return {
    id: 4,
    curtailmentNo: 'CUR/2026/0001',
    corridorName: 'Itanagar zone',
    fromDate: '2026-03-12',
    toDate: '2026-03-12',
    blocks: '10:45–11:30',
    mw: 2.5,
    reasonType: 'TransmissionOutage',
    reasonLabel: 'Transmission outage',
    reason: '132 kV line tripped',
    curtailedMwh: 2,
    applications: 2,
    appliedAt: '2026-03-12T04:00:00Z',
    appliedBy: 'Meera Das',
    ...overrides,
  };
}

export function buildCurtailmentDetail(overrides: Partial<CurtailmentDetail> = {}): CurtailmentDetail {
  return {
    ...buildCurtailmentRow(),
    unmetMwh: 0.5,
    // The refund apportioned to the blocks by MW shed (2 : 2 : 1).
    items: buildPlan().applications.map((a, i) => {
      const refund = i === 0 ? 100 : 60;
      const blocks = a.days[0]!.blocks.map((b) => ({ ...b, refund: (refund * b.mw) / 5 }));
      return { ...a, refund, days: [{ ...a.days[0]!, blocks }] };
    }),
    ...overrides,
  };
}
