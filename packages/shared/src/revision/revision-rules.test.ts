import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BLOCKS_PER_DAY } from '../application/time-blocks.ts';
import { addDays } from '../calendar/dates.ts';
import { DEFAULT_BUSINESS_RULES } from '../config/business-rules.ts';
import {
  REVISION_MESSAGES,
  blockAt,
  cancellationChargeDates,
  lowerSchedule,
  meetsMinimum,
  reviseSchedule,
  revisionEffectiveFrom,
  stuChargedSchedule,
  type Schedule,
} from './revision-rules.ts';

const RULES = DEFAULT_BUSINESS_RULES.revision;
/** An IST wall-clock time as an instant. */
const ist = (date: string, time: string) => new Date(`${date}T${time}+05:30`);
const flat = (hundredths: number) => new Array<number>(BLOCKS_PER_DAY).fill(hundredths);
const scheduleOf = (from: string, days: number, hundredths = 600): Schedule =>
  new Map(Array.from({ length: days }, (_, i) => [addDays(from, i), flat(hundredths)]));
const cancelled = (schedule: Schedule): Schedule => new Map([...schedule.keys()].map((d) => [d, flat(0)]));

describe('revisionEffectiveFrom', () => {
  it('counts the request’s block as the first: a request at 10:07 takes effect from the block starting 10:45', () => {
    expect(revisionEffectiveFrom(ist('2026-12-02', '10:07:00'), RULES)).toEqual({ date: '2026-12-02', block: 43 });
    // Seconds never move the request into the next block.
    expect(blockAt(ist('2026-12-02', '10:14:59'))).toEqual({ date: '2026-12-02', block: 40 });
    expect(revisionEffectiveFrom(ist('2026-12-02', '10:15:00'), RULES)).toEqual({ date: '2026-12-02', block: 44 });
  });

  it('carries past midnight: at 23:20 it takes effect at 00:00 of the next day', () => {
    // 23:15 block is 93; 93 + 3 = 96 → block 0 of the next day.
    expect(revisionEffectiveFrom(ist('2026-12-31', '23:20:00'), RULES)).toEqual({ date: '2027-01-01', block: 0 });
  });
});

describe('cancellationChargeDates (DOMAIN §6 worked examples)', () => {
  it('a 5-day schedule cancelled the day before it starts pays 2 days of the original schedule', () => {
    const original = scheduleOf('2026-12-10', 5);
    expect(cancellationChargeDates('2026-12-09', original, cancelled(original), RULES)).toEqual([
      '2026-12-10',
      '2026-12-11',
    ]);
  });

  it('a 1-day schedule cancelled the day before pays its 1 day', () => {
    const original = scheduleOf('2026-12-10', 1);
    expect(cancellationChargeDates('2026-12-09', original, cancelled(original), RULES)).toEqual(['2026-12-10']);
  });

  it('either cancelled 5 days ahead pays nothing; 2 days ahead is enough notice', () => {
    for (const days of [5, 1]) {
      const original = scheduleOf('2026-12-10', days);
      expect(cancellationChargeDates('2026-12-05', original, cancelled(original), RULES)).toEqual([]);
      expect(cancellationChargeDates('2026-12-08', original, cancelled(original), RULES)).toEqual([]);
    }
  });

  it('keeps STU on the original schedule on those days only', () => {
    const original = scheduleOf('2026-12-10', 3);
    const charged = stuChargedSchedule(original, cancelled(original), ['2026-12-10']);
    expect([...charged.values()].map((blocks) => blocks[0])).toEqual([600, 0, 0]);
  });
});

describe('reviseSchedule', () => {
  const original = scheduleOf('2026-12-02', 2);
  const from = { date: '2026-12-02', block: 43 };
  const row = (overrides: Partial<Parameters<typeof reviseSchedule>[1][number]> = {}) => ({
    oaFromDate: '2026-12-02',
    oaToDate: '2026-12-02',
    fromTimeBlock: 48,
    toTimeBlock: 56,
    oaRequirement: 2.5,
    ...overrides,
  });

  it('lowers the chosen blocks from the effective one', () => {
    const { revised, errors } = reviseSchedule(original, [row()], from);
    expect(errors).toEqual([]);
    expect(revised.get('2026-12-02')!.slice(47, 57)).toEqual([600, 250, 250, 250, 250, 250, 250, 250, 250, 600]);
    expect(revised.get('2026-12-03')).toEqual(flat(600));
  });

  it('refuses an increase, blocks before the effective one and days not scheduled, each with its message', () => {
    const { errors } = reviseSchedule(
      original,
      [
        row({ oaRequirement: 7 }),
        row({ fromTimeBlock: 40 }),
        row({ oaFromDate: '2026-12-04', oaToDate: '2026-12-04' }),
      ],
      from,
    );
    expect(errors).toEqual([
      { row: 0, message: REVISION_MESSAGES.increase('2026-12-02', 48, 600) },
      { row: 1, message: REVISION_MESSAGES.tooEarly(from) },
      { row: 2, message: REVISION_MESSAGES.notScheduled('2026-12-04') },
    ]);
    expect(REVISION_MESSAGES.increase('2026-12-02', 48, 600)).toBe(
      'A revision can only lower the schedule: Dec 02, 2026 12:00 is scheduled at 6.00 MW. Apply for more as a new application',
    );
    expect(REVISION_MESSAGES.tooEarly(from)).toBe(
      'A revision takes effect from Dec 02, 2026 10:45; earlier blocks cannot change',
    );
  });

  it('meets the 2 % minimum only when it takes away at least 2 % of the energy', () => {
    // 2 days × 96 blocks × 6 MW = 1,152 block-MW; 2 % = 23.04: 24 blocks lowered by 0.96 MW is exactly 2 %.
    const exact = reviseSchedule(original, [row({ fromTimeBlock: 48, toTimeBlock: 72, oaRequirement: 5.04 })], from);
    expect(meetsMinimum(original, exact.revised, RULES)).toBe(true);
    const less = reviseSchedule(original, [row({ fromTimeBlock: 48, toTimeBlock: 72, oaRequirement: 5.05 })], from);
    expect(meetsMinimum(original, less.revised, RULES)).toBe(false);
    expect(meetsMinimum(original, original, RULES)).toBe(false);
  });

  it('never raises a block and never changes one before the effective point', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 95 }),
        fc.integer({ min: 0, max: 95 }),
        fc.integer({ min: 1, max: 96 }),
        fc.integer({ min: 0, max: 800 }),
        (effective, start, length, mw) => {
          const at = { date: '2026-12-02', block: effective };
          const to = Math.min(96, start + length);
          const { revised, errors } = reviseSchedule(
            original,
            [row({ fromTimeBlock: start, toTimeBlock: to, oaRequirement: mw / 100 })],
            at,
          );
          const day = revised.get('2026-12-02')!;
          day.forEach((v) => expect(v).toBeLessThanOrEqual(600));
          if (errors.length === 0) day.slice(0, effective).forEach((v) => expect(v).toBe(600));
          else expect(start < effective || mw > 600).toBe(true);
        },
      ),
    );
  });
});

describe('lowerSchedule (a request applied at approval)', () => {
  const from = { date: '2026-12-02', block: 43 };
  const row = (mw: number, fromTimeBlock = 0, toTimeBlock = 96) => ({
    oaFromDate: '2026-12-02',
    oaToDate: '2026-12-03',
    fromTimeBlock,
    toTimeBlock,
    oaRequirement: mw,
  });

  it('lowers from the effective block only, answers only the dates it changed', () => {
    const current = scheduleOf('2026-12-01', 3);
    const lowered = lowerSchedule(current, [row(2)], from);
    expect([...lowered.keys()]).toEqual(['2026-12-02', '2026-12-03']);
    expect(lowered.get('2026-12-02')!.slice(41, 45)).toEqual([600, 600, 200, 200]);
    expect(lowered.get('2026-12-03')!.every((v) => v === 200)).toBe(true);
  });

  it('never raises a block a curtailment lowered since the request', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 800 }), { minLength: 96, maxLength: 96 }),
        fc.integer({ min: 0, max: 8 }),
        (blocks, mw) => {
          const current: Schedule = new Map([['2026-12-03', blocks]]);
          const lowered = lowerSchedule(current, [{ ...row(mw), oaFromDate: '2026-12-03' }], from);
          const after = lowered.get('2026-12-03') ?? blocks;
          return after.every((v, b) => v <= blocks[b]! && v === Math.min(blocks[b]!, mw * 100));
        },
      ),
    );
  });
});
