/**
 * Timeline export of registrations, inter-state registrations and standing clearances: the owner and the SLDC
 * download both documents with every step; others are refused exactly as the record's detail route refuses them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@stoa/shared';
import { act, submit, validDetails, verifyAll } from '../../test/registration-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import * as interState from '../inter-state/inter-state-fixtures.ts';
import * as clearance from '../standing-clearance/standing-clearance-fixtures.ts';
import { expectBothDocuments, expectSameRefusal } from './timeline-export-fixtures.ts';

let t: TestApp;
const as: Record<string, SignedInUser> = {};
const NAMES = ['oa.drawee', 'oa.injecting', 'sldc', 'approver2', 'discom'];
/** Every step below is taken at the test clock: Saturday 21-11-2026, 11:30 in Asia/Kolkata. */
/** A step's time as the sheet holds it (an Excel date-time, the IST wall clock), read back as ISO text. */
const STEP_TIME = '2026-11-21T11:30:00+05:30';

beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  for (const name of NAMES) as[name] = await t.signIn(name);
});
afterAll(() => t.close());

/** The record as its own detail route shows it to `user`. */
async function detailOf(url: string, user: SignedInUser) {
  const res = await call(t, 'GET', url, undefined, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('the timeline of a registration', () => {
  let id: number;
  const detailUrl = (recordId: number) => `/api/Registration/GetDraweeEntityRegistration/${recordId}`;

  beforeAll(async () => {
    const owner = as['oa.drawee']!;
    const submitted = await submit(t, owner, 'DraweeEntity', await validDetails(t, owner, 'DraweeEntity'));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    id = submitted.body.data.id;
    await verifyAll(t, as['sldc']!, id, 'DraweeEntity');
    expect((await act(t, as['sldc']!, 'ApproveAndForward', id, 'DraweeEntity', 'Documents verified')).status).toBe(200);
    const returned = await act(t, as['discom']!, 'SeekClarification', id, 'DraweeEntity', 'Feeder name differs');
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
  });

  it('downloads as PDF and xlsx for its owner, each step in order with who, role, action, statuses and comments', async () => {
    const { timeline } = await detailOf(detailUrl(id), as['oa.drawee']!);
    expect(timeline).toHaveLength(3);
    const { steps, text } = await expectBothDocuments(t, as['oa.drawee']!, 'Registration', id, {
      timeline,
      reference: `#${id}`,
      fileName: `Timeline-Registration-${id}`,
    });
    expect(steps.map((s) => s[0])).toEqual([STEP_TIME, STEP_TIME, STEP_TIME]);
    expect(steps.map((s) => s[2])).toEqual(['OA Applicant', 'SLDC Business User', 'DISCOM Business User']);
    expect(steps.map((s) => s[7])).toEqual(['', 'Documents verified', 'Feeder name differs']);
    expect(text).toContain('Timeline of Registration: Itanagar Cement Works (Drawee Entity)');
  });

  it('downloads for the SLDC and the DISCOM that handled it', async () => {
    for (const name of ['sldc', 'discom']) {
      const { timeline } = await detailOf(detailUrl(id), as[name]!);
      await expectBothDocuments(t, as[name]!, 'Registration', id, {
        timeline,
        reference: `#${id}`,
        fileName: `Timeline-Registration-${id}`,
      });
    }
  });

  it('refuses another applicant (403) and an unknown id (404) as the detail route does', async () => {
    await expectSameRefusal(t, as['oa.injecting']!, detailUrl(id), 'Registration', id, 403);
    await expectSameRefusal(t, as['oa.drawee']!, detailUrl(999_999), 'Registration', 999_999, 404);
  });
});

describe('the timeline of an inter-state registration', () => {
  let id: number;
  const detailUrl = (recordId: number) => `${interState.BASE}/Get/${recordId}`;

  beforeAll(async () => {
    const owner = as['oa.drawee']!;
    const submitted = await interState.submitInterState(
      t,
      owner,
      await interState.validInterState(t, owner, 'C&I Consumer'),
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    id = submitted.body.data.id;
    await interState.verifyAllDocuments(t, as['sldc']!, id);
    const returned = await interState.actOn(t, as['sldc']!, 'SeekClarification', id, 'Attach the SEM test report');
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
  });

  it('downloads as PDF and xlsx for its owner and the SLDC', async () => {
    for (const name of ['oa.drawee', 'sldc']) {
      const { timeline } = await detailOf(detailUrl(id), as[name]!);
      expect(timeline).toHaveLength(2);
      const { steps } = await expectBothDocuments(t, as[name]!, 'InterStateRegistration', id, {
        timeline,
        reference: `#${id}`,
        fileName: `Timeline-InterStateRegistration-${id}`,
      });
      expect(steps.map((s) => [s[0], s[2], s[7]])).toEqual([
        [STEP_TIME, 'OA Applicant', ''],
        [STEP_TIME, 'SLDC Business User', 'Attach the SEM test report'],
      ]);
    }
  });

  it('refuses another applicant and an unknown id as the detail route does', async () => {
    await expectSameRefusal(t, as['oa.injecting']!, detailUrl(id), 'InterStateRegistration', id, 403);
    await expectSameRefusal(t, as['oa.drawee']!, detailUrl(999_999), 'InterStateRegistration', 999_999, 404);
  });
});

describe('the timeline of a standing clearance', () => {
  let id: number;
  const detailUrl = (recordId: number) => `${clearance.BASE}/Get/${recordId}`;

  beforeAll(async () => {
    const owner = as['oa.injecting']!;
    await clearance.approveRegistration(t, owner, 'InjectingEntity', {
      registrationNo: 'STOA/INJ/2026/0001',
      approvedOn: '2026-01-10',
      expiredOn: '2027-11-20',
    });
    const submitted = await clearance.submitClearance(t, owner, clearance.sale());
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    id = submitted.body.data.id;
    expect((await clearance.actOn(t, as['sldc']!, 'ApproveAndForward', id, 'Checks passed')).status).toBe(200);
    expect((await clearance.actOn(t, as['approver2']!, 'Approve', id, 'Cleared')).status).toBe(200);
  });

  it('downloads with its number for its owner', async () => {
    const { timeline } = await detailOf(detailUrl(id), as['oa.injecting']!);
    expect(timeline).toHaveLength(3);
    const { steps } = await expectBothDocuments(t, as['oa.injecting']!, 'StandingClearance', id, {
      timeline,
      reference: 'SC/2026/0001',
      fileName: 'Timeline-StandingClearance-SC-2026-0001',
    });
    expect(steps.map((s) => [s[2], s[7]])).toEqual([
      ['OA Applicant', ''],
      ['SLDC Business User', 'Checks passed'],
      ['SLDC Approver II', 'Cleared'],
    ]);
  });

  it('refuses another applicant and an unknown id as the detail route does', async () => {
    await expectSameRefusal(t, as['oa.drawee']!, detailUrl(id), 'StandingClearance', id, 403);
    await expectSameRefusal(t, as['oa.injecting']!, detailUrl(999_999), 'StandingClearance', 999_999, 404);
  });
});
