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
    await a.list();
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
    await s.list();
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
});

describe('the jobs page (Admin)', () => {
  it('lists the recurring jobs with their next and last execution, runs one now and logs it', async () => {
    const admin = await t.signIn('admin');
    const list = await call(t, 'GET', '/api/Jobs/GetRecurringJobs', undefined, admin);
    expect(list.status).toBe(200);
    expect(list.body.data.jobs.map((j: { id: string }) => j.id)).toEqual(['registration-expiry', 'workflow-clocks']);
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
    expect((await call(t, 'GET', '/api/Jobs/GetRecurringJobs', undefined, await t.signIn('sldc'))).status).toBe(403);
    expect((await call(t, 'GET', '/api/Jobs/GetRecurringJobs?pageSize=10', undefined, admin)).status).toBe(400);
  });
});
