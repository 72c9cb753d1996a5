/**
 * Money and quantities as every screen, PDF, sheet and mail shows them (spec §9): rupees in Indian grouping with two
 * decimals ('₹1,23,456.78'), MW and MWh with two decimals. The web's lib/format.ts re-exports these; the server's
 * documents and check lines use them directly.
 */
const inrFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees in Indian grouping, e.g. "₹12,34,567.50". */
export function formatInr(amount: number): string {
  return inrFormat.format(amount);
}

/** An amount kept in paise (the ledger's unit), as formatInr writes rupees. */
export function formatPaise(paise: number): string {
  return inrFormat.format(paise / 100);
}

const quantityFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A quantum in MW (or energy in MWh) with two decimals, without the unit, e.g. "1,250.50". */
export function formatMw(quantum: number): string {
  return quantityFormat.format(quantum);
}

/** The unit of each rate basis, written after the rupee amount (config/charges.schemas.ts names the bases). */
export const RATE_UNITS = {
  RsPerKWh: '/kWh',
  RsPerMWPerDay: '/MW/day',
  RsPerDayPerTransaction: ' per day per transaction',
} as const;
export type RateBasis = keyof typeof RATE_UNITS;

/** A rate with its unit, rupees as formatInr writes them: "₹0.10/kWh", "₹2,000.00 per day per transaction". */
export function formatRate(rate: number, basis: RateBasis): string {
  return `${formatInr(rate)}${RATE_UNITS[basis]}`;
}
