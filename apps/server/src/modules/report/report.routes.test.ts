/**
 * The reports through the routes (issue 19), on a worked example. Two FCFS applications approved on 1 Dec 2026 and
 * paid: A (oa.drawee) 5 MW all day 10–12 Dec = 360.00 MWh; C (oa.both) 3 MW on 10 Dec = 72.00 MWh. A's revision
 * cancels 12 Dec (120.00 MWh given up); a curtailment of 4 MW on 10 Dec 10:00–12:00 sheds 5.00 MWh of A and 3.00
 * MWh of C. So A is scheduled 235.00 MWh of 360.00 (65.28 % used), C 69.00 of 72.00 (95.83 %); STU charged ₹18,800.00
 * on A (₹28,800.00 − ₹9,600.00 − ₹400.00) and ₹5,520.00 on C.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  REPORTS,
  REPORT_KEYS,
  navFor,
  reportExportColumns,
  sumsOf,
  type LedgerEntryLike,
  type ReportRow,
  type SignedInUser,
} from '@stoa/shared';
import type { Parties } from '../../test/application-fixtures.ts';
import { xlsxBody } from '../../test/export-file.ts';
import { duesOf, makePayment } from '../../test/payment-fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { expectRealExcel, kindsOf } from '../../test/real-excel.ts';
import { fileCell, loadSheet } from '../../test/table-file.ts';
import { EXAMPLE_DAYS, allDay, twoApprovedFcfs, type Desk } from '../../test/schedule-fixtures.ts';
import { bearer, call, createTestApp, type TestApp } from '../../test/test-app.ts';

const START = '2026-12-01T04:00:00Z';
const DAYS = EXAMPLE_DAYS;
let t: TestApp;
let p: Parties;
let desk: Desk;
let drawee: SignedInUser;
let both: SignedInUser;
let appA: number;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  ({ p, desk, drawee, both, appA } = await twoApprovedFcfs(t));
  const revision = { applicationId: appA, rows: [allDay(DAYS[2]!, DAYS[2]!, 0)], reason: 'Plant outage' };
  const add = await call(t, 'POST', '/api/Revision/Add', revision, drawee);
  expect((await call(t, 'POST', `/api/Revision/Approve/${add.body.data.id}`, {}, desk.sldc)).status).toBe(200);
  const request = {
    corridorId: p.corridorId,
    fromDate: DAYS[0],
    toDate: DAYS[0],
    fromTimeBlock: 40,
    toTimeBlock: 48,
    mw: 4,
    reasonType: 'GridConstraint',
    reason: 'Line tripped',
  };
  const plan = (await call(t, 'POST', '/api/Curtailment/Preview', request, desk.sldc)).body.data;
  const applied = await call(t, 'POST', '/api/Curtailment/Apply', { request, planToken: plan.planToken }, desk.sldc);
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
});
afterAll(() => t.close());

const report = async (key: string, user: SignedInUser, query = '') => {
  const res = await call(t, 'GET', `/api/Report/Get/${key}?pageSize=100${query}`, undefined, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    rows: Record<string, unknown>[];
    dataCount: number;
    totals: Record<string, number>;
    chart: { points: { x: string; values: Record<string, number> }[] } | null;
  };
};

describe('reports on the worked example', () => {
  it('ApplicationDetails: the SLDC sees both, each applicant only its own, with totals of the set', async () => {
    const all = await report('ApplicationDetails', desk.sldc);
    expect(all.dataCount).toBe(2);
    expect(all.totals).toEqual({ requestedMwh: 43200, approvedMwh: 30400 });
    const own = await report('ApplicationDetails', drawee);
    expect(own.rows.map((r) => r['requestedMwh'])).toEqual([36000]);
    expect(own.totals).toEqual({ requestedMwh: 36000, approvedMwh: 23500 });
    const bothOwn = await report('ApplicationDetails', both);
    expect(bothOwn.totals).toEqual({ requestedMwh: 7200, approvedMwh: 6900 });
  });

  it('UnderUtilizedSTOAReport: approved = scheduled + revised away + curtailed; least used first', async () => {
    const r = await report('UnderUtilizedSTOAReport', desk.sldc);
    expect(
      r.rows.map((x) => [x['approvedMwh'], x['revisedMwh'], x['curtailedMwh'], x['scheduledMwh'], x['utilisation']]),
    ).toEqual([
      [36000, 12000, 500, 23500, 6528],
      [7200, 0, 300, 6900, 9583],
    ]);
  });

  it('RevisionSummary and CurtailmentReport: energy given up and shed', async () => {
    const rev = await report('RevisionSummary', desk.sldc);
    expect(rev.rows).toHaveLength(1);
    expect(rev.rows[0]).toMatchObject({
      status: 'Approved',
      energyBefore: 36000,
      energyAfter: 24000,
      energyReduced: 12000,
    });
    const cur = await report('CurtailmentReport', desk.sldc);
    expect(cur.rows[0]).toMatchObject({ mw: 400, applications: 2, energyShed: 800, reasonType: 'GridConstraint' });
    expect((await report('CurtailmentReport', both)).rows[0]).toMatchObject({ applications: 1, energyShed: 300 });
    expect(cur.chart?.points).toEqual([{ x: '2026-12', values: { energyShed: 800 } }]);
  });

  it('STU charges: every figure is the ledger sum (sumsOf) of the dues listed', async () => {
    const stu = await report('STOACharges', desk.sldc);
    const entries = (
      (await t.database.db.execute(sql`select d.record_type as "recordType", d.record_id as "recordId",
          d.due_type as "dueType", e.kind, e.amount_paise::int as "amountPaise"
        from ledger_entries e join dues d on d.id = e.due_id where d.due_type = 'STUCharges'`)) as unknown as {
        rows: LedgerEntryLike[];
      }
    ).rows;
    const s = sumsOf(entries);
    expect(stu.totals).toEqual({
      charged: s.chargedPaise,
      paid: s.settledPaise - s.tdsPaise,
      tds: s.tdsPaise,
      refunded: s.refundedPaise,
      outstanding: s.balancePaise,
    });
    expect(stu.totals['charged']).toBe(1_880_000 + 552_000);
    const own = await report('STOACharges', drawee);
    expect(own.rows.map((r) => r['charged'])).toEqual([1_880_000]);
  });

  it('FinancialSummary adds up to the whole ledger of the parties', async () => {
    const fin = await report('FinancialSummary', desk.sldc);
    const [all] = (
      (await t.database.db.execute(
        sql`select coalesce(sum(amount_paise), 0)::bigint as total from ledger_entries`,
      )) as unknown as {
        rows: { total: string }[];
      }
    ).rows;
    expect(fin.totals['outstanding']).toBe(Number(all!.total));
    const own = await report('FinancialSummary', both);
    expect(own.rows.every((r) => r['party'] === own.rows[0]!['party'])).toBe(true);
  });

  it('filters: type, status, date range, corridor, entity; sorts; pages', async () => {
    expect((await report('ApplicationDetails', desk.sldc, '&fromDate=2026-12-11')).dataCount).toBe(1);
    expect((await report('ApplicationDetails', desk.sldc, '&toDate=2026-12-09')).dataCount).toBe(0);
    expect((await report('ApplicationDetails', desk.sldc, '&type=Advance')).dataCount).toBe(0);
    expect((await report('ApplicationDetails', desk.sldc, `&corridorId=${p.corridorId}`)).dataCount).toBe(2);
    const sorted = await report('ApplicationDetails', desk.sldc, '&sortBy=requestedMwh&sortOrder=asc');
    expect(sorted.rows.map((r) => r['requestedMwh'])).toEqual([7200, 36000]);
    const page2 = await call(
      t,
      'GET',
      '/api/Report/Get/ApplicationDetails?pageSize=10&pageNumber=2',
      undefined,
      desk.sldc,
    );
    expect([page2.body.data.rows.length, page2.body.data.dataCount]).toEqual([0, 2]);
    const bad = await call(t, 'GET', '/api/Report/Get/ApplicationDetails?sortBy=password', undefined, desk.sldc);
    expect([bad.status, bad.body.errors![0]!.fieldName]).toEqual([400, 'sortBy']);
    const wrongType = await call(t, 'GET', '/api/Report/Get/ApplicationDetails?type=Nope', undefined, desk.sldc);
    expect([wrongType.status, wrongType.body.errors![0]!.errorMessages[0]]).toEqual([
      400,
      'Application Type is not valid',
    ]);
    const dates = await call(
      t,
      'GET',
      '/api/Report/Get/ApplicationDetails?fromDate=2026-12-10&toDate=2026-12-01',
      undefined,
      desk.sldc,
    );
    expect(dates.status).toBe(400);
    expect((await call(t, 'GET', '/api/Report/Get/Nope', undefined, desk.sldc)).status).toBe(400);
  });

  it('downloads: the xlsx has every row and the screen figures; the PDF prints the filters and totals', async () => {
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/Report/Export/ApplicationDetails?format=xlsx&sortBy=requestedMwh&sortOrder=desc',
      headers: bearer(desk.sldc),
    });
    expect(xlsx.statusCode).toBe(200);
    const header = REPORTS.ApplicationDetails.columns.map((c) => c.header);
    const sheet = await xlsxBody(xlsx, {
      fileName: 'Application Details 2026-12-01.xlsx',
      sheetName: 'Application Details',
      header,
    });
    expect(sheet.map((r) => [r[7], r[8], r[9]])).toEqual([
      [360, 235, 'Approved'],
      [72, 69, 'Approved'],
    ]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: '/api/Report/Export/STOACharges?format=pdf&fromDate=2026-11-01',
      headers: bearer(desk.sldc),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('STU Charges');
    expect(text).toContain('Filters: Raised on: Nov 01, 2026 to the end');
    expect(text).toContain('2 rows.');
    expect(text).toMatch(/Total[\s\S]*₹24,320\.00/);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/Report/Export/ApplicationDetails?format=xlsx',
      headers: bearer(both),
    });
    const ownRows = await xlsxBody(own, {
      fileName: 'Application Details 2026-12-01.xlsx',
      sheetName: 'Application Details',
      header,
    });
    expect(ownRows.map((r) => r[7])).toEqual([72]);
  });
});

describe('payments and refunds: the receipt and refund reports add up to what was paid and refunded', () => {
  it('a reconciled fee payment and a refund appear with their amounts, each to its own party', async () => {
    const submit = await call(
      t,
      'POST',
      '/api/Application/Submit/FCFS',
      {
        isDraft: false,
        sellerRegistrationId: p.injecting,
        buyerRegistrationId: p.drawee,
        timeBlocks: [allDay(DAYS[1]!, DAYS[1]!, 1)],
      },
      drawee,
    );
    expect(submit.status, JSON.stringify(submit.body)).toBe(200);
    const fee = (await duesOf(t, drawee)).filter(
      (d) => d.recordId === submit.body.data.id && d.dueType === 'ApplicationFee',
    );
    const paid = await makePayment(t, drawee, fee);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await call(t, 'POST', `/api/Payment/Approve/${paid.body.data.paymentId}`, {}, desk.sldc)).status).toBe(200);
    const refund = await call(
      t,
      'POST',
      '/api/Payment/MakeRefund',
      {
        applicationId: appA,
        amount: 1000,
        mode: 'NEFT',
        referenceNumber: 'UTRREFUND1',
        refundDate: '2026-12-01',
      },
      desk.sldc,
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);

    const receipts = await report('PaymentReceiptSummary', desk.sldc, '&status=Approved');
    expect(receipts.totals).toEqual({ gross: 500_000, tds: 0, amount: 500_000 });
    expect(receipts.rows[0]).toMatchObject({ mode: 'NEFT', status: 'Approved', paymentDate: '2026-12-01' });
    expect((await report('PaymentReceiptSummary', both)).dataCount).toBe(0);
    const refunds = await report('RefundReport', desk.sldc);
    expect(refunds.totals).toEqual({ amount: 100_000, tdsToReverse: 0 });
    expect(refunds.chart?.points).toEqual([{ x: '2026-12', values: { amount: 100_000 } }]);
    expect((await report('RefundReport', drawee)).dataCount).toBe(1);
    expect((await report('RefundReport', both)).dataCount).toBe(0);
  });
});

describe('every report answers, downloads, and keeps to its reader', () => {
  it('the SLDC: each of the 18 as a page, an xlsx of every row (real Excel, the page values) and a PDF', async () => {
    const typesSeen = new Set<string | null>();
    for (const key of REPORT_KEYS) {
      const page = await report(key, desk.sldc);
      const xlsx = await t.app.inject({ method: 'GET', url: `/api/Report/Export/${key}`, headers: bearer(desk.sldc) });
      const title = REPORTS[key].title;
      const columns = reportExportColumns(REPORTS[key]);
      const rows = await xlsxBody(xlsx, {
        fileName: `${title} 2026-12-01.xlsx`,
        sheetName: title.slice(0, 31),
        header: columns.map((c) => c.header),
      });
      expect(rows.length, key).toBe(page.dataCount);
      // Every cell of its column's kind (issue 36): dates and instants Date cells, MW, MWh, ₹, % and counts numbers.
      const sheet = await loadSheet(xlsx.rawPayload, title.slice(0, 31));
      for (const type of expectRealExcel(sheet, kindsOf(columns))) typesSeen.add(type);
      expect(rows, key).toEqual(page.rows.map((row) => columns.map((c) => fileCell(c, row as ReportRow))));
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/Report/Export/${key}?format=pdf`,
        headers: bearer(desk.sldc),
      });
      expect(pdf.statusCode, key).toBe(200);
    }
    expect([...typesSeen]).toEqual(expect.arrayContaining(['date', 'number', 'text']));
  });

  it("another applicant's rows never appear, on the screen or in the file", async () => {
    const a = (await report('ApplicationDetails', desk.sldc)).rows.find((r) => r['requestedMwh'] === 36000)!;
    const foreign = [String(a['applicationNo']), String(a['applicant'])];
    const readable = REPORT_KEYS.filter((k) => REPORTS[k].readers.includes('OABusinessUser'));
    for (const key of readable) {
      const page = await report(key, both);
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/Report/Export/${key}?format=pdf`,
        headers: bearer(both),
      });
      const text = `${JSON.stringify(page.rows)}\n${pdfText(file.rawPayload)}`;
      for (const word of foreign) expect(text, `${key}: ${word}`).not.toContain(word);
    }
  });
});

describe('who reads which report (spec §2.6)', () => {
  const HIDDEN_FROM_APPLICANTS = [
    'MarginAvailibility',
    'MarginAvailibilityInterState',
    'RegistrationSummaryReport',
    'BilateralTransactionSummaryReport',
    'PowerExchangeTransactionSummaryReport',
  ];
  const UTILITY = ['PendingRegistrations', 'RegistrationSummaryReport'];
  const readable: Record<string, (key: string) => boolean> = {
    admin: () => false,
    'oa.injecting': (k) => !HIDDEN_FROM_APPLICANTS.includes(k),
    'oa.drawee': (k) => !HIDDEN_FROM_APPLICANTS.includes(k),
    'oa.both': (k) => !HIDDEN_FROM_APPLICANTS.includes(k),
    trader: (k) => !HIDDEN_FROM_APPLICANTS.includes(k),
    sldc: () => true,
    approver1: () => true,
    approver2: () => true,
    discom: (k) => UTILITY.includes(k),
    transco: (k) => UTILITY.includes(k),
  };

  it('18 reports × 10 users: 200 for a reader, 403 for the rest; the nav offers exactly the readable ones', async () => {
    expect(REPORT_KEYS).toHaveLength(18);
    for (const [userName, reads] of Object.entries(readable)) {
      const user = await t.signIn(userName);
      const got = [];
      for (const key of REPORT_KEYS) {
        got.push([key, (await call(t, 'GET', `/api/Report/Get/${key}`, undefined, user)).status]);
      }
      expect(got, userName).toEqual(REPORT_KEYS.map((key) => [key, reads(key) ? 200 : 403]));
      const links = navFor(user.role).find((s) => s.key === 'reports')?.items.length ?? 0;
      expect(links, userName).toBe(REPORT_KEYS.filter(reads).length);
    }
  });

  it("a utility sees only its own utility's registrations", async () => {
    const discom = await t.signIn('discom');
    const r = await report('RegistrationSummaryReport', discom);
    const [row] = (
      (await t.database.db
        .execute(sql`select count(*)::int as n from registrations g join users u on u.user_name = 'discom'
        where g.status <> 'Draft' and g.discom_id = u.utility_id`)) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(r.dataCount).toBe(row!.n);
  });
});
