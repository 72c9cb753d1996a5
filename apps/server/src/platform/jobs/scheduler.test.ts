/**
 * The scheduler on a real database (issue 20): a due job runs once however many instances tick at once; a success
 * schedules the next run a period after it started, a failure retries sooner (1 min, doubling); every run is logged;
 * "run now" runs at once but never beside a run in progress. Through the routes: the Admin's jobs and runs, and 409
 * while a job runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createScheduler, LEASE_MS, type JobDefinition } from './jobs.ts';
import { RUN_LOG_DAYS } from './jobs.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-12-01T04:00:00Z' });
});
afterAll(() => t.close());

const HOUR = 3600_000;
const silent = { error: () => undefined, info: () => undefined, warn: () => undefined } as never;
const schedulerOf = (jobs: JobDefinition[]) =>
  createScheduler({ db: t.database.db, now: () => t.clock.now, log: silent }, jobs);
const rowOf = async (job: string) =>
  (
    (await t.database.db.execute(
      sql`select next_run_at, last_status, failures from job_runs where job = ${job}`,
    )) as unknown as {
      rows: { next_run_at: Date | string; last_status: string; failures: number }[];
    }
  ).rows[0]!;

describe('the scheduler', () => {
  it('runs a due job once when two instances tick together, then not until its period has passed', async () => {
    let runs = 0;
    const job: JobDefinition = { name: 'test-once', label: 'Test', everyMs: HOUR, run: async () => ({ runs: ++runs }) };
    const [a, b] = [schedulerOf([job]), schedulerOf([job])];
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(runs).toBe(1);
    t.clock.advance(HOUR - 1000);
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toBe(1);
    t.clock.advance(1000);
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toBe(2);
    const log = await a.runs('test-once', 10, 0);
    expect(log.rows.map((r) => [r.trigger, r.status])).toEqual([
      ['Schedule', 'Succeeded'],
      ['Schedule', 'Succeeded'],
    ]);
  });

  it('keeps a job’s runs for RUN_LOG_DAYS: a run drops its own older ones, not other jobs’', async () => {
    const DAY = 24 * HOUR;
    const job: JobDefinition = { name: 'test-pruned', label: 'Test', everyMs: DAY, run: async () => ({}) };
    const other: JobDefinition = { name: 'test-kept', label: 'Test', everyMs: 100 * DAY, run: async () => ({}) };
    const s = schedulerOf([job, other]);
    await s.tick();
    t.clock.advance((RUN_LOG_DAYS - 1) * DAY);
    await s.tick();
    expect((await s.runs('test-pruned', 10, 0)).rows).toHaveLength(2);
    t.clock.advance(2 * DAY);
    await s.tick();
    // The first run is now over RUN_LOG_DAYS old: gone; the other job's first run stays until its own next run.
    expect((await s.runs('test-pruned', 10, 0)).rows).toHaveLength(2);
    expect((await s.runs('test-kept', 10, 0)).rows).toHaveLength(1);
  });

  it('registers the jobs’ rows once (register, or the first tick); listing them writes nothing', async () => {
    const job: JobDefinition = { name: 'test-listed', label: 'Test', everyMs: HOUR, run: async () => ({}) };
    const s = schedulerOf([job]);
    expect(await s.list()).toEqual([]);
    expect(await s.list()).toEqual([]);
    await s.register();
    expect(await s.list()).toEqual([expect.objectContaining({ job: 'test-listed', lastRunAt: null, running: false })]);
    // Another instance's first tick finds the row there (and runs the job once, due at once).
    const other = schedulerOf([job]);
    await other.tick();
    expect((await s.list())[0]?.lastStatus).toBe('Succeeded');
  });

  it('retries a failure after 1 minute, then 2, and resets after a success', async () => {
    let fail = true;
    const job: JobDefinition = {
      name: 'test-retry',
      label: 'Test',
      everyMs: HOUR,
      run: async () => {
        if (fail) throw new Error('mail server away');
        return { ok: 1 };
      },
    };
    const s = schedulerOf([job]);
    const start = t.clock.now.getTime();
    await s.tick();
    expect(await rowOf('test-retry')).toMatchObject({ last_status: 'Failed', failures: 1 });
    expect(new Date((await rowOf('test-retry')).next_run_at).getTime()).toBe(start + 60_000);
    t.clock.advance(60_000);
    await s.tick();
    expect(new Date((await rowOf('test-retry')).next_run_at).getTime()).toBe(start + 60_000 + 120_000);
    fail = false;
    t.clock.advance(120_000);
    await s.tick();
    expect(await rowOf('test-retry')).toMatchObject({ last_status: 'Succeeded', failures: 0 });
    expect((await s.runs('test-retry', 10, 0)).rows.at(-1)).toMatchObject({
      status: 'Failed',
      error: 'mail server away',
    });
  });

  it('runs now at once, but not beside a run in progress (a lease), which another instance may take when it lapses', async () => {
    const pending: (() => void)[] = [];
    const job: JobDefinition = {
      name: 'test-now',
      label: 'Test',
      everyMs: HOUR,
      run: () => new Promise((resolve) => pending.push(() => resolve({ done: 1 }))),
    };
    const [a, b] = [schedulerOf([job]), schedulerOf([job])];
    const first = a.runNow('test-now', null);
    await expect.poll(() => pending.length).toBe(1);
    expect(await b.runNow('test-now', null)).toBeNull();
    pending[0]!();
    expect(await first).toMatchObject({ status: 'Succeeded', result: { done: 1 } });
    // An instance that died mid-run: its lease lapses and another takes the job.
    const stuck = b.runNow('test-now', null);
    await expect.poll(() => pending.length).toBe(2);
    expect((await a.list())[0]?.running).toBe(true);
    t.clock.advance(LEASE_MS);
    const taken = a.runNow('test-now', null);
    await expect.poll(() => pending.length).toBe(3);
    pending[2]!();
    expect(await taken).toMatchObject({ status: 'Succeeded' });
    pending[1]!();
    await stuck;
  });

  it('stops (a graceful shutdown): the job running finishes, the next due job is left for another instance', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finished = false;
    const slow: JobDefinition = {
      name: 'test-stop-slow',
      label: 'Test',
      everyMs: HOUR,
      run: async () => {
        started();
        await gate;
        finished = true;
        return {};
      },
    };
    let laterRuns = 0;
    const later: JobDefinition = {
      name: 'test-stop-later',
      label: 'Test',
      everyMs: HOUR,
      run: async () => ({ laterRuns: ++laterRuns }),
    };
    const s = schedulerOf([slow, later]);
    void s.tick();
    await running;
    const stopped = s.stop();
    release();
    await stopped;
    expect(finished).toBe(true);
    expect(laterRuns).toBe(0);
    const other = schedulerOf([later]);
    await other.tick();
    expect(laterRuns).toBe(1);
  });
});

describe('the jobs page (Admin)', () => {
  it('lists the recurring jobs with their next and last execution, runs one now and logs it', async () => {
    const admin = await t.signIn('admin');
    const list = await call(t, 'GET', '/api/Jobs/GetRecurringJobs', undefined, admin);
    expect(list.status).toBe(200);
    expect(list.body.data.jobs.map((j: { id: string; everyMinutes: number }) => [j.id, j.everyMinutes])).toEqual([
      ['mail-sender', 1],
      ['payment-reminders', 60],
      ['registration-expiry', 60],
      ['tds-challan-reminders', 60],
      ['workflow-clocks', 60],
    ]);
    const run = await call(t, 'POST', '/api/Jobs/Trigger/registration-expiry', undefined, admin);
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body.data).toMatchObject({
      jobId: 'registration-expiry',
      trigger: 'Manual',
      status: 'Succeeded',
      triggeredBy: 'admin',
      result: 'expired: 0',
    });
    const after = await call(t, 'GET', '/api/Jobs/GetRecurringJobs', undefined, admin);
    const expiry = after.body.data.jobs.find((j: { id: string }) => j.id === 'registration-expiry');
    expect(expiry).toMatchObject({ lastStatus: 'Succeeded', lastResult: 'expired: 0', isRunning: false });
    expect(new Date(expiry.nextExecution).getTime() - new Date(expiry.lastExecution).getTime()).toBe(HOUR);
    const runs = await call(t, 'GET', '/api/Jobs/GetRuns?job=registration-expiry', undefined, admin);
    expect(runs.body.data.dataCount).toBe(1);
    expect((await call(t, 'POST', '/api/Jobs/Trigger/nope', undefined, admin)).status).toBe(404);
    // The mail sender's pass: without SMTP_URL nothing is sent, and the run says so.
    const mail = await call(t, 'POST', '/api/Jobs/Trigger/mail-sender', undefined, admin);
    expect(mail.body.data).toMatchObject({
      status: 'Succeeded',
      result: 'sending: off (no SMTP_URL): mail is kept in the outbox',
    });
    expect((await call(t, 'GET', '/api/Jobs/GetRecurringJobs', undefined, await t.signIn('sldc'))).status).toBe(403);
    expect((await call(t, 'GET', '/api/Jobs/GetRecurringJobs?pageSize=10', undefined, admin)).status).toBe(400);
  });
});
