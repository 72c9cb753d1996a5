/**
 * Rows the portal needs in every installation, demo or not: the three payment modes (spec §3) and a due-date rule
 * per charge type (DOMAIN §5). Inserted after migrations; existing rows are left as the Admin set them.
 */
import { CHARGE_TYPES, PAYMENT_MODES, type ChargeType } from '@stoa/shared';
import type { Db } from '../db/client.ts';
import { dueRules, paymentModes } from '../db/schema/index.ts';

/** Days to pay after a fee or charge falls due (DOMAIN §5 leaves the numbers to configuration). */
export const DEFAULT_DUE_RULES: Record<ChargeType, { daysToPay: number; dayKind: 'Calendar' | 'Working' }> = {
  ApplicationFee: { daysToPay: 3, dayKind: 'Working' },
  RegistrationFee: { daysToPay: 7, dayKind: 'Calendar' },
  RenewalFee: { daysToPay: 7, dayKind: 'Calendar' },
  STUCharges: { daysToPay: 3, dayKind: 'Working' },
  SLDCOperatingCharges: { daysToPay: 3, dayKind: 'Working' },
  EBiddingCharges: { daysToPay: 3, dayKind: 'Working' },
};

export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(paymentModes)
    .values(PAYMENT_MODES.map((mode) => ({ mode, isEnabled: true })))
    .onConflictDoNothing();
  await db
    .insert(dueRules)
    .values(CHARGE_TYPES.map((chargeType) => ({ chargeType, ...DEFAULT_DUE_RULES[chargeType] })))
    .onConflictDoNothing();
}
