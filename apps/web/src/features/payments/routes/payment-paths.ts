/**
 * The payment pages' URLs, from the access table (PAGES: paymentDashboard, paymentRefund, paymentDetail), and the
 * payment id of a detail address.
 */
import { generatePath } from 'react-router';
import { PAGES } from '@stoa/shared';

export const paymentPaths = {
  dashboard: PAGES.paymentDashboard.path,
  refund: PAGES.paymentRefund.path,
  detail: (paymentId: number) => generatePath(PAGES.paymentDetail.path, { id: String(paymentId) }),
} as const;

/** A payment id from the address: a positive integer, else null. */
export function paymentIdOf(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
