/**
 * A registration's fee as a due (DOMAIN §5): raised when it is first submitted — the registration fee, or the
 * renewal fee for a renewal — at the fee in force that day, payable by the Admin's due-date rule. A resubmission
 * after a return does not re-price it. The STOA check requires it paid.
 */
import { CHARGE_TYPE_LABELS, businessDate, formatDisplayDate, toHundredths } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { feeOn } from '../configuration/charges.service.ts';
import { dueDates } from '../configuration/master-data.service.ts';
import { feeStateOf, syncCharges } from '../payment/payment.service.ts';
import type { RegistrationRecord } from './registration.repository.ts';

export const feeTypeOf = (record: Pick<RegistrationRecord, 'kind'>) =>
  record.kind === 'Renewal' ? ('RenewalFee' as const) : ('RegistrationFee' as const);

/** How a registration is named on a due: its number, else 'Registration {id}' (numbers come with approval). */
export const registrationRecordNo = (record: Pick<RegistrationRecord, 'id' | 'registrationNo' | 'kind'>) =>
  record.registrationNo
    ? `${record.registrationNo}${record.kind === 'Renewal' ? ' (renewal)' : ''}`
    : `Registration ${record.id}`;

export async function raiseFee(tx: DbOrTx, record: RegistrationRecord, at: Date): Promise<void> {
  const feeType = feeTypeOf(record);
  const raisedOn = businessDate(record.submittedAt ?? at);
  const fee = await feeOn(tx, feeType, record.entityType, raisedOn);
  const dueOn = (await dueDates(tx))(feeType, raisedOn);
  const rule =
    fee === null
      ? `No ${CHARGE_TYPE_LABELS[feeType].toLowerCase()} configured on ${formatDisplayDate(raisedOn)}`
      : `${CHARGE_TYPE_LABELS[feeType]} of a ${record.entityType} in force on ${formatDisplayDate(raisedOn)}`;
  await syncCharges(
    tx,
    [
      {
        partyUserId: record.applicantUserId,
        recordType: 'Registration',
        recordId: record.id,
        recordNo: registrationRecordNo(record),
        recordKind: record.entityType,
        dueType: feeType,
        amountPaise: fee === null ? 0 : toHundredths(fee),
        dueOn,
        rule,
        fixed: true,
      },
    ],
    at,
    record.applicantUserId,
  );
}

/** The fee line of the STOA check: paid and reconciled, or what is owed. */
export function feeState(tx: DbOrTx, record: RegistrationRecord) {
  return feeStateOf(tx, { recordType: 'Registration', recordId: record.id, dueType: feeTypeOf(record) });
}
