/**
 * The SLDC's checks of a standing clearance (DOMAIN §8), computed live whenever the record is read or acted on:
 * registration valid on the period, MW within capacity, no overlap beyond capacity, no dues (defaulter flag) and the
 * margin on the State import/export corridor where ATC is declared. Forward and Approve are refused while one fails.
 */
import {
  CLEARANCE_CHECK_LABELS,
  ENTITY_TYPE_LABELS,
  capacityFor,
  clearanceRef,
  formatClearanceMw,
  formatDisplayDate,
  fromHundredths,
  overlapCheck,
  overlapMessage,
  registrationCapacities,
  type ClearanceCheck,
  type ClearanceCheckKey,
  type ClearanceCheckOutcome,
  type ClearanceDirection,
  type ClearanceRegistration,
  type EntityType,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './standing-clearance.repository.ts';
import type { ClearanceRecord, RegistrationRow } from './standing-clearance.repository.ts';

/** A registration row as the clearance rules read it (capacities per direction). */
export function toClearanceRegistration(row: RegistrationRow): ClearanceRegistration {
  const entityType = row.entityType as EntityType;
  return {
    registrationId: row.id,
    registrationNo: row.registrationNo,
    entityType,
    validFrom: row.validFrom,
    expiredOn: row.expiredOn,
    ...registrationCapacities(entityType, row.details as Record<string, unknown>),
  };
}

export async function currentRegistrationOf(db: DbOrTx, userId: number): Promise<ClearanceRegistration | null> {
  const row = await repo.currentApprovedRegistration(db, userId);
  return row ? toClearanceRegistration(row) : null;
}

const check = (key: ClearanceCheckKey, outcome: ClearanceCheckOutcome, detail: string): ClearanceCheck => ({
  key,
  label: CLEARANCE_CHECK_LABELS[key],
  outcome,
  detail,
});

const NO_REGISTRATION = 'No approved registration';

function registrationCheck(record: ClearanceRecord, reg: ClearanceRegistration | null): ClearanceCheck {
  if (!reg) return check('registration', 'Fail', NO_REGISTRATION);
  const name = `${reg.registrationNo ?? `Registration #${reg.registrationId}`} (${ENTITY_TYPE_LABELS[reg.entityType]})`;
  if (reg.expiredOn && reg.expiredOn < record.toDate) {
    return check(
      'registration',
      'Fail',
      `${name} expires on ${formatDisplayDate(reg.expiredOn)}, before the period ends on ${formatDisplayDate(record.toDate)}`,
    );
  }
  return check('registration', 'Pass', `${name}, valid to ${reg.expiredOn ? formatDisplayDate(reg.expiredOn) : '—'}`);
}

function capacityCheck(record: ClearanceRecord, reg: ClearanceRegistration | null): ClearanceCheck {
  if (!reg) return check('capacity', 'Fail', NO_REGISTRATION);
  const capacity = capacityFor(reg, record.direction as ClearanceDirection);
  if (!capacity) return check('capacity', 'Fail', `The registration allows no ${record.direction} transactions`);
  const asked = formatClearanceMw(fromHundredths(record.quantum));
  const text = `${asked} asked; ${capacity.label} ${formatClearanceMw(capacity.mw)}`;
  return check('capacity', record.quantum <= Math.round(capacity.mw * 100) ? 'Pass' : 'Fail', text);
}

async function overlapOutcome(tx: DbOrTx, record: ClearanceRecord, reg: ClearanceRegistration | null) {
  const direction = record.direction as ClearanceDirection;
  const capacity = reg ? capacityFor(reg, direction) : null;
  if (!capacity) return check('overlap', 'Fail', 'No capacity to compare with');
  const others = await repo.heldClearances(tx, record.applicantUserId, direction, record, record.id);
  const result = overlapCheck(record, others, Math.round(capacity.mw * 100));
  if (!result.fits) return check('overlap', 'Fail', overlapMessage(result, capacity));
  if (result.overlapping.length === 0) {
    return check('overlap', 'Pass', 'No other clearance in this direction overlaps the period');
  }
  const refs = result.overlapping.map(clearanceRef).join(', ');
  const day = formatDisplayDate(result.worstDate!);
  return check(
    'overlap',
    'Pass',
    `Overlaps ${refs}: ${formatClearanceMw(fromHundredths(result.left))} left on ${day}, enough for this request`,
  );
}

/** The least margin (ATC − allocated) of the corridor over the period's declared days and blocks. */
async function corridorCheck(tx: DbOrTx, record: ClearanceRecord): Promise<ClearanceCheck> {
  const corridor = await repo.interStateCorridor(tx, record.direction === 'Sell' ? 'Export' : 'Import');
  if (!corridor)
    return check(
      'corridor',
      'Warning',
      `No State ${record.direction === 'Sell' ? 'export' : 'import'} corridor configured`,
    );
  const days = await repo.atcDaysOf(tx, corridor.id, record.fromDate, record.toDate);
  if (days.length === 0) return check('corridor', 'Warning', 'No ATC declared for the period');
  let least = Number.POSITIVE_INFINITY;
  let leastOn = days[0]!.date;
  for (const day of days) {
    day.atc.forEach((atc, block) => {
      const margin = atc - (day.allocated[block] ?? 0);
      if (margin < least) {
        least = margin;
        leastOn = day.date;
      }
    });
  }
  const margin = `least margin ${formatClearanceMw(fromHundredths(least))} on ${formatDisplayDate(leastOn)}`;
  const total = daysInclusive(record.fromDate, record.toDate);
  if (least < record.quantum) {
    return check(
      'corridor',
      'Fail',
      `${corridor.name}: ${margin}, below the ${formatClearanceMw(fromHundredths(record.quantum))} asked`,
    );
  }
  if (days.length < total) {
    return check(
      'corridor',
      'Warning',
      `${corridor.name}: ATC declared for ${days.length} of ${total} days; ${margin}`,
    );
  }
  return check('corridor', 'Pass', `${corridor.name}: ${margin}`);
}

const DAY_MS = 86_400_000;
const daysInclusive = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** Every check of the record, in the order the SLDC's screen lists them. */
export async function checksOf(tx: DbOrTx, record: ClearanceRecord): Promise<ClearanceCheck[]> {
  const reg = await currentRegistrationOf(tx, record.applicantUserId);
  const applicant = await repo.applicantOf(tx, record.applicantUserId);
  return [
    registrationCheck(record, reg),
    capacityCheck(record, reg),
    await overlapOutcome(tx, record, reg),
    applicant.isDefaulter
      ? check('dues', 'Fail', 'The applicant is marked a defaulter (dues outstanding)')
      : check('dues', 'Pass', 'Not marked a defaulter'),
    await corridorCheck(tx, record),
  ];
}
