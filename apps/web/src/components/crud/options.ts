import type { SelectOption } from '../select-input.tsx';

/** Select options from the shared keys and labels (STOA_CHARGE_TYPES + STOA_CHARGE_TYPE_LABELS, …). */
export function labelOptions<K extends string>(keys: readonly K[], label: (key: K) => string): SelectOption[] {
  return keys.map((key) => ({ value: key, label: label(key) }));
}

/** Options of a list of values, shown as they are unless `label` says otherwise. */
export function optionsOf(values: readonly (string | number)[], label: (value: string) => string = (v) => v) {
  return values.map((value) => ({ value: String(value), label: label(String(value)) }));
}
