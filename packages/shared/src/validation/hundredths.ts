/**
 * Exact decimals (DOMAIN §2): money, rates, percentages and MW are kept as integer hundredths (paise, 0.01 MW), so
 * sums and comparisons never drift. Inputs have at most 2 decimals (number-input.ts).
 */
export function toHundredths(value: number): number {
  return Math.round(value * 100);
}

export function fromHundredths(hundredths: number): number {
  return hundredths / 100;
}

/** A nullable column's hundredths (an optional price, a quantum not yet decided). */
export function fromHundredthsOrNull(hundredths: number | null): number | null {
  return hundredths === null ? null : hundredths / 100;
}
