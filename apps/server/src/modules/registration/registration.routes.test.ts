import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { REGISTRATION_MESSAGES, REASON_MESSAGES, type SignedInUser } from '@stoa/shared';
import { duesOf, settleDues } from '../../test/payment-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { act, submit, uploadDocument, validDetails, verifyAll } from '../../test/registration-fixtures.ts';
import { mailOutbox, notifications, users } from '../../db/schema/index.ts';

let t: TestApp;
const as: Record<string, SignedInUser> = {};
beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  for (const name of [
    'oa.drawee',
    'oa.injecting',
    'oa.both',
    'trader',
    'sldc',
    'approver1',
    'approver2',
    'discom',
    'transco',
    'admin',
  ]) {
    as[name] = await t.signIn(name);
  }
});
afterAll(() => t.close());

const detail = async (user: SignedInUser, entityType: string, id: number) =>
  call(t, 'GET', `/api/Registration/Get${entityType}Registration/${id}`, undefined, user);

async function unreadFor(userName: string): Promise<string[]> {
  const [user] = await t.database.db.select().from(users).where(eq(users.userName, userName));
  const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, user!.id));
  return rows.map((r) => r.message);
}
/** The bells about records (the demo's welcome bell has no link). */
async function bellsOf(userName: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.userName, userName));
  const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, user!.id));
  return rows.filter((r) => r.link !== null);
}
async function mailsTo(userName: string): Promise<string[]> {
  const [user] = await t.database.db.select().from(users).where(eq(users.userName, userName));
  const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user!.email));
  return rows.map((r) => r.subject);
}

describe('A Drawee registration through the whole chain', () => {
  let id: number;

  it('refuses a payload that breaks the cross-field rules, naming the fields', async () => {
    const details = await validDetails(t, as['oa.drawee']!, 'DraweeEntity');
    const consumer = details['consumer'] as Record<string, unknown>;
    const res = await submit(t, as['oa.drawee']!, 'DraweeEntity', {
      ...details,
      consumer: { ...consumer, contractDemand: 7, sanctionedLoad: 6 },
      documents: [],
    });
    expect(res.status).toBe(400);
    const errors = errorsOf(res.body);
    expect(errors['consumer.contractDemand']).toBe(REGISTRATION_MESSAGES.contractDemand);
    expect(errors['documents.panCard']).toBe('PAN Card is required');
  });

  it('saves a draft unchecked, then submits it; the SLDC hears of it', async () => {
    const draft = await call(
      t,
      'POST',
      '/api/Registration/SubmitDraweeEntityRegistration',
      { isDraft: true, details: { consumer: { consumerNumber: 'X' } } },
      as['oa.drawee'],
    );
    expect(draft.status).toBe(200);
    expect(draft.body.data.status).toBe('Draft');
    id = draft.body.data.id;
    // A draft is the applicant's own: processors do not see it.
    expect((await detail(as['sldc']!, 'DraweeEntity', id)).status).toBe(403);

    const details = await validDetails(t, as['oa.drawee']!, 'DraweeEntity');
    const res = await submit(t, as['oa.drawee']!, 'DraweeEntity', details, { id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: 'Submitted' });
    // Named by its entity and type (no number yet), the status in words, with the SLDC's record page (issue #15).
    const [bell] = await bellsOf('sldc');
    expect(bell!.message).toMatch(
      /^Registration of .+ \(Drawee Entity\) awaits your action \(Pending SLDC verification\)\.$/,
    );
    expect(bell!.link).toBe(`/registrations/view/DraweeEntity/${id}`);
    expect(await mailsTo('sldc')).toContainEqual(
      expect.stringMatching(/^STOA Portal: Registration of .+ is Pending SLDC verification$/),
    );
    // The runner never tells the actor of its own step (issues #13, #15): no bell, no mail.
    expect(await bellsOf('oa.drawee')).toEqual([]);
    expect((await mailsTo('oa.drawee')).some((s) => s.includes('Pending SLDC verification'))).toBe(false);
  });

  it('cannot be forwarded before every document is verified; Reject needs a comment', async () => {
    const early = await act(t, as['sldc']!, 'ApproveAndForward', id, 'DraweeEntity');
    expect(early.status).toBe(422);
    expect(errorsOf(early.body)['null']).toBe(REGISTRATION_MESSAGES.documentsUnverified);
    const reject = await act(t, as['sldc']!, 'Reject', id, 'DraweeEntity');
    expect(reject.status).toBe(400);
    expect(errorsOf(reject.body)['comments']).toBe(REASON_MESSAGES.reasonOrComments);
  });

  it('is returned for clarification, edited and resubmitted by its applicant', async () => {
    const returned = await act(t, as['sldc']!, 'SeekClarification', id, 'DraweeEntity', 'The bill is unreadable');
    expect(returned.body.data.status).toBe('SLDCReturned');
    const seen = (await detail(as['oa.drawee']!, 'DraweeEntity', id)).body.data;
    expect(seen.formActions).toEqual(['Write']);
    const details = seen.details as Record<string, unknown>;
    const documents = (details['documents'] as { documentType: string; fileId: string }[]).map((d) =>
      d.documentType === 'electricityBill' ? { ...d, fileId: '' } : d,
    );
    const bill = await uploadDocument(t, as['oa.drawee']!, 'bill-clear.pdf');
    const res = await submit(
      t,
      as['oa.drawee']!,
      'DraweeEntity',
      {
        ...details,
        documents: documents.map((d) => (d.fileId === '' ? { ...d, fileId: bill } : d)),
      },
      { id },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('Submitted');
  });

  it('goes SLDC → DISCOM → TRANSCO → STOA check → approver I → approver II and gets a number', async () => {
    await verifyAll(t, as['sldc']!, id, 'DraweeEntity');
    const sldcBells = (await bellsOf('sldc')).length;
    expect((await act(t, as['sldc']!, 'ApproveAndForward', id, 'DraweeEntity')).body.data.status).toBe(
      'PendingDISCOMApproval',
    );
    // The SLDC hears nothing of its own step; the applicant does, with the status in words.
    expect((await bellsOf('sldc')).length).toBe(sldcBells);
    expect(await unreadFor('oa.drawee')).toContainEqual(expect.stringMatching(/ is now: Pending DISCOM approval\.$/));
    // Not the TRANSCO's turn yet.
    expect((await act(t, as['transco']!, 'ApproveAndForward', id, 'DraweeEntity')).status).toBe(422);
    expect((await act(t, as['discom']!, 'ApproveAndForward', id, 'DraweeEntity')).body.data.status).toBe(
      'PendingTRANSCOApproval',
    );
    expect((await act(t, as['transco']!, 'ApproveAndForward', id, 'DraweeEntity')).body.data.status).toBe(
      'PendingSTOACheck',
    );
    const checks = (await call(t, 'GET', `/api/Registration/GetMandatoryCheckDetails/${id}`, undefined, as['sldc']))
      .body.data;
    expect(checks.items.find((i: { key: string }) => i.key === 'documents').passed).toBe(true);
    // The fee line in the product's words and its money format (issue 15); unpaid, it blocks the step (issue 17).
    expect(checks.items.find((i: { key: string }) => i.key === 'fee')).toMatchObject({
      passed: false,
      detail: '₹10,000.00 due; not paid yet.',
    });
    expect((await act(t, as['sldc']!, 'ApproveAndForward', id, 'DraweeEntity')).status).toBe(422);
    await settleDues(t, 'Registration', id);
    expect((await act(t, as['sldc']!, 'ApproveAndForward', id, 'DraweeEntity')).body.data.status).toBe('STOAApproved');
    // Approver I's landing has its queue: a tile leading to the registrations waiting on it (issue 15).
    const tiles = (await call(t, 'GET', '/api/Dashboard/Summary', undefined, as['approver1'])).body.data.tiles;
    expect(tiles).toContainEqual({
      key: 'registrationsSTOAApproved',
      label: 'Registrations: Pending SLDC approver I',
      value: 1,
      overdue: 0,
      to: '/registrations?status=STOAApproved',
    });
    // Past its step's clock (3 working days) the tile counts it overdue.
    const start = t.clock.now;
    t.clock.now = new Date('2026-12-01T06:00:00Z');
    try {
      const later = (await call(t, 'GET', '/api/Dashboard/Summary', undefined, as['approver1'])).body.data.tiles;
      expect(later).toContainEqual(expect.objectContaining({ key: 'registrationsSTOAApproved', value: 1, overdue: 1 }));
    } finally {
      t.clock.now = start;
    }
    expect((await act(t, as['approver1']!, 'ApproveAndForward', id, 'DraweeEntity')).body.data.status).toBe(
      'SLDCApproverIApproved',
    );
    const approved = await act(t, as['approver2']!, 'Approve', id, 'DraweeEntity', 'All in order');
    expect(approved.body.data).toMatchObject({ status: 'Approved', registrationNo: 'STOA/DRW/2026/0001' });

    const seen = (await detail(as['oa.drawee']!, 'DraweeEntity', id)).body.data;
    expect(seen).toMatchObject({
      approvedOn: '2026-11-21',
      expiredOn: '2027-11-20',
      canRenew: true,
      formActions: ['ReadOnly'],
    });
    expect(seen.timeline.map((e: { action: string }) => e.action)).toEqual([
      'Submit',
      'Return',
      'Submit',
      'Forward',
      'Forward',
      'Forward',
      'Forward',
      'Forward',
      'Approve',
    ]);
    for (const name of ['discom', 'transco', 'approver1', 'approver2']) {
      expect((await unreadFor(name)).length).toBeGreaterThan(0);
      expect((await mailsTo(name)).length).toBeGreaterThan(0);
    }
    expect((await mailsTo('oa.drawee')).some((s) => s.includes('Approved'))).toBe(true);
  });

  it('lists per role: the applicant its own, the DISCOM its utility, with the §3 row', async () => {
    const own = (
      await call(
        t,
        'GET',
        '/api/Registration/GetDraweeEntityRegistrations?pageNumber=1&pageSize=10',
        undefined,
        as['oa.drawee'],
      )
    ).body.data;
    expect(own.dataCount).toBe(1);
    expect(own.registrationList[0]).toMatchObject({
      registrationNo: 'STOA/DRW/2026/0001',
      consumerNumber: 'EPDC-33-0042',
      stoaDrawlQuantum: 4,
      transmissionZone: 'Itanagar',
      distributionZone: 'Itanagar',
      status: { status: 'Approved', statusDescription: 'Approved' },
    });
    const utility = (
      await call(t, 'GET', '/api/Registration/GetTranscoDiscomRegistrations?status=Approved', undefined, as['discom'])
    ).body.data;
    expect(utility.dataCount).toBe(1);
    const sldcOnly = await call(t, 'GET', '/api/Registration/GetTranscoDiscomRegistrations', undefined, as['sldc']);
    expect(sldcOnly.status).toBe(403);
  });

  it('expires after its validity (the job on a moved clock) and is renewed through the chain', async () => {
    t.clock.advance(366 * 86_400_000);
    expect(await t.app.jobs.runExpiry()).toBe(1);
    const expired = (await detail(as['oa.drawee']!, 'DraweeEntity', id)).body.data;
    expect(expired.status.status).toBe('Expired');

    const details = {
      ...expired.details,
      consumer: { ...expired.details.consumer, contractDemand: 5.5, stoaDrawlQuantum: 5 },
    };
    const renewal = await call(
      t,
      'POST',
      '/api/Registration/RenewDraweeEntityRegistration',
      { isDraft: false, previousRegistrationId: id, details },
      as['oa.drawee'],
    );
    expect(renewal.status).toBe(200);
    const renewalId = renewal.body.data.id as number;
    // A second renewal of the same registration is refused while this one runs.
    const again = await call(
      t,
      'POST',
      '/api/Registration/RenewDraweeEntityRegistration',
      { isDraft: true, previousRegistrationId: id, details },
      as['oa.drawee'],
    );
    expect(errorsOf(again.body)['null']).toBe(REGISTRATION_MESSAGES.renewalInProcess);

    const renewals = (await call(t, 'GET', '/api/Registration/GetRenewalRegistrations', undefined, as['sldc'])).body
      .data;
    expect(renewals.registrationList.map((r: { id: number }) => r.id)).toEqual([renewalId]);
    await verifyAll(t, as['sldc']!, renewalId, 'DraweeEntity');
    await act(t, as['sldc']!, 'ApproveAndForward', renewalId, 'DraweeEntity');
    await act(t, as['discom']!, 'ApproveAndForward', renewalId, 'DraweeEntity');
    await act(t, as['transco']!, 'ApproveAndForward', renewalId, 'DraweeEntity');
    // A renewal raises the renewal fee, not the registration fee (DOMAIN §5).
    const renewalDues = (await duesOf(t, as['oa.drawee']!)).filter((d) => d.recordId === renewalId);
    expect(renewalDues.map((d) => [d.dueType, d.charged, d.recordNo])).toEqual([
      ['RenewalFee', 5000, 'STOA/DRW/2026/0001 (renewal)'],
    ]);
    await settleDues(t, 'Registration', renewalId);
    await act(t, as['sldc']!, 'ApproveAndForward', renewalId, 'DraweeEntity');
    await act(t, as['approver1']!, 'ApproveAndForward', renewalId, 'DraweeEntity');
    const approved = await act(t, as['approver2']!, 'Approve', renewalId, 'DraweeEntity');
    expect(approved.body.data).toMatchObject({ status: 'Approved', registrationNo: 'STOA/DRW/2026/0001' });
    expect((await detail(as['oa.drawee']!, 'DraweeEntity', id)).body.data.status.status).toBe('Renewed');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/InterState/DownloadRegistrationComparisons/${renewalId}`,
      headers: { authorization: `Bearer ${as['oa.drawee']!.jwtToken}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Contract Demand (MW)');
    expect(text).toContain('5.5  (changed)');
    expect(text).not.toContain('EPDC-33-0042  (changed)');
    const detailPdf = await t.app.inject({
      method: 'GET',
      url: `/api/InterState/DownloadRegistrationDetail/${id}`,
      headers: { authorization: `Bearer ${as['discom']!.jwtToken}` },
    });
    expect(detailPdf.statusCode).toBe(200);
    // Dates in both documents read 'MMM DD, YYYY' (spec §9): validity, the form's dates, the timeline's times.
    const detailText = pdfText(detailPdf.rawPayload);
    expect(detailText).toMatch(/Valid to\s*[A-Z][a-z]{2} \d{2}, \d{4}/);
    expect(text).toMatch(/Previous validity to\s*[A-Z][a-z]{2} \d{2}, \d{4}/);
    expect(`${text}${detailText}`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

describe('Utilities see and act only on their own', () => {
  it('a DISCOM of another utility gets 403 on the record, does not list it, and cannot read its documents', async () => {
    const details = await validDetails(t, as['oa.both']!, 'BothEntity', { discom: 'western' });
    const res = await submit(t, as['oa.both']!, 'BothEntity', details);
    expect(res.status).toBe(200);
    const id = res.body.data.id as number;
    expect((await detail(as['discom']!, 'BothEntity', id)).status).toBe(403);
    const list = (
      await call(t, 'GET', '/api/Registration/GetTranscoDiscomRegistrations?pageSize=100', undefined, as['discom'])
    ).body.data;
    expect(list.registrationList.map((r: { id: number }) => r.id)).not.toContain(id);
    const fileId = (details['documents'] as { fileId: string }[])[0]!.fileId;
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/File/Download/${fileId}`,
      headers: { authorization: `Bearer ${as['discom']!.jwtToken}` },
    });
    expect(file.statusCode).toBe(404);
    const sldcFile = await t.app.inject({
      method: 'GET',
      url: `/api/File/Download/${fileId}`,
      headers: { authorization: `Bearer ${as['sldc']!.jwtToken}` },
    });
    expect(sldcFile.statusCode).toBe(200);
    // The TRANSCO (every OA registration names it) reads it.
    expect((await detail(as['transco']!, 'BothEntity', id)).status).toBe(200);
    await verifyAll(t, as['sldc']!, id, 'BothEntity');
    await act(t, as['sldc']!, 'ApproveAndForward', id, 'BothEntity');
    expect((await act(t, as['discom']!, 'ApproveAndForward', id, 'BothEntity')).status).toBe(403);
  });

  it('a registration of another entity type is not found under this one', async () => {
    const list = (await call(t, 'GET', '/api/Registration/GetBothEntityRegistrations', undefined, as['oa.both'])).body
      .data;
    const id = list.registrationList[0].id as number;
    expect((await detail(as['oa.both']!, 'DraweeEntity', id)).status).toBe(404);
    expect(
      (
        await call(
          t,
          'POST',
          '/api/Registration/SubmitDraweeEntityRegistration',
          { isDraft: true, details: {} },
          as['oa.both'],
        )
      ).status,
    ).toBe(422);
  });
});

describe('A trader skips the utility steps', () => {
  it('goes from SLDC verification to the STOA check', async () => {
    const details = await validDetails(t, as['trader']!, 'Trader');
    const res = await submit(t, as['trader']!, 'Trader', details);
    const id = res.body.data.id as number;
    await verifyAll(t, as['sldc']!, id, 'Trader');
    expect((await act(t, as['sldc']!, 'ApproveAndForward', id, 'Trader')).body.data.status).toBe('PendingSTOACheck');
    const checks = (await call(t, 'GET', `/api/Registration/GetMandatoryCheckDetails/${id}`, undefined, as['sldc']))
      .body.data;
    // The licence's validity as the house date (spec §9), not the form's YYYY-MM-DD.
    expect(checks.items.find((i: { key: string }) => i.key === 'licence')).toMatchObject({
      passed: true,
      detail: 'Valid to Dec 31, 2029',
    });
    const fee = (await call(t, 'GET', '/api/Registration/GetRegistrationFee', undefined, as['trader'])).body.data;
    expect(fee).toEqual({ entityType: 'Trader', amount: 10000 });
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.link, `/registrations/view/Trader/${id}`)));
    expect(rows.length).toBeGreaterThan(0);
  });
});
