/**
 * The next step of a record (issue 36 item 1): every status of every workflow that can still move says who acts,
 * what they do and where — read off the tables, so a new status cannot miss one — and each viewer reads its own
 * words: the one who acts what to do (with the link to where), the applicant what to expect.
 */
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../auth/roles.ts';
import { DEFAULT_BUSINESS_RULES } from '../config/business-rules.ts';
import { APPLICATION_WORKFLOW, type ApplicationRoute } from '../application/application-workflow.ts';
import { processingWhenOf } from '../application/application-next-steps.ts';
import { INTER_STATE_WORKFLOW } from '../inter-state/inter-state-workflow.ts';
import { REGISTRATION_WORKFLOW } from '../registration/registration-workflow.ts';
import { REVISION_WORKFLOW } from '../revision/revision-workflow.ts';
import { STANDING_CLEARANCE_WORKFLOW } from '../standing-clearance/standing-clearance-workflow.ts';
import { WAITING_FOR_FEE_CLOCK, clockOn } from './clocks.ts';
import { nextActors, type Workflow } from './engine.ts';
import { NEXT_STEP_PLACES, nextStepOf, waitingStatusesOf, type NextStepFacts } from './next-step.ts';
import type { TimelineRecordType } from './timeline-export.schemas.ts';

/** Every workflow with records (keyed by record type: a new record type must be added here). */
const WORKFLOWS: Record<TimelineRecordType, Workflow<string, unknown>> = {
  Application: APPLICATION_WORKFLOW as Workflow<string, unknown>,
  Registration: REGISTRATION_WORKFLOW as Workflow<string, unknown>,
  InterStateRegistration: INTER_STATE_WORKFLOW as Workflow<string, unknown>,
  StandingClearance: STANDING_CLEARANCE_WORKFLOW as Workflow<string, unknown>,
  Revision: REVISION_WORKFLOW as Workflow<string, unknown>,
};

/** Every route a table's `when` may read. */
const CTX = { byTrader: false, involvesDiscom: true, involvesTransco: true, otherConsentGiven: false };
const PATHS = Object.fromEntries(NEXT_STEP_PLACES.map((p) => [p, `/${p}`]));
const HOLIDAYS = new Set<string>();
const DAY_AHEAD = processingWhenOf('DayAhead', '2026-12-03', DEFAULT_BUSINESS_RULES, HOLIDAYS);
const FACTS: NextStepFacts[] = [
  { clock: null },
  { clock: clockOn('2026-12-04', '2026-12-02', HOLIDAYS), processing: DAY_AHEAD, validTo: '2027-11-30' },
];
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

describe.each(Object.entries(WORKFLOWS))('the %s workflow', (_type, wf) => {
  it('has a next step for every status a row leads out of, and none for a final one', () => {
    for (const status of wf.statuses) {
      const waiting = waitingStatusesOf(wf).includes(status);
      expect({ status, hasNextStep: wf.nextSteps?.[status] !== undefined }).toEqual({ status, hasNextStep: waiting });
    }
  });

  it('names someone who acts on each waiting status', () => {
    for (const status of waitingStatusesOf(wf)) {
      const rule = wf.nextSteps?.[status];
      if (rule?.by !== 'roles') continue;
      expect({ status, roles: (rule.roles ?? nextActors(wf, status, CTX)).length > 0 }).toEqual({
        status,
        roles: true,
      });
    }
  });

  it('words each step for every viewer, with dates in the house format', () => {
    for (const status of waitingStatusesOf(wf)) {
      for (const role of ROLES as readonly Role[]) {
        for (const isOwner of [true, false]) {
          for (const facts of FACTS) {
            const step = nextStepOf(wf, { status, ctx: CTX }, { role, isOwner, isParty: isOwner }, facts, PATHS);
            expect(step?.text).toMatch(/\.$/);
            expect(step?.text).not.toMatch(ISO_DATE);
            expect(step?.actor).not.toBe('');
          }
        }
      }
    }
  });
});

describe('a day-ahead application accepted by the SLDC (Pending STOA Check)', () => {
  const record = { status: 'PendingSTOAApproval' as const, ctx: { byTrader: false } satisfies ApplicationRoute };
  const facts = { clock: null, processing: DAY_AHEAD };
  const paths = { processing: '/applications/sldc/DayAhead?tab=processing&batch=DayAhead%3A2026-12-03' };

  it('tells the SLDC business user to process its batch on the Processing tab, by the day before delivery', () => {
    const step = nextStepOf(APPLICATION_WORKFLOW, record, { role: 'SLDCBusinessUser', isOwner: false }, facts, paths);
    expect(step).toEqual({
      text: 'Process the batch of day-ahead applications for Dec 03, 2026 on the Processing tab (from Dec 02, 2026 3:00 PM).',
      actor: 'You',
      isYours: true,
      due: '2026-12-02',
      dueText: 'By Dec 02, 2026',
      link: { label: 'Open the Processing tab', path: paths.processing },
    });
  });

  it('tells the applicant when the SLDC processes it, with no link', () => {
    const step = nextStepOf(APPLICATION_WORKFLOW, record, { role: 'OABusinessUser', isOwner: true }, facts, paths);
    expect(step).toMatchObject({
      text: 'The SLDC processes day-ahead applications for Dec 03, 2026 from Dec 02, 2026 3:00 PM; you will be told the outcome.',
      actor: 'SLDC Business User',
      isYours: false,
      link: null,
    });
  });
});

describe('nextStepOf', () => {
  it('puts the fee first while the clock waits for it: the payer gets the Pay link', () => {
    const record = { status: 'Submitted' as const, ctx: { byTrader: false } };
    const facts = { clock: WAITING_FOR_FEE_CLOCK };
    const paths = { pay: '/payments/dashboard?tab=dues&search=X' };
    const owner = nextStepOf(APPLICATION_WORKFLOW, record, { role: 'OABusinessUser', isOwner: true }, facts, paths);
    expect(owner).toMatchObject({ actor: 'You', link: { label: 'Pay the fee', path: paths.pay }, due: null });
    const sldc = nextStepOf(APPLICATION_WORKFLOW, record, { role: 'SLDCBusinessUser', isOwner: false }, facts, paths);
    expect(sldc).toMatchObject({ actor: 'The applicant', isYours: false, link: null });
  });

  it('names the role the table gives the status, and its clock', () => {
    const record = { status: 'PendingDISCOMApproval' as const, ctx: { involvesDiscom: true, involvesTransco: true } };
    const clock = clockOn('2026-12-04', '2026-12-02', HOLIDAYS);
    const sldc = nextStepOf(REGISTRATION_WORKFLOW, record, { role: 'SLDCBusinessUser', isOwner: false }, { clock });
    expect(sldc).toMatchObject({
      actor: 'DISCOM Business User',
      isYours: false,
      due: '2026-12-04',
      dueText: clock.text,
    });
    const discom = nextStepOf(REGISTRATION_WORKFLOW, record, { role: 'DISCOMBusinessUser', isOwner: false }, { clock });
    expect(discom).toMatchObject({ actor: 'You', isYours: true });
  });

  it('has nothing to say of a final status', () => {
    const record = { status: 'Approved' as const, ctx: { byTrader: false } };
    expect(nextStepOf(APPLICATION_WORKFLOW, record, { role: 'OABusinessUser', isOwner: true }, { clock: null })).toBe(
      null,
    );
  });
});
