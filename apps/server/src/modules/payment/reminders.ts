/**
 * Payment reminders (issue 20; DOMAIN §5), run by the payment jobs: a bell and a mail to the payer, once per stage
 * (reminders_sent). A due owed — a balance over the ledger and no payment awaiting reconciliation — is 'due soon' the
 * rules' `reminders.dueSoonDays` before its pay-by date and 'overdue' from the day after it. A month's TDS with no
 * challan submitted or approved is 'due soon' as many days before the challan's due date (7th of the next month, 30
 * April for March) and 'overdue' after it, once in each month of interest, with the interest it would draw if
 * deposited today (the same reckoning as the challan list; the ledger gets it only when a late challan is approved).
 * So is a month whose challan is approved but which has deductions recorded since (late or back-dated payments):
 * its supplementary challan is due by the same date — already overdue when recorded after it —, reminded as its own
 * stages (one set per supplementary challan), with the interest on what is not deposited from its own date.
 */
import {
  DUE_TYPE_LABELS,
  LIST_LINKS,
  addDays,
  businessDate,
  formatDisplayDate,
  formatDueBy,
  formatPaise,
  fromHundredths,
  type DueType,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import { portalUrlOf } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { reminderMail } from '../../platform/mail/templates.ts';
import { insertNotifications } from '../../platform/notifications/notifications.ts';
import { currentRules } from '../configuration/rules.service.ts';
import * as repo from './reminder.repository.ts';
import { openTdsMonths, type OpenTdsMonth } from './tds-month.repository.ts';
import { CHALLAN_LINK, interestFor, monthLabel, termsOf, type Terms } from './tds-terms.ts';

interface Reminder {
  userId: number;
  firstName: string;
  email: string;
  title: string;
  text: string;
  link: string;
}

/** The payments dashboard's dues, searched for the due's record (shared: the record pages' Pay link too). */
export const dueLinkOf = LIST_LINKS.duesOfRecord;

function dueReminderOf(r: repo.DueReminderRow): Reminder {
  const what = `Your ${DUE_TYPE_LABELS[r.due_type as DueType]} of ${formatPaise(Number(r.balance))} for ${r.record_no}`;
  // A cut-off reads 'due by Dec 01, 2026 3:00 PM'; a date 'due on Dec 01, 2026'.
  const date = `${r.due_at ? 'by' : 'on'} ${formatDueBy(r.due_on, r.due_at)}`;
  const overdue = r.stage === 'overdue';
  return {
    userId: r.user_id,
    firstName: r.first_name,
    email: r.email,
    title: overdue ? 'Payment overdue' : 'Payment due soon',
    text: overdue
      ? `${what} was due ${date} and is overdue. Please pay it now.`
      : `${what} is due ${date}. Please pay it by then.`,
    link: dueLinkOf(r.record_no),
  };
}

interface TdsCandidate {
  subjectId: number;
  stage: string;
  open: OpenTdsMonth;
}

/**
 * The reminder a month's open TDS is owed today, if any: its stage — the deductions' month, 's<n>' for the n-th
 * supplementary challan (n approved challans before it), then 'due-soon' or 'overdue-<month of interest>'.
 */
function tdsStageOf(terms: Terms, open: OpenTdsMonth, today: string, soonDays: number): string | null {
  const dueOn = terms.dueOn(open.month);
  const subject = open.approved > 0 ? `${open.month}:s${open.approved}` : open.month;
  if (today > dueOn) return `${subject}:overdue-${today.slice(0, 7)}`;
  return today >= addDays(dueOn, -soonDays) ? `${subject}:due-soon` : null;
}

function tdsReminderOf(terms: Terms, open: OpenTdsMonth, to: repo.ClaimedReminder, today: string): Reminder {
  const dueOn = terms.dueOn(open.month);
  const paise = Number(open.not_deposited);
  const what =
    open.approved > 0
      ? `Your supplementary TDS challan for ${monthLabel(open.month)} (${formatPaise(paise)} deducted, not yet deposited)`
      : `Your TDS challan for ${monthLabel(open.month)} (${formatPaise(paise)} deducted)`;
  const base = { userId: to.user_id, firstName: to.first_name, email: to.email, link: CHALLAN_LINK };
  if (today <= dueOn) {
    const text = `${what} is due on ${formatDisplayDate(dueOn)}. Please deposit it and upload it by then.`;
    return { ...base, title: 'TDS challan due soon', text };
  }
  const interest = interestFor(terms, open.month, [{ deductedOn: open.first_open_on, paise }], today);
  const text =
    `${what} was due on ${formatDisplayDate(dueOn)} and is overdue. Interest so far, if deposited today: ` +
    `${formatPaise(interest.paise)} (${interest.months} month(s) at ${fromHundredths(interest.rate)} % per month); ` +
    'it grows each month and is charged when the SLDC approves the challan.';
  return { ...base, title: 'TDS challan overdue', text };
}

export function createReminders(deps: ServiceDeps) {
  const portal = portalUrlOf(deps.config);

  /** Every bell in one statement and every mail in one more, in the claim's transaction. */
  async function send(tx: DbOrTx, reminders: readonly Reminder[]): Promise<number> {
    await insertNotifications(
      tx,
      reminders.map((r) => ({ userId: r.userId, message: r.text, link: r.link })),
    );
    await deps.mail.outbox.queueMany(
      tx,
      reminders.map((r) => ({
        to: r.email,
        content: reminderMail({ firstName: r.firstName, title: r.title, lines: [r.text], link: `${portal}${r.link}` }),
      })),
    );
    return reminders.length;
  }

  async function afterCommit(sent: number): Promise<number> {
    if (sent > 0) deps.mail.outbox.wake();
    return sent;
  }

  /** The dues' reminders owed now: the number sent. */
  async function remindDues(): Promise<number> {
    const at = deps.now();
    const today = businessDate(at);
    const sent = await deps.db.transaction(async (tx) => {
      const { dueSoonDays } = (await currentRules(tx)).reminders;
      const rows = await repo.claimDueReminders(tx, today, addDays(today, dueSoonDays), at);
      return send(tx, rows.map(dueReminderOf));
    });
    return afterCommit(sent);
  }

  /** The TDS challans' reminders owed now: the number sent. */
  async function remindTdsChallans(): Promise<number> {
    const at = deps.now();
    const today = businessDate(at);
    const sent = await deps.db.transaction(async (tx) => {
      const { dueSoonDays } = (await currentRules(tx)).reminders;
      const terms = await termsOf(tx);
      const candidates = (await openTdsMonths(tx)).flatMap((open): TdsCandidate[] => {
        const stage = tdsStageOf(terms, open, today, dueSoonDays);
        return stage ? [{ subjectId: open.party_user_id, stage, open }] : [];
      });
      const claimed = await repo.claimUserReminders(tx, repo.TDS_CHALLAN_REMINDER, candidates, at);
      const byKey = new Map(candidates.map((c) => [`${c.subjectId}/${c.stage}`, c]));
      return send(
        tx,
        claimed.map((to) => tdsReminderOf(terms, byKey.get(`${to.subject_id}/${to.stage}`)!.open, to, today)),
      );
    });
    return afterCommit(sent);
  }

  return { remindDues, remindTdsChallans };
}
