/**
 * What happens next to a payment (issue 36 item 1), on its record page: a submitted payment waits for the SLDC's
 * reconciliation against the bank statement; a reverted or reversed one leaves its dues payable again, and the payer
 * pays them afresh. An approved payment is settled (its receipt is issued): nothing waits.
 */
import { API_ACCESS } from '../auth/api-access.ts';
import { ROLE_LABELS, type Role } from '../auth/roles.ts';
import { LIST_LINKS } from '../workflow/record-links.ts';
import type { NextStep } from '../workflow/next-step.ts';
import type { PaymentStatus } from './payment.schemas.ts';

export interface PaymentNextStepViewer {
  role: Role;
  /** The viewer is the payment's payer. */
  isPayer: boolean;
}

/** The link to the payer's dues: one record's when the payment covered one, else all of them. */
export const PAY_AGAIN_LABEL = 'Open your dues';

const reconcilers = API_ACCESS.paymentReconcile as readonly Role[];
const reconcilerWords = reconcilers.map((r) => ROLE_LABELS[r]).join(' or ');

const step = (text: string, actor: string, isYours: boolean, link: NextStep['link'] = null): NextStep => ({
  text,
  actor,
  isYours,
  due: null,
  dueText: null,
  link,
});

export function paymentNextStepOf(
  payment: { status: PaymentStatus; recordNos: readonly string[] },
  viewer: PaymentNextStepViewer,
): NextStep | null {
  if (payment.status === 'Submitted') {
    if (reconcilers.includes(viewer.role)) {
      return step(
        'Check the amount against the bank statement, then approve it (the receipt is issued and its dues settle) or revert it with a reason.',
        'You',
        true,
      );
    }
    const whom = viewer.isPayer ? ' You will be told.' : '';
    return step(
      `The SLDC checks the amount against its bank statement and approves it (the receipt is issued) or reverts it with a reason.${whom}`,
      reconcilerWords,
      false,
    );
  }
  if (payment.status === 'Reverted' || payment.status === 'Reversed') {
    const what = payment.status === 'Reverted' ? 'reverted' : 'reversed';
    if (!viewer.isPayer) return step(`The payer pays its dues again: this payment was ${what}.`, 'The payer', false);
    const path =
      payment.recordNos.length === 1
        ? LIST_LINKS.duesOfRecord(payment.recordNos[0]!)
        : `${LIST_LINKS.payments}?tab=dues`;
    return step(`Pay the dues again: this payment was ${what} and its dues are payable.`, 'You', true, {
      label: PAY_AGAIN_LABEL,
      path,
    });
  }
  return null;
}
