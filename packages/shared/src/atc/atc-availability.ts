/**
 * ATC availability before applying (issue 15 item 6): per corridor of an application's seller and buyer, date and
 * block, the declared ATC, the MW already allocated and the margin still open (DOMAIN §3: margin = ATC − allocated).
 * The form warns — never blocks — when a row asks more than the margin in any block it covers: processing decides.
 * Pure; MW with at most 2 decimals on the wire, integer hundredths inside.
 */
import { z } from 'zod';
import { formatDisplayDate, isIsoDate, isoDateField } from '../calendar/dates.ts';
import { BLOCKS_PER_DAY, dateRange, type TimeBlockRow } from '../application/time-blocks.ts';
import { formatMw } from '../format/numbers.ts';
import { fromHundredths, toHundredths } from '../validation/hundredths.ts';
import { recordIdParam } from '../validation/number-input.ts';
import { atcBlockLabel } from './atc-file.ts';

/** The longest period one availability answer covers (an application never crosses a month). */
export const MAX_AVAILABILITY_DAYS = 31;

export const ATC_AVAILABILITY_MESSAGES = {
  toBeforeFrom: 'To Date must not be before From Date',
  tooLong: `At most ${MAX_AVAILABILITY_DAYS} days at a time`,
} as const;

/** GET /Application/GetAtcAvailability: the parties of the form and the period of its rows. */
export const atcAvailabilityQuerySchema = z
  .object({
    SellerId: recordIdParam(),
    BuyerId: recordIdParam(),
    FromDate: isoDateField('From Date'),
    ToDate: isoDateField('To Date'),
  })
  .superRefine(({ FromDate, ToDate }, ctx) => {
    if (!isIsoDate(FromDate) || !isIsoDate(ToDate)) return;
    if (ToDate < FromDate) {
      ctx.addIssue({ code: 'custom', path: ['ToDate'], message: ATC_AVAILABILITY_MESSAGES.toBeforeFrom });
    } else if (dateRange(FromDate, ToDate).length > MAX_AVAILABILITY_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['ToDate'],
        message: ATC_AVAILABILITY_MESSAGES.tooLong,
        params: { code: 'OUT_OF_RANGE' },
      });
    }
  });
export type AtcAvailabilityQuery = z.infer<typeof atcAvailabilityQuerySchema>;

/** One corridor-day: 96 values each (index 0 = block 1), MW. */
export const availabilityDaySchema = z.object({
  date: z.string(),
  /** False when no ATC is declared for the day: every block's margin is 0 then. */
  declared: z.boolean(),
  atc: z.array(z.number()),
  allocated: z.array(z.number()),
  /** max(0, ATC − allocated). */
  remaining: z.array(z.number()),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;
export const corridorAvailabilitySchema = z.object({
  corridorId: z.number().int(),
  corridorName: z.string(),
  days: z.array(availabilityDaySchema),
});
export type CorridorAvailability = z.infer<typeof corridorAvailabilitySchema>;
export const atcAvailabilitySchema = z.object({ corridors: z.array(corridorAvailabilitySchema) });
export type AtcAvailability = z.infer<typeof atcAvailabilitySchema>;

/** The margin still open per block, in hundredths: max(0, ATC − allocated); a missing entry counts as 0. */
export function remainingMargin(atc: readonly number[], allocated: readonly number[]): number[] {
  return atc.map((value, i) => Math.max(0, value - (allocated[i] ?? 0)));
}

/** The same in MW (2 decimals), exact through hundredths. */
export function remainingMarginMw(atc: readonly number[], allocated: readonly number[]): number[] {
  return remainingMargin(atc.map(toHundredths), allocated.map(toHundredths)).map(fromHundredths);
}

/** A corridor-day from stored hundredths (null: nothing declared) to the wire, MW. */
export function availabilityDayOf(
  date: string,
  stored: { atc: number[]; allocated: number[] } | null,
): AvailabilityDay {
  const atc = stored?.atc ?? new Array<number>(BLOCKS_PER_DAY).fill(0);
  const allocated = stored?.allocated ?? new Array<number>(BLOCKS_PER_DAY).fill(0);
  return {
    date,
    declared: stored !== null,
    atc: atc.map(fromHundredths),
    allocated: allocated.map(fromHundredths),
    remaining: remainingMargin(atc, allocated).map(fromHundredths),
  };
}

/** The first block where a row asks more than a corridor's margin. */
export interface MarginShortfall {
  corridorName: string;
  date: string;
  /** 1..96 */
  block: number;
  requested: number;
  remaining: number;
}

/**
 * Where a row's request exceeds the remaining margin: the first corridor, date and block (in date, block, corridor
 * order) it does, else null. A row without a complete period or requirement, or outside the answer's dates, is
 * not judged (null).
 */
export function rowShortfall(row: TimeBlockRow, availability: AtcAvailability): MarginShortfall | null {
  const { oaFromDate: from, oaToDate: to, fromTimeBlock: first, toTimeBlock: end, oaRequirement } = row;
  if (!isIsoDate(from) || !isIsoDate(to) || to < from || !(oaRequirement > 0)) return null;
  if (!Number.isInteger(first) || !Number.isInteger(end) || end <= first) return null;
  const requested = Math.round(oaRequirement * 100);
  for (const date of dateRange(from, to)) {
    for (let b = first; b < end; b += 1) {
      for (const corridor of availability.corridors) {
        const day = corridor.days.find((d) => d.date === date);
        const left = day ? toHundredths(day.remaining[b] ?? 0) : null;
        if (left !== null && requested > left) {
          return {
            corridorName: corridor.corridorName,
            date,
            block: b + 1,
            requested: oaRequirement,
            remaining: fromHundredths(left),
          };
        }
      }
    }
  }
  return null;
}

/** The row's one warning: 'Requested 40.00 MW is more than the 30.00 MW left on Itanagar on Dec 02, 2026, 10:00-10:15 …'. */
export function shortfallMessage(s: MarginShortfall): string {
  return (
    `Requested ${formatMw(s.requested)} MW is more than the ${formatMw(s.remaining)} MW of ATC margin left on ` +
    `${s.corridorName} on ${formatDisplayDate(s.date)}, ${atcBlockLabel(s.block)}. You may still apply: processing decides.`
  );
}
