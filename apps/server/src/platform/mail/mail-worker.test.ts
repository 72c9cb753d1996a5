import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { mailOutbox } from '../../db/schema/index.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeIn, startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { MAIL_JOB } from './mail-job.ts';
import { createMailWorker, retryDelayMs } from './mail-worker.ts';
import { insertMails } from './mail.repository.ts';

let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '600000' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const rowsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('mail over SMTP', () => {
  it('sends queued mail to the SMTP server and marks it sent', async () => {
    t.clock.advance(61_000);
    await call(t, 'POST', '/api/Account/ForgotPassword', { emailAddress: 'sldc@stoa-demo.in' });
    await t.app.mail.worker!.drain();
    const mail = smtp.received.find((m) => m.to.includes('sldc@stoa-demo.in'));
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain('Subject: STOA Portal: password reset code');
    expect(codeIn(mail!.raw)).toMatch(/^\d{6}$/);
    const [row] = await rowsTo('sldc@stoa-demo.in');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps mail the server refuses and delivers it on a later try (never lost)', async () => {
    smtp.refuse = true;
    t.clock.advance(61_000);
    await call(t, 'POST', '/api/Account/ForgotPassword', { emailAddress: 'approver1@stoa-demo.in' });
    await t.app.mail.worker!.drain();
    let [row] = await rowsTo('approver1@stoa-demo.in');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/450|unavailable/i);
    const degraded = await call(t, 'GET', '/api/health');
    expect(degraded.status).toBe(200);
    expect(degraded.body.data).toMatchObject({ status: 'degraded', checks: { database: 'up', mail: 'down' } });

    smtp.refuse = false;
    await t.app.mail.worker!.drain();
    expect((await rowsTo('approver1@stoa-demo.in'))[0]!.status).toBe('pending');
    t.clock.advance(retryDelayMs(1) + 1000);
    await t.app.mail.worker!.drain();
    [row] = await rowsTo('approver1@stoa-demo.in');
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.some((m) => m.to.includes('approver1@stoa-demo.in'))).toBe(true);
    expect((await call(t, 'GET', '/api/health')).body.data).toMatchObject({ status: 'ok', checks: { mail: 'up' } });
  });

  it('the scheduler’s mail sender job sends what the worker’s loop has not yet, and reports the backlog', async () => {
    const mail = { subject: 'S', text: 'T', html: '<p>T</p>', status: 'pending' as const };
    await insertMails(t.database.db, [{ to: 'queued@stoa-demo.in', ...mail }]);
    expect((await rowsTo('queued@stoa-demo.in'))[0]!.status).toBe('pending');
    const run = await t.app.jobs.scheduler.runNow(MAIL_JOB, null);
    expect(run).toEqual({ status: 'Succeeded', result: { pending: 0, failed: 0 }, error: null });
    expect((await rowsTo('queued@stoa-demo.in'))[0]!.status).toBe('sent');
    expect(smtp.received.some((m) => m.to.includes('queued@stoa-demo.in'))).toBe(true);
  });

  it('stopped by a graceful shutdown, a worker leases no more mail: it waits, pending, for another instance', async () => {
    const log = { info: () => undefined, warn: () => undefined };
    const options = { db: t.database.db, from: 'STOA <a@b.in>', pollMs: 600_000, now: () => t.clock.now, log };
    const stopped = createMailWorker({ ...options, transport: nodemailer.createTransport(smtp.url) });
    await stopped.stop();
    const mail = { subject: 'S', text: 'T', html: '<p>T</p>', status: 'pending' as const };
    await insertMails(t.database.db, [{ to: 'after-stop@stoa-demo.in', ...mail }]);
    stopped.wake();
    await stopped.drain();
    expect((await rowsTo('after-stop@stoa-demo.in'))[0]!.status).toBe('pending');
    await t.app.mail.worker!.drain();
    expect((await rowsTo('after-stop@stoa-demo.in'))[0]!.status).toBe('sent');
  });

  it('backs off 30 s, 1 min, 2 min … up to an hour', () => {
    expect([1, 2, 3, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000]);
  });
});
