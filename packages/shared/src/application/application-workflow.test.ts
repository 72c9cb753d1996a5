import { describe, expect, it } from 'vitest';
import { ROLES } from '../auth/roles.ts';
import { WORKFLOW_ACTIONS, formActionsFor, nextActors, nextStatus } from '../workflow/engine.ts';
import {
  ALLOCATED_STATUSES,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_FILTERS,
  APPLICATION_WORKFLOW,
  releasesCapacity,
} from './application-workflow.ts';

/** The whole table written out by hand: status › role › action › (route) → status. */
const EXPECTED: string[] = [
  ...['Draft', 'Returned'].flatMap((s) =>
    ['OABusinessUser', 'Trader'].flatMap((r) => [
      `${s} ${r} Submit direct → Submitted`,
      `${s} ${r} Submit trader → PendingConsent`,
    ]),
  ),
  ...['OABusinessUser', 'Trader'].flatMap((r) => [
    `PendingApplicantApproval ${r} Approve * → PartiallyApproved`,
    `PendingApplicantApproval ${r} Reject * → Withdrawn`,
  ]),
  'Submitted SLDCBusinessUser Forward * → PendingSTOAApproval',
  'Submitted SLDCBusinessUser Reject * → Rejected',
  'Submitted SLDCBusinessUser Return * → Returned',
  'PendingSTOAApproval SLDCBusinessUser Reject * → Rejected',
  'PendingSTOAApproval SLDCBusinessUser Return * → Returned',
  ...['STOAApproved', 'PartiallyApproved'].flatMap((s) => [
    `${s} SLDCApproverI Forward * → SLDCApproverIApproved`,
    `${s} SLDCApproverI Reject * → Rejected`,
    `${s} SLDCApproverI Return * → Returned`,
  ]),
  'SLDCApproverIApproved SLDCApproverII Approve * → Approved',
  'SLDCApproverIApproved SLDCApproverII Reject * → Rejected',
  'SLDCApproverIApproved SLDCApproverII Return * → Returned',
];

function actualTable(): string[] {
  const rows: string[] = [];
  for (const status of APPLICATION_STATUSES) {
    for (const role of ROLES) {
      for (const action of WORKFLOW_ACTIONS) {
        const direct = nextStatus(APPLICATION_WORKFLOW, status, role, action, { byTrader: false });
        const trader = nextStatus(APPLICATION_WORKFLOW, status, role, action, { byTrader: true });
        if (direct && direct === trader) rows.push(`${status} ${role} ${action} * → ${direct}`);
        else {
          if (direct) rows.push(`${status} ${role} ${action} direct → ${direct}`);
          if (trader) rows.push(`${status} ${role} ${action} trader → ${trader}`);
        }
      }
    }
  }
  return rows;
}

describe('application workflow', () => {
  it('is exactly the hand-written table (every status × role × action × route)', () => {
    expect(actualTable().sort()).toEqual([...EXPECTED].sort());
  });

  it('tells the SLDC business user to act on Submitted and approver I on a partial acceptance', () => {
    expect(nextActors(APPLICATION_WORKFLOW, 'Submitted', { byTrader: false })).toEqual(['SLDCBusinessUser']);
    expect(nextActors(APPLICATION_WORKFLOW, 'PartiallyApproved', { byTrader: false })).toEqual(['SLDCApproverI']);
  });

  it('lets the owner write drafts and answer a partial allocation', () => {
    const owner = { isOwner: true, canView: true };
    expect(formActionsFor(APPLICATION_WORKFLOW, 'Draft', 'OABusinessUser', { byTrader: false }, owner)).toEqual([
      'Write',
    ]);
    expect(
      formActionsFor(APPLICATION_WORKFLOW, 'PendingApplicantApproval', 'OABusinessUser', { byTrader: false }, owner),
    ).toEqual(['Approve', 'Reject']);
    expect(
      formActionsFor(
        APPLICATION_WORKFLOW,
        'Approved',
        'SLDCApproverI',
        { byTrader: false },
        { isOwner: false, canView: true },
      ),
    ).toEqual(['ReadOnly']);
  });

  it('gives capacity back exactly when leaving an allocated status for an unallocated one', () => {
    for (const from of APPLICATION_STATUSES) {
      for (const to of APPLICATION_STATUSES) {
        expect(releasesCapacity(from, to)).toBe(ALLOCATED_STATUSES.includes(from) && !ALLOCATED_STATUSES.includes(to));
      }
    }
    expect(releasesCapacity('PendingApplicantApproval', 'Withdrawn')).toBe(true);
    expect(releasesCapacity('STOAApproved', 'SLDCApproverIApproved')).toBe(false);
  });

  it('offers the spec §4 status filter options in order', () => {
    expect(APPLICATION_STATUS_FILTERS.map((f) => f.value)).toEqual([
      'PendingSTOAApproval',
      'PendingApplicantApproval',
      'Returned',
      'Submitted',
      'STOAApproved',
      'Approved',
      'PartiallyApproved',
      'NoSTOARejected',
    ]);
  });
});
