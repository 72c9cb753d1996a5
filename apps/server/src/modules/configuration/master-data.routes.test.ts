import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@stoa/shared';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

describe('Bank details', () => {
  const account = (overrides: Record<string, unknown> = {}) => ({
    bankName: 'Punjab National Bank',
    branchName: 'Naharlagun',
    accountHolderName: 'State Load Despatch Centre',
    accountNumber: '0123456789012',
    ifsc: 'punb0123400',
    accountType: 'Savings',
    micr: '791024002',
    branchAddress: 'Naharlagun 791110',
    purpose: 'Refunds',
    isActive: false,
    ...overrides,
  });
  const bankList = async (user: SignedInUser) =>
    call(t, 'GET', '/api/Configuration/BankDetails/GetAll', undefined, user);

  it("shows the SLDC's account in full to the Admin and the SLDC business user", async () => {
    for (const user of [admin, await t.signIn('sldc')]) {
      const res = await bankList(user);
      expect(res.status).toBe(200);
      expect(res.body.data.view).toBe('full');
      expect(res.body.data.accounts).toEqual([
        expect.objectContaining({
          bankName: 'State Bank of India',
          accountNumber: '38291045672',
          ifsc: 'SBIN0001234',
          micr: '791002001',
          branchAddress: 'Ganga Market, Itanagar 791111',
          isActive: true,
        }),
      ]);
    }
  });

  it('stores the IFSC upper-cased, validates it, and audits the change', async () => {
    const added = await call(t, 'POST', '/api/Configuration/BankDetails/Add', account({ ifsc: 'sbin0001234' }), admin);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      ifsc: 'SBIN0001234',
      isActive: false,
      micr: '791024002',
      updatedBy: 'Anita Rao',
    });
    const bad = await call(t, 'POST', '/api/Configuration/BankDetails/Add', account({ ifsc: 'SBIN1234567' }), admin);
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)).toEqual({ ifsc: 'IFSC code is invalid.' });
    const others = await call(
      t,
      'POST',
      '/api/Configuration/BankDetails/Add',
      account({ accountNumber: '12ab', micr: '12', bankName: '' }),
      admin,
    );
    expect(errorsOf(others.body)).toEqual({
      bankName: 'Bank Name is required',
      accountNumber: 'Account Number must be 9 to 18 digits',
      micr: 'MICR must be 9 digits',
    });
    const history = await call(
      t,
      'GET',
      `/api/Configuration/History?entityType=bankAccount&entityId=${added.body.data.id}`,
      undefined,
      admin,
    );
    expect(history.body.data.history).toEqual([
      expect.objectContaining({ action: 'bankAccount.create', actor: 'Anita Rao' }),
    ]);
  });

  it('shows applicants the active accounts and only what they need to pay, and nobody else anything', async () => {
    for (const userName of ['oa.injecting', 'trader']) {
      const res = await bankList(await t.signIn(userName));
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        view: 'public',
        accounts: [
          {
            id: expect.any(Number),
            bankName: 'State Bank of India',
            branchName: 'Itanagar Main Branch',
            accountHolderName: 'State Load Despatch Centre',
            accountNumber: '38291045672',
            ifsc: 'SBIN0001234',
            accountType: 'Current',
            purpose: 'Registration and application fees, STU and SLDC operating charges',
          },
        ],
      });
    }
    expect((await bankList(admin)).body.data.accounts).toHaveLength(2);
    for (const userName of ['approver1', 'approver2', 'discom', 'transco']) {
      expect((await bankList(await t.signIn(userName))).status, userName).toBe(403);
    }
  });

  it('changes and deletes an account (Admin only)', async () => {
    const [, added] = (await bankList(admin)).body.data.accounts as { id: number }[];
    const active = await call(
      t,
      'PATCH',
      `/api/Configuration/BankDetails/Update/${added!.id}`,
      account({ isActive: true }),
      admin,
    );
    expect(active.status).toBe(200);
    expect((await bankList(await t.signIn('trader'))).body.data.accounts).toHaveLength(2);
    const sldc = await t.signIn('sldc');
    expect(
      (await call(t, 'DELETE', `/api/Configuration/BankDetails/Delete/${added!.id}`, undefined, sldc)).status,
    ).toBe(403);
    expect(
      (await call(t, 'DELETE', `/api/Configuration/BankDetails/Delete/${added!.id}`, undefined, admin)).status,
    ).toBe(200);
    expect((await bankList(admin)).body.data.accounts).toHaveLength(1);
  });
});

describe('Payment modes and due-date rules', () => {
  it('lists the three modes and a due rule per charge type', async () => {
    const oa = await t.signIn('oa.both');
    const modes = (await call(t, 'GET', '/api/Configuration/PaymentModes/GetAll', undefined, oa)).body.data
      .paymentModes;
    expect(modes.map((m: { mode: string; isEnabled: boolean }) => [m.mode, m.isEnabled])).toEqual([
      ['DemandDraft', true],
      ['BankDeposit', true],
      ['NEFT', true],
    ]);
    const rules = (await call(t, 'GET', '/api/Configuration/DueRules/GetAll', undefined, oa)).body.data.dueRules;
    expect(
      rules.map((r: { chargeType: string; daysToPay: number; dayKind: string }) => [
        r.chargeType,
        r.daysToPay,
        r.dayKind,
      ]),
    ).toEqual([
      ['ApplicationFee', 3, 'Working'],
      ['RegistrationFee', 7, 'Calendar'],
      ['RenewalFee', 7, 'Calendar'],
      ['STUCharges', 3, 'Working'],
      ['SLDCOperatingCharges', 3, 'Working'],
      ['EBiddingCharges', 3, 'Working'],
    ]);
  });

  it('keeps at least one payment mode enabled', async () => {
    const modes = (await call(t, 'GET', '/api/Configuration/PaymentModes/GetAll', undefined, admin)).body.data
      .paymentModes as { id: number; mode: string }[];
    const [dd, deposit, neft] = modes;
    const off = (id: number, instructions: string | null = null) =>
      call(t, 'PATCH', `/api/Configuration/PaymentModes/Update/${id}`, { isEnabled: false, instructions }, admin);
    const first = await off(dd!.id, 'Not accepted after March 2027');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      mode: 'DemandDraft',
      isEnabled: false,
      instructions: 'Not accepted after March 2027',
    });
    expect((await off(deposit!.id)).status).toBe(200);
    const last = await off(neft!.id);
    expect(last.status).toBe(422);
    expect(errorsOf(last.body)).toEqual({ isEnabled: 'At least one payment mode must stay enabled.' });
    // Writing the same state again is not "disabling the last one".
    expect((await off(dd!.id, 'Not accepted after March 2027')).status).toBe(200);
    const on = await call(t, 'PATCH', `/api/Configuration/PaymentModes/Update/${dd!.id}`, { isEnabled: true }, admin);
    expect(on.body.data).toMatchObject({ isEnabled: true, instructions: null });
    expect(
      (await call(t, 'PATCH', '/api/Configuration/PaymentModes/Update/99', { isEnabled: true }, admin)).status,
    ).toBe(404);
  });

  it('changes the days to pay, a whole number of at least 1', async () => {
    const rules = (await call(t, 'GET', '/api/Configuration/DueRules/GetAll', undefined, admin)).body.data.dueRules as {
      id: number;
      chargeType: string;
    }[];
    const stu = rules.find((r) => r.chargeType === 'STUCharges')!;
    const url = `/api/Configuration/DueRules/Update/${stu.id}`;
    const zero = await call(t, 'PATCH', url, { daysToPay: 0, dayKind: 'Working' }, admin);
    expect(zero.status).toBe(400);
    expect(errorsOf(zero.body)).toEqual({ daysToPay: 'Days to Pay must be at least 1 day' });
    expect(errorsOf((await call(t, 'PATCH', url, { daysToPay: 2.5, dayKind: 'Working' }, admin)).body)).toEqual({
      daysToPay: 'Days to Pay must be a whole number',
    });
    const ok = await call(t, 'PATCH', url, { daysToPay: 5, dayKind: 'Calendar' }, admin);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      chargeType: 'STUCharges',
      daysToPay: 5,
      dayKind: 'Calendar',
      updatedBy: 'Anita Rao',
    });
    const history = (
      await call(t, 'GET', `/api/Configuration/History?entityType=dueRule&entityId=${stu.id}`, undefined, admin)
    ).body.data.history;
    expect(history[0]).toMatchObject({
      oldValues: { daysToPay: 3, dayKind: 'Working' },
      newValues: { daysToPay: 5, dayKind: 'Calendar' },
    });
    expect((await call(t, 'PATCH', url, { daysToPay: 4, dayKind: 'Working' }, await t.signIn('sldc'))).status).toBe(
      403,
    );
  });
});

describe('Corridors', () => {
  it('lists a corridor per transmission zone and the state import and export', async () => {
    const corridors = (await call(t, 'GET', '/api/Configuration/Corridors/GetAll', undefined, admin)).body.data
      .corridors;
    expect(
      corridors.map((c: { name: string; kind: string; zone: string | null; direction: string | null }) => [
        c.name,
        c.kind,
        c.zone,
        c.direction,
      ]),
    ).toEqual([
      ['State Export', 'InterState', null, 'Export'],
      ['State Import', 'InterState', null, 'Import'],
      ['Dirang Zone', 'IntraState', 'Dirang', null],
      ['Itanagar Zone', 'IntraState', 'Itanagar', null],
      ['Pasighat Zone', 'IntraState', 'Pasighat', null],
    ]);
  });

  it('needs a zone for an intra-state corridor and a direction for an inter-state one; names are unique', async () => {
    const noZone = await call(
      t,
      'POST',
      '/api/Configuration/Corridors/Add',
      { name: 'Ziro Zone', kind: 'IntraState' },
      admin,
    );
    expect(noZone.status).toBe(400);
    expect(errorsOf(noZone.body)).toEqual({ zone: 'Zone is required' });
    const noDirection = await call(
      t,
      'POST',
      '/api/Configuration/Corridors/Add',
      { name: 'NER Link', kind: 'InterState' },
      admin,
    );
    expect(errorsOf(noDirection.body)).toEqual({ direction: 'Direction is required' });

    const taken = await call(
      t,
      'POST',
      '/api/Configuration/Corridors/Add',
      { name: 'Itanagar Zone', kind: 'IntraState', zone: 'Itanagar' },
      admin,
    );
    expect(taken.status).toBe(409);
    expect(errorsOf(taken.body)).toEqual({ name: 'A corridor with this name already exists' });

    // An inter-state corridor keeps no zone even when one is sent.
    const added = await call(
      t,
      'POST',
      '/api/Configuration/Corridors/Add',
      { name: 'NER Link', kind: 'InterState', direction: 'Import', zone: 'Itanagar' },
      admin,
    );
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      name: 'NER Link',
      kind: 'InterState',
      zone: null,
      direction: 'Import',
      isActive: true,
    });
    const renamed = await call(
      t,
      'PATCH',
      `/api/Configuration/Corridors/Update/${added.body.data.id}`,
      { name: 'State Export', kind: 'InterState', direction: 'Export' },
      admin,
    );
    expect(renamed.status).toBe(409);
    expect(
      (await call(t, 'DELETE', `/api/Configuration/Corridors/Delete/${added.body.data.id}`, undefined, admin)).status,
    ).toBe(200);
  });
});
