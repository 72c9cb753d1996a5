/**
 * Structured reasons on applications (issue 36 item 8): Seek Clarification and Reject take reasons from the
 * application list (codes checked, nothing written on a refusal), the applicant reads them on the timeline, the bell
 * and the mail (over a real SMTP server), answers each when submitting again, and the timeline export names them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_REASONS, REASON_MESSAGES, type SignedInUser } from '@stoa/shared';
import { notifications, users } from '../../db/schema/index.ts';
import { row, seedParties, type Parties } from '../../test/application-fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { bearer, call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';

const A = '/api/Application';
// 1 December 2026, 09:30 in Kolkata: day-ahead for 2 December is open until 15:00.
const START = '2026-12-01T04:00:00Z';
const DELIVERY = '2026-12-02';
const RETURN_CODES = ['INCOMPLETE_DOCUMENTS', 'DETAILS_MISMATCH'];

let t: TestApp;
let smtp: SmtpSink;
let p: Parties;
let sldc: SignedInUser;
let admin: SignedInUser;
let applicant: SignedInUser;
let id: number;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '600000' }, { startAt: START });
  p = await seedParties(t);
  sldc = await t.signIn('sldc');
  admin = await t.signIn('admin');
  applicant = await t.signIn('oa.injecting');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const application = () => ({
  sellerRegistrationId: p.injecting,
  buyerRegistrationId: p.drawee,
  timeBlocks: [row(DELIVERY, 0, 8, 2)],
});
const seek = (payload: unknown) => call(t, 'POST', `${A}/SeekClarification/DayAhead/${id}`, payload, sldc);
const recordAs = async (user: SignedInUser) => (await call(t, 'GET', `${A}/Get/${id}`, undefined, user)).body.data;

async function bellsOf(userName: string): Promise<string[]> {
  const [user] = await t.database.db.select().from(users).where(eq(users.userName, userName));
  const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, user!.id));
  return rows.map((r) => r.message);
}

describe('reasons on an application', () => {
  it('the SLDC is offered the application list on Seek Clarification and Reject', async () => {
    const res = await call(t, 'POST', `${A}/Submit/DayAhead`, { isDraft: false, ...application() }, applicant);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    id = res.body.data.id;
    const bar = (await recordAs(sldc)).actionBar as { action: string; reasons?: unknown }[];
    expect(bar.find((b) => b.action === 'Return')?.reasons).toEqual(DEFAULT_REASONS.Application);
    expect(bar.find((b) => b.action === 'Reject')?.reasons).toEqual(DEFAULT_REASONS.Application);
    expect(bar.find((b) => b.action === 'Forward')?.reasons).toBeUndefined();
  });

  it('refuses an unknown or inactive code, and a step with neither reason nor comments; nothing is written', async () => {
    const before = await recordAs(sldc);
    const unknown = await seek({ reasonCodes: ['INCOMPLETE_DOCUMENTS', 'NOT_A_REASON'], comments: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]).toMatchObject({
      fieldName: 'reasonCodes.1',
      code: 'REASON_UNKNOWN',
      errorMessages: [REASON_MESSAGES.unknown('NOT_A_REASON')],
    });

    const list = (await call(t, 'GET', '/api/Configuration/Reasons/GetAll?recordType=Application', undefined, admin))
      .body.data.reasons as { id: number; code: string; label: string; sortOrder: number }[];
    const fee = list.find((r) => r.code === 'FEE_NOT_PAID')!;
    const off = {
      recordType: 'Application',
      code: fee.code,
      label: fee.label,
      sortOrder: fee.sortOrder,
      isActive: false,
    };
    expect((await call(t, 'PATCH', `/api/Configuration/Reasons/Update/${fee.id}`, off, admin)).status).toBe(200);
    const inactive = await seek({ reasonCodes: ['FEE_NOT_PAID'] });
    expect(inactive.status).toBe(400);
    expect(inactive.body.errors?.[0]?.code).toBe('REASON_UNKNOWN');
    const offered = (await recordAs(sldc)).actionBar.find((b: { action: string }) => b.action === 'Return').reasons;
    expect(offered.map((r: { code: string }) => r.code)).not.toContain('FEE_NOT_PAID');

    const empty = await seek({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.[0]).toMatchObject({ fieldName: 'comments', code: 'REQUIRED' });
    expect(errorsOf(empty.body)['comments']).toBe(REASON_MESSAGES.reasonOrComments);

    const after = await recordAs(sldc);
    expect(after.status).toBe('Submitted');
    expect(after.timeline).toHaveLength(before.timeline.length);
  });

  it('a return with reasons: the timeline, the bell and the mail name them by label', async () => {
    const res = await seek({ reasonCodes: RETURN_CODES, comments: 'See the PPA' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('Returned');
    const seen = await recordAs(applicant);
    expect(seen.timeline.at(-1)).toMatchObject({
      action: 'Return',
      comments: 'See the PPA',
      reasons: [
        { code: 'INCOMPLETE_DOCUMENTS', label: 'Incomplete documents' },
        { code: 'DETAILS_MISMATCH', label: 'Details do not match registration' },
      ],
    });
    expect(await bellsOf('oa.injecting')).toContainEqual(
      expect.stringContaining('Reasons: Incomplete documents; Details do not match registration.'),
    );
    // The outbox stamps a row due at the database's own now: the worker runs on a clock past it, then ours resumes.
    const start = t.clock.now;
    t.clock.now = new Date(Math.max(Date.now(), start.getTime()) + 60_000);
    try {
      await t.app.mail.worker!.drain();
    } finally {
      t.clock.now = start;
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.userName, 'oa.injecting'));
    const mails = smtp.received.filter((m) => m.to.includes(user!.email)).map((m) => m.raw.replace(/=\r?\n/g, ''));
    expect(
      mails.some((text) => text.includes('Reasons: Incomplete documents; Details do not match registration.')),
    ).toBe(true);
  });

  it('the applicant answers each reason when submitting again', async () => {
    const unanswered = await call(
      t,
      'POST',
      `${A}/Submit/DayAhead`,
      { isDraft: false, id, ...application(), reasonAnswers: [{ code: 'INCOMPLETE_DOCUMENTS', answer: 'Uploaded' }] },
      applicant,
    );
    expect(unanswered.status).toBe(400);
    expect(unanswered.body.errors?.[0]).toMatchObject({
      fieldName: 'reasonAnswers.DETAILS_MISMATCH',
      code: 'REASON_ANSWER_MISSING',
    });
    expect((await recordAs(applicant)).status).toBe('Returned');

    const answers = [
      { code: 'INCOMPLETE_DOCUMENTS', answer: 'Uploaded the PPA' },
      { code: 'DETAILS_MISMATCH', answer: 'Buyer corrected' },
    ];
    const res = await call(
      t,
      'POST',
      `${A}/Submit/DayAhead`,
      { isDraft: false, id, ...application(), reasonAnswers: answers },
      applicant,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('Submitted');
    const seen = await recordAs(sldc);
    expect(seen.timeline.at(-1)).toMatchObject({
      action: 'Submit',
      reasons: [
        { code: 'INCOMPLETE_DOCUMENTS', label: 'Incomplete documents', answer: 'Uploaded the PPA' },
        { code: 'DETAILS_MISMATCH', label: 'Details do not match registration', answer: 'Buyer corrected' },
      ],
    });
    expect(await bellsOf('sldc')).toContainEqual(
      expect.stringContaining(
        'Answers: Incomplete documents: Uploaded the PPA; Details do not match registration: Buyer corrected.',
      ),
    );
  });

  it('a reject with a reason; the timeline export names it', async () => {
    const res = await call(t, 'POST', `${A}/Reject/DayAhead/${id}`, { reasonCodes: ['NO_CORRIDOR_CAPACITY'] }, sldc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('Rejected');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/Timeline/Application/${id}/Pdf`,
      headers: bearer(applicant),
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Reasons');
    expect(text).toMatch(/Capacity\s+not\s+available\s+on\s+the\s+corridor/);
  });
});
