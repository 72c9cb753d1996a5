/** SQL of the mail outbox as the platform uses it: queue a mail, lease due rows, record each attempt's outcome. */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Db, DbOrTx } from '../../db/client.ts';

export type MailRow = typeof mailOutbox.$inferSelect;

export type NewMail = { to: string; subject: string; text: string; html: string; status: 'pending' | 'logged' };

/** Queues mails in one statement of one parameter (a batch's mail is one INSERT … SELECT). */
export async function insertMails(tx: DbOrTx, values: readonly NewMail[]): Promise<void> {
  if (values.length === 0) return;
  const rows = values.map((v) => ({ t: v.to, s: v.subject, x: v.text, h: v.html, st: v.status }));
  await tx.execute(sql`
    insert into mail_outbox ("to", subject, text, html, status)
    select v.t, v.s, v.x, v.h, v.st
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(t text, s text, x text, h text, st text)`);
}

/**
 * Leases up to `batch` pending rows due at `at` in one statement: their attempt is counted and their next attempt
 * moved to `leaseUntil`, so another worker skips them (locked rows are skipped, never waited for).
 */
export function leaseDueMail(db: Db, at: Date, batch: number, leaseUntil: Date): Promise<MailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, at)))
    .orderBy(asc(mailOutbox.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markMailSent(db: Db, id: number, at: Date): Promise<void> {
  await db.update(mailOutbox).set({ status: 'sent', sentAt: at, lastError: null }).where(eq(mailOutbox.id, id));
}

/** A failed attempt: retried at `nextAttemptAt`, or failed for good. */
export async function markMailAttemptFailed(
  db: Db,
  id: number,
  outcome: { status: 'pending' | 'failed'; lastError: string; nextAttemptAt: Date },
): Promise<void> {
  await db.update(mailOutbox).set(outcome).where(eq(mailOutbox.id, id));
}

/** The outbox's mail still to send (pending) and given up on (failed). */
export async function outboxBacklog(db: DbOrTx): Promise<{ pending: number; failed: number }> {
  const result = await db.execute(sql`
    select count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'failed')::int as failed
    from mail_outbox`);
  return (result as unknown as { rows: { pending: number; failed: number }[] }).rows[0]!;
}
