/** The TDS row dialog and columns (spec §7.6): a charge type, a rate and a section, effective-dated. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  CHARGE_TYPES,
  CHARGE_TYPE_LABELS,
  tdsInputSchema,
  type BusinessRules,
  type ChargeType,
  type TdsConfig,
  type TdsInput,
} from '@stoa/shared';
import type { CrudForm } from '../../../components/crud/crud-section.tsx';
import { FormNumberField, FormSelectField, FormTextField } from '../../../components/crud/form-fields.tsx';
import { labelOptions } from '../../../components/crud/options.ts';
import { periodColumns, stampColumn } from '../../../components/crud/period-columns.tsx';
import { PeriodFields, periodValues } from '../../../components/crud/period-fields.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import type { FileColDef } from '../../../components/data-table/grid-table.ts';

type TdsValues = z.input<typeof tdsInputSchema>;

const CHARGE_OPTIONS = labelOptions(CHARGE_TYPES, (type) => CHARGE_TYPE_LABELS[type]);

export function describeTds(row: TdsConfig): string {
  return `TDS on ${CHARGE_TYPE_LABELS[row.chargeType]} from ${formatCalendarDate(row.effectiveFrom)}`;
}

export function tdsColumns(today: string): FileColDef<TdsConfig>[] {
  return [
    {
      field: 'chargeType',
      headerName: 'Charge',
      minWidth: 180,
      flex: 1,
      valueFormatter: (value: ChargeType) => CHARGE_TYPE_LABELS[value],
    },
    { field: 'ratePercent', headerName: 'TDS Rate (%)', width: 120, type: 'number', fileKind: 'percent' },
    { field: 'section', headerName: 'Section', width: 100 },
    ...periodColumns<TdsConfig>(today),
    stampColumn<TdsConfig>(),
  ];
}

/** The Add dialog starts from the SLDC's default rate and section (business rules, TDS defaults). */
export function tdsForm(defaults: BusinessRules['tds'] | undefined): CrudForm<TdsConfig, TdsValues, TdsInput> {
  return {
    resolver: zodResolver(tdsInputSchema),
    empty: {
      ratePercent: defaults ? String(defaults.defaultRatePercent) : '',
      section: defaults?.defaultSection ?? '',
      ...periodValues(),
    },
    fromRow: (row) => ({
      chargeType: row.chargeType,
      ratePercent: String(row.ratePercent),
      section: row.section,
      ...periodValues(row),
    }),
    fields: () => (
      <>
        <FormSelectField<TdsValues> name="chargeType" label="Charge Type" options={CHARGE_OPTIONS} />
        <FormNumberField<TdsValues> name="ratePercent" label="TDS Rate (%)" />
        <FormTextField<TdsValues> name="section" label="Section" helperText="e.g. 194C" />
        <PeriodFields />
      </>
    ),
    helperText: 'No delete: to stop deducting TDS on a charge, set the Effective To of its row.',
  };
}
