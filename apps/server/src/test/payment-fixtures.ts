/**
 * Money in server tests (issue 17): settling a record's dues to arrange a later step (the STOA checks require the
 * fee paid), and paying through the real routes when the payment is what a test is about.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { businessDate, type DueRow, type SignedInUser } from '@stoa/shared';
import { call, type TestApp } from './test-app.ts';
import { pdfBytes, upload } from './upload.ts';

/** Arranging only: every outstanding due of a record settled as if a payment had been reconciled. */
export async function settleDues(t: TestApp, recordType: 'Registration' | 'Application', recordId: number) {
  await t.database.db.execute(sql`
    insert into ledger_entries (due_id, kind, amount_paise, entry_date, rule, created_at)
    select d.id, 'Payment', -sum(e.amount_paise), current_date, 'Settled to arrange a test', now()
      from dues d join ledger_entries e on e.due_id = d.id
     where d.record_type = ${recordType} and d.record_id = ${recordId}
     group by d.id having sum(e.amount_paise) > 0`);
}

/** A payer's dues as the dashboard lists them (the first page of 100). */
export async function duesOf(t: TestApp, user: SignedInUser, query = ''): Promise<DueRow[]> {
  const res = await call(t, 'GET', `/api/Payment/GetPaymentList?view=dues&pageSize=100${query}`, undefined, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.dues as DueRow[];
}

export async function uploadProof(t: TestApp, user: SignedInUser, name = 'neft-proof.pdf'): Promise<string> {
  const res = await upload(t, user, 'Payment', name, pdfBytes(name));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { id: string }).id;
}

/** The payer pays these dues for their net payable through MakePayment (the answer, not checked). */
export async function makePayment(
  t: TestApp,
  payer: SignedInUser,
  dues: readonly DueRow[],
  overrides: Record<string, unknown> = {},
) {
  const net = Math.round(dues.reduce((s, d) => s + d.netPayable * 100, 0)) / 100;
  const [first, ...rest] = dues;
  return call(
    t,
    'POST',
    `/api/Payment/MakePayment/${first!.dueId}`,
    {
      dueIds: rest.map((d) => d.dueId),
      mode: 'NEFT',
      amount: net,
      referenceNumber: `UTR${first!.dueId}X${rest.length}`,
      bankName: 'State Bank of India',
      paymentDate: businessDate(t.clock.now),
      proofFileId: await uploadProof(t, payer),
      ...overrides,
    },
    payer,
  );
}
