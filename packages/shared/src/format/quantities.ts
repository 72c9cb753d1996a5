/**
 * A quantity with its unit, as a validation message states a bound ('greater than 0.00 MW', 'at most 30 days',
 * 'at most 100%'): MW and MWh with two decimals, rupees as formatInr writes them (issue 36 item 3: quantities in
 * messages carry their unit). A field's label names its unit in closing parentheses ('Installed Capacity (MW)'),
 * so the label is the one source of the unit its messages use.
 */
import { formatInr, formatMw } from './numbers.ts';

const counted = (one: string) => (n: number) => `${n} ${n === 1 ? one : `${one}s`}`;

export const QUANTITY_UNITS = {
  MW: (n: number) => `${formatMw(n)} MW`,
  MWh: (n: number) => `${formatMw(n)} MWh`,
  '₹': (n: number) => formatInr(n),
  'Rs/kWh': (n: number) => `${formatInr(n)}/kWh`,
  '%': (n: number) => `${n}%`,
  '% per month': (n: number) => `${n}% per month`,
  days: counted('day'),
  'working days': counted('working day'),
  months: counted('month'),
  blocks: counted('block'),
} as const satisfies Record<string, (n: number) => string>;
export type QuantityUnit = keyof typeof QUANTITY_UNITS;

/** The units a label may name in its closing parentheses, as written there. */
const LABEL_UNITS: Readonly<Record<string, QuantityUnit>> = {
  MW: 'MW',
  MWh: 'MWh',
  Rs: '₹',
  '₹': '₹',
  'Rs/kWh': 'Rs/kWh',
  '%': '%',
  '% per month': '% per month',
  days: 'days',
  'working days': 'working days',
  months: 'months',
};

/** `n` in `unit`: '12.50 MW', '₹1,000.00', '1 day', '30 days'. */
export function formatQuantity(n: number, unit: QuantityUnit): string {
  return QUANTITY_UNITS[unit](n);
}

/**
 * The field a label names and the unit it is measured in: 'Installed Capacity (MW)' → Installed Capacity, MW;
 * 'Days to Pay' with `unit` days → Days to Pay, days. A label without a known unit keeps its words and has none.
 */
export function quantityOfLabel(label: string, unit?: QuantityUnit): { name: string; unit: QuantityUnit | null } {
  const match = /^(.*\S)\s*\(([^()]+)\)$/.exec(label);
  const named = match ? LABEL_UNITS[match[2]!] : undefined;
  if (named && (unit === undefined || unit === named)) return { name: match![1]!, unit: named };
  return { name: label, unit: unit ?? null };
}

/** A bound as a message states it: with its unit when the field has one, else the number alone. */
export function formatBound(n: number, unit: QuantityUnit | null): string {
  return unit ? formatQuantity(n, unit) : String(n);
}
