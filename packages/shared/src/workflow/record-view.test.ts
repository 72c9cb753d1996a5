import { describe, expect, it } from 'vitest';
import { ROLES } from '../auth/roles.ts';
import { APPLICATION_WORKFLOW } from '../application/application-workflow.ts';
import { INTER_STATE_WORKFLOW } from '../inter-state/inter-state-workflow.ts';
import { REGISTRATION_WORKFLOW } from '../registration/registration-workflow.ts';
import { STANDING_CLEARANCE_WORKFLOW } from '../standing-clearance/standing-clearance-workflow.ts';
import { clockOn, dueOnAfter } from './clocks.ts';
import { SYSTEM_ROLE, actionsFor, nextActors, type Workflow } from './engine.ts';
import { PRECONDITION_NAMES } from './preconditions.ts';
import { actionBarOf, labelTimeline, type TimelineEntry } from './record-view.ts';

const WORKFLOWS = [
  REGISTRATION_WORKFLOW,
  INTER_STATE_WORKFLOW,
  APPLICATION_WORKFLOW,
  STANDING_CLEARANCE_WORKFLOW,
] as readonly Workflow<string, never>[];
const byTrader = { byTrader: false };

describe('the action bar is read off the table', () => {
  it("labels each row in its role's words: Accept for the SLDC, Verify and Forward for approver I", () => {
    const sldc = actionBarOf(APPLICATION_WORKFLOW, 'Submitted', 'SLDCBusinessUser', byTrader);
    expect(sldc.map((b) => [b.action, b.label, b.commentRequired])).toEqual([
      ['Forward', 'Accept', false],
      ['Reject', 'Reject', true],
      ['Return', 'Seek Clarification', true],
    ]);
    const approver = actionBarOf(APPLICATION_WORKFLOW, 'STOAApproved', 'SLDCApproverI', byTrader);
    expect(approver[0]).toMatchObject({ action: 'Forward', label: 'Verify and Forward' });
  });

  it("gives the applicant's answer to a partial allocation its own words and questions", () => {
    const bar = actionBarOf(APPLICATION_WORKFLOW, 'PendingApplicantApproval', 'OABusinessUser', byTrader);
    expect(bar.map((b) => b.label)).toEqual(['Accept Allocation', 'Withdraw']);
    expect(bar[1]!.question).toContain('Withdraw the application?');
  });

  it('disables a button with the first failing precondition, and only that button', () => {
    const bar = actionBarOf(
      REGISTRATION_WORKFLOW,
      'Submitted',
      'SLDCBusinessUser',
      {
        involvesDiscom: true,
        involvesTransco: true,
      },
      { documentsVerified: 'Verify every document first.' },
    );
    expect(bar.map((b) => b.disabledReason)).toEqual(['Verify every document first.', null, null]);
  });

  it('never offers a System row as a button or asks the system to act', () => {
    for (const wf of WORKFLOWS) {
      for (const status of wf.statuses) {
        for (const role of ROLES) {
          const ctx = { byTrader: true, involvesDiscom: true, involvesTransco: true } as never;
          expect(actionsFor(wf, status, role, ctx).every((a) => !a.startsWith('Consent'))).toBe(true);
        }
        expect(nextActors(wf, status, {} as never)).not.toContain(SYSTEM_ROLE);
      }
    }
  });

  it('names only known preconditions, and every clocked status is a status of its workflow', () => {
    for (const wf of WORKFLOWS) {
      for (const t of wf.transitions) {
        for (const p of t.preconditions ?? []) expect(PRECONDITION_NAMES).toContain(p);
      }
      for (const status of Object.keys(wf.clocks ?? {})) expect(wf.statuses).toContain(status);
    }
  });
});

describe('the timeline reads in the workflow’s words', () => {
  const entry = (e: Partial<TimelineEntry>): TimelineEntry => ({
    at: '2026-11-23T05:00:00.000Z',
    action: 'Forward',
    fromStatus: 'STOAApproved',
    toStatus: 'SLDCApproverIApproved',
    actorName: 'A',
    actorRole: 'SLDC Approver I',
    comments: null,
    ...e,
  });

  it("labels a step by the row that took it: the approver's Forward, a System step, statuses by their labels", () => {
    const [approver, deemed] = [
      labelTimeline(APPLICATION_WORKFLOW, [entry({})])[0]!,
      labelTimeline(STANDING_CLEARANCE_WORKFLOW, [
        entry({ action: 'DeemedApproved', fromStatus: 'Submitted', toStatus: 'Approved', actorRole: 'System' }),
      ])[0]!,
    ];
    expect(approver).toMatchObject({
      actionLabel: 'Verify and Forward',
      fromStatusLabel: 'Pending SLDC Approval',
      toStatusLabel: 'Pending SLDC Approver II',
    });
    expect(deemed).toMatchObject({ actionLabel: 'Deemed approved', toStatusLabel: 'Approved' });
  });
});

describe('statutory clocks count working days', () => {
  const holidays = new Set(['2026-12-25']);

  it('skips Sundays and holidays: entered Thursday Dec 24, 2026, 3 working days → Tuesday Dec 29, 2026', () => {
    expect(dueOnAfter('2026-12-24', 3, holidays)).toBe('2026-12-29');
  });

  it('says what is left, then what is overdue', () => {
    expect(clockOn('2026-12-29', '2026-12-24', holidays)).toMatchObject({
      isOverdue: false,
      workingDaysLeft: 3,
      text: 'Due by Dec 29, 2026 (3 working days left)',
    });
    expect(clockOn('2026-12-29', '2026-12-31', holidays)).toMatchObject({
      isOverdue: true,
      workingDaysOverdue: 2,
      text: 'Overdue by 2 working days',
    });
  });
});
