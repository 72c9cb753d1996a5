/**
 * Timeline export of an application (its detail route needs no type), and the refusals every record type shares: a
 * role its detail route refuses, the Admin, a signed-out caller, an unknown record type or a malformed id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, TIMELINE_EXPORT_COLUMNS, TIMELINE_EXPORT_FORMATS, type SignedInUser } from '@stoa/shared';
import { settleDues } from '../../test/payment-fixtures.ts';
import { declareAtc, row, seedParties, type Parties } from '../../test/application-fixtures.ts';
import { bearer, call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { download, expectBothDocuments, expectSameRefusal } from './timeline-export-fixtures.ts';

const A = '/api/Application';
// 1 December 2026, 09:30 in Kolkata: day-ahead for 2 December is open until 15:00.
const START = '2026-12-01T04:00:00Z';
const DELIVERY = '2026-12-02';

let t: TestApp;
let p: Parties;
const as: Record<string, SignedInUser> = {};
let id: number;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  p = await seedParties(t);
  for (const name of ['oa.injecting', 'oa.drawee', 'oa.both', 'sldc', 'discom', 'admin']) {
    as[name] = await t.signIn(name);
  }
  await declareAtc(t, p.corridorId, DELIVERY, 10);
  const submitted = await call(
    t,
    'POST',
    `${A}/Submit/DayAhead`,
    {
      isDraft: false,
      sellerRegistrationId: p.injecting,
      buyerRegistrationId: p.drawee,
      timeBlocks: [row(DELIVERY, 0, 8, 2)],
    },
    as['oa.injecting'],
  );
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  id = submitted.body.data.id;
  t.clock.advance(75 * 60_000);
  await settleDues(t, 'Application', id);
  const accepted = await call(t, 'POST', `${A}/Approve/DayAhead/${id}`, { comments: 'STOA check passed' }, as['sldc']);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
});
afterAll(() => t.close());

const detailUrl = (recordId: number) => `${A}/Get/${recordId}`;

describe('the timeline of an application', () => {
  it('downloads as PDF and xlsx for its applicant, the other party and the SLDC, times in IST', async () => {
    for (const name of ['oa.injecting', 'oa.drawee', 'sldc']) {
      const detail = (await call(t, 'GET', detailUrl(id), undefined, as[name])).body.data;
      expect(detail.timeline).toHaveLength(2);
      const { steps } = await expectBothDocuments(t, as[name]!, 'Application', id, {
        timeline: detail.timeline,
        reference: detail.applicationNo,
        fileName: `Timeline-Application-${detail.applicationNo.replaceAll('/', '-')}`,
      });
      const comments = TIMELINE_EXPORT_COLUMNS.indexOf('Comments');
      expect(steps.map((s) => [s[0], s[2], s[comments]])).toEqual([
        ['2026-12-01T09:30:00+05:30', 'OA Applicant', ''],
        ['2026-12-01T10:45:00+05:30', 'SLDC Business User', 'STOA check passed'],
      ]);
    }
  });

  it('refuses an applicant who is no party (403), an unknown id (404) and a DISCOM (403) as the detail route does', async () => {
    await expectSameRefusal(t, as['oa.both']!, detailUrl(id), 'Application', id, 403);
    await expectSameRefusal(t, as['oa.injecting']!, detailUrl(999_999), 'Application', 999_999, 404);
    // The application API is not the DISCOM's at all: refused before any record is read, even an unknown one.
    await expectSameRefusal(t, as['discom']!, detailUrl(id), 'Application', id, 403);
    await expectSameRefusal(t, as['discom']!, detailUrl(999_999), 'Application', 999_999, 403);
  });
});

describe('the timeline export of any record', () => {
  it('is closed to the Admin, who reads none of these records', async () => {
    for (const format of TIMELINE_EXPORT_FORMATS) {
      const res = await download(t, as['admin']!, 'Application', id, format);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0]).toMatchObject({ code: 'NOT_ALLOWED', errorMessages: [MESSAGES.forbidden] });
    }
  });

  it('answers a signed-out caller 401 with the envelope', async () => {
    for (const format of TIMELINE_EXPORT_FORMATS) {
      const res = await download(t, null, 'Application', id, format);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ isSuccessful: false, errors: [{ code: 'UNAUTHENTICATED' }] });
    }
  });

  it('refuses an unknown record type and a malformed id with the 400 envelope', async () => {
    for (const format of TIMELINE_EXPORT_FORMATS) {
      const unknown = await download(t, as['sldc']!, 'Payment', id, format);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        isSuccessful: false,
        errors: [{ fieldName: 'recordType', code: 'INVALID_OPTION' }],
      });
      const malformed = await t.app.inject({
        method: 'GET',
        url: `/api/Timeline/Application/abc/${format}`,
        headers: bearer(as['sldc']!),
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors[0]).toMatchObject({ fieldName: 'recordId' });
    }
  });

  it('reads the record type in any case, like every path of the API', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/timeline/Application/${id}/pdf`,
      headers: bearer(as['sldc']!),
    });
    expect(res.statusCode).toBe(200);
  });
});
