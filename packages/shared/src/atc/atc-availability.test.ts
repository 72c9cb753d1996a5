import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromHundredths } from '../validation/hundredths.ts';
import {
  MAX_AVAILABILITY_DAYS,
  atcAvailabilityQuerySchema,
  availabilityDayOf,
  remainingMargin,
  remainingMarginMw,
  rowShortfall,
  shortfallMessage,
  type AtcAvailability,
} from './atc-availability.ts';

const day = (hundredths: number) => new Array<number>(96).fill(hundredths);
const DATES = ['2026-12-01', '2026-12-02', '2026-12-03'];

/** One corridor with the given remaining-margin days (hundredths) from 2026-12-01. */
function availabilityOf(days: readonly number[][], corridorName = 'Itanagar'): AtcAvailability {
  return {
    corridors: [
      {
        corridorId: 1,
        corridorName,
        days: days.map((remaining, i) => ({ ...availabilityDayOf(DATES[i]!, { atc: remaining, allocated: day(0) }) })),
      },
    ],
  };
}

describe('remainingMargin', () => {
  it('is ATC less allocated: declared 50 MW, allocated 20 → remaining 30', () => {
    expect(remainingMarginMw([50], [20])).toEqual([30]);
    expect(availabilityDayOf('2026-12-01', { atc: day(5000), allocated: day(2000) }).remaining[0]).toBe(30);
  });

  it('never goes below 0 and treats a missing allocation as 0', () => {
    expect(remainingMargin([1000, 500, 700], [1500, 500])).toEqual([0, 0, 700]);
  });

  it('reads an undeclared day as 0 everywhere', () => {
    const undeclared = availabilityDayOf('2026-12-01', null);
    expect(undeclared.declared).toBe(false);
    expect(undeclared.remaining).toEqual(day(0));
  });

  it('equals max(0, atc − allocated) exactly to the hundredth (property)', () => {
    const arb = fc.array(fc.tuple(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 0, max: 1e7 })), {
      maxLength: 96,
    });
    fc.assert(
      fc.property(arb, (pairs) => {
        const atc = pairs.map(([a]) => fromHundredths(a));
        const allocated = pairs.map(([, b]) => fromHundredths(b));
        expect(remainingMarginMw(atc, allocated)).toEqual(pairs.map(([a, b]) => fromHundredths(Math.max(0, a - b))));
      }),
    );
  });
});

describe('rowShortfall', () => {
  const row = {
    oaFromDate: '2026-12-01',
    oaToDate: '2026-12-02',
    fromTimeBlock: 40,
    toTimeBlock: 44,
    oaRequirement: 30,
  };

  it('finds the first block where the request is above the margin', () => {
    const second = day(5000);
    second[42] = 2999; // 29.99 MW left in block 43 (10:30-10:45) of the second day
    const found = rowShortfall(row, availabilityOf([day(5000), second]));
    expect(found).toEqual({ corridorName: 'Itanagar', date: '2026-12-02', block: 43, requested: 30, remaining: 29.99 });
    expect(shortfallMessage(found!)).toBe(
      'Requested 30.00 MW is more than the 29.99 MW of ATC margin left on Itanagar on Dec 02, 2026, 10:30-10:45. ' +
        'You may still apply: processing decides.',
    );
  });

  it('is null when the request fits, also when it equals the margin', () => {
    expect(rowShortfall(row, availabilityOf([day(3000), day(3000)]))).toBeNull();
  });

  it('does not judge an incomplete row', () => {
    const empty = availabilityOf([day(0), day(0)]);
    expect(rowShortfall({ ...row, oaRequirement: Number.NaN }, empty)).toBeNull();
    expect(rowShortfall({ ...row, toTimeBlock: Number.NaN }, empty)).toBeNull();
    expect(rowShortfall({ ...row, oaToDate: '' }, empty)).toBeNull();
  });

  it('warns iff some covered block of some corridor has less left than the request (property)', () => {
    const arbDays = fc.array(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 96, maxLength: 96 }), {
      minLength: 3,
      maxLength: 3,
    });
    const arbRow = fc
      .record({
        from: fc.integer({ min: 0, max: 2 }),
        span: fc.integer({ min: 0, max: 2 }),
        first: fc.integer({ min: 0, max: 95 }),
        length: fc.integer({ min: 1, max: 96 }),
        mw: fc.integer({ min: 1, max: 12_000 }),
      })
      .map(({ from, span, first, length, mw }) => ({
        oaFromDate: DATES[from]!,
        oaToDate: DATES[Math.min(2, from + span)]!,
        fromTimeBlock: first,
        toTimeBlock: Math.min(96, first + length),
        oaRequirement: fromHundredths(mw),
      }));
    fc.assert(
      fc.property(arbDays, arbDays, arbRow, (a, b, r) => {
        const availability: AtcAvailability = {
          corridors: [...availabilityOf(a, 'A').corridors, ...availabilityOf(b, 'B').corridors],
        };
        const from = DATES.indexOf(r.oaFromDate);
        const to = DATES.indexOf(r.oaToDate);
        const requested = Math.round(r.oaRequirement * 100);
        let expected = false;
        for (const days of [a, b])
          for (let d = from; d <= to; d += 1)
            for (let k = r.fromTimeBlock; k < r.toTimeBlock; k += 1) if (requested > days[d]![k]!) expected = true;
        expect(rowShortfall(r, availability) !== null).toBe(expected);
      }),
    );
  });
});

describe('atcAvailabilityQuerySchema', () => {
  const base = { SellerId: '1', BuyerId: '2', FromDate: '2026-12-01', ToDate: '2026-12-31' };

  it(`takes a period of up to ${MAX_AVAILABILITY_DAYS} days`, () => {
    expect(atcAvailabilityQuerySchema.parse(base)).toEqual({ ...base, SellerId: 1, BuyerId: 2 });
  });

  it('refuses a period that ends before it starts or is too long', () => {
    expect(atcAvailabilityQuerySchema.safeParse({ ...base, ToDate: '2026-11-30' }).error?.issues[0]?.message).toBe(
      'To Date must not be before From Date',
    );
    expect(atcAvailabilityQuerySchema.safeParse({ ...base, ToDate: '2027-01-01' }).error?.issues[0]?.message).toBe(
      'At most 31 days at a time',
    );
  });
});
