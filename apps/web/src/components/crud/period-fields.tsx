import { FormDateField } from './form-fields.tsx';
import type { Period } from '@stoa/shared';

/** Effective From and the optional Effective To (empty = open-ended) of an effective-dated row. */
export function PeriodFields() {
  return (
    <>
      <FormDateField name="effectiveFrom" label="Effective From" />
      <FormDateField name="effectiveTo" label="Effective To" helperText="Leave empty for open-ended" />
    </>
  );
}

/** The form values of a period: '' for an open end. */
export function periodValues(row?: Period): { effectiveFrom: string; effectiveTo: string } {
  return { effectiveFrom: row?.effectiveFrom ?? '', effectiveTo: row?.effectiveTo ?? '' };
}

/** The dialog line that explains the effective-dated rule (config/effective-dated.ts `planPeriod`). */
export function periodRuleText(noun: string): string {
  return `Adding a ${noun} from a date ends the open-ended current ${noun} the day before; until then it stays in force.`;
}
