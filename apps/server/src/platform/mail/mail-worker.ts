/**
 * Sends queued mail over SMTP with retries. A row is leased by one statement (so several instances never send the
 * same row twice at once, and PGlite's single connection is never held while SMTP talks); success marks it sent,
 * failure schedules a retry with back-off; after MAX_ATTEMPTS it is marked failed and stays visible in the Outbox.
 */
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { leaseDueMail, markMailAttemptFailed, markMailSent, type MailRow } from './mail.repository.ts';

export const MAX_ATTEMPTS = 10;
const BATCH = 10;
/** How long a leased row waits before another worker may try it (a worker that died mid-send). */
const LEASE_MS = 5 * 60_000;

/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface MailWorkerOptions {
  db: Db;
  transport: Transporter;
  from: string;
  pollMs: number;
  now: () => Date;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

export function createMailWorker(options: MailWorkerOptions) {
  const { db, transport } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  /** Set by stop: no more rows are leased (a graceful shutdown); the batch leased already is sent. */
  let stopped = false;
  /** Did the latest delivery attempt fail? (/api/health reports mail 'down' then.) */
  let lastAttemptFailed = false;

  function lease() {
    const at = options.now();
    return leaseDueMail(db, at, BATCH, new Date(at.getTime() + LEASE_MS));
  }

  async function sendOne(row: MailRow) {
    let delivered = false;
    try {
      await transport.sendMail({
        from: options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
      delivered = true;
      lastAttemptFailed = false;
      await markMailSent(db, row.id, options.now());
      options.log.info({ mailId: row.id, to: row.to }, 'mail sent');
    } catch (err) {
      if (!delivered) lastAttemptFailed = true;
      const message = err instanceof Error ? err.message : String(err);
      const failed = row.attempts >= MAX_ATTEMPTS;
      await markMailAttemptFailed(db, row.id, {
        status: failed ? 'failed' : 'pending',
        lastError: message.slice(0, 500),
        nextAttemptAt: new Date(options.now().getTime() + retryDelayMs(row.attempts)),
      });
      options.log.warn(
        { mailId: row.id, attempts: row.attempts, err: message },
        failed ? 'mail failed for good' : 'mail will be retried',
      );
    }
  }

  /** Sends everything due now, batch after batch. */
  async function drain(): Promise<void> {
    while (!stopped) {
      const rows = await lease();
      if (rows.length === 0) return;
      for (const row of rows) await sendOne(row);
    }
  }

  /** One drain at a time; a wake during a drain runs one more. */
  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((err: unknown) => options.log.warn({ err: String(err) }, 'mail worker pass failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  }

  return {
    start() {
      timer ??= setInterval(() => void run(), options.pollMs);
      timer.unref();
      void run();
    },
    wake: () => void run(),
    /** 'down' while the latest delivery attempt failed (the SMTP server refused or did not answer). */
    health: (): 'up' | 'down' => (lastAttemptFailed ? 'down' : 'up'),
    /**
     * Waits for the passes under way, then runs a whole pass of its own and waits for it (tests, shutdown): a pass
     * already running may have leased before the caller's change (a mail queued, the clock moved) and miss it.
     */
    async drain(): Promise<void> {
      while (running) await running;
      await run();
    },
    /** Leases no more mail, waits for the batch being sent (another instance's worker sends the rest). */
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      transport.close();
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
