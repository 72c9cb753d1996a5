import { describe, expect, it } from 'vitest';
import { PAY_AGAIN_LABEL, paymentNextStepOf } from './payment-next-steps.ts';

const payer = { role: 'OABusinessUser', isPayer: true } as const;
const reconciler = { role: 'SLDCBusinessUser', isPayer: false } as const;
const approver = { role: 'SLDCApproverI', isPayer: false } as const;
const one = ['STOA/DA/2026/00011'];

describe('paymentNextStepOf', () => {
  it('gives a submitted payment to the reconciler, and tells the payer it will hear', () => {
    expect(paymentNextStepOf({ status: 'Submitted', recordNos: one }, reconciler)).toMatchObject({
      actor: 'You',
      isYours: true,
      link: null,
    });
    const toPayer = paymentNextStepOf({ status: 'Submitted', recordNos: one }, payer)!;
    expect(toPayer).toMatchObject({ actor: 'SLDC Business User', isYours: false });
    expect(toPayer.text).toMatch(/You will be told\.$/);
    expect(paymentNextStepOf({ status: 'Submitted', recordNos: one }, approver)!.text).not.toMatch(/told/);
  });

  it("sends the payer of a reverted or reversed payment to its dues: one record's, or all", () => {
    const reverted = paymentNextStepOf({ status: 'Reverted', recordNos: one }, payer)!;
    expect(reverted.text).toMatch(/was reverted/);
    expect(reverted.link).toEqual({
      label: PAY_AGAIN_LABEL,
      path: '/payments/dashboard?tab=dues&search=STOA%2FDA%2F2026%2F00011',
    });
    const reversed = paymentNextStepOf({ status: 'Reversed', recordNos: [...one, 'REG/2026/7'] }, payer)!;
    expect(reversed.text).toMatch(/was reversed/);
    expect(reversed.link?.path).toBe('/payments/dashboard?tab=dues');
    expect(paymentNextStepOf({ status: 'Reversed', recordNos: one }, reconciler)).toMatchObject({
      actor: 'The payer',
      link: null,
    });
  });

  it('leaves nothing waiting once approved', () => {
    expect(paymentNextStepOf({ status: 'Approved', recordNos: one }, payer)).toBeNull();
    expect(paymentNextStepOf({ status: 'Approved', recordNos: one }, reconciler)).toBeNull();
  });
});
