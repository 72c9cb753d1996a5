/**
 * The payment pages' URLs, from the access table (PAGES: paymentDashboard, paymentRefund, paymentDetail, tdsChallan),
 * and the record id of an address.
 */
import { generatePath } from 'react-router';
import { PAGES } from '@stoa/shared';

export const paymentPaths = {
  dashboard: PAGES.paymentDashboard.path,
  refund: PAGES.paymentRefund.path,
  detail: (paymentId: number) => generatePath(PAGES.paymentDetail.path, { id: String(paymentId) }),
  /** The monthly TDS list: every month, or one application's. */
  challans: (applicationId?: number) =>
    generatePath(PAGES.tdsChallan.path, { applicationId: applicationId === undefined ? null : String(applicationId) }),
} as const;

/** A record id from the address (a payment's, an application's): a positive integer, else null. */
export function paymentIdOf(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
