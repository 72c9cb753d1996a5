/**
 * The charges of a lowered schedule (DOMAIN §5, §6), worked by hand at STU ₹0.08/kWh (₹80/MWh) and SLDC operating
 * charges ₹2,000 per day. Blocks in hundredths of a MW; block 40 is 10:00.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scheduleCharges, type ChargeRate } from '../application/schedule-charges.ts';
import {
  UNCHANGED,
  chargedDaysOf,
  chargesByDueType,
  linesOfChangedSchedule,
  type ScheduleChangeFacts,
} from './application-dues.ts';

const always = { effectiveFrom: '2024-04-01', effectiveTo: null };
const RATES: ChargeRate[] = [
  { chargeType: 'STUCharge', basis: 'RsPerKWh', rateHundredths: 8, ...always },
  { chargeType: 'SLDCOperatingCharge', basis: 'RsPerDayPerTransaction', rateHundredths: 200_000, ...always },
];
const flat = (hundredths: number) => new Array<number>(96).fill(hundredths);
/** `mw` hundredths on blocks [from, to), 0 elsewhere. */
const span = (from: number, to: number, hundredths: number) =>
  flat(0).map((_, b) => (b >= from && b < to ? hundredths : 0));
const price = (days: ReadonlyMap<string, readonly number[]>) => scheduleCharges(days, RATES);
const DAY = '2026-12-10';

/** Applies the changes one after another to `original` and answers the charges of the schedule then. */
function chargesAfter(original: ReadonlyMap<string, number[]>, changes: readonly ScheduleChangeFacts[]) {
  const now = new Map(original);
  for (const c of changes) for (const [date, after] of Object.entries(c.after)) now.set(date, [...after]);
  return chargesByDueType(linesOfChangedSchedule(price, now, chargedDaysOf(changes)));
}
const change = (
  kind: ScheduleChangeFacts['kind'],
  date: string,
  before: readonly number[],
  after: readonly number[],
  kept = false,
): ScheduleChangeFacts => ({
  kind,
  before: { [date]: before },
  after: { [date]: after },
  keptDates: kept ? [date] : [],
});

describe('a curtailment on a day a short-notice revision keeps (DOMAIN §6)', () => {
  // 10 MW on 10:00–14:00 = 40 MWh → STU ₹3,200.00; operating ₹2,000.00 for the day.
  const original = new Map([[DAY, span(40, 56, 1_000)]]);
  // The applicant cuts the day to 5 MW with 1 day's notice: STU stays on the 10 MW.
  const revision = change('Revision', DAY, span(40, 56, 1_000), span(40, 56, 500), true);
  // The SLDC then curtails 4 MW on 10:00–12:00 (8 blocks) of the 5 MW left: 1 MW there.
  const curtailment = change(
    'Curtailment',
    DAY,
    span(40, 56, 500),
    span(40, 56, 500).map((v, b) => (b < 48 && v > 0 ? v - 400 : v)),
  );

  it('keeps STU ₹3,200.00 after the revision, then charges the original less the 8 MWh curtailed: ₹2,560.00', () => {
    expect(chargesAfter(original, [])).toEqual({
      STUCharges: 320_000,
      SLDCOperatingCharges: 200_000,
      EBiddingCharges: 0,
    });
    expect(chargesAfter(original, [revision]).STUCharges).toBe(320_000);
    // (10 MW × 4 h − 4 MW × 2 h) = 32 MWh × ₹80 = ₹2,560.00: ₹640.00 reversed.
    expect(chargesAfter(original, [revision, curtailment])).toEqual({
      STUCharges: 256_000,
      SLDCOperatingCharges: 200_000,
      EBiddingCharges: 0,
    });
  });

  it('does not take a curtailment made before the revision twice: the revision kept the curtailed blocks', () => {
    const first = change(
      'Curtailment',
      DAY,
      span(40, 56, 1_000),
      span(40, 56, 1_000).map((v, b) => (b < 48 && v > 0 ? 600 : v)),
    );
    const then = change('Revision', DAY, first.after[DAY]!, span(40, 56, 0), true);
    expect(chargesAfter(original, [first, then]).STUCharges).toBe(256_000);
  });

  it('keeps the first revision that kept a date: a later revision of it changes nothing', () => {
    const again = change('Revision', DAY, span(40, 56, 500), span(40, 56, 200), true);
    expect(chargesAfter(original, [revision, again]).STUCharges).toBe(320_000);
  });
});

describe('SLDC operating charges once allocated (DOMAIN §5: never refunded)', () => {
  it('stay on every day allocated when a revision cancels days, with notice or without', () => {
    // 5 MW on two days (240 MWh, ₹19,200.00, operating ₹4,000.00); both cancelled, the first kept.
    const original = new Map([
      ['2026-12-02', flat(500)],
      ['2026-12-03', flat(500)],
    ]);
    const revision: ScheduleChangeFacts = {
      kind: 'Revision',
      before: { '2026-12-02': flat(500), '2026-12-03': flat(500) },
      after: { '2026-12-02': flat(0), '2026-12-03': flat(0) },
      keptDates: ['2026-12-02'],
    };
    // The kept day's 120 MWh at ₹80 = ₹9,600.00; the two days' operating charges stay.
    expect(chargesAfter(original, [revision])).toEqual({
      STUCharges: 960_000,
      SLDCOperatingCharges: 400_000,
      EBiddingCharges: 0,
    });
  });

  it('stay on a day curtailed whole', () => {
    const original = new Map([[DAY, span(0, 4, 100)]]);
    const whole = change('Curtailment', DAY, span(0, 4, 100), flat(0));
    expect(chargesAfter(original, [whole])).toEqual({
      STUCharges: 0,
      SLDCOperatingCharges: 200_000,
      EBiddingCharges: 0,
    });
  });

  it('is the plain price when nothing changed', () => {
    const days = new Map([[DAY, flat(500)]]);
    expect(linesOfChangedSchedule(price, days, UNCHANGED)).toEqual(price(days));
  });
});

describe('chargedDaysOf over random lowerings of one day', () => {
  const lowering = fc.record({
    kind: fc.constantFrom('Revision' as const, 'Curtailment' as const),
    /** Per block, the share kept in thousandths. */
    keep: fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 96, maxLength: 96 }),
    shortNotice: fc.boolean(),
  });
  it('a curtailment lowers STU by exactly the MWh it sheds; operating charges never move', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 96, maxLength: 96 }),
        fc.array(lowering, { maxLength: 6 }),
        (blocks, steps) => {
          const original = new Map([[DAY, blocks]]);
          const operating = chargesAfter(original, []).SLDCOperatingCharges;
          const changes: ScheduleChangeFacts[] = [];
          let now = blocks;
          for (const step of steps) {
            const after = now.map((v, b) => Math.floor((v * step.keep[b]!) / 1_000));
            const c = change(step.kind, DAY, now, after, step.kind === 'Revision' && step.shortNotice);
            const before = chargesAfter(original, changes);
            changes.push(c);
            const charged = chargesAfter(original, changes);
            expect(charged.SLDCOperatingCharges).toBe(operating);
            const kept = changes.some((x) => x.keptDates.length > 0);
            if (step.kind === 'Curtailment') {
              const shed = now.reduce((s, v, b) => s + v - after[b]!, 0);
              // 1/400 MWh per hundredth-block at ₹80/MWh = 20 paise each.
              expect(before.STUCharges - charged.STUCharges).toBe(shed * 20);
            } else if (kept) {
              expect(charged.STUCharges).toBe(before.STUCharges);
            }
            now = after;
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
