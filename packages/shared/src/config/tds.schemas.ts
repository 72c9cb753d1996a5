/**
 * TDS (spec §7.6; DOMAIN §5): an OA applicant's own configuration of the charge types it deducts TDS on, at what
 * rate and under which section; the interest percentage on late challans, kept by the SLDC. Both effective-dated.
 */
import { z } from 'zod';
import { requiredMessage } from '../api/messages.ts';
import { decimalField } from '../validation/number-input.ts';
import { CHARGE_TYPES, periodFields, stampFields } from './charges.schemas.ts';

/** Sections as the Income Tax Act names them, upper-cased: 194C, 194J, 194LBA, 194I(A). */
export const TDS_SECTION_PATTERN = /^[0-9]{3}[A-Z]{0,3}(\([0-9A-Z]+\))?$/;

export const tdsInputSchema = z.object({
  chargeType: z.enum(CHARGE_TYPES, { error: requiredMessage('Charge Type') }),
  ratePercent: decimalField('TDS Rate (%)', { greaterThan: 0, max: 100 }),
  section: z
    .string({ error: requiredMessage('Section') })
    .trim()
    .min(1, requiredMessage('Section'))
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(TDS_SECTION_PATTERN, 'Section must look like 194C or 194J')),
  ...periodFields,
});
export type TdsInput = z.output<typeof tdsInputSchema>;
export const tdsSchema = z.object({
  ...stampFields,
  chargeType: z.enum(CHARGE_TYPES),
  ratePercent: z.number(),
  section: z.string(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
});
export type TdsConfig = z.infer<typeof tdsSchema>;
export const tdsListSchema = z.object({ tdsList: z.array(tdsSchema), dataCount: z.number().int() });

/** GetConfiguredCharges: the charge types the caller deducts TDS on today, with rate and section. */
export const configuredChargeSchema = z.object({
  chargeType: z.enum(CHARGE_TYPES),
  ratePercent: z.number(),
  section: z.string(),
});
export type ConfiguredCharge = z.infer<typeof configuredChargeSchema>;

export const tdsInterestInputSchema = z.object({
  ratePercentPerMonth: decimalField('Interest (% per month)', { greaterThan: 0, max: 100 }),
  ...periodFields,
});
export type TdsInterestInput = z.output<typeof tdsInterestInputSchema>;
export const tdsInterestSchema = z.object({
  ...stampFields,
  ratePercentPerMonth: z.number(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
});
export type TdsInterest = z.infer<typeof tdsInterestSchema>;
export const tdsInterestListSchema = z.object({
  interestList: z.array(tdsInterestSchema),
  dataCount: z.number().int(),
});
