/**
 * Supplementary TDS challans through the routes (DOMAIN §5 "Every deduction can be deposited"), worked by hand. The
 * drawee withholds 2 % TDS on application fees and STU charges. Two day-ahead applications of 1 MW for a whole day:
 * each ₹5,000.00 fee (TDS ₹100.00) and 24 MWh × ₹0.08/kWh = ₹1,920.00 of STU charges (TDS ₹38.40).
 * - 20 Oct: application 1's fee and STU charges paid and reconciled: ₹138.40 withheld. The October challan (₹138.40,
 *   deposited 5 Nov, on time: due 7 Nov) is approved on 5 Nov, with no interest.
 * - A payment back-dated to 25 Oct, reconciled on 10 Nov, withholds ₹100.00 (application 2's fee): October shows
 *   ₹138.40 deposited, ₹100.00 not deposited, 'Supplementary challan due', overdue at once (recorded after 7 Nov);
 *   deposited that day it would draw ₹100.00 × 1.5 % × 2 months (October, November) = ₹3.00.
 * - 12 Dec: the supplementary challan of exactly ₹100.00. While it waits, a payment dated 28 Oct withholds ₹38.40
 *   (application 2's STU charges): it is not on it. Approved on 15 Dec: ₹100.00 × 1.5 % × 3 months (October,
 *   November, December) = ₹4.50 of interest; the ₹38.40 is due on the next supplementary challan.
 * - 5 Jan: the second supplementary challan (₹38.40) is reverted, uploaded again and approved: ₹38.40 × 1.5 % ×
 *   4 months (October to January) = ₹2.304 → ₹2.30. October is Approved: ₹276.80 deposited, ₹6.80 interest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TDS_MESSAGES, type DueRow, type MonthlyTdsRow, type SignedInUser, type TdsDetails } from '@stoa/shared';
import { row, seedParties, type Parties } from '../../test/application-fixtures.ts';
import { csvRows, getFile } from '../../test/export-file.ts';
import { duesOf, makePayment } from '../../test/payment-fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bearer, call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf, pdfBytes, upload } from '../../test/upload.ts';
import { TDS_CHALLAN_REMINDERS_JOB } from './payment-jobs.ts';

const P = '/api/Payment';
// 20 October 2026, 09:30 in Kolkata: day-ahead for 21 and 22 October is open until 15:00.
const START = '2026-10-20T04:00:00Z';

let t: TestApp;
let p: Parties;
let drawee: SignedInUser;
let sldc: SignedInUser;
const apps: number[] = [];

/** 11:30 in Kolkata on a date. */
const on = (date: string) => (t.clock.now = new Date(`${date}T06:00:00Z`));

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  p = await seedParties(t);
  drawee = await t.signIn('oa.drawee');
  sldc = await t.signIn('sldc');
  for (const chargeType of ['ApplicationFee', 'STUCharges']) {
    const tds = { chargeType, ratePercent: 2, section: '194C', effectiveFrom: '2026-10-20' };
    expect((await call(t, 'POST', '/api/Configuration/Tds/Add', tds, drawee)).status).toBe(200);
  }
  for (const delivery of ['2026-10-21', '2026-10-22']) {
    const body = {
      isDraft: false,
      sellerRegistrationId: p.injecting,
      buyerRegistrationId: p.drawee,
      timeBlocks: [row(delivery, 0, 96, 1)],
    };
    const res = await call(t, 'POST', '/api/Application/Submit/DayAhead', body, drawee);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    apps.push(res.body.data.id);
  }
});
afterAll(() => t.close());

const october = async (user: SignedInUser = drawee, query = '') => {
  const res = await call(t, 'GET', `${P}/GetMonthlyTDSList?pageSize=100${query}`, undefined, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.rows as MonthlyTdsRow[]).filter((r) => r.month === '2026-10');
};
const dueOf = async (app: number, dueType: string) =>
  (await duesOf(t, drawee)).find((d) => d.recordId === app && d.dueType === dueType) as DueRow;
/** Pays dues made today with the payment dated `paidOn`; the SLDC reconciles them. */
const payAndApprove = async (dues: DueRow[], paidOn: string, reference: string) => {
  const paid = await makePayment(t, drawee, dues, { paymentDate: paidOn, referenceNumber: reference });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  expect((await call(t, 'POST', `${P}/Approve/${paid.body.data.paymentId}`, {}, sldc)).status).toBe(200);
};
const uploadChallan = async (body: Record<string, unknown>) => {
  const proof = await upload(t, drawee, 'TdsChallan', 'challan.pdf', pdfBytes('challan'));
  const challan = { month: '2026-10', bsrCode: '0510002', proofFileId: (proof.body.data as { id: string }).id };
  return call(t, 'POST', `${P}/MakeTDSPayment`, { ...challan, ...body }, drawee);
};
const decide = async (action: 'Approve' | 'Revert', challanId: number) => {
  const body = action === 'Revert' ? { reason: 'BSR code does not match' } : {};
  return call(t, 'POST', `${P}/${action}TDSPayment/${challanId}`, body, sldc);
};
const runReminders = async () => {
  const outcome = await t.app.jobs.scheduler.runNow(TDS_CHALLAN_REMINDERS_JOB, null);
  expect(outcome?.status, outcome?.error ?? '').toBe('Succeeded');
  return outcome!.result;
};
const lastBell = async () => {
  const res = await call(t, 'GET', '/api/Notification/NotificationResult', undefined, drawee);
  return (res.body.data as { message: string }[]).map((n) => n.message).find((m) => m.includes('TDS challan'));
};
const details = async (app: number) =>
  (await call(t, 'GET', `${P}/GetTDSDetails/${app}`, undefined, drawee)).body.data as TdsDetails;

describe('a deduction recorded after its month’s challan goes on a supplementary challan', () => {
  it('deposits October’s ₹138.40 on time: Approved, no interest', async () => {
    await payAndApprove(
      [await dueOf(apps[0]!, 'ApplicationFee'), await dueOf(apps[0]!, 'STUCharges')],
      '2026-10-20',
      'UTR-1',
    );
    on('2026-11-05');
    const made = await uploadChallan({ challanNumber: 'OCT-1', depositDate: '2026-11-05', amount: 138.4 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await decide('Approve', made.body.data.challanId)).status).toBe(200);
    expect(await october()).toEqual([
      expect.objectContaining({ deducted: 138.4, deposited: 138.4, notDeposited: 0, challanStatus: 'Approved' }),
    ]);
    expect((await october())[0]).toMatchObject({ interest: 0, canUpload: false, isOverdue: false });
  });

  it('shows a back-dated ₹100.00 as not deposited: the month is not Approved, a supplementary challan is due', async () => {
    on('2026-11-09');
    const paid = await makePayment(t, drawee, [await dueOf(apps[1]!, 'ApplicationFee')], {
      paymentDate: '2026-10-25',
      referenceNumber: 'UTR-2',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    on('2026-11-10');
    expect((await call(t, 'POST', `${P}/Approve/${paid.body.data.paymentId}`, {}, sldc)).status).toBe(200);
    const [row] = await october();
    expect(row).toMatchObject({
      deducted: 238.4,
      deductions: 3,
      deposited: 138.4,
      inReconciliation: 0,
      notDeposited: 100,
      dueOn: '2026-11-07',
      challanStatus: 'SupplementaryDue',
      challanStatusLabel: 'Supplementary challan due',
      isSupplementary: true,
      isOverdue: true,
      canUpload: true,
      interestMonths: 2,
      interest: 3,
    });
    expect(row!.challans).toEqual([
      expect.objectContaining({ challanNo: 'OCT-1', amount: 138.4, deductions: 2, status: 'Approved', interest: 0 }),
    ]);
    expect(await october(sldc, '&challanStatus=SupplementaryDue')).toHaveLength(1);
    expect(await october(sldc, '&challanStatus=Approved')).toEqual([]);
    expect((await details(apps[1]!)).deductions).toEqual([
      expect.objectContaining({
        deductedOn: '2026-10-25',
        tds: 100,
        challanStatus: 'SupplementaryDue',
        challanNo: null,
      }),
    ]);
  });

  it('reminds the remainder at once, overdue, with the interest from its own date', async () => {
    expect(await runReminders()).toEqual({ reminded: 1 });
    expect(await runReminders()).toEqual({ reminded: 0 });
    expect(await lastBell()).toBe(
      'Your supplementary TDS challan for Oct 2026 (₹100.00 deducted, not yet deposited) was due on Nov 07, 2026 and ' +
        'is overdue. Interest so far, if deposited today: ₹3.00 (2 month(s) at 1.5 % per month); it grows each month ' +
        'and is charged when the SLDC approves the challan.',
    );
  });

  let supplementary = 0;
  /** Which of the two uploads at once won. */
  let supplementaryNo = '';
  it('takes a supplementary challan of exactly the remainder, deposited after its deduction; one at a time', async () => {
    on('2026-12-12');
    const whole = await uploadChallan({ challanNumber: 'SUP-1', depositDate: '2026-12-12', amount: 238.4 });
    expect(whole.status).toBe(400);
    expect(errorsOf(whole.body)['amount']).toBe(TDS_MESSAGES.supplementaryAmountMismatch('₹100.00'));
    const early = await uploadChallan({ challanNumber: 'SUP-1', depositDate: '2026-10-24', amount: 100 });
    expect(early.status).toBe(400);
    expect(errorsOf(early.body)['depositDate']).toBe(TDS_MESSAGES.depositBeforeDeduction('Oct 25, 2026'));
    const [a, b] = await Promise.all([
      uploadChallan({ challanNumber: 'SUP-1', depositDate: '2026-12-12', amount: 100 }),
      uploadChallan({ challanNumber: 'SUP-1B', depositDate: '2026-12-12', amount: 100 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const won = a.status === 200 ? a : b;
    supplementary = won.body.data.challanId;
    supplementaryNo = a.status === 200 ? 'SUP-1' : 'SUP-1B';
    expect((await october())[0]).toMatchObject({
      deposited: 138.4,
      inReconciliation: 100,
      notDeposited: 0,
      challanStatus: 'Submitted',
      challanId: supplementary,
      canUpload: false,
    });
  });

  it('leaves a deduction recorded while it waits for the next one; approved, it charges ₹4.50', async () => {
    on('2026-12-14');
    await payAndApprove([await dueOf(apps[1]!, 'STUCharges')], '2026-10-28', 'UTR-3');
    expect((await october())[0]).toMatchObject({
      inReconciliation: 100,
      notDeposited: 38.4,
      challanStatus: 'Submitted',
    });
    expect(await runReminders()).toEqual({ reminded: 0 });
    on('2026-12-15');
    expect((await decide('Approve', supplementary)).status).toBe(200);
    const interest = (await duesOf(t, drawee)).filter((d) => d.dueType === 'TdsInterest');
    expect(interest).toEqual([
      expect.objectContaining({ recordType: 'TdsChallan', recordId: supplementary, charged: 4.5, balance: 4.5 }),
    ]);
    const [row] = await october();
    // ₹4.50 charged, and ₹38.40 × 1.5 % × 3 months = ₹1.728 → ₹1.73 if the rest were deposited today.
    expect(row).toMatchObject({
      deposited: 238.4,
      notDeposited: 38.4,
      challanStatus: 'SupplementaryDue',
      interest: 6.23,
      interestMonths: 3,
    });
    expect(row!.challans.map((c) => [c.amount, c.status, c.isSupplementary, c.interest, c.interestMonths])).toEqual([
      [138.4, 'Approved', false, 0, 0],
      [100, 'Approved', true, 4.5, 3],
    ]);
    expect(await runReminders()).toEqual({ reminded: 1 });
    expect(await lastBell()).toContain('(₹38.40 deducted, not yet deposited) was due on Nov 07, 2026');
  });

  it('frees a reverted supplementary challan’s deduction; the next one deposits it: ₹2.30, the month Approved', async () => {
    on('2027-01-05');
    const first = await uploadChallan({ challanNumber: 'SUP-2', depositDate: '2027-01-05', amount: 38.4 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await decide('Revert', first.body.data.challanId)).status).toBe(200);
    expect((await october())[0]).toMatchObject({
      challanStatus: 'SupplementaryDue',
      revertReason: 'BSR code does not match',
      notDeposited: 38.4,
      canUpload: true,
    });
    const again = await uploadChallan({ challanNumber: 'SUP-3', depositDate: '2027-01-05', amount: 38.4 });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await decide('Approve', again.body.data.challanId)).status).toBe(200);
    const [row] = await october();
    expect(row).toMatchObject({
      deducted: 276.8,
      deductions: 4,
      deposited: 276.8,
      notDeposited: 0,
      challanStatus: 'Approved',
      interest: 6.8,
      interestMonths: 4,
      canUpload: false,
    });
    const charged = (await duesOf(t, drawee)).filter((d) => d.dueType === 'TdsInterest').map((d) => d.charged);
    expect(charged.sort()).toEqual([2.3, 4.5]);
    const nothing = await uploadChallan({ challanNumber: 'SUP-4', depositDate: '2027-01-05', amount: 38.4 });
    expect(nothing.status).toBe(422);
    expect(errorsOf(nothing.body)['month']).toBe(TDS_MESSAGES.nothingToDeposit);
    expect((await details(apps[1]!)).deductions.map((d) => [d.tds, d.challanStatus, d.challanNo])).toEqual([
      [100, 'Approved', supplementaryNo],
      [38.4, 'Approved', 'SUP-3'],
    ]);
  });

  it('lists one application’s months with the month’s whole figures (spec §2.5 optional applicationId)', async () => {
    for (const app of apps) {
      expect(await october(drawee, `&applicationId=${app}`)).toEqual([
        expect.objectContaining({ deducted: 276.8, deposited: 276.8, challanStatus: 'Approved' }),
      ]);
    }
    expect(await october(sldc, `&applicationId=${apps[0]! + 1000}`)).toEqual([]);
    const bad = await call(t, 'GET', `${P}/GetMonthlyTDSList?applicationId=abc`, undefined, drawee);
    expect(bad.status).toBe(400);
  });

  it('lists the same figures in the file and the quarter’s Form 16A summary', async () => {
    const file = await getFile(t, `${P}/DownloadMonthlyTDS?format=csv`, sldc);
    const [header, ...rows] = csvRows(file)!;
    const cell = (name: string) => rows[0]![header!.indexOf(name)];
    expect([cell('TDS Deducted (₹)'), cell('Deposited (₹)'), cell('Not Deposited (₹)')]).toEqual([
      '276.80',
      '276.80',
      '0.00',
    ]);
    expect(cell('Status')).toBe('Approved');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${P}/DownloadTdsCertificate?financialYear=2026&quarter=3`,
      headers: bearer(drawee),
    });
    // A long value wraps onto the next line of the PDF.
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('₹276.80 (4 payment(s))');
    expect(text).toContain('OCT-1, BSR 0510002, deposited Nov 05, 2026: ₹138.40 (Approved)');
    expect(text).toContain(`${supplementaryNo}, BSR 0510002, deposited Dec 12, 2026: ₹100.00 (Approved)`);
    expect(text).toContain('SUP-3, BSR 0510002, deposited Jan 05, 2027: ₹38.40 (Approved)');
    expect(text).not.toContain('SUP-2');
    expect(text).toContain('₹6.80 (4 month(s))');
  });
});
