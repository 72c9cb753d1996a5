import { describe, expect, it } from 'vitest';
import { API_ACCESS } from '../auth/access.ts';
import { ROLES, type Role } from '../auth/roles.ts';
import { RECORD_STATUSES, type RecordStatus } from '../registration/registration-workflow.ts';
import {
  WORKFLOW_ACTIONS,
  actionsFor,
  formActionsFor,
  nextActors,
  nextStatus,
  type WorkflowAction,
} from '../workflow/engine.ts';
import { INTER_STATE_ROUTE, INTER_STATE_WORKFLOW } from './inter-state-workflow.ts';
import {
  SECTORS_BY_ROLE,
  sectorOfSlug,
  sectorsFor,
  SECTOR_SLUGS,
  REGISTERED_ENTITY_SECTORS,
} from './inter-state-sectors.ts';

/**
 * The expected table, written out by hand from the design (not derived from the implementation): every allowed
 * (status, role, action) and where it leads. Everything not listed must be refused.
 */
const OWNERS = ['OABusinessUser', 'Trader', 'DISCOMBusinessUser'] as const;
const EXPECTED: [RecordStatus, Role, WorkflowAction, RecordStatus][] = [
  ...(['Draft', 'SLDCReturned', 'Returned'] as const).flatMap((s) =>
    OWNERS.map((role) => [s, role, 'Submit', 'Submitted'] as [RecordStatus, Role, WorkflowAction, RecordStatus]),
  ),
  ['Submitted', 'SLDCBusinessUser', 'Forward', 'STOAApproved'],
  ['Submitted', 'SLDCBusinessUser', 'Reject', 'SLDCRejected'],
  ['Submitted', 'SLDCBusinessUser', 'Return', 'SLDCReturned'],
  ['STOAApproved', 'SLDCApproverI', 'Forward', 'SLDCApproverIApproved'],
  ['STOAApproved', 'SLDCApproverI', 'Reject', 'Rejected'],
  ['STOAApproved', 'SLDCApproverI', 'Return', 'Returned'],
  ['SLDCApproverIApproved', 'SLDCApproverII', 'Approve', 'Approved'],
  ['SLDCApproverIApproved', 'SLDCApproverII', 'Reject', 'Rejected'],
  ['SLDCApproverIApproved', 'SLDCApproverII', 'Return', 'Returned'],
];

function expected(status: RecordStatus, role: Role, action: WorkflowAction): RecordStatus | null {
  return EXPECTED.find(([s, r, a]) => s === status && r === role && a === action)?.[3] ?? null;
}

describe('the inter-state registration transition table', () => {
  for (const status of RECORD_STATUSES) {
    for (const role of ROLES) {
      it(`${status} × ${role}: every action allowed or refused as designed`, () => {
        for (const action of WORKFLOW_ACTIONS) {
          expect(nextStatus(INTER_STATE_WORKFLOW, status, role, action, INTER_STATE_ROUTE), action).toBe(
            expected(status, role, action),
          );
        }
      });
    }
  }

  it('never moves a decided registration by a user action', () => {
    for (const status of ['Approved', 'Expired', 'Rejected', 'SLDCRejected'] as const) {
      for (const role of ROLES) expect(actionsFor(INTER_STATE_WORKFLOW, status, role, INTER_STATE_ROUTE)).toEqual([]);
    }
  });

  it('gives each screen its form actions (spec §4)', () => {
    const viewer = { isOwner: false, canView: true };
    const owner = { isOwner: true, canView: true };
    const form = (status: RecordStatus, role: Role, who = viewer) =>
      formActionsFor(INTER_STATE_WORKFLOW, status, role, INTER_STATE_ROUTE, who);
    expect(form('Submitted', 'SLDCBusinessUser')).toEqual(['Forward', 'Reject', 'Return']);
    expect(form('STOAApproved', 'SLDCApproverI')).toEqual(['Forward', 'Reject', 'Return']);
    expect(form('SLDCApproverIApproved', 'SLDCApproverII')).toEqual(['Approve', 'Reject', 'Return']);
    expect(form('Submitted', 'TRANSCOBusinessUser')).toEqual(['ReadOnly']);
    expect(form('Returned', 'DISCOMBusinessUser', owner)).toEqual(['Write']);
    expect(form('SLDCReturned', 'Trader', owner)).toEqual(['Write']);
    expect(form('Submitted', 'OABusinessUser', owner)).toEqual(['ReadOnly']);
    // Someone else's draft is not the SLDC's to submit.
    expect(form('Draft', 'OABusinessUser')).toEqual(['ReadOnly']);
  });

  it('names who acts next (whom to notify)', () => {
    expect(nextActors(INTER_STATE_WORKFLOW, 'Submitted', INTER_STATE_ROUTE)).toEqual(['SLDCBusinessUser']);
    expect(nextActors(INTER_STATE_WORKFLOW, 'STOAApproved', INTER_STATE_ROUTE)).toEqual(['SLDCApproverI']);
    expect(nextActors(INTER_STATE_WORKFLOW, 'SLDCApproverIApproved', INTER_STATE_ROUTE)).toEqual(['SLDCApproverII']);
    expect(nextActors(INTER_STATE_WORKFLOW, 'Approved', INTER_STATE_ROUTE)).toEqual([]);
    expect(nextActors(INTER_STATE_WORKFLOW, 'Returned', INTER_STATE_ROUTE)).toEqual([]);
  });

  it('has the owners of the access table, and every status it reaches among its statuses', () => {
    expect([...INTER_STATE_WORKFLOW.ownerRoles].sort()).toEqual([...API_ACCESS.interStateOwn].sort());
    for (const t of INTER_STATE_WORKFLOW.transitions) {
      expect(INTER_STATE_WORKFLOW.statuses).toContain(t.from);
      expect(INTER_STATE_WORKFLOW.statuses).toContain(t.to);
    }
  });
});

describe('registered entity sectors', () => {
  it('gives each owner role its sectors, and nobody else any', () => {
    expect(sectorsFor('OABusinessUser')).toEqual([
      'SSGS',
      'IPP',
      'CPP',
      'C&I Consumer',
      'Deemed Distribution Licensee',
    ]);
    expect(sectorsFor('Trader')).toEqual(['Trader']);
    expect(sectorsFor('DISCOMBusinessUser')).toEqual(['DISCOM']);
    for (const role of ['Admin', 'SLDCBusinessUser', 'TRANSCOBusinessUser'] as const)
      expect(sectorsFor(role)).toEqual([]);
    // Every sector has exactly one owner role.
    const owned = Object.values(SECTORS_BY_ROLE).flat();
    expect([...owned].sort()).toEqual([...REGISTERED_ENTITY_SECTORS].sort());
  });

  it('reads a sector back from its URL slug, whatever the case', () => {
    for (const sector of REGISTERED_ENTITY_SECTORS) {
      expect(SECTOR_SLUGS[sector]).toMatch(/^[A-Za-z]+$/);
      expect(sectorOfSlug(SECTOR_SLUGS[sector])).toBe(sector);
    }
    expect(sectorOfSlug('ciconsumer')).toBe('C&I Consumer');
    expect(sectorOfSlug('C&I Consumer')).toBeNull();
    expect(sectorOfSlug(undefined)).toBeNull();
  });
});
