/** The STOA charge dialog and columns (spec §2.7 STOA Charges; DOMAIN §5). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import {
  BASES_OF_CHARGE,
  CHARGE_BASIS_LABELS,
  RATE_UNITS,
  STOA_CHARGE_TYPES,
  STOA_CHARGE_TYPE_LABELS,
  stoaChargeInputSchema,
  type ChargeBasis,
  type StoaCharge,
  type StoaChargeInput,
  type StoaChargeType,
} from '@stoa/shared';
import type { CrudForm } from '../../../components/crud/crud-section.tsx';
import { FormNumberField, FormSelectField } from '../../../components/crud/form-fields.tsx';
import { labelOptions } from '../../../components/crud/options.ts';
import { periodColumns, stampColumn } from '../../../components/crud/period-columns.tsx';
import { formatCalendarDate, formatRate } from '../../../lib/format.ts';
import { PeriodFields, periodRuleText, periodValues } from '../../../components/crud/period-fields.tsx';
import type { FileColDef } from '../../../components/data-table/grid-table.ts';

type StoaChargeValues = z.input<typeof stoaChargeInputSchema>;

const CHARGE_OPTIONS = labelOptions(STOA_CHARGE_TYPES, (type) => STOA_CHARGE_TYPE_LABELS[type]);

export function describeCharge(row: StoaCharge): string {
  return `${STOA_CHARGE_TYPE_LABELS[row.chargeType]} from ${formatCalendarDate(row.effectiveFrom)}`;
}

export function stoaChargeColumns(today: string): FileColDef<StoaCharge>[] {
  return [
    {
      field: 'chargeType',
      headerName: 'Charge',
      minWidth: 150,
      flex: 1,
      valueFormatter: (value: StoaChargeType) => STOA_CHARGE_TYPE_LABELS[value],
    },
    {
      field: 'basis',
      headerName: 'Basis',
      minWidth: 130,
      flex: 1,
      valueFormatter: (value: StoaCharge['basis']) => CHARGE_BASIS_LABELS[value],
    },
    {
      field: 'rate',
      headerName: 'Rate',
      minWidth: 150,
      flex: 1,
      type: 'number',
      // The file keeps the number; the Basis column names its unit.
      fileKind: 'rate',
      valueFormatter: (value: number, row) => formatRate(value, row.basis),
    },
    ...periodColumns<StoaCharge>(today),
    stampColumn<StoaCharge>(),
  ];
}

/** The rate's label names its unit, the picked basis's ('Rate (₹/kWh)'): rupees until one is picked. */
export function rateLabel(basis: ChargeBasis | '' | undefined): string {
  return `Rate (₹${basis ? RATE_UNITS[basis] : ''})`;
}

/** The basis follows the charge: STU in Rs/kWh or Rs/MW/day, SLDC operating per day per transaction. */
function StoaChargeFields() {
  const { watch, getValues, setValue } = useFormContext<StoaChargeValues>();
  const chargeType = watch('chargeType') as StoaChargeType | undefined;
  const basis = watch('basis') as ChargeBasis | '' | undefined;
  const bases = chargeType ? BASES_OF_CHARGE[chargeType] : [];
  const onChargePicked = (value: string) => {
    const allowed = BASES_OF_CHARGE[value as StoaChargeType] ?? [];
    // '' is "none picked yet": the schema then asks for a basis.
    if (!allowed.includes(getValues('basis')))
      setValue('basis', (allowed.length === 1 ? allowed[0] : '') as ChargeBasis);
  };
  return (
    <>
      <FormSelectField<StoaChargeValues>
        name="chargeType"
        label="Charge Type"
        options={CHARGE_OPTIONS}
        onPicked={onChargePicked}
      />
      <FormSelectField<StoaChargeValues>
        name="basis"
        label="Basis"
        options={labelOptions(bases, (basis) => CHARGE_BASIS_LABELS[basis])}
        disabled={!chargeType}
      />
      <FormNumberField<StoaChargeValues> name="rate" label={rateLabel(basis)} />
      <PeriodFields />
    </>
  );
}

export const stoaChargeForm: CrudForm<StoaCharge, StoaChargeValues, StoaChargeInput> = {
  resolver: zodResolver(stoaChargeInputSchema),
  empty: { rate: '', ...periodValues() },
  fromRow: (row) => ({
    chargeType: row.chargeType,
    basis: row.basis,
    rate: String(row.rate),
    ...periodValues(row),
  }),
  fields: () => <StoaChargeFields />,
  helperText: periodRuleText('rate'),
};
