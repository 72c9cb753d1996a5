/**
 * The SLDC's STOA check before accepting an application into processing (DOMAIN §3 step 1): the parties'
 * registrations in force over the whole period (a registration and its renewal one after the other count), the
 * parties consistent, no defaulter, the parties' consent to a trader's application, corridors, and the fee.
 */
import { coversPeriod, formatDisplayDate, partyKey, type PartySide } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { findUserById } from '../../platform/users/users.ts';
import { feeStateOf } from '../payment/payment.service.ts';
import * as repo from './application.repository.ts';
import type { ApplicationRecord } from './application.repository.ts';
import { ownersOf } from './application-records.ts';
import { lineagesOf, type Lineages } from './party-limits.ts';

/** The STOA check's fee line (its detail says what is missing: the refusal quotes it). */
export const FEE_CHECK_NAME = 'Application fee';

type Named = NonNullable<Awaited<ReturnType<typeof ownersOf>>['seller']>;

/**
 * A party's registrations in force on every delivery day: the one named, or it and its renewal one after the other
 * (an early renewal never fails the check); the detail names the last day in force.
 */
function validityCheck(lineages: Lineages, name: string, side: PartySide, party: Named, record: ApplicationRecord) {
  const lineage = lineages.get(partyKey(side, party.userId)) ?? [];
  const inForce = ['Approved', 'Renewed'].includes(party.status);
  const passed =
    inForce && !!record.fromDate && !!record.toDate && coversPeriod(lineage, record.fromDate, record.toDate);
  const until = lineage.map((r) => r.expiredOn).reduce<string | null>((m, d) => (d && (!m || d > m) ? d : m), null);
  const detail = `${party.entityName}: ${party.registrationNo ?? 'no number'}, ${party.status}${until ? `, in force until ${formatDisplayDate(until)}` : ''}`;
  return { name, passed, detail };
}

/** The SLDC's checks before accepting an application into processing (DOMAIN §3 step 1). */
export async function stoaCheckOf(tx: DbOrTx, record: ApplicationRecord) {
  const { seller, buyer } = await ownersOf(tx, record);
  const lineages = await lineagesOf(tx, [
    ...(seller ? [partyKey('seller', seller.userId)] : []),
    ...(buyer ? [partyKey('buyer', buyer.userId)] : []),
  ]);
  const checks: { name: string; passed: boolean; detail: string }[] = [];
  for (const [side, label, party] of [
    ['seller', 'Seller registration valid', seller],
    ['buyer', 'Buyer registration valid', buyer],
  ] as const) {
    checks.push(
      party ? validityCheck(lineages, label, side, party, record) : { name: label, passed: false, detail: 'Not named' },
    );
  }
  checks.push({
    name: 'Parties consistent',
    passed:
      !!seller &&
      !!buyer &&
      repo.isSellerType(seller.entityType) &&
      repo.isBuyerType(buyer.entityType) &&
      seller.userId !== buyer.userId,
    detail: 'Seller injects, buyer draws, and they are different entities',
  });
  const people = [];
  for (const id of [record.applicantUserId, seller?.userId, buyer?.userId].filter((i): i is number => !!i)) {
    people.push(await findUserById(tx, id));
  }
  const defaulters = people.filter((p) => p?.isDefaulter).map((p) => p!.entityName ?? p!.userName);
  checks.push({
    name: 'No defaulter',
    passed: defaulters.length === 0,
    detail:
      defaulters.length === 0
        ? 'Applicant, seller and buyer are not marked defaulters'
        : `Defaulter: ${defaulters.join(', ')}`,
  });
  if (record.sellerConsent !== null || record.buyerConsent !== null) {
    checks.push({
      name: 'Consent of the parties',
      passed: record.sellerConsent === 'Given' && record.buyerConsent === 'Given',
      detail: `Seller ${record.sellerConsent ?? 'Pending'}, buyer ${record.buyerConsent ?? 'Pending'}`,
    });
  }
  checks.push({
    name: 'Corridors',
    passed: record.corridorIds.length > 0,
    detail: `${record.corridorIds.length} intra-state corridor(s) by the parties' transmission zones`,
  });
  // The fee raised on submission must be paid and reconciled (DOMAIN §5 "proceeds only when its fee is paid").
  const fee = await feeStateOf(tx, { recordType: 'Application', recordId: record.id, dueType: 'ApplicationFee' });
  checks.push({ name: FEE_CHECK_NAME, passed: fee.paid, detail: fee.detail });
  return { applicationId: record.id, checks, passed: checks.every((c) => c.passed) };
}
