import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_RULES, businessRulesSchema } from './business-rules.ts';

const withDayAhead = (cutoffTime: string) => ({
  ...DEFAULT_BUSINESS_RULES,
  applicationWindows: {
    ...DEFAULT_BUSINESS_RULES.applicationWindows,
    DayAhead: { ...DEFAULT_BUSINESS_RULES.applicationWindows.DayAhead, cutoffTime },
  },
});

describe('business rules', () => {
  it('the defaults are valid and parse to themselves', () => {
    expect(businessRulesSchema.parse(DEFAULT_BUSINESS_RULES)).toEqual(DEFAULT_BUSINESS_RULES);
  });

  it('refuses a cut-off that is not a time of day', () => {
    const result = businessRulesSchema.safeParse(withDayAhead('25:00'));
    expect(result.error?.issues.map((i) => ({ path: i.path, message: i.message }))).toEqual([
      {
        path: ['applicationWindows', 'DayAhead', 'cutoffTime'],
        message: 'Cut-off Time must be a time of day (HH:mm)',
      },
    ]);
    for (const bad of ['24:00', '9:00', '12:60', '12:00:00', ''])
      expect(businessRulesSchema.safeParse(withDayAhead(bad)).success, bad).toBe(false);
    for (const ok of ['00:00', '09:30', '23:59'])
      expect(businessRulesSchema.safeParse(withDayAhead(ok)).success, ok).toBe(true);
  });

  it('checks the numbers and the pricing rule', () => {
    const rules = structuredClone(DEFAULT_BUSINESS_RULES) as unknown as Record<string, Record<string, unknown>>;
    rules.tds!.defaultRatePercent = 0;
    rules.registration!.validityMonths = '121';
    rules.eBidding!.pricingRule = 'Lowest';
    const issues = businessRulesSchema.safeParse(rules).error?.issues ?? [];
    expect(issues.map((i) => i.path.join('.'))).toEqual([
      'eBidding.pricingRule',
      'registration.validityMonths',
      'tds.defaultRatePercent',
    ]);
    expect(issues.slice(1).map((i) => i.message)).toEqual([
      'Validity must be at most 120 months',
      'Default TDS Rate must be greater than 0%',
    ]);
  });

  it('reads numbers typed in a form', () => {
    const typed = structuredClone(DEFAULT_BUSINESS_RULES) as unknown as { revision: Record<string, unknown> };
    typed.revision.minRevisionPercent = '2.5';
    typed.revision.noticeDays = '3';
    expect(businessRulesSchema.parse(typed).revision).toEqual({
      effectiveFromBlock: 4,
      minRevisionPercent: 2.5,
      noticeDays: 3,
    });
  });
});
