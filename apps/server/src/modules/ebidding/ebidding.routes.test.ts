/**
 * E-bidding through the API (issue #16): an invitation drafted and sent, bids (one below the floor refused), the
 * DOMAIN §4 worked example cleared exactly on live capacity, the non-bidder withdrawn, two processing calls at once
 * giving one result, the details grid with its charges, the downloads and the expiry job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  EBIDDING_MESSAGES,
  EBIDDING_RULE_MESSAGES,
  INVITATION_EXPORT_COLUMNS,
  PROPOSAL_EXPORT_COLUMNS,
  type SignedInUser,
} from '@stoa/shared';
import {
  applications,
  auditLog,
  ebiddingBids,
  mailOutbox,
  notifications,
  workflowEvents,
} from '../../db/schema/index.ts';
import { allocatedOn, declareAtc, seedParties, type Parties } from '../../test/application-fixtures.ts';
import { seedCongestion } from '../../test/ebidding-fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { expectRealExcel, kindsOf } from '../../test/real-excel.ts';
import { loadSheet } from '../../test/table-file.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';

const E = '/api/EBidding';
// Dec 01, 2026 09:30 IST; the congested day is Jan 05, 2027, 10:00–12:00 (label indexes 40–48).
const START = '2026-12-01T04:00:00Z';
const DAY = '2027-01-05';
const HOUR = 3_600_000;

let t: TestApp;
let p: Parties;
let sldc: SignedInUser;
let approver1: SignedInUser;
let users: Record<string, SignedInUser>;
let congestionId: number;
let ids: number[];

const BIDDERS = [
  { userName: 'oa.injecting', mw: 60, seller: 'injecting', buyer: 'drawee' },
  { userName: 'oa.drawee', mw: 30, seller: 'injecting', buyer: 'drawee' },
  { userName: 'oa.both', mw: 30, seller: 'both', buyer: 'drawee' },
  { userName: 'trader', mw: 20, seller: 'injecting', buyer: 'drawee' },
  // The same applicant's second application: invited, never bids.
  { userName: 'oa.injecting', mw: 10, seller: 'injecting', buyer: 'drawee' },
] as const;

const SENT = {
  subStationDetails: 'Chimpu 132/33 kV: 2 × 50 MVA, loaded to 96 %',
  availableMarginSubstation: 100,
  transmissionSystemDetails: 'Itanagar 132 kV ring: N-1 limit 100 MW',
  nameOfTransmissionSystem: 'Itanagar 132 kV ring',
  lastDateOfSubmission: '2026-12-03',
  deadLine: '17:00',
  bidOpeningDate: '2026-12-04',
  bidOpeningTime: '10:00',
  floorPrice: 2,
  place: 'Itanagar',
  date: '2026-12-01',
  authorizedPersonName: 'R. Tayeng',
  authorizedPersonDesignation: 'Chief Engineer (SLDC)',
};

async function signInEveryone() {
  sldc = await t.signIn('sldc');
  approver1 = await t.signIn('approver1');
  users = {};
  for (const name of ['oa.injecting', 'oa.drawee', 'oa.both', 'trader']) users[name] = await t.signIn(name);
}

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  p = await seedParties(t);
  await declareAtc(t, p.corridorId, DAY, 100);
  ({ congestionId, applicationIds: ids } = await seedCongestion(t, p, {
    date: DAY,
    fromTimeBlock: 40,
    toTimeBlock: 48,
    marginMw: 100,
    applications: [...BIDDERS],
  }));
  await signInEveryone();
});
afterAll(() => t.close());

const bidOf = async (user: SignedInUser, applicationId: number) => {
  const list = await call(t, 'GET', `${E}/GetInvitations?pageNumber=1&pageSize=10`, undefined, user);
  return list.body.data.invitationList.find((r: { applicationId: number }) => r.applicationId === applicationId);
};

const bid = (user: SignedInUser, applicationId: number, quotedBidPrice: number | string, isDraft = false) =>
  call(
    t,
    'POST',
    `${E}/SubmitProposal`,
    {
      applicationId,
      eBiddingInvitationId: congestionId,
      quotedBidPrice,
      place: 'Itanagar',
      authorizedPersonName: 'A. Person',
      authorizedPersonDesignation: 'Director',
      isDraft,
    },
    user,
  );

describe('Form ST2: the invitation', () => {
  it('lists the congestion record as not invited, with its applications, to SLDC roles only', async () => {
    const res = await call(t, 'GET', `${E}/GetAllInvitations?pageNumber=1&pageSize=10`, undefined, approver1);
    expect(res.status).toBe(200);
    expect(res.body.data.dataCount).toBe(1);
    const row = res.body.data.invitationList[0];
    expect(row).toMatchObject({
      id: congestionId,
      status: { status: 'None' },
      availableMargin: 100,
      fromTimeSpan: '10:00',
      toTimeSpan: '12:00',
    });
    expect(row.applicationNos).toHaveLength(5);
    expect((await call(t, 'GET', `${E}/GetAllInvitations`, undefined, users['oa.drawee'])).status).toBe(403);
    const own = await call(t, 'GET', `${E}/GetInvitations`, undefined, users['oa.drawee']);
    expect(own.body.data).toEqual({ invitationList: [], dataCount: 0 });
  });

  it('keeps a draft, writable by the SLDC business user only, read-only for approvers', async () => {
    const draft = await call(t, 'POST', `${E}/Submit`, { id: congestionId, isDraft: true, place: 'Itanagar' }, sldc);
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ status: 'Draft', bidInvitationNo: null });
    const seen = await call(t, 'GET', `${E}/GetById?Id=${congestionId}`, undefined, approver1);
    expect(seen.body.data).toMatchObject({ place: 'Itanagar', access: 'ReadOnly', status: { status: 'Draft' } });
    expect(seen.body.data.eBiddedApplications).toHaveLength(5);
    expect((await call(t, 'GET', `${E}/GetById?Id=${congestionId}`, undefined, sldc)).body.data.access).toBe('Write');
    expect((await call(t, 'POST', `${E}/Submit`, { id: congestionId, isDraft: true }, approver1)).status).toBe(403);
    // A draft invites nobody: the applicant cannot open it.
    expect((await call(t, 'GET', `${E}/GetById?Id=${congestionId}`, undefined, users['oa.drawee'])).status).toBe(404);
  });

  it('refuses to send with the required fields of each step missing, or a deadline in the past', async () => {
    const missing = await call(t, 'POST', `${E}/Submit`, { id: congestionId, isDraft: false }, sldc);
    expect(missing.status).toBe(400);
    const errors = errorsOf(missing.body);
    expect(errors['subStationDetails']).toBe('Sub-station Transformation Capacity Details is required');
    expect(errors['floorPrice']).toBe('Floor Price (Rs/kWh) is required');
    expect(errors['authorizedPersonDesignation']).toBeDefined();
    const past = await call(
      t,
      'POST',
      `${E}/Submit`,
      { id: congestionId, isDraft: false, ...SENT, lastDateOfSubmission: '2026-11-30' },
      sldc,
    );
    expect(past.status).toBe(400);
    expect(past.body.errors?.[0]?.errorMessages[0]).toBe(EBIDDING_MESSAGES.deadlineInPast);
  });

  it('sends it: a number, the bidders invited with a bell and the deadline, then no more edits', async () => {
    const sent = await call(t, 'POST', `${E}/Submit`, { id: congestionId, isDraft: false, ...SENT }, sldc);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'Initiated', bidInvitationNo: 'EB/2026/0001' });
    const bells = await t.database.db.select().from(notifications);
    const invited = bells.filter((n) => n.message.includes('EB/2026/0001'));
    expect(invited).toHaveLength(5);
    expect(invited[0]!.message).toContain('Dec 03, 2026 5:00 PM IST');
    const again = await call(t, 'POST', `${E}/Submit`, { id: congestionId, isDraft: true }, sldc);
    expect(again.status).toBe(422);
    expect(again.body.errors?.[0]?.errorMessages[0]).toBe(EBIDDING_MESSAGES.invitationNotEditable);
  });
});

describe('Form ST3: bids', () => {
  it('shows each invited application to its applicant with Apply, and the form writable', async () => {
    const row = await bidOf(users['oa.drawee']!, ids[1]!);
    expect(row).toMatchObject({ bidInvitationNo: 'EB/2026/0001', bidStatus: { status: 'None' }, floorPrice: 2 });
    const form = await call(t, 'GET', `${E}/GetProposal/${row.rowId}`, undefined, users['oa.drawee']);
    expect(form.body.data).toMatchObject({ access: 'Write', appliedQuantum: 30, floorPrice: 2, applicationId: ids[1] });
    // Another applicant's bid is not theirs to read.
    expect((await call(t, 'GET', `${E}/GetProposal/${row.rowId}`, undefined, users['oa.both'])).status).toBe(404);
  });

  it('refuses a price below the floor with the spec message and saves nothing', async () => {
    const res = await bid(users['oa.drawee']!, ids[1]!, 1.5);
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)['quotedBidPrice']).toBe(EBIDDING_MESSAGES.belowFloor);
    const [row] = await t.database.db.select().from(ebiddingBids).where(eq(ebiddingBids.applicationId, ids[1]!));
    expect(row).toMatchObject({ status: 'None', quotedPrice: null });
  });

  it('takes a draft, then a submission once; the invitation shows Submitted', async () => {
    expect((await bid(users['oa.drawee']!, ids[1]!, 3.5, true)).body.data.status).toBe('Draft');
    expect((await bid(users['oa.injecting']!, ids[0]!, 5)).status).toBe(200);
    expect((await bid(users['oa.drawee']!, ids[1]!, 4)).status).toBe(200);
    expect((await bid(users['oa.both']!, ids[2]!, 3)).status).toBe(200);
    expect((await bid(users['trader']!, ids[3]!, '2.00')).status).toBe(200);
    const twice = await bid(users['oa.drawee']!, ids[1]!, 9);
    expect(twice.status).toBe(422);
    expect(twice.body.errors?.[0]?.errorMessages[0]).toBe(EBIDDING_MESSAGES.bidNotEditable);
    // Not the bidder of that application.
    expect((await bid(users['oa.both']!, ids[0]!, 9)).status).toBe(404);
    const list = await call(t, 'GET', `${E}/GetAllInvitations`, undefined, sldc);
    expect(list.body.data.invitationList[0]).toMatchObject({ status: { status: 'Submitted' }, proposals: 4 });
  });

  it('will not process before the deadline; the preview already clears by the rule', async () => {
    const early = await call(t, 'POST', `${E}/ProcessEBiddingRequest`, { bidInvitationId: congestionId }, sldc);
    expect(early.status).toBe(422);
    expect(early.body.errors?.[0]?.errorMessages[0]).toBe(EBIDDING_RULE_MESSAGES.beforeDeadline);
    const preview = await call(t, 'GET', `${E}/GetProcessDetails/${congestionId}`, undefined, sldc);
    expect(preview.body.data).toMatchObject({
      canApprove: false,
      approveBlockedReason: EBIDDING_RULE_MESSAGES.beforeDeadline,
    });
  });
});

describe('processing after the deadline', () => {
  it('refuses bids after the deadline', async () => {
    t.clock.advance(2 * 24 * HOUR + 8 * HOUR); // Dec 03, 17:30 IST
    await signInEveryone();
    const late = await bid(users['oa.injecting']!, ids[4]!, 6);
    expect(late.status).toBe(422);
    expect(late.body.errors?.[0]?.errorMessages[0]).toBe(EBIDDING_MESSAGES.deadlinePassed);
  });

  it('keeps the bids sealed until the bid opening: no price, no clearing, no processing (DOMAIN §4)', async () => {
    // Dec 03, 17:30 IST: the deadline passed, the opening (Dec 04, 10:00 IST) has not come.
    for (const reader of [sldc, approver1]) {
      const screen = await call(t, 'GET', `${E}/GetProcessDetails/${congestionId}`, undefined, reader);
      expect(screen.status).toBe(200);
      const data = screen.body.data;
      expect(data.congestionDetails.sealedUntil).toBe('2026-12-04T04:30:00.000Z');
      // Who has submitted, in the order of their bids, never by price; nothing else.
      expect(data.proposals.map((r: { applicationId: number }) => r.applicationId)).toEqual(ids.slice(0, 4));
      for (const row of data.proposals) {
        expect(row).toMatchObject({ quotedPrice: null, allocatedQuantum: null, applicablePrice: null });
        expect(row.eBiddingCharge).toBeNull();
      }
      const list = await call(t, 'GET', `${E}/GetProposals/${congestionId}`, undefined, reader);
      expect(list.body.data.map((r: { quotedPrice: number | null }) => r.quotedPrice)).toEqual([
        null,
        null,
        null,
        null,
        null,
      ]);
      const one = await bidOf(users['oa.drawee']!, ids[1]!);
      const form = await call(t, 'GET', `${E}/GetProposal/${one.rowId}`, undefined, reader);
      expect(form.body.data.quotedBidPrice).toBeNull();
      const file = await t.app.inject({
        method: 'GET',
        url: `${E}/DownloadProposals/${congestionId}?format=csv`,
        headers: { authorization: `Bearer ${reader.jwtToken}` },
      });
      expect(file.statusCode).toBe(200);
      expect(file.body).not.toMatch(/\b[45]\.00\b/);
    }
    // The bidder still reads its own price.
    const own = await bidOf(users['oa.drawee']!, ids[1]!);
    const mine = await call(t, 'GET', `${E}/GetProposal/${own.rowId}`, undefined, users['oa.drawee']);
    expect(mine.body.data.quotedBidPrice).toBe(4);
    const early = await call(t, 'POST', `${E}/ProcessEBiddingRequest`, { bidInvitationId: congestionId }, sldc);
    expect(early.status).toBe(422);
    expect(early.body.errors?.[0]?.errorMessages[0]).toBe(
      'Bids are sealed until their opening on Dec 04, 2026 10:00 AM IST: they can be processed from then.',
    );
    // Nothing of the price reached the audit trail either.
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'ebidding.bid.submit'));
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit.map((a) => a.newValues))).not.toContain('quoted');
  });

  it('clears the worked example exactly, once, however many SLDC calls arrive at once', async () => {
    t.clock.advance(16 * HOUR + 30 * 60_000); // Dec 04, 10:00 IST: the bids are opened
    await signInEveryone();
    expect(
      (await call(t, 'POST', `${E}/ProcessEBiddingRequest`, { bidInvitationId: congestionId }, approver1)).status,
    ).toBe(403);
    const [a, b] = await Promise.all([
      call(t, 'POST', `${E}/ProcessEBiddingRequest`, { bidInvitationId: congestionId }, sldc),
      call(t, 'POST', `${E}/ProcessEBiddingRequest`, { bidInvitationId: congestionId }, sldc),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.data.proposals).toEqual(a.body.data.proposals);
    const awards = a.body.data.proposals.map(
      (r: { applicationId: number; allocatedQuantum: number; applicablePrice: number | null }) => [
        ids.indexOf(r.applicationId),
        r.allocatedQuantum,
        r.applicablePrice,
      ],
    );
    expect(awards).toEqual([
      [0, 60, 4],
      [1, 30, 4],
      [2, 10, 3],
      [3, 0, null],
    ]);
    expect(a.body.data.nonBidders.map((n: { applicationId: number }) => n.applicationId)).toEqual([ids[4]]);
    expect(a.body.data.congestionDetails.status.status).toBe('Completed');
    // Capacity held once: 100 MW in the congested blocks, nothing outside them.
    const held = await allocatedOn(t, p.corridorId, DAY);
    expect(held.slice(40, 48)).toEqual(new Array(8).fill(10_000));
    expect(held[39]).toBe(0);
  });

  it('moves each application by its award; the non-bidder is withdrawn; each hears why', async () => {
    const rows = await t.database.db.select().from(applications);
    const statusOf = (id: number) => rows.find((r) => r.id === id)!.status;
    expect(ids.map(statusOf)).toEqual([
      'STOAApproved',
      'STOAApproved',
      'PendingApplicantApproval',
      'NoSTOARejected',
      'Withdrawn',
    ]);
    const steps = await t.database.db.select().from(workflowEvents).where(eq(workflowEvents.recordId, ids[2]!));
    expect(steps.at(-1)).toMatchObject({ action: 'EBidding', toStatus: 'PendingApplicantApproval' });
    expect(steps.at(-1)!.comments).toBe(
      'E-bidding EB/2026/0001: 10.00 MW allocated in its 8 congested blocks at ₹3.00/kWh; 20.00 MWh stand as allocated: accept or withdraw',
    );
    const bells = (await t.database.db.select().from(notifications)).filter((n) =>
      n.message.includes('E-bidding EB/2026/0001'),
    );
    expect(bells.map((n) => n.message).join('\n')).toContain('no bid by the deadline');
    // Each applicant's mail names its own application's outcome (issue 36 item 2).
    const subjects = (await t.database.db.select().from(mailOutbox))
      .map((m) => m.subject.replace(/Application [^\s:]+/, 'Application …'))
      .filter((subject) => subject.endsWith('(e-bidding EB/2026/0001)'));
    expect(subjects.sort()).toEqual(
      ['Approved in full', 'Approved in full', 'Approved in part', 'Rejected: no margin', 'Withdrawn: no bid']
        .map((outcome) => `STOA Portal: Application …: ${outcome} (e-bidding EB/2026/0001)`)
        .sort(),
    );
  });

  it('answers the details grid with the e-bidding charges', async () => {
    const res = await call(t, 'GET', `/api/Payment/GetEbiddingDetails/${ids[2]}`, undefined, users['oa.both']);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      bidInvitationNo: 'EB/2026/0001',
      totalAppliedQuantum: 60,
      totalApprovedQuantum: 20,
      totalPrice: 60_000,
      ebiddingDetails: [
        {
          fromDate: DAY,
          toDate: DAY,
          fromTime: '10:00',
          toTime: '12:00',
          appliedQuantumMw: 30,
          approvedQuantumMw: 10,
          quotedPrice: 3,
          applicablePrice: 3,
          totalPrice: 60_000,
        },
      ],
    });
    const a = await call(t, 'GET', `/api/Payment/GetEbiddingDetails/${ids[0]}`, undefined, sldc);
    expect(a.body.data.totalPrice).toBe(480_000); // 60 MW × 2 h = 120 MWh × ₹4.00/kWh × 1000
    expect(
      (await call(t, 'GET', `/api/Payment/GetEbiddingDetails/${ids[0]}`, undefined, users['oa.both'])).status,
    ).toBe(403);
  });

  it("joins the e-bidding charge to the approved application's charges, instead of the STU energy rate", async () => {
    for (const approver of [approver1, await t.signIn('approver2')]) {
      expect((await call(t, 'POST', `/api/Application/Approve/Advance/${ids[0]}`, {}, approver)).status).toBe(200);
    }
    const res = await call(
      t,
      'GET',
      `/api/Application/GetOpenAccessDetails/${ids[0]}`,
      undefined,
      users['oa.injecting'],
    );
    expect(res.status).toBe(200);
    const lines = res.body.data.charges as {
      label: string;
      quantity: number;
      rate: number;
      amount: number;
      basis: string;
    }[];
    expect(lines.find((l) => l.label === 'STU Charge (E-Bidding EB/2026/0001)')).toMatchObject({
      quantity: 120,
      rate: 4,
      amount: 480_000,
    });
    // The whole schedule lies in the congested period: no energy is left for the STU energy rate.
    expect(lines.filter((l) => l.label === 'STU Charge' && l.basis === 'Rs/kWh')).toEqual([]);
  });

  it('downloads Form ST2 as a PDF and the lists as files', async () => {
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${E}/DownloadById?Id=${congestionId}`,
      headers: { authorization: `Bearer ${sldc.jwtToken}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('EB/2026/0001');
    expect(text).toContain('₹2.00/kWh');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/Ebidding/DownloadAllInvitations?format=csv',
      headers: { authorization: `Bearer ${sldc.jwtToken}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.body).toContain('EB/2026/0001');
    const proposals = await t.app.inject({
      method: 'GET',
      url: `${E}/DownloadProposals/${congestionId}?format=csv`,
      headers: { authorization: `Bearer ${sldc.jwtToken}` },
    });
    expect(proposals.body.split('\n').filter((l) => l.startsWith('STOA/ADV'))).toHaveLength(5);
    expect(proposals.body).toContain('Withdrawn (no bid)');
    // As Excel: prices and MW numbers, the invitation's dates and times of day Date cells (issue 36).
    const files = [
      [`${E}/DownloadProposals/${congestionId}`, 'Proposals', PROPOSAL_EXPORT_COLUMNS],
      ['/api/Ebidding/DownloadAllInvitations', 'Invitations', INVITATION_EXPORT_COLUMNS],
    ] as const;
    for (const [url, sheetName, columns] of files) {
      const file = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${sldc.jwtToken}` } });
      const types = expectRealExcel(await loadSheet(file.rawPayload, sheetName), kindsOf<never>(columns));
      const typeOf = (header: string) => types[columns.findIndex((c) => c.header === header)];
      if (sheetName === 'Proposals') expect(typeOf('Quoted Price (Rs/kWh)')).toBe('number');
      else
        expect([typeOf('Invitation Date'), typeOf('From Time'), typeOf('Floor Price (Rs/kWh)')]).toEqual([
          'date',
          'date',
          'number',
        ]);
    }
  });
});

describe('expiry', () => {
  it('expires an invitation past its deadline without bids and withdraws what it held', async () => {
    const other = await seedCongestion(t, p, {
      date: '2027-01-06',
      fromTimeBlock: 0,
      toTimeBlock: 8,
      marginMw: 5,
      applications: [{ userName: 'oa.drawee', mw: 8, seller: 'injecting', buyer: 'drawee' }],
    });
    const sent = await call(
      t,
      'POST',
      `${E}/Submit`,
      {
        id: other.congestionId,
        isDraft: false,
        ...SENT,
        lastDateOfSubmission: '2026-12-05',
        bidOpeningDate: '2026-12-06',
      },
      sldc,
    );
    expect(sent.status).toBe(200);
    t.clock.advance(3 * 24 * HOUR);
    await t.app.jobs.runDeemed();
    const res = await call(
      t,
      'GET',
      `${E}/GetAllInvitations?status=Expired`,
      undefined,
      (sldc = await t.signIn('sldc')),
    );
    expect(res.body.data.invitationList.map((r: { id: number }) => r.id)).toEqual([other.congestionId]);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, other.applicationIds[0]!));
    expect(row!.status).toBe('Withdrawn');
    // Spec §4: the SLDC's Result of an expired invitation reads what came of it: no bids, nothing to approve.
    const result = await call(t, 'GET', `${E}/GetProcessDetails/${other.congestionId}`, undefined, sldc);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      congestionDetails: { status: { status: 'Expired' }, sealedUntil: null },
      proposals: [],
      canApprove: false,
      approveBlockedReason: EBIDDING_RULE_MESSAGES.noProposals,
    });
  });
});
