import { describe, expect, it } from 'vitest';
import { API_ACCESS } from '../auth/access.ts';
import { ROLES, type Role } from '../auth/roles.ts';
import {
  WORKFLOW_ACTIONS,
  actionsFor,
  formActionsFor,
  nextActors,
  nextStatus,
  type WorkflowAction,
} from '../workflow/engine.ts';
import {
  STANDING_CLEARANCE_ROUTE,
  STANDING_CLEARANCE_STATUSES,
  STANDING_CLEARANCE_WORKFLOW,
  type StandingClearanceStatus,
} from './standing-clearance-workflow.ts';

type Row = [StandingClearanceStatus, Role, WorkflowAction, StandingClearanceStatus];

/**
 * The expected table, written out by hand from DOMAIN §8 and the design (not derived from the implementation):
 * every allowed (status, role, action) and where it leads. Everything not listed must be refused.
 */
const EXPECTED: Row[] = [
  ['Draft', 'OABusinessUser', 'Submit', 'Submitted'],
  ['Draft', 'Trader', 'Submit', 'Submitted'],
  ['Returned', 'OABusinessUser', 'Submit', 'Submitted'],
  ['Returned', 'Trader', 'Submit', 'Submitted'],
  ['Submitted', 'SLDCBusinessUser', 'Forward', 'SLDCVerified'],
  ['Submitted', 'SLDCBusinessUser', 'Reject', 'Rejected'],
  ['Submitted', 'SLDCBusinessUser', 'Return', 'Returned'],
  ['SLDCVerified', 'SLDCApproverI', 'Approve', 'Approved'],
  ['SLDCVerified', 'SLDCApproverI', 'Reject', 'Rejected'],
  ['SLDCVerified', 'SLDCApproverII', 'Approve', 'Approved'],
  ['SLDCVerified', 'SLDCApproverII', 'Reject', 'Rejected'],
];

function expected(status: StandingClearanceStatus, role: Role, action: WorkflowAction) {
  return EXPECTED.find(([s, r, a]) => s === status && r === role && a === action)?.[3] ?? null;
}

const wf = STANDING_CLEARANCE_WORKFLOW;
const ctx = STANDING_CLEARANCE_ROUTE;

describe('the standing clearance transition table', () => {
  for (const status of STANDING_CLEARANCE_STATUSES) {
    for (const role of ROLES) {
      it(`${status} × ${role}: every action allowed or refused as designed`, () => {
        for (const action of WORKFLOW_ACTIONS) {
          expect(nextStatus(wf, status, role, action, ctx), action).toBe(expected(status, role, action));
        }
      });
    }
  }

  it('never moves a decided request by a user action', () => {
    for (const status of ['Approved', 'Rejected'] as const) {
      for (const role of ROLES) expect(actionsFor(wf, status, role, ctx)).toEqual([]);
    }
  });

  it('gives each screen its form actions (spec §4)', () => {
    const viewer = { isOwner: false, canView: true };
    const owner = { isOwner: true, canView: true };
    const form = (status: StandingClearanceStatus, role: Role, who = viewer) =>
      formActionsFor(wf, status, role, ctx, who);
    expect(form('Submitted', 'SLDCBusinessUser')).toEqual(['Forward', 'Reject', 'Return']);
    expect(form('SLDCVerified', 'SLDCApproverI')).toEqual(['Approve', 'Reject']);
    expect(form('SLDCVerified', 'SLDCApproverII')).toEqual(['Approve', 'Reject']);
    expect(form('Submitted', 'SLDCApproverI')).toEqual(['ReadOnly']);
    expect(form('SLDCVerified', 'SLDCBusinessUser')).toEqual(['ReadOnly']);
    expect(form('Draft', 'OABusinessUser', owner)).toEqual(['Write']);
    expect(form('Returned', 'Trader', owner)).toEqual(['Write']);
    expect(form('Submitted', 'OABusinessUser', owner)).toEqual(['ReadOnly']);
    expect(form('Approved', 'OABusinessUser', owner)).toEqual(['ReadOnly']);
    // Someone else's draft is never the SLDC's to submit.
    expect(form('Draft', 'OABusinessUser')).toEqual(['ReadOnly']);
    expect(form('Submitted', 'SLDCBusinessUser', { isOwner: false, canView: false })).toEqual(['NoOP']);
  });

  it('names who acts next (whom to notify)', () => {
    expect(nextActors(wf, 'Submitted', ctx)).toEqual(['SLDCBusinessUser']);
    expect(nextActors(wf, 'SLDCVerified', ctx)).toEqual(['SLDCApproverI', 'SLDCApproverII']);
    for (const status of ['Draft', 'Returned', 'Approved', 'Rejected'] as const) {
      expect(nextActors(wf, status, ctx)).toEqual([]);
    }
  });

  it('has the owners and actors of the access table, and every status it reaches among its statuses', () => {
    expect([...wf.ownerRoles].sort()).toEqual([...API_ACCESS.standingClearanceOwn].sort());
    for (const t of wf.transitions) {
      expect(wf.statuses).toContain(t.from);
      expect(wf.statuses).toContain(t.to);
      if (t.action !== 'Submit' && t.role !== 'System') expect(API_ACCESS.standingClearanceAct).toContain(t.role);
    }
    expect(wf.labels.Forward).toBe('Verify and Forward');
    expect(wf.labels.Return).toBe('Seek Clarification');
  });
});
