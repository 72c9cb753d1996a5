/**
 * One record of each kind, arranged through the API from signed-in pages (as the other specs arrange theirs), for
 * the specs that read record pages (a11y.e2e): an approved FCFS application with a revision request and a
 * curtailment on it, a payment of its dues, a congested Advance batch sent to e-bidding (its invitation), a standing
 * clearance and an inter-state registration. The demo seed's approved registrations are read, not made.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, businessDate, type ApplicationStatus } from '@stoa/shared';
import { apiFromPage, uploadFromPage } from './page-api.ts';
import { PROOF_PDF, applicationRecord, approvePayments, payDues } from './pay-dues.ts';

const A = '/api/Application';
export const TODAY = businessDate(new Date());
/** The FCFS delivery day: five days on, so a revision and a curtailment still find blocks to change. */
export const D = addDays(TODAY, 5);
/** Advance: in month M for M+3; the 5th of M+3, its batch the 1st. */
export const ADVANCE_DAY = (() => {
  const [y, m] = TODAY.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + 3, 5)).toISOString().slice(0, 10);
})();
const ADVANCE_BATCH = `${ADVANCE_DAY.slice(0, 8)}01`;
export const SELLER = 'Siang Hydro Power Ltd';
const BUYER = 'Papum Ferro Alloys Ltd';
const CORRIDOR = 'Itanagar Zone';

type Party = { registrationId: number; entityName: string };

async function ok<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiFromPage<T>(page, method, url, body);
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.json)}`).toBe(200);
  return res.json.data;
}

/** The seller's (oa.injecting's) own approved registration. */
export async function ownRegistration(seller: Page): Promise<Party> {
  const own = await ok<Party[]>(seller, 'GET', `${A}/GetAvailableRegistrations`);
  return own.find((p) => p.entityName === SELLER)!;
}

/** The seller applies: `mw` MW 10:00–12:00 on `day`, to the demo buyer. Answers the application's id. */
export async function applyAsSeller(seller: Page, type: 'FCFS' | 'Advance', day: string, mw: number) {
  const own = await ownRegistration(seller);
  const buyers = await ok<Party[]>(seller, 'GET', `${A}/GetBuyers`);
  const saved = await ok<{ id: number }>(seller, 'POST', `${A}/Submit/${type}`, {
    isDraft: false,
    sellerRegistrationId: own.registrationId,
    buyerRegistrationId: buyers.find((p) => p.entityName === BUYER)!.registrationId,
    timeBlocks: [{ oaFromDate: day, oaToDate: day, fromTimeBlock: 40, toTimeBlock: 48, oaRequirement: mw }],
  });
  return saved.id;
}

export const statusOf = async (page: Page, id: number) =>
  (await ok<{ status: ApplicationStatus; applicationNo: string }>(page, 'GET', `${A}/Get/${id}`)).status;

/** The seller pays the dues of `ids` (answers the payment awaiting reconciliation). */
export const payFor = (seller: Page, ids: readonly number[]) => payDues(seller, ids.map(applicationRecord));

/** The SLDC reconciles `payments`, then accepts each application of `type`. */
export async function reconcileAndAccept(sldc: Page, payments: readonly number[], type: string, ids: number[]) {
  await approvePayments(sldc, payments);
  for (const id of ids) await ok(sldc, 'POST', `${A}/Approve/${type}/${id}`, {});
}

/** The accepted FCFS application allocated (SLDC) and approved by both approvers: Approved. */
export async function approveFcfs(sldc: Page, approvers: readonly Page[], id: number) {
  await ok(sldc, 'POST', `${A}/AllocateQuantumProRataBasis/${TODAY}/FCFS`);
  for (const approver of approvers) await ok(approver, 'POST', `${A}/Approve/FCFS/${id}`, {});
  expect(await statusOf(sldc, id)).toBe('Approved');
}

/** The SLDC sets the Advance day's ATC to 8 MW in 10:00–12:00, so 5 + 4 MW congest it. */
export async function narrowAdvanceDay(sldc: Page): Promise<number> {
  const { corridors } = await ok<{ corridors: { id: number; name: string }[] }>(
    sldc,
    'GET',
    '/api/Configuration/Corridors/GetAll',
  );
  const corridor = corridors.find((c) => c.name === CORRIDOR)!;
  const values = Array.from({ length: 96 }, (_, i) => (i >= 40 && i < 48 ? 8 : 20));
  await ok(sldc, 'PUT', `/api/Atc/Day/${corridor.id}/${ADVANCE_DAY}`, { values, version: 0 });
  return corridor.id;
}

/** The SLDC processes the Advance batch and sends its congested applications to e-bidding. */
export async function sendAdvanceToEBidding(sldc: Page) {
  await ok(sldc, 'POST', `${A}/ProcessApplications/Advance/${ADVANCE_BATCH}`);
  await ok(sldc, 'POST', `${A}/ApproveAll/Advance/${ADVANCE_BATCH}/${ADVANCE_BATCH.slice(0, 7)}`);
}

/** The seller asks to lower the application to 2 MW in 11:00–12:00 of D. */
export async function requestRevision(seller: Page, applicationId: number) {
  return ok<{ id: number; revisionNo: string }>(seller, 'POST', '/api/Revision/Add', {
    applicationId,
    rows: [{ oaFromDate: D, oaToDate: D, fromTimeBlock: 44, toTimeBlock: 48, oaRequirement: 2 }],
    reason: 'One unit down for maintenance',
  });
}

/** The SLDC curtails the corridor by 1 MW in 10:00–11:00 of D (previewed, then applied). */
export async function curtail(sldc: Page, corridorId: number) {
  const request = {
    corridorId,
    fromDate: D,
    toDate: D,
    fromTimeBlock: 40,
    toTimeBlock: 44,
    mw: 1,
    reasonType: 'GridConstraint',
    reason: '132 kV Chimpu–Itanagar line tripped',
  };
  const plan = await ok<{ planToken: string }>(sldc, 'POST', '/api/Curtailment/Preview', request);
  return ok<{ id: number; curtailmentNo: string }>(sldc, 'POST', '/api/Curtailment/Apply', {
    request,
    planToken: plan.planToken,
  });
}

/** The seller asks for standing clearance to sell 5 MW for a fortnight from the day after tomorrow. */
export async function requestClearance(seller: Page): Promise<number> {
  const saved = await ok<{ id: number }>(seller, 'POST', '/api/StandingClearance/Submit', {
    isDraft: false,
    details: {
      direction: 'Sell',
      transactionKind: 'Bilateral',
      counterpartyName: 'Assam Power Distribution Company',
      counterpartyState: 'Assam',
      exchange: null,
      quantumMw: 5,
      fromDate: addDays(TODAY, 2),
      toDate: addDays(TODAY, 16),
      remarks: 'Winter surplus',
    },
  });
  return saved.id;
}

/** A C&I consumer's inter-state registration (its two documents uploaded), submitted by `applicant`. */
export async function registerInterState(applicant: Page): Promise<number> {
  const upload = async (name: string) => {
    const res = await uploadFromPage(applicant, 'Registration', name, PROOF_PDF);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.id;
  };
  const saved = await ok<{ id: number }>(applicant, 'POST', '/api/InterStateRegistration/Submit', {
    isDraft: false,
    details: {
      general: { sector: 'C&I Consumer', rldc: 'NERLDC', intraStateRegistrationNo: null },
      connection: {
        connectivityPoint: 'Chimpu 132 kV bus',
        voltageLevel: 132,
        transmissionZone: 'Itanagar',
        maxInjectionMw: 0,
        maxDrawlMw: 12.5,
        meterNumber: 'SEM-NE-0042',
      },
      contact: {
        contactPersonName: 'Meera Das',
        contactPersonDesignation: 'Manager',
        contactNumber: '9436000008',
        contactEmail: 'meera.das@example.com',
      },
      documents: [
        { documentType: 'authorisationLetter', fileId: await upload('letter.pdf') },
        { documentType: 'meterCertificate', fileId: await upload('meter.pdf') },
      ],
      declaration: {
        accurate: true,
        place: 'Itanagar',
        authorizedPersonName: 'Meera Das',
        authorizedPersonDesignation: 'Director',
      },
    },
  });
  return saved.id;
}
