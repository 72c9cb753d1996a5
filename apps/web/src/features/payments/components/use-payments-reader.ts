/**
 * Who reads the payment pages, off the access table only (STYLE rule 4): a payer (records payments against its own
 * dues), or a reader of everyone's (the SLDC roles), of whom the reconciler approves, reverts, reverses a bounced
 * payment and records refunds.
 */
import { can } from '@stoa/shared';
import { useSignedInUser } from '../../../lib/auth-session.ts';

export interface PaymentsReader {
  /** Pays its own dues (applicants): its lists are its own. */
  isPayer: boolean;
  canReconcile: boolean;
  /** Reverses a reconciled payment that bounced (the SLDC business user). */
  canReverse: boolean;
  canRefund: boolean;
}

export function usePaymentsReader(): PaymentsReader {
  const user = useSignedInUser();
  const role = user?.role ?? null;
  const isPayer = can(role, 'paymentMake');
  return {
    isPayer,
    canReconcile: can(role, 'paymentReconcile'),
    canReverse: can(role, 'paymentReverse'),
    canRefund: can(role, 'refundMake'),
  };
}
