/**
 * Structured reasons on registrations (issue 36 item 8): the SLDC returns a registration with reasons of the
 * registration list, the applicant sees them on the record and answers each when it submits again; a DISCOM's reject
 * takes the same list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REASONS, type SignedInUser } from '@stoa/shared';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { submit, validDetails } from '../../test/registration-fixtures.ts';

const TYPE = 'DraweeEntity';
let t: TestApp;
const as: Record<string, SignedInUser> = {};
let id: number;
beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  for (const name of ['oa.drawee', 'sldc']) as[name] = await t.signIn(name);
});
afterAll(() => t.close());

const detail = async (user: SignedInUser) =>
  (await call(t, 'GET', `/api/Registration/Get${TYPE}Registration/${id}`, undefined, user)).body.data;

describe('reasons on a registration', () => {
  it('is returned with reasons of the registration list, named on its timeline', async () => {
    const details = await validDetails(t, as['oa.drawee']!, TYPE);
    const res = await submit(t, as['oa.drawee']!, TYPE, details);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    id = res.body.data.id;
    const bar = (await detail(as['sldc']!)).actionBar as { action: string; reasons?: unknown }[];
    expect(bar.find((b) => b.action === 'Return')?.reasons).toEqual(DEFAULT_REASONS.Registration);

    // An application's code is not a registration's reason.
    const wrong = await call(
      t,
      'POST',
      `/api/Registration/SeekClarification/${id}/${TYPE}`,
      { reasonCodes: ['NO_CORRIDOR_CAPACITY'] },
      as['sldc'],
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.[0]?.code).toBe('REASON_UNKNOWN');

    const returned = await call(
      t,
      'POST',
      `/api/Registration/SeekClarification/${id}/${TYPE}`,
      { reasonCodes: ['INVALID_DOCUMENT'] },
      as['sldc'],
    );
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.data.status).toBe('SLDCReturned');
    const seen = await detail(as['oa.drawee']!);
    expect(seen.timeline.at(-1)).toMatchObject({
      action: 'Return',
      comments: null,
      reasons: [{ code: 'INVALID_DOCUMENT', label: 'A document is invalid or illegible' }],
    });
  });

  it('is submitted again only with an answer to each reason, kept on the Submit step', async () => {
    const details = (await detail(as['oa.drawee']!)).details as Record<string, unknown>;
    const missing = await submit(t, as['oa.drawee']!, TYPE, details, { id });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]).toMatchObject({
      fieldName: 'reasonAnswers.INVALID_DOCUMENT',
      code: 'REASON_ANSWER_MISSING',
    });
    const res = await submit(t, as['oa.drawee']!, TYPE, details, {
      id,
      reasonAnswers: [{ code: 'INVALID_DOCUMENT', answer: 'Scanned again at 300 dpi' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('Submitted');
    expect((await detail(as['sldc']!)).timeline.at(-1)).toMatchObject({
      action: 'Submit',
      reasons: [
        { code: 'INVALID_DOCUMENT', label: 'A document is invalid or illegible', answer: 'Scanned again at 300 dpi' },
      ],
    });
  });
});
