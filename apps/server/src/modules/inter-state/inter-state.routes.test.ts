import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INTER_STATE_MESSAGES, REGISTRATION_MESSAGES, REASON_MESSAGES, type SignedInUser } from '@stoa/shared';
import { mailOutbox, notifications, users } from '../../db/schema/index.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';
import { uploadDocument } from '../../test/registration-fixtures.ts';
import {
  BASE,
  actOn,
  getInterState,
  submitInterState,
  validInterState,
  verifyAllDocuments,
} from './inter-state-fixtures.ts';

let t: TestApp;
const as: Record<string, SignedInUser> = {};
beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  for (const name of ['oa.drawee', 'oa.injecting', 'trader', 'sldc', 'approver1', 'approver2', 'discom', 'transco']) {
    as[name] = await t.signIn(name);
  }
});
afterAll(() => t.close());

const list = (user: SignedInUser, query = '') =>
  call(t, 'GET', `${BASE}/GetAll?pageNumber=1&pageSize=10${query}`, undefined, user);

async function inboxOf(userName: string): Promise<{ bell: string[]; mail: string[] }> {
  const [user] = await t.database.db.select().from(users).where(eq(users.userName, userName));
  const bell = await t.database.db.select().from(notifications).where(eq(notifications.userId, user!.id));
  const mail = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user!.email));
  return { bell: bell.map((n) => n.message), mail: mail.map((m) => m.subject) };
}

describe('An OA applicant registers a C&I consumer for inter-state transactions', () => {
  let id: number;

  it("refuses a submission with missing fields, naming each with '{label} is required'", async () => {
    const res = await submitInterState(t, as['oa.drawee']!, {
      general: { sector: 'C&I Consumer' },
      connection: { maxInjectionMw: '0', maxDrawlMw: '0' },
      contact: { contactNumber: '123' },
      documents: [],
      declaration: {},
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toMatchObject({
      'general.rldc': 'RLDC is required',
      'connection.connectivityPoint': 'Connectivity Point is required',
      'connection.meterNumber': 'Interface meter (SEM) number is required',
      'connection.maxInjectionMw': INTER_STATE_MESSAGES.injectionOrDrawl,
      'contact.contactNumber': 'Mobile number is invalid.',
      'documents.authorisationLetter': 'Authorisation Letter is required',
      'documents.meterCertificate': 'Interface Meter (SEM) Certificate is required',
      'declaration.accurate': INTER_STATE_MESSAGES.declaration,
    });
  });

  it('refuses a sector that is not of the role, and a document uploaded by someone else', async () => {
    const mine = await validInterState(t, as['oa.drawee']!, 'C&I Consumer');
    const asTrader = await submitInterState(
      t,
      as['oa.drawee']!,
      { ...mine, general: { sector: 'Trader' } },
      {
        isDraft: true,
      },
    );
    expect(asTrader.status).toBe(400);
    expect(errorsOf(asTrader.body)['general.sector']).toBe(INTER_STATE_MESSAGES.sectorNotYours);

    const foreign = await uploadDocument(t, as['oa.injecting']!, 'foreign.pdf');
    const docs = mine['documents'] as { documentType: string; fileId: string }[];
    const res = await submitInterState(t, as['oa.drawee']!, {
      ...mine,
      documents: docs.map((d) => (d.documentType === 'meterCertificate' ? { ...d, fileId: foreign } : d)),
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)['documents.meterCertificate']).toBe(INTER_STATE_MESSAGES.fileNotOwn);
  });

  it('saves a draft unchecked, seen by its owner only', async () => {
    const draft = await call(
      t,
      'POST',
      `${BASE}/Submit`,
      { isDraft: true, details: { general: { sector: 'C&I Consumer' }, connection: { maxDrawlMw: 'x' } } },
      as['oa.drawee'],
    );
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ status: 'Draft', version: 1 });
    id = draft.body.data.id;
    expect((await getInterState(t, as['sldc']!, id)).status).toBe(403);
    expect((await list(as['sldc']!)).body.data.dataCount).toBe(0);
    const own = await getInterState(t, as['oa.drawee']!, id);
    expect(own.body.data).toMatchObject({ formActions: ['Write'], actions: ['Submit'], sector: 'C&I Consumer' });
    // A second record of the same sector waits until this one is decided.
    const second = await call(
      t,
      'POST',
      `${BASE}/Submit`,
      { isDraft: true, details: { general: { sector: 'C&I Consumer' } } },
      as['oa.drawee'],
    );
    expect(second.status).toBe(422);
    expect(errorsOf(second.body)['null']).toBe(INTER_STATE_MESSAGES.alreadyOpen);
  });

  it('submits the draft; the SLDC business user is asked to verify it', async () => {
    const details = await validInterState(t, as['oa.drawee']!, 'C&I Consumer');
    const stale = await submitInterState(t, as['oa.drawee']!, details, { id, version: 99 });
    expect(stale.status).toBe(409);
    const res = await submitInterState(t, as['oa.drawee']!, details, { id, version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: 'Submitted' });
    // Named by entity and sector before it has a number, the status in words (issue #15).
    expect((await inboxOf('sldc')).bell).toContainEqual(
      expect.stringMatching(
        /^Inter-state registration of .+ \(C&I Consumer\) awaits your action \(Pending SLDC verification\)\.$/,
      ),
    );
    // The runner never tells the actor of its own step (issue #13).
    expect((await inboxOf('oa.drawee')).mail.some((s) => s.includes('Pending SLDC verification'))).toBe(false);
  });

  it("is on the SLDC business user's landing: count, overdue once its clock has run out, the filtered list", async () => {
    const queueOf = async (user: SignedInUser) =>
      (await call(t, 'GET', '/api/Dashboard/Summary', undefined, user)).body.data.tiles.find(
        (x: { key: string }) => x.key === 'interStateToActOn',
      );
    const tile = { key: 'interStateToActOn', label: 'Inter-state registrations to act on' };
    const sldcList = { ...tile, value: 1, to: '/inter-state-registration?status=Submitted' };
    expect(await queueOf(as['sldc']!)).toEqual({ ...sldcList, overdue: 0 });
    expect((await list(as['sldc']!, '&status=Submitted')).body.data.dataCount).toBe(1);
    const start = t.clock.now;
    t.clock.now = new Date('2026-12-01T06:00:00Z');
    try {
      expect(await queueOf(as['sldc']!)).toEqual({ ...sldcList, overdue: 1 });
    } finally {
      t.clock.now = start;
    }
    const approver1 = { ...tile, value: 0, overdue: 0, to: '/inter-state-registration?status=STOAApproved' };
    expect(await queueOf(as['approver1']!)).toEqual(approver1);
    expect(await queueOf(as['oa.drawee']!)).toBeUndefined();
  });

  it('cannot be forwarded before its documents are verified; Reject and Seek Clarification need comments', async () => {
    const seen = (await getInterState(t, as['sldc']!, id)).body.data;
    expect(seen.actionBar).toEqual([
      expect.objectContaining({
        action: 'Forward',
        label: 'Verify and Forward',
        commentRequired: false,
        disabledReason: REGISTRATION_MESSAGES.documentsUnverified,
      }),
      expect.objectContaining({ action: 'Reject', label: 'Reject', commentRequired: true, disabledReason: null }),
      expect.objectContaining({ action: 'Return', label: 'Seek Clarification', commentRequired: true }),
    ]);
    expect(seen.clock).toMatchObject({ isOverdue: false, workingDaysLeft: 3 });
    const listed = (await list(as['sldc']!)).body.data.registrationList.find((r: { id: number }) => r.id === id);
    expect(listed.clock).toEqual(seen.clock);
    expect(seen.timeline[0]).toMatchObject({
      action: 'Submit',
      actionLabel: 'Submit',
      toStatusLabel: 'Pending SLDC verification',
    });
    const early = await actOn(t, as['sldc']!, 'ApproveAndForward', id);
    expect(early.status).toBe(422);
    expect(errorsOf(early.body)['null']).toBe(REGISTRATION_MESSAGES.documentsUnverified);
    for (const path of ['Reject', 'SeekClarification'] as const) {
      const res = await actOn(t, as['sldc']!, path, id);
      expect(res.status).toBe(400);
      expect(errorsOf(res.body)['comments']).toBe(REASON_MESSAGES.reasonOrComments);
    }
  });

  it('refuses the wrong role: 422 when the table has no such step, 403 when the role never acts', async () => {
    expect((await actOn(t, as['approver1']!, 'ApproveAndForward', id)).status).toBe(422);
    expect((await actOn(t, as['approver2']!, 'Approve', id)).status).toBe(422);
    expect((await actOn(t, as['oa.drawee']!, 'ApproveAndForward', id)).status).toBe(403);
    expect((await actOn(t, as['transco']!, 'Reject', id, 'No')).status).toBe(403);
    expect((await call(t, 'POST', `${BASE}/Submit`, { isDraft: true, details: {} }, as['sldc'])).status).toBe(403);
    const marks = { files: [{ fileId: '5b0e3c1e-6a53-4c0e-9d1a-0f6f2b7c1a01', isValid: true }] };
    const verify = `${BASE}/SaveFileValidationDetails/${id}`;
    expect((await call(t, 'POST', verify, marks, as['approver1'])).status).toBe(403);
  });

  it('is returned for clarification, edited by its owner and submitted again', async () => {
    const returned = await actOn(t, as['sldc']!, 'SeekClarification', id, 'The meter certificate is unreadable');
    expect(returned.body.data.status).toBe('SLDCReturned');
    const seen = (await getInterState(t, as['oa.drawee']!, id)).body.data;
    expect(seen.formActions).toEqual(['Write']);
    const meter = await uploadDocument(t, as['oa.drawee']!, 'meter-clear.pdf');
    const documents = (seen.details.documents as { documentType: string; fileId: string }[]).map((d) =>
      d.documentType === 'meterCertificate' ? { ...d, fileId: meter } : d,
    );
    const res = await submitInterState(t, as['oa.drawee']!, { ...seen.details, documents }, { id });
    expect(res.body.data.status).toBe('Submitted');
    const files = (await getInterState(t, as['sldc']!, id)).body.data.files as { fileName: string }[];
    expect(files.map((f) => f.fileName)).toEqual(['letter.pdf', 'meter-clear.pdf']);
  });

  it('goes SLDC → approver I → approver II and gets its number and validity', async () => {
    const atSldc = (await getInterState(t, as['sldc']!, id)).body.data;
    expect(atSldc).toMatchObject({ canVerifyDocuments: true, actions: ['Forward', 'Reject', 'Return'] });
    await verifyAllDocuments(t, as['sldc']!, id);
    expect((await actOn(t, as['sldc']!, 'ApproveAndForward', id)).body.data.status).toBe('STOAApproved');
    // The marks are the SLDC's while the record awaits its verification only.
    const files = atSldc.files as { fileId: string }[];
    const late = await call(
      t,
      'POST',
      `${BASE}/SaveFileValidationDetails/${id}`,
      { files: [{ fileId: files[0]!.fileId, isValid: false, comments: 'Too late' }] },
      as['sldc'],
    );
    expect(late.status).toBe(422);
    expect(errorsOf(late.body)['null']).toBe(INTER_STATE_MESSAGES.verifyOnlySubmitted);
    expect((await actOn(t, as['approver1']!, 'ApproveAndForward', id)).body.data.status).toBe('SLDCApproverIApproved');
    const approved = await actOn(t, as['approver2']!, 'Approve', id, 'In order');
    expect(approved.body.data).toMatchObject({ status: 'Approved', registrationNo: 'STOA/IS/2026/0001' });

    const seen = (await getInterState(t, as['oa.drawee']!, id)).body.data;
    expect(seen).toMatchObject({
      approvedOn: '2026-11-21',
      expiredOn: '2027-11-20',
      formActions: ['ReadOnly'],
      canVerifyDocuments: false,
      status: { status: 'Approved', statusDescription: 'Approved' },
    });
    expect(seen.timeline.map((e: { action: string }) => e.action)).toEqual([
      'Submit',
      'Return',
      'Submit',
      'Forward',
      'Forward',
      'Approve',
    ]);
    expect(seen.timeline[1]).toMatchObject({
      comments: 'The meter certificate is unreadable',
      actorRole: 'SLDC Business User',
    });
    for (const name of ['approver1', 'approver2']) expect((await inboxOf(name)).bell.length).toBeGreaterThan(0);
    expect(
      (await inboxOf('oa.drawee')).mail.some((s) =>
        s.includes('Inter-state registration STOA/IS/2026/0001 is Approved'),
      ),
    ).toBe(true);
    expect((await inboxOf('oa.drawee')).bell.length).toBeGreaterThan(0);
  });

  it('lists with the row of the list: owner, SLDC and TRANSCO; filters by status, sector and entity name', async () => {
    const own = (await list(as['oa.drawee']!)).body.data;
    expect(own.dataCount).toBe(1);
    expect(own.registrationList[0]).toMatchObject({
      id,
      registrationNo: 'STOA/IS/2026/0001',
      entityName: 'Itanagar Cement Works',
      sector: 'C&I Consumer',
      rldc: 'NERLDC',
      maxInjectionMw: 0,
      maxDrawlMw: 12.5,
      transmissionZone: 'Itanagar',
      expiredOn: '2027-11-20',
      status: { status: 'Approved' },
    });
    expect((await list(as['transco']!, '&status=Approved&sector=C%26I%20Consumer')).body.data.dataCount).toBe(1);
    expect((await list(as['sldc']!, '&entityName=cement')).body.data.dataCount).toBe(1);
    expect((await list(as['sldc']!, '&sector=Trader')).body.data.dataCount).toBe(0);
    const transco = (await getInterState(t, as['transco']!, id)).body.data;
    expect(transco).toMatchObject({ formActions: ['ReadOnly'], actions: [] });
  });

  it('keeps it from another applicant: 403 on the record, absent from its list', async () => {
    expect((await getInterState(t, as['oa.injecting']!, id)).status).toBe(403);
    expect((await list(as['oa.injecting']!)).body.data.dataCount).toBe(0);
    expect((await getInterState(t, as['oa.injecting']!, 999_999)).status).toBe(404);
  });

  it('serves its documents through InterState/DownloadFile to those who may see it', async () => {
    const files = (await getInterState(t, as['sldc']!, id)).body.data.files as { fileId: string; fileName: string }[];
    const url = `/api/InterState/DownloadFile/${files[0]!.fileId}`;
    for (const name of ['oa.drawee', 'sldc', 'transco']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${as[name]!.jwtToken}` },
      });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-disposition']).toContain('attachment; filename="letter.pdf"');
      expect(res.body.startsWith('%PDF')).toBe(true);
    }
    // Those who may not see it are told it does not exist (issue #12), as for an unknown id.
    for (const name of ['oa.injecting', 'discom', 'trader']) {
      expect((await call(t, 'GET', url, undefined, as[name])).status, name).toBe(404);
    }
    const unknown = '/api/InterState/DownloadFile/5b0e3c1e-6a53-4c0e-9d1a-0f6f2b7c1a99';
    expect((await call(t, 'GET', unknown, undefined, as['sldc'])).status).toBe(404);
  });
});

describe('Other owners', () => {
  it('a DISCOM user registers its distribution company (sector DISCOM) through the same chain', async () => {
    const discom = as['discom']!;
    const details = await validInterState(t, discom, 'DISCOM');
    const wrong = await submitInterState(t, discom, { ...details, general: { sector: 'IPP', rldc: 'NERLDC' } });
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong.body)['general.sector']).toBe(INTER_STATE_MESSAGES.sectorNotYours);

    const res = await submitInterState(t, discom, details);
    expect(res.status).toBe(200);
    const id = res.body.data.id as number;
    const row = (await list(discom)).body.data.registrationList[0];
    expect(row).toMatchObject({ id, sector: 'DISCOM', entityName: 'Eastern Power Distribution Company' });

    const rejected = await actOn(t, as['sldc']!, 'Reject', id, 'Not an inter-state entity');
    expect(rejected.body.data.status).toBe('SLDCRejected');
    expect((await getInterState(t, discom, id)).body.data.formActions).toEqual(['ReadOnly']);
    // Decided: a new one of the same sector may start.
    const again = await call(
      t,
      'POST',
      `${BASE}/Submit`,
      { isDraft: true, details: { general: { sector: 'DISCOM' } } },
      discom,
    );
    expect(again.status).toBe(200);
  });

  it('a trader registers as a trader; approvers return it to its owner', async () => {
    const trader = as['trader']!;
    const res = await submitInterState(t, trader, await validInterState(t, trader, 'Trader'));
    const id = res.body.data.id as number;
    await verifyAllDocuments(t, as['sldc']!, id);
    await actOn(t, as['sldc']!, 'ApproveAndForward', id);
    const back = await actOn(t, as['approver1']!, 'SeekClarification', id, 'Give the CERC licence number');
    expect(back.body.data.status).toBe('Returned');
    const seen = (await getInterState(t, trader, id)).body.data;
    expect(seen).toMatchObject({ formActions: ['Write'], actions: ['Submit'] });
    // The verification marks survive a resubmission with the same files.
    const again = await submitInterState(t, trader, seen.details, { id });
    expect(again.body.data.status).toBe('Submitted');
    const files = (await getInterState(t, as['sldc']!, id)).body.data.files as { isValid: boolean | null }[];
    expect(files.every((f) => f.isValid === true)).toBe(true);
  });
});
