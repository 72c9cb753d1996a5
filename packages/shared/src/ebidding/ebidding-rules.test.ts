import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../auth/roles.ts';
import {
  BID_STATUSES,
  INVITATION_STATUSES,
  EBIDDING_RULE_MESSAGES,
  applicantInvitationAction,
  eBiddingFormAccess,
  bidOpeningOf,
  isInvitationExpired,
  isSealed,
  processBlockedReason,
  sldcInvitationAction,
  type InvitationStatus,
} from './ebidding-rules.ts';

// Dec 03, 2026 17:00 IST = 11:30 UTC.
const DEADLINE = { lastDateOfSubmission: '2026-12-03', deadLine: '17:00' };
const NO_OPENING = { bidOpeningDate: null, bidOpeningTime: null };
// Dec 04, 2026 10:00 IST = 04:30 UTC.
const OPENING = { bidOpeningDate: '2026-12-04', bidOpeningTime: '10:00' };
const BEFORE = new Date('2026-12-03T11:29:59Z');
const AFTER = new Date('2026-12-03T11:30:00Z');

/** Spec §4 "Access by status" and §6 "E-bidding matrix", written out role by role. */
const W = 'Write';
const R = 'ReadOnly';
const N = 'NoOP';
const INVITATION_MATRIX: Record<Role, Record<InvitationStatus, string>> = {
  SLDCBusinessUser: { None: W, Draft: W, Initiated: R, Submitted: R, Completed: R, Expired: R },
  SLDCApproverI: { None: R, Draft: R, Initiated: R, Submitted: R, Completed: R, Expired: R },
  SLDCApproverII: { None: R, Draft: R, Initiated: R, Submitted: R, Completed: R, Expired: R },
  OABusinessUser: { None: R, Draft: R, Initiated: R, Submitted: R, Completed: R, Expired: R },
  Trader: { None: R, Draft: R, Initiated: R, Submitted: R, Completed: R, Expired: R },
  Admin: { None: N, Draft: N, Initiated: N, Submitted: N, Completed: N, Expired: N },
  DISCOMBusinessUser: { None: N, Draft: N, Initiated: N, Submitted: N, Completed: N, Expired: N },
  TRANSCOBusinessUser: { None: N, Draft: N, Initiated: N, Submitted: N, Completed: N, Expired: N },
};
const BID_MATRIX: Record<Role, Record<(typeof BID_STATUSES)[number], string>> = {
  OABusinessUser: { None: W, Draft: W, Submitted: R, Completed: R, Withdrawn: R },
  Trader: { None: W, Draft: W, Submitted: R, Completed: R, Withdrawn: R },
  SLDCBusinessUser: { None: R, Draft: R, Submitted: R, Completed: R, Withdrawn: R },
  SLDCApproverI: { None: R, Draft: R, Submitted: R, Completed: R, Withdrawn: R },
  SLDCApproverII: { None: R, Draft: R, Submitted: R, Completed: R, Withdrawn: R },
  Admin: { None: N, Draft: N, Submitted: N, Completed: N, Withdrawn: N },
  DISCOMBusinessUser: { None: N, Draft: N, Submitted: N, Completed: N, Withdrawn: N },
  TRANSCOBusinessUser: { None: N, Draft: N, Submitted: N, Completed: N, Withdrawn: N },
};

describe('the e-bidding access matrix (spec §4, §6)', () => {
  it.each(ROLES.flatMap((role) => INVITATION_STATUSES.map((status) => [role, status] as const)))(
    'invitation form: %s in %s',
    (role, status) => expect(eBiddingFormAccess('invitation', status, role)).toBe(INVITATION_MATRIX[role][status]),
  );
  it.each(ROLES.flatMap((role) => BID_STATUSES.map((status) => [role, status] as const)))(
    'bid form: %s in %s',
    (role, status) => expect(eBiddingFormAccess('bid', status, role)).toBe(BID_MATRIX[role][status]),
  );
});

describe('expiry and the actions of a row (spec §4)', () => {
  it('counts an invitation expired once its deadline passes while None, Draft or Initiated', () => {
    for (const status of ['Draft', 'Initiated'] as const) {
      expect(isInvitationExpired({ status, ...DEADLINE }, BEFORE)).toBe(false);
      expect(isInvitationExpired({ status, ...DEADLINE }, AFTER)).toBe(true);
    }
    expect(isInvitationExpired({ status: 'Submitted', ...DEADLINE }, AFTER)).toBe(false);
    expect(isInvitationExpired({ status: 'Expired', lastDateOfSubmission: null, deadLine: null }, BEFORE)).toBe(true);
    expect(isInvitationExpired({ status: 'None', lastDateOfSubmission: null, deadLine: null }, AFTER)).toBe(false);
  });

  it('offers the SLDC Invite, Initiated, Process, or Result once Completed or Expired', () => {
    const action = (status: InvitationStatus, now = BEFORE) => sldcInvitationAction({ status, ...DEADLINE }, now);
    expect(
      ['None', 'Draft', 'Initiated', 'Submitted', 'Completed', 'Expired'].map((s) => action(s as InvitationStatus)),
    ).toEqual(['Invite', 'Invite', 'Initiated', 'Process', 'Result', 'Result']);
    // Counted expired before the expiry job marks it (spec §4): Result all the same.
    expect(action('Initiated', AFTER)).toBe('Result');
    expect(action('Submitted', AFTER)).toBe('Process');
  });

  it('offers the applicant Apply until the deadline, View once bid, else Invitation Expired', () => {
    const inv = { status: 'Initiated' as const, ...DEADLINE };
    expect(applicantInvitationAction(inv, 'None', BEFORE)).toBe('Apply');
    expect(applicantInvitationAction(inv, 'Draft', BEFORE)).toBe('Apply');
    expect(applicantInvitationAction(inv, 'Submitted', BEFORE)).toBe('View');
    expect(applicantInvitationAction(inv, 'None', AFTER)).toBe('Invitation Expired');
    expect(applicantInvitationAction({ ...inv, status: 'Submitted' }, 'Draft', AFTER)).toBe('Invitation Expired');
    expect(applicantInvitationAction({ ...inv, status: 'Completed' }, 'Withdrawn', AFTER)).toBe('View');
  });

  it('lets the SLDC approve only with bids, after the deadline, before the period ends, once', () => {
    const gate = {
      status: 'Submitted' as const,
      ...DEADLINE,
      ...NO_OPENING,
      proposals: 2,
      congestionToDate: '2027-01-05',
    };
    expect(processBlockedReason(gate, '2026-12-03', BEFORE)).toBe(EBIDDING_RULE_MESSAGES.beforeDeadline);
    expect(processBlockedReason(gate, '2026-12-03', AFTER)).toBeNull();
    expect(processBlockedReason({ ...gate, proposals: 0 }, '2026-12-03', AFTER)).toBe(
      EBIDDING_RULE_MESSAGES.noProposals,
    );
    expect(processBlockedReason({ ...gate, status: 'Initiated' }, '2026-12-03', AFTER)).toBe(
      EBIDDING_RULE_MESSAGES.noProposals,
    );
    expect(processBlockedReason(gate, '2027-01-06', AFTER)).toBe(EBIDDING_RULE_MESSAGES.periodOver);
    expect(processBlockedReason({ ...gate, status: 'Completed' }, '2026-12-03', AFTER)).toBe(
      EBIDDING_RULE_MESSAGES.alreadyProcessed,
    );
  });

  it('keeps bids sealed until the bid opening on Form ST2, never before the deadline (DOMAIN §4)', () => {
    const inv = { status: 'Submitted' as const, ...DEADLINE, ...OPENING };
    expect(bidOpeningOf(inv)).toEqual(new Date('2026-12-04T04:30:00Z'));
    expect(isSealed(inv, AFTER)).toBe(true); // the deadline passed, the opening not yet
    expect(isSealed(inv, new Date('2026-12-04T04:29:59Z'))).toBe(true);
    expect(isSealed(inv, new Date('2026-12-04T04:30:00Z'))).toBe(false);
    // An opening set before the deadline opens at the deadline; none set: at the deadline.
    const early = { ...inv, bidOpeningDate: '2026-12-03', bidOpeningTime: '09:00' };
    expect(bidOpeningOf(early)).toEqual(new Date('2026-12-03T11:30:00Z'));
    expect(isSealed({ ...inv, ...NO_OPENING }, BEFORE)).toBe(true);
    expect(isSealed({ ...inv, ...NO_OPENING }, AFTER)).toBe(false);
    expect(isSealed({ ...inv, status: 'Completed' }, BEFORE)).toBe(false);
  });

  it('refuses processing between the deadline and the opening, naming the opening in IST', () => {
    const gate = {
      status: 'Submitted' as const,
      ...DEADLINE,
      ...OPENING,
      proposals: 2,
      congestionToDate: '2027-01-05',
    };
    const reason = processBlockedReason(gate, '2026-12-03', AFTER);
    expect(reason).toBe(
      'Bids are sealed until their opening on Dec 04, 2026 10:00 AM IST: they can be processed from then.',
    );
    expect(processBlockedReason(gate, '2026-12-04', new Date('2026-12-04T04:30:00Z'))).toBeNull();
  });
});
