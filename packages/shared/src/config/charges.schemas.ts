/**
 * STOA charges, fees and the charge types payments and TDS speak of (spec §2.7 STOA Charges and Fees; DOMAIN §5).
 * Every rate is effective-dated (config/effective-dated.ts).
 */
import { z } from 'zod';
import { UNITS } from '../api/units.ts';
import { APPLICATION_TYPES, APPLICATION_TYPE_LABELS } from '../application/application-types.ts';
import { ENTITY_TYPES, ENTITY_TYPE_LABELS } from '../auth/roles.ts';
import { isoDateField } from '../calendar/dates.ts';
import { HUNDREDTHS_MAX, decimalField } from '../validation/number-input.ts';
import { text } from '../validation/text-rule.ts';
import { requiredMessage } from '../api/messages.ts';

/** Optional end of a period: empty → null (open-ended). */
export const effectiveToField = z
  .union([z.literal(''), z.null(), isoDateField('Effective To')])
  .optional()
  .transform((v) => (v ? v : null));

export const periodFields = {
  effectiveFrom: isoDateField('Effective From'),
  effectiveTo: effectiveToField,
};

/** Who changed a stored row, and when (list columns). */
export const stampFields = {
  id: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
};

// --- STOA charges ----------------------------------------------------------------------------------------------

export const STOA_CHARGE_TYPES = ['STUCharge', 'SLDCOperatingCharge'] as const;
export type StoaChargeType = (typeof STOA_CHARGE_TYPES)[number];
export const STOA_CHARGE_TYPE_LABELS: Record<StoaChargeType, string> = {
  STUCharge: 'STU Charge',
  SLDCOperatingCharge: 'SLDC Operating Charge',
};

export const CHARGE_BASES = ['RsPerKWh', 'RsPerMWPerDay', 'RsPerDayPerTransaction'] as const;
export type ChargeBasis = (typeof CHARGE_BASES)[number];
export const CHARGE_BASIS_LABELS: Record<ChargeBasis, string> = {
  RsPerKWh: 'Rs/kWh',
  RsPerMWPerDay: 'Rs/MW/day',
  RsPerDayPerTransaction: 'Rs per day per transaction',
};
/** The bases each charge may use: STU energy or capacity; SLDC operating per day per transaction. */
export const BASES_OF_CHARGE: Record<StoaChargeType, readonly ChargeBasis[]> = {
  STUCharge: ['RsPerKWh', 'RsPerMWPerDay'],
  SLDCOperatingCharge: ['RsPerDayPerTransaction'],
};

export const stoaChargeInputSchema = z
  .object({
    chargeType: z.enum(STOA_CHARGE_TYPES, { error: requiredMessage('Charge Type') }),
    basis: z.enum(CHARGE_BASES, { error: requiredMessage('Basis') }),
    rate: decimalField('Rate', { greaterThan: 0, max: 1_000_000, unit: '₹' }).describe(UNITS.chargeRate),
    ...periodFields,
  })
  .superRefine((value, ctx) => {
    if (!BASES_OF_CHARGE[value.chargeType].includes(value.basis)) {
      ctx.addIssue({
        code: 'custom',
        path: ['basis'],
        message: `${STOA_CHARGE_TYPE_LABELS[value.chargeType]} is charged in ${BASES_OF_CHARGE[value.chargeType]
          .map((b) => CHARGE_BASIS_LABELS[b])
          .join(' or ')}`,
      });
    }
  });
export type StoaChargeInput = z.output<typeof stoaChargeInputSchema>;
export const stoaChargeSchema = z.object({
  ...stampFields,
  chargeType: z.enum(STOA_CHARGE_TYPES),
  basis: z.enum(CHARGE_BASES),
  rate: z.number().describe(UNITS.chargeRate),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
});
export type StoaCharge = z.infer<typeof stoaChargeSchema>;

// --- Fees ------------------------------------------------------------------------------------------------------

export const FEE_TYPES = ['ApplicationFee', 'RegistrationFee', 'RenewalFee'] as const;
export type FeeType = (typeof FEE_TYPES)[number];
export const FEE_TYPE_LABELS: Record<FeeType, string> = {
  ApplicationFee: 'Application Fee',
  RegistrationFee: 'Registration Fee',
  RenewalFee: 'Renewal Fee',
};
/** What a fee is per: application type for application fees, entity type for registration and renewal fees. */
export const FEE_SUBJECTS: Record<FeeType, readonly string[]> = {
  ApplicationFee: APPLICATION_TYPES,
  RegistrationFee: ENTITY_TYPES,
  RenewalFee: ENTITY_TYPES,
};
export function feeSubjectLabel(subject: string): string {
  return (
    (APPLICATION_TYPE_LABELS as Record<string, string>)[subject] ??
    (ENTITY_TYPE_LABELS as Record<string, string>)[subject] ??
    subject
  );
}

export const feeInputSchema = z
  .object({
    feeType: z.enum(FEE_TYPES, { error: requiredMessage('Fee Type') }),
    subject: text('Applies To', { error: requiredMessage('Applies To') }).min(1, requiredMessage('Applies To')),
    amount: decimalField('Amount (Rs)', { greaterThan: 0, max: HUNDREDTHS_MAX }).describe(UNITS.rupees),
    ...periodFields,
  })
  .superRefine((value, ctx) => {
    // An empty subject already has its 'Applies To is required'; one message per problem.
    if (value.subject && !FEE_SUBJECTS[value.feeType].includes(value.subject)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subject'],
        message: `Applies To is not valid for ${FEE_TYPE_LABELS[value.feeType]}`,
      });
    }
  });
export type FeeInput = z.output<typeof feeInputSchema>;
export const feeSchema = z.object({
  ...stampFields,
  feeType: z.enum(FEE_TYPES),
  subject: z.string(),
  amount: z.number().describe(UNITS.rupees),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
});
export type Fee = z.infer<typeof feeSchema>;

// --- Charge types of payments and TDS ---------------------------------------------------------------------------

export const CHARGE_TYPES = [
  'ApplicationFee',
  'RegistrationFee',
  'RenewalFee',
  'STUCharges',
  'SLDCOperatingCharges',
  'EBiddingCharges',
] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];
export const CHARGE_TYPE_LABELS: Record<ChargeType, string> = {
  ApplicationFee: 'Application Fee',
  RegistrationFee: 'Registration Fee',
  RenewalFee: 'Renewal Fee',
  STUCharges: 'STU Charges',
  SLDCOperatingCharges: 'SLDC Operating Charges',
  EBiddingCharges: 'E-Bidding Charges',
};

/** The rates in force on a date: what `Configuration/Rates/ValueOn` answers and later charges read. */
export const ratesOnSchema = z.object({
  date: z.string(),
  stoaCharges: z.array(stoaChargeSchema),
  fees: z.array(feeSchema),
});
export type RatesOn = z.infer<typeof ratesOnSchema>;

export const CONFIG_MESSAGES = {
  chargeDeleted: 'Charge deleted successfully!',
  chargeSaved: 'Charge saved successfully!',
  feeSaved: 'Fee saved successfully!',
  feeDeleted: 'Fee deleted successfully!',
  saved: 'Saved successfully!',
  deleted: 'Deleted successfully!',
} as const;

/** The list answers (GetAll). */
export const stoaChargeListSchema = z.object({ stoaCharges: z.array(stoaChargeSchema) });
export const feeListSchema = z.object({ fees: z.array(feeSchema) });
