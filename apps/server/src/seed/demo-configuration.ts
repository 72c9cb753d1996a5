/**
 * The demo's configuration (DOMAIN.md defaults): STU and SLDC operating charges, fees, TDS interest, holidays of
 * 2026 and 2027, corridors per transmission zone plus state import/export, and the SLDC's bank account.
 */
import { APPLICATION_TYPES, ENTITY_TYPES, toHundredths } from '@stoa/shared';
import type { Tx } from '../db/client.ts';
import { bankAccounts, corridors, fees, holidays, stoaCharges, tdsInterestRates } from '../db/schema/index.ts';

/** Rates in force since the start of FY 2024-25, open-ended. */
export const DEMO_RATES_FROM = '2024-04-01';

/** Gazetted and state holidays (Sundays omitted: they are never working days). */
export const DEMO_HOLIDAYS: [date: string, name: string][] = [
  ['2026-01-26', 'Republic Day'],
  ['2026-02-20', 'State Day'],
  ['2026-03-04', 'Holi'],
  ['2026-04-03', 'Good Friday'],
  ['2026-05-01', 'May Day'],
  ['2026-08-15', 'Independence Day'],
  ['2026-10-02', 'Gandhi Jayanti'],
  ['2026-10-20', 'Dussehra'],
  ['2026-11-09', 'Diwali'],
  ['2026-12-25', 'Christmas Day'],
  ['2027-01-26', 'Republic Day'],
  ['2027-02-20', 'State Day'],
  ['2027-03-22', 'Holi'],
  ['2027-03-26', 'Good Friday'],
  ['2027-08-16', 'Independence Day (observed)'],
  ['2027-10-02', 'Gandhi Jayanti'],
  ['2027-10-29', 'Diwali'],
  ['2027-12-25', 'Christmas Day'],
];

export async function seedDemoConfiguration(tx: Tx, transmissionZones: readonly string[]): Promise<void> {
  const period = { effectiveFrom: DEMO_RATES_FROM, effectiveTo: null };
  await tx.insert(stoaCharges).values([
    { chargeType: 'STUCharge', basis: 'RsPerKWh', rateHundredths: toHundredths(0.08), ...period },
    {
      chargeType: 'SLDCOperatingCharge',
      basis: 'RsPerDayPerTransaction',
      rateHundredths: toHundredths(2000),
      ...period,
    },
  ]);
  await tx.insert(fees).values([
    ...APPLICATION_TYPES.map((subject) => ({
      feeType: 'ApplicationFee',
      subject,
      amountPaise: toHundredths(5000),
      ...period,
    })),
    ...ENTITY_TYPES.map((subject) => ({
      feeType: 'RegistrationFee',
      subject,
      amountPaise: toHundredths(10000),
      ...period,
    })),
    ...ENTITY_TYPES.map((subject) => ({
      feeType: 'RenewalFee',
      subject,
      amountPaise: toHundredths(5000),
      ...period,
    })),
  ]);
  await tx.insert(tdsInterestRates).values({ rateHundredths: toHundredths(1.5), ...period });
  await tx.insert(holidays).values(DEMO_HOLIDAYS.map(([date, name]) => ({ date, name })));
  await tx
    .insert(corridors)
    .values([
      ...transmissionZones.map((zone) => ({ name: `${zone} Zone`, kind: 'IntraState', zone })),
      { name: 'State Import', kind: 'InterState', direction: 'Import' },
      { name: 'State Export', kind: 'InterState', direction: 'Export' },
    ]);
  await tx.insert(bankAccounts).values({
    bankName: 'State Bank of India',
    branchName: 'Itanagar Main Branch',
    accountHolderName: 'State Load Despatch Centre',
    accountNumber: '38291045672',
    ifsc: 'SBIN0001234',
    accountType: 'Current',
    micr: '791002001',
    branchAddress: 'Ganga Market, Itanagar 791111',
    purpose: 'Registration and application fees, STU and SLDC operating charges',
  });
}
