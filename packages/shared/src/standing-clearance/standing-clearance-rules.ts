/**
 * The rules of a standing clearance that need more than the form (DOMAIN §8): the applicant's capacity per direction
 * from its approved registration, the checks against that registration and today's date, the overlap of clearances
 * in one direction beyond capacity, and the statutory clock (answer within N working days). Pure: the server enforces
 * them, the web shows them before a round trip.
 */
import type { EntityType } from '../auth/roles.ts';
import { clockOn, dueOnAfter } from '../workflow/clocks.ts';
import { formatDisplayDate } from '../calendar/dates.ts';
import { exBusCapacity } from '../registration/registration.schemas.ts';
import { fromHundredths, toHundredths } from '../validation/hundredths.ts';
import {
  STANDING_CLEARANCE_MESSAGES,
  type ClearanceDirection,
  type ClearanceDue,
  type ClearanceRegistration,
  type StandingClearanceDetails,
  type StandingClearanceField,
} from './standing-clearance.schemas.ts';

/** MW with two decimals, as messages and certificates write it ('23.50 MW'). */
export function formatClearanceMw(mw: number): string {
  return `${mw.toFixed(2)} MW`;
}

type Details = Record<string, unknown>;
const part = (d: Details, key: string): Details =>
  d[key] && typeof d[key] === 'object' && !Array.isArray(d[key]) ? (d[key] as Details) : {};
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

export const CLEARANCE_SELLER_TYPES: readonly EntityType[] = ['InjectingEntity', 'BothEntity'];
export const CLEARANCE_BUYER_TYPES: readonly EntityType[] = ['DraweeEntity', 'BothEntity'];

/**
 * What a registration allows: Sell up to its ex-bus capacity (injecting, both), Buy up to its contract demand
 * (drawee, both). A trader's registration has no capacity of its own and allows neither.
 */
export function registrationCapacities(entityType: EntityType, details: Details) {
  const generator = part(details, 'generator');
  const consumer = part(details, 'consumer');
  const installed = num(generator['installedCapacity']);
  const auxiliary = num(generator['auxiliaryConsumption']) ?? 0;
  const sells = CLEARANCE_SELLER_TYPES.includes(entityType);
  const buys = CLEARANCE_BUYER_TYPES.includes(entityType);
  const exBusCapacityMw = sells && installed !== null ? exBusCapacity(installed, auxiliary) : null;
  const contractDemandMw = buys ? num(consumer['contractDemand']) : null;
  const directions: ClearanceDirection[] = [];
  if (exBusCapacityMw !== null && exBusCapacityMw > 0) directions.push('Sell');
  if (contractDemandMw !== null && contractDemandMw > 0) directions.push('Buy');
  return {
    exBusCapacityMw,
    contractDemandMw,
    stoaInjectionQuantumMw: sells ? num(generator['stoaInjectionQuantum']) : null,
    stoaDrawlQuantumMw: buys ? num(consumer['stoaDrawlQuantum']) : null,
    directions,
  };
}

/** The limit of a direction: ex-bus capacity for Sell, contract demand for Buy (null: the direction is not allowed). */
export function capacityFor(
  registration: Pick<ClearanceRegistration, 'exBusCapacityMw' | 'contractDemandMw' | 'directions'>,
  direction: ClearanceDirection,
): { mw: number; label: string } | null {
  if (!registration.directions.includes(direction)) return null;
  return direction === 'Sell'
    ? { mw: registration.exBusCapacityMw ?? 0, label: 'ex-bus capacity' }
    : { mw: registration.contractDemandMw ?? 0, label: 'contract demand' };
}

export interface ClearanceIssue {
  /** A field of the request, or null for the request as a whole. */
  path: StandingClearanceField | null;
  message: string;
}

/**
 * The rules of a checked request against today (business date) and the applicant's approved registration: the
 * period starts today or later and ends within the registration's validity, the registration allows the direction,
 * and the MW stay within the direction's capacity.
 */
export function clearanceIssues(
  details: Pick<StandingClearanceDetails, 'direction' | 'quantumMw' | 'fromDate' | 'toDate'>,
  context: { today: string; registration: ClearanceRegistration | null },
): ClearanceIssue[] {
  const issues: ClearanceIssue[] = [];
  if (details.fromDate < context.today)
    issues.push({ path: 'fromDate', message: STANDING_CLEARANCE_MESSAGES.fromInPast });
  const registration = context.registration;
  if (!registration) return [...issues, { path: null, message: STANDING_CLEARANCE_MESSAGES.noRegistration }];
  const capacity = capacityFor(registration, details.direction);
  if (!capacity) {
    const message =
      details.direction === 'Sell'
        ? STANDING_CLEARANCE_MESSAGES.sellNeedsInjecting
        : STANDING_CLEARANCE_MESSAGES.buyNeedsDrawee;
    issues.push({ path: 'direction', message });
  } else if (toHundredths(details.quantumMw) > toHundredths(capacity.mw)) {
    issues.push({
      path: 'quantumMw',
      message: `Quantum (MW) cannot exceed your ${capacity.label} of ${formatClearanceMw(capacity.mw)}`,
    });
  }
  if (registration.expiredOn && details.toDate > registration.expiredOn) {
    issues.push({
      path: 'toDate',
      message: `To Date cannot be after your registration's validity ends (${formatDisplayDate(registration.expiredOn)})`,
    });
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------------------------
// Overlap beyond capacity
// ---------------------------------------------------------------------------------------------------------------
export interface HeldClearance {
  id: number;
  clearanceNo: string | null;
  fromDate: string;
  toDate: string;
  /** MW hundredths. */
  quantum: number;
}

export interface OverlapResult {
  fits: boolean;
  /** The day of the period on which the other clearances hold the most (null: none overlaps). */
  worstDate: string | null;
  /** MW hundredths left for the request on that day (never below 0). */
  left: number;
  /** The clearances in force on the worst day. */
  overlapping: HeldClearance[];
}

/**
 * Do the request's MW fit beside the applicant's other clearances of the same direction on every day of its period
 * (DOMAIN §8)? The load of the others is a step function that rises only where one starts, so the most loaded day
 * of the period is the period's first day or the first day of another clearance inside it.
 */
export function overlapCheck(
  request: { fromDate: string; toDate: string; quantum: number },
  others: readonly HeldClearance[],
  capacity: number,
): OverlapResult {
  const within = others.filter((o) => o.fromDate <= request.toDate && o.toDate >= request.fromDate);
  const candidates = [request.fromDate, ...within.map((o) => o.fromDate).filter((d) => d > request.fromDate)];
  let worstDate: string | null = null;
  let worstLoad = 0;
  for (const day of candidates) {
    const load = within.filter((o) => o.fromDate <= day && o.toDate >= day).reduce((sum, o) => sum + o.quantum, 0);
    if (load > worstLoad) {
      worstLoad = load;
      worstDate = day;
    }
  }
  const left = Math.max(0, capacity - worstLoad);
  const overlapping = worstDate === null ? [] : within.filter((o) => o.fromDate <= worstDate && o.toDate >= worstDate);
  return { fits: request.quantum <= capacity - worstLoad, worstDate, left, overlapping };
}

/** How a clearance is named in messages: its number once approved, else its request id. */
export function clearanceRef(c: Pick<HeldClearance, 'id' | 'clearanceNo'>): string {
  return c.clearanceNo ?? `request #${c.id}`;
}

/** The refusal of an overlap: the clearances in the way, the capacity and the MW left. */
export function overlapMessage(result: OverlapResult, capacity: { mw: number; label: string }): string {
  const refs = result.overlapping.map(clearanceRef).join(', ');
  const day = result.worstDate ? formatDisplayDate(result.worstDate) : '';
  return (
    `The period overlaps your standing clearances ${refs} in the same direction: together they would exceed your ` +
    `${capacity.label} of ${formatClearanceMw(capacity.mw)}. Only ${formatClearanceMw(fromHundredths(result.left))} ` +
    `is left on ${day}.`
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The statutory clock
// ---------------------------------------------------------------------------------------------------------------
/**
 * The answer date of a request submitted on `submittedOn` (a business date): `workingDays` working days later
 * (Sundays and holidays skipped; a request made on a day off counts from the next working day).
 */
export const clearanceDueOn = dueOnAfter;

/** Where the clock of a request stands on `today` (the shared statutory clock in the clearance's words). */
export function clearanceDue(dueOn: string, today: string, holidays: ReadonlySet<string>): ClearanceDue {
  return clockOn(dueOn, today, holidays, { lead: 'Answer due', what: 'the answer' });
}
