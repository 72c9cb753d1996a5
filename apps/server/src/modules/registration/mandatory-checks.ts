/**
 * The STOA check of a registration (the SLDC's mandatory checks before PendingSTOACheck → STOAApproved): documents
 * verified, utility approvals on this round, applicant not a defaulter and enabled, a trader's licence in force,
 * the fee paid and reconciled (DOMAIN §5). The blocking ones gate the step (precondition mandatoryChecksPassed).
 */
import { formatDisplayDate, type FailedCheck, type MandatoryCheck } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { timelineOf } from '../../platform/timeline/timeline.ts';
import { findUserById } from '../../platform/users/users.ts';
import { feeState } from './registration-fees.ts';
import type { RegistrationRecord } from './registration.repository.ts';
import { RECORD_TYPE, fileDetails, routeOf } from './registration-records.ts';

export async function mandatoryChecks(
  tx: DbOrTx,
  record: RegistrationRecord,
  today: string,
): Promise<MandatoryCheck & { blocking: FailedCheck[] }> {
  const applicant = await findUserById(tx, record.applicantUserId);
  const files = await fileDetails(tx, record.id);
  const timeline = await timelineOf(tx, RECORD_TYPE, record.id);
  const lastSubmit = timeline.map((t) => t.action).lastIndexOf('Submit');
  const since = timeline.slice(lastSubmit + 1).map((t) => t.fromStatus);
  const route = routeOf(record);
  const fee = await feeState(tx, record);
  const licence = (record.details as { licence?: { licenceValidTo?: string } }).licence;
  const items: MandatoryCheck['items'] = [
    {
      key: 'documents',
      label: 'Documents verified',
      passed: files.length > 0 && files.every((f) => f.isValid === true),
      detail: `${files.filter((f) => f.isValid === true).length} of ${files.length} documents marked valid`,
    },
    {
      key: 'utilities',
      label: 'Utility approvals',
      passed:
        (!route.involvesDiscom || since.includes('PendingDISCOMApproval')) &&
        (!route.involvesTransco || since.includes('PendingTRANSCOApproval')),
      detail:
        route.involvesDiscom || route.involvesTransco
          ? [route.involvesDiscom ? 'DISCOM' : null, route.involvesTransco ? 'TRANSCO' : null]
              .filter(Boolean)
              .join(' and ') + ' forwarded'
          : 'No utility involved (trader)',
    },
    {
      key: 'notDefaulter',
      label: 'Applicant is not a defaulter',
      passed: applicant?.isDefaulter === false,
      detail: applicant?.isDefaulter ? 'Marked defaulter by the Admin' : 'Not marked defaulter',
    },
    {
      key: 'accountEnabled',
      label: 'Applicant account enabled',
      passed: applicant?.isEnabled === true,
      detail: applicant?.isEnabled ? 'Enabled' : 'Disabled',
    },
  ];
  if (record.entityType === 'Trader') {
    const valid = !!licence?.licenceValidTo && licence.licenceValidTo >= today;
    items.push({
      key: 'licence',
      label: 'Trading licence in force',
      passed: valid,
      detail: licence?.licenceValidTo ? `Valid to ${formatDisplayDate(licence.licenceValidTo)}` : 'No validity given',
    });
  }
  items.push({
    key: 'fee',
    label: record.kind === 'Renewal' ? 'Renewal fee' : 'Registration fee',
    passed: fee.paid,
    detail: fee.detail,
  });
  const blocking = items
    .filter((i) => !i.passed && ['notDefaulter', 'accountEnabled', 'licence', 'documents', 'fee'].includes(i.key))
    // The fee's line says what is missing (its amount): the refusal quotes it, as the application's does.
    .map((i) => ({ name: i.label, detail: i.key === 'fee' ? i.detail : null }));
  return { items, blocking };
}
