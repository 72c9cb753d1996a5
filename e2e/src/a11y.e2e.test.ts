/**
 * Issue 36 item 7: axe (serious and critical: none allowed) beyond the nav pages the walk covers. Arranged through
 * the API (records-arranged.ts): an approved FCFS application of oa.injecting with a revision request and a
 * curtailment, the payment of its dues, a congested Advance batch sent to e-bidding (its invitation), a standing
 * clearance, and oa.drawee's inter-state registration; the demo seed's approved registration. Then, each in the
 * session of a user who reads it (one browser context per user, signed in once): every record page, every form empty
 * and after a refused submit (its error summary up), and every dialog opened.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RECORD_LINKS } from '@stoa/shared';
import { browserSuite } from './suite.ts';
import { Sessions, checkDialog, checkRefusal, closeDialog } from './a11y-session.ts';
import {
  ADVANCE_DAY,
  D,
  applyAsSeller,
  approveFcfs,
  curtail,
  narrowAdvanceDay,
  ownRegistration,
  payFor,
  reconcileAndAccept,
  registerInterState,
  requestClearance,
  requestRevision,
  sendAdvanceToEBidding,
} from './records-arranged.ts';

const suite = browserSuite();
const sessions = new Sessions(() => suite);
const ids = {
  fcfs: 0,
  advance: 0,
  payment: 0,
  registration: 0,
  revision: 0,
  curtailment: 0,
  clearance: 0,
  interState: 0,
  invitation: 0,
};

/** The users: oa.injecting sells, oa.drawee is a consumer without an intra-state registration. */
const seller = () => sessions.of('oa.injecting');
const consumer = () => sessions.of('oa.drawee');
const sldc = () => sessions.of('sldc');

/** The Make Payment dialog's findings, checked during the arrangement while a due is still payable. */
let makePaymentFindings: string[] = [];

beforeAll(async () => {
  // One sign-in at a time: the machine the suite runs on may be busy.
  const s = await seller();
  const desk = await sldc();
  const approvers = [await sessions.of('approver1'), await sessions.of('approver2')];
  ids.registration = (await ownRegistration(s)).registrationId;
  // The FCFS application and its dues, paid and reconciled, approved all the way.
  ids.fcfs = await applyAsSeller(s, 'FCFS', D, 4);
  // The applicant's Make Payment dialog is checked while a due is still payable (test below): the other dues now.
  const corridorId = await narrowAdvanceDay(desk);
  const advance = [
    await applyAsSeller(s, 'Advance', ADVANCE_DAY, 5),
    await applyAsSeller(s, 'Advance', ADVANCE_DAY, 4),
  ];
  ids.advance = advance[0]!;
  ids.payment = await payFor(s, advance);
  await reconcileAndAccept(desk, [ids.payment], 'Advance', advance);
  await sendAdvanceToEBidding(desk);
  await checkMakePayment(s);
  makePaymentFindings = sessions.take();
  const fcfsPayment = await payFor(s, [ids.fcfs]);
  await reconcileAndAccept(desk, [fcfsPayment], 'FCFS', [ids.fcfs]);
  await approveFcfs(desk, approvers, ids.fcfs);
  ids.revision = (await requestRevision(s, ids.fcfs)).id;
  ids.curtailment = (await curtail(desk, corridorId)).id;
  ids.clearance = await requestClearance(s);
  ids.interState = await registerInterState(await consumer());
  await desk.goto('/e-bidding');
  const invite = desk.getByRole('link', { name: /^Invite Invitation #\d+$/ }).first();
  ids.invitation = Number(/#(\d+)/.exec((await invite.getAttribute('aria-label'))!)![1]);
}, 150_000);

/** The payer's dues → Pay → the Make Payment dialog, empty and refused, closed unsent. */
async function checkMakePayment(page: Page) {
  await page.goto('/payments/dashboard?tab=dues');
  const pay = page.getByRole('button', { name: /^Pay / }).first();
  await pay.waitFor();
  await checkDialog(sessions, page, pay, 'Make Payment', 'Submit');
  await closeDialog(page);
}

describe('axe beyond the nav pages: 0 serious, 0 critical', () => {
  // Each test answers for its own findings (a test that stopped half-way leaves its findings behind).
  beforeEach(() => void sessions.take());
  it('the Make Payment dialog, empty and refused', () => {
    expect(makePaymentFindings).toEqual([]);
  });

  it('record pages, as the applicant reads them', async () => {
    const page = await seller();
    for (const url of [
      RECORD_LINKS.applicationOfApplicant('FCFS', ids.fcfs),
      RECORD_LINKS.applicationOfApplicant('Advance', ids.advance),
      RECORD_LINKS.registration('InjectingEntity', ids.registration),
      RECORD_LINKS.revision(ids.revision, ids.fcfs),
      RECORD_LINKS.curtailment(ids.curtailment),
      RECORD_LINKS.clearanceOfApplicant(ids.clearance),
      `/payments/${ids.payment}`,
    ]) {
      await sessions.visit(page, url);
    }
    await sessions.visit(await consumer(), RECORD_LINKS.interStateRegistration('C&I Consumer', ids.interState));
    expect(sessions.take()).toEqual([]);
  }, 90_000);

  it('record pages, as the SLDC reads them, and their action dialogs', async () => {
    const page = await sldc();
    for (const url of [
      RECORD_LINKS.applicationOfSldc('FCFS', ids.fcfs),
      RECORD_LINKS.applicationOfSldc('Advance', ids.advance),
      RECORD_LINKS.registration('InjectingEntity', ids.registration),
      RECORD_LINKS.interStateRegistration('C&I Consumer', ids.interState),
      RECORD_LINKS.clearanceOfSldc(ids.clearance),
      RECORD_LINKS.curtailment(ids.curtailment),
      RECORD_LINKS.invitation(ids.invitation),
      `/payments/${ids.payment}`,
    ]) {
      await sessions.visit(page, url);
    }
    // A workflow action's dialog on the records that wait on the SLDC.
    for (const [url, action] of [
      [RECORD_LINKS.revision(ids.revision, ids.fcfs), 'Approve'],
      [RECORD_LINKS.clearanceOfSldc(ids.clearance), 'Reject'],
      [RECORD_LINKS.interStateRegistration('C&I Consumer', ids.interState), 'Reject'],
    ] as const) {
      await sessions.visit(page, url);
      const actions = page.getByRole('group', { name: 'Workflow actions' });
      await checkDialog(sessions, page, actions.getByRole('button', { name: action, exact: true }), `${url} ${action}`);
      await closeDialog(page);
    }
    await sessions.visit(page, RECORD_LINKS.invitation(ids.invitation));
    await checkDialog(sessions, page, page.getByRole('button', { name: 'View affected applications' }), 'ST2');
    await closeDialog(page);
    // The reconciled payment's reversal (a bounced DD), asked in a dialog.
    await sessions.visit(page, `/payments/${ids.payment}`);
    await checkDialog(sessions, page, page.getByRole('button', { name: 'Reverse (bounced)' }), 'Reverse Payment');
    await closeDialog(page);
    expect(sessions.take()).toEqual([]);
  }, 90_000);

  it('the applicants’ forms, empty and refused', async () => {
    const page = await seller();
    for (const [url, name, submit] of [
      ['/applications/oa/FCFS', 'Application form', 'Submit'],
      ['/revision/oa/new', 'Revision request', 'Preview'],
      ['/consent-for-inter-state-stoa-transactions/apply', 'Standing clearance request', 'Submit'],
    ] as const) {
      await sessions.visit(page, url);
      const form = page.getByRole('form', { name });
      await checkRefusal(sessions, page, form.getByRole('button', { name: submit, exact: true }), url);
    }
    // The multi-step forms: the last step's Submit.
    const drawee = await consumer();
    for (const url of ['/registrations/new', '/inter-state-registration/CIConsumer/new']) {
      await sessions.visit(drawee, url);
      await drawee.getByRole('tab').last().click();
      await checkRefusal(sessions, drawee, drawee.getByRole('button', { name: 'Submit', exact: true }), url);
    }
    expect(sessions.take()).toEqual([]);
  }, 90_000);

  it('the SLDC’s, the Admin’s and the public forms, empty and refused', async () => {
    const desk = await sldc();
    await sessions.visit(desk, '/curtailment/new');
    await checkRefusal(sessions, desk, desk.getByRole('button', { name: 'Preview Plan' }), 'New Curtailment');
    const admin = await sessions.of('admin');
    await sessions.visit(admin, '/admin/users');
    await checkDialog(sessions, admin, admin.getByRole('button', { name: 'Add User' }), 'Add User', 'Save');
    await closeDialog(admin);
    await sessions.visit(admin, '/configurations/stoaCharges');
    await checkDialog(sessions, admin, admin.getByRole('button', { name: 'Add Charge' }), 'Add Charge', 'Save');
    await closeDialog(admin);
    const visitor = await sessions.of('');
    for (const url of ['/pre-register', '/forgot-password']) {
      await sessions.visit(visitor, url);
      await checkRefusal(sessions, visitor, visitor.getByRole('button', { name: 'Submit', exact: true }), url);
    }
    expect(sessions.take()).toEqual([]);
  }, 90_000);

  it('the leave question of a changed form, and the applicant’s own dialogs', async () => {
    const page = await seller();
    await sessions.visit(page, '/revision/oa/new');
    await page.getByLabel('Reason').fill('Changed');
    await checkDialog(sessions, page, page.getByRole('button', { name: 'Cancel', exact: true }), 'Leave question');
    await page.getByRole('button', { name: 'Keep editing' }).click();
    await sessions.visit(page, '/traders');
    await checkDialog(sessions, page, page.getByRole('button', { name: 'Add Traders' }), 'Add Traders');
    await closeDialog(page);
    expect(sessions.take()).toEqual([]);
  }, 60_000);
});
