import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  CONFIG_MESSAGES,
  businessDate,
  can,
  tdsInterestInputSchema,
  type TdsInterest,
  type TdsInterestInput,
} from '@stoa/shared';
import type { CrudForm } from '../../../components/crud/crud-section.tsx';
import { CrudSection } from '../../../components/crud/crud-section.tsx';
import { FormNumberField } from '../../../components/crud/form-fields.tsx';
import { periodColumns, stampColumn } from '../../../components/crud/period-columns.tsx';
import { PeriodFields, periodRuleText, periodValues } from '../../../components/crud/period-fields.tsx';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useAddTdsInterest } from '../api/add-tds-interest.ts';
import { useTdsInterestList } from '../api/get-tds-interest-list.ts';
import { useUpdateTdsInterest } from '../api/update-tds-interest.ts';
import type { FileColDef } from '../../../components/data-table/grid-table.ts';

type InterestValues = z.input<typeof tdsInterestInputSchema>;

function interestColumns(today: string): FileColDef<TdsInterest>[] {
  return [
    {
      field: 'ratePercentPerMonth',
      headerName: 'Interest (% per month)',
      width: 190,
      type: 'number',
      fileKind: 'percent',
    },
    ...periodColumns<TdsInterest>(today),
    stampColumn<TdsInterest>(),
  ];
}

const interestForm: CrudForm<TdsInterest, InterestValues, TdsInterestInput> = {
  resolver: zodResolver(tdsInterestInputSchema),
  empty: { ratePercentPerMonth: '', ...periodValues() },
  fromRow: (row) => ({ ratePercentPerMonth: String(row.ratePercentPerMonth), ...periodValues(row) }),
  fields: () => (
    <>
      <FormNumberField<InterestValues> name="ratePercentPerMonth" label="Interest (% per month)" />
      <PeriodFields />
    </>
  ),
  helperText: periodRuleText('rate'),
};

/** /payments/tds-interest (spec §7.6): the interest on late TDS challans; the SLDC business user keeps it. */
export function TdsInterestPage() {
  const role = useSignedInUser()?.role ?? null;
  const interest = useTdsInterestList();
  const add = useAddTdsInterest();
  const update = useUpdateTdsInterest();
  const canWrite = can(role, 'tdsInterestWrite');
  const today = businessDate(new Date());
  return (
    <CrudSection
      title="TDS Interest"
      itemName="Interest Rate"
      describe={(row: TdsInterest) => `interest rate from ${formatCalendarDate(row.effectiveFrom)}`}
      columns={interestColumns(today)}
      rows={interest.data}
      isLoading={interest.isPending}
      isError={interest.isError}
      form={canWrite ? interestForm : undefined}
      onCreate={canWrite ? add.mutateAsync : undefined}
      onUpdate={canWrite ? (row, input) => update.mutateAsync({ id: row.id, input }) : undefined}
      messages={{ saved: CONFIG_MESSAGES.saved }}
      historyEntityType="tdsInterest"
    />
  );
}
