/**
 * What an e-bidding did to each application, in words (DOMAIN §4): the timeline step (a System row of the table,
 * one statement; it also brings the application's dues to its new schedule) and the applicant's bell and mail —
 * the award with its price, or the congested blocks lost, and what was kept outside them.
 */
import {
  APPLICATION_STATUS_LABELS,
  OUTCOME_WORDS,
  RECORD_LINKS,
  awardSummaryOf,
  cellCountOf,
  formatMw,
  formatRate,
  fromHundredths,
  maskOf,
  inMask,
  type ApplicationStatus,
  type CellRun,
  type Role,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import { portalUrlOf } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifyEach } from '../../platform/notifications/notifications.ts';
import { SYSTEM_ACTOR } from '../../platform/timeline/timeline.ts';
import { recipientsByIds } from '../../platform/users/users.ts';
import { recordSystemSteps } from '../../platform/workflow/system-steps.ts';
import { applicationDefinition, daysEnergy } from '../application/schedules.service.ts';
import type { StoredClearing } from './ebidding-present.ts';
import type { Settled } from './ebidding-settle.ts';

const range = (low: string, high: string) => (low === high ? low : `${low}–${high}`);
const rate = (paise: number) => formatRate(fromHundredths(paise), 'RsPerKWh');

/** How many congested blocks of the invitation an application asked in. */
function blocksAsked(s: Settled, cells: readonly CellRun[]): number {
  const mask = maskOf(cells);
  return s.days.reduce((n, d) => n + d.requested.filter((v, b) => v > 0 && inMask(mask, d.date, b)).length, 0);
}

/** The award (or the loss) in the congested blocks, then what stands outside them. */
function commentOf(no: string, s: Settled, cells: readonly CellRun[], stored: StoredClearing | null): string {
  const award = stored?.awards.find((a) => a.applicationId === s.record.id);
  const n = award ? cellCountOf(award.runs) : blocksAsked(s, cells);
  let head: string;
  if (!stored) head = `The e-bidding invitation ${no} expired without bids: its ${n} congested blocks are withdrawn`;
  else if (!s.didBid) head = `E-bidding ${no}: no bid by the deadline: its ${n} congested blocks are withdrawn`;
  else {
    const a = awardSummaryOf(award?.runs ?? []);
    const mw = range(formatMw(fromHundredths(a.minAllocated)), formatMw(fromHundredths(a.maxAllocated)));
    head =
      a.minPrice === null
        ? `E-bidding ${no}: nothing allocated in its ${n} congested blocks (bid ${rate(award?.quoted ?? 0)})`
        : `E-bidding ${no}: ${mw} MW allocated in its ${n} congested blocks at ${range(rate(a.minPrice), rate(a.maxPrice!))}`;
  }
  const kept = formatMw(fromHundredths(daysEnergy([...s.allocated.values()])));
  const tails: Partial<Record<ApplicationStatus, string>> = {
    PendingApplicantApproval: `; ${kept} MWh stand as allocated: accept or withdraw`,
    NoSTOARejected: '; nothing was allocated',
    Withdrawn: '; nothing else was asked, so the application is withdrawn',
  };
  return `${head}${tails[s.status] ?? ''}`;
}

export function createOutcomeNotices(deps: ServiceDeps) {
  const definition = applicationDefinition(deps);

  /**
   * The steps and notices of the applications an invitation settled (those another invitation still holds wait
   * silently). `stored` is the clearing; null when the invitation expired without bids (the System's step).
   */
  async function record(
    tx: DbOrTx,
    actor: { userId: number; role: string } | null,
    invitation: { id: number; bidInvitationNo: string | null },
    c: { cells: CellRun[] },
    settled: readonly Settled[],
    stored: StoredClearing | null,
    at: Date,
  ) {
    const no = invitation.bidInvitationNo ?? `#${invitation.id}`;
    const lines = settled
      .filter((s) => s.status !== 'PendingEBidding')
      .map((s) => ({ s, comment: commentOf(no, s, c.cells, stored) }));
    const who = actor ? { userId: actor.userId, role: actor.role as Role } : SYSTEM_ACTOR;
    await recordSystemSteps(
      tx,
      definition,
      lines.map(({ s, comment }) => ({
        recordId: s.record.id,
        step: { action: 'EBidding', from: 'PendingEBidding', to: s.status, actor: who, comments: comment, at },
      })),
      { quiet: true },
    );
    const recipients = new Map(
      (
        await recipientsByIds(
          tx,
          lines.map((l) => l.s.record.applicantUserId),
        )
      ).map((r) => [r.id, r]),
    );
    const items = lines.flatMap(({ s, comment }) => {
      const recipient = recipients.get(s.record.applicantUserId);
      if (!recipient) return [];
      const appNo = s.record.applicationNo ?? `#${s.record.id}`;
      const text = `${comment}. Application ${appNo} is ${APPLICATION_STATUS_LABELS[s.status]}.`;
      const link = RECORD_LINKS.applicationOfApplicant(s.record.type, s.record.id);
      // The subject names the outcome for this application (shared OUTCOME_WORDS), the text says how it came about.
      const title = `Application ${appNo}: ${OUTCOME_WORDS[s.status].label} (e-bidding ${no})`;
      return [{ recipient, message: { title, text, link } }];
    });
    await notifyEach(tx, deps.mail.outbox, items, portalUrlOf(deps.config), actor?.userId ?? null);
  }

  return { record };
}
