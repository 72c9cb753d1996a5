/**
 * Money as an arrangement (issue 17): a registration's STOA check and an application's acceptance need the record's
 * fee paid and reconciled. Before such a step a spec has the payer pay every outstanding due of its records through
 * the API from its signed-in page — a small PDF proof uploaded on the 'Payment' form, MakePayment for exactly the net
 * payable — and the SLDC business user (`sldc`) approve it, each in a session the spec has open anyway. Never the step
 * under test: payments.e2e does these through the UI.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { DueRow, LedgerRecordType, PaymentList } from '@stoa/shared';
import { apiFromPage, uploadFromPage } from './page-api.ts';

export interface RecordRef {
  recordType: Extract<LedgerRecordType, 'Registration' | 'Application'>;
  recordId: number;
}

/** The smallest PDF the upload's content check accepts. */
export const PROOF_PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

const rupees = (paise: number) => Math.round(paise) / 100;

/** Every due of the signed-in payer (each page of 100). */
export async function ownDues(page: Page): Promise<DueRow[]> {
  const dues: DueRow[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const url = `/api/Payment/GetPaymentList?view=dues&pageSize=100&pageNumber=${pageNumber}`;
    const res = await apiFromPage<PaymentList>(page, 'GET', url);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    dues.push(...res.json.data.dues);
    if (dues.length >= res.json.data.dataCount || res.json.data.dues.length === 0) return dues;
  }
}

const isOf = (records: readonly RecordRef[]) => (due: DueRow) =>
  records.some((r) => r.recordType === due.recordType && r.recordId === due.recordId);

/**
 * The signed-in payer pays every outstanding due of `records` in one NEFT payment for the net payable, its proof a
 * PDF uploaded on the Payment form. The payment date is the day the newest due was raised (a day the server has
 * reached, whatever its clock offset). Answers the payment's id, awaiting reconciliation.
 */
export async function payDues(payer: Page, records: readonly RecordRef[]): Promise<number> {
  const dues = (await ownDues(payer)).filter(isOf(records)).filter((due) => due.balance > 0);
  expect(dues.length, `dues of ${JSON.stringify(records)}`).toBeGreaterThan(0);
  expect(dues.filter((due) => due.pendingPaymentId !== null)).toEqual([]);
  const proof = await uploadFromPage(payer, 'Payment', 'neft-proof.pdf', PROOF_PDF);
  expect(proof.status, JSON.stringify(proof.json)).toBe(200);
  const [first, ...rest] = dues;
  const raisedOn = dues.map((due) => due.raisedOn).sort();
  const res = await apiFromPage<{ paymentId: number }>(payer, 'POST', `/api/Payment/MakePayment/${first!.dueId}`, {
    dueIds: rest.map((due) => due.dueId),
    mode: 'NEFT',
    amount: rupees(dues.reduce((sum, due) => sum + Math.round(due.netPayable * 100), 0)),
    referenceNumber: `E2E-UTR-${first!.dueId}-${dues.length}`,
    bankName: 'State Bank of India',
    paymentDate: raisedOn.at(-1)!,
    proofFileId: proof.json.data.id,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.paymentId;
}

/** The signed-in SLDC business user approves each payment: its dues settle. */
export async function approvePayments(reconciler: Page, paymentIds: readonly number[]): Promise<void> {
  for (const paymentId of paymentIds) {
    const res = await apiFromPage<{ status: string }>(reconciler, 'POST', `/api/Payment/Approve/${paymentId}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.status).toBe('Approved');
  }
}

export const registrationRecord = (recordId: number): RecordRef => ({ recordType: 'Registration', recordId });
export const applicationRecord = (recordId: number): RecordRef => ({ recordType: 'Application', recordId });
