/** The fee dialog and columns (spec §2.7 Fees): application fees per application type, the others per entity type. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import {
  FEE_SUBJECTS,
  FEE_TYPES,
  FEE_TYPE_LABELS,
  feeInputSchema,
  feeSubjectLabel,
  type Fee,
  type FeeInput,
  type FeeType,
} from '@stoa/shared';
import type { CrudForm } from '../../../components/crud/crud-section.tsx';
import { FormNumberField, FormSelectField } from '../../../components/crud/form-fields.tsx';
import { labelOptions } from '../../../components/crud/options.ts';
import { periodColumns, stampColumn } from '../../../components/crud/period-columns.tsx';
import { PeriodFields, periodRuleText, periodValues } from '../../../components/crud/period-fields.tsx';
import { formatCalendarDate, formatInr } from '../../../lib/format.ts';
import type { FileColDef } from '../../../components/data-table/grid-table.ts';

type FeeValues = z.input<typeof feeInputSchema>;

const FEE_OPTIONS = labelOptions(FEE_TYPES, (type) => FEE_TYPE_LABELS[type]);

export function describeFee(row: Fee): string {
  return `${FEE_TYPE_LABELS[row.feeType]} for ${feeSubjectLabel(row.subject)} from ${formatCalendarDate(row.effectiveFrom)}`;
}

export function feeColumns(today: string): FileColDef<Fee>[] {
  return [
    {
      field: 'feeType',
      headerName: 'Fee',
      minWidth: 120,
      flex: 1,
      valueFormatter: (value: FeeType) => FEE_TYPE_LABELS[value],
    },
    {
      field: 'subject',
      headerName: 'Applies To',
      minWidth: 140,
      flex: 1,
      valueFormatter: (value: string) => feeSubjectLabel(value),
    },
    {
      field: 'amount',
      headerName: 'Amount (Rs)',
      width: 110,
      type: 'number',
      fileKind: 'money',
      valueFormatter: (value: number) => formatInr(value),
    },
    ...periodColumns<Fee>(today),
    stampColumn<Fee>(),
  ];
}

/** Applies To follows the fee type: application types, or entity types. */
function FeeFields() {
  const { watch, getValues, setValue } = useFormContext<FeeValues>();
  const feeType = watch('feeType') as FeeType | undefined;
  const subjects = feeType ? FEE_SUBJECTS[feeType] : [];
  const onFeePicked = (value: string) => {
    const allowed = FEE_SUBJECTS[value as FeeType] ?? [];
    if (!allowed.includes(getValues('subject'))) setValue('subject', '');
  };
  return (
    <>
      <FormSelectField<FeeValues> name="feeType" label="Fee Type" options={FEE_OPTIONS} onPicked={onFeePicked} />
      <FormSelectField<FeeValues>
        name="subject"
        label="Applies To"
        options={labelOptions(subjects, feeSubjectLabel)}
        disabled={!feeType}
      />
      <FormNumberField<FeeValues> name="amount" label="Amount (Rs)" />
      <PeriodFields />
    </>
  );
}

export const feeForm: CrudForm<Fee, FeeValues, FeeInput> = {
  resolver: zodResolver(feeInputSchema),
  empty: { subject: '', amount: '', ...periodValues() },
  fromRow: (row) => ({ feeType: row.feeType, subject: row.subject, amount: String(row.amount), ...periodValues(row) }),
  fields: () => <FeeFields />,
  helperText: periodRuleText('fee'),
};
