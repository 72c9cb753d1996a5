/** Business-rules documents for tests. */
import { DEFAULT_BUSINESS_RULES, type BusinessRules } from '@stoa/shared';

/** The defaults with the Day-Ahead cut-off moved. */
export const withCutoff = (cutoffTime: string): BusinessRules => ({
  ...DEFAULT_BUSINESS_RULES,
  applicationWindows: {
    ...DEFAULT_BUSINESS_RULES.applicationWindows,
    DayAhead: { ...DEFAULT_BUSINESS_RULES.applicationWindows.DayAhead, cutoffTime },
  },
});
