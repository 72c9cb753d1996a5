/** Due dates (spec §2.7 Payment Details): how many calendar or working days each charge type gives to pay. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CHARGE_TYPE_LABELS, DAY_KINDS, dueRuleInputSchema, type DueRule } from '@stoa/shared';
import type { CrudForm } from '../../../components/crud/crud-section.tsx';
import { FormNumberField, FormSelectField } from '../../../components/crud/form-fields.tsx';
import { labelOptions } from '../../../components/crud/options.ts';
import { stampColumn } from '../../../components/crud/period-columns.tsx';
import type { DueRuleInput } from '../api/update-due-rule.ts';
import type { FileColDef } from '../../../components/data-table/grid-table.ts';

type DueRuleValues = z.input<typeof dueRuleInputSchema>;

const DAY_KIND_OPTIONS = labelOptions(DAY_KINDS, (kind) => kind);

export const describeDueRule = (row: DueRule) => `due date of ${CHARGE_TYPE_LABELS[row.chargeType]}`;

export const DUE_RULE_COLUMNS: FileColDef<DueRule>[] = [
  {
    field: 'chargeType',
    headerName: 'Charge',
    minWidth: 180,
    flex: 1,
    valueFormatter: (value: DueRule['chargeType']) => CHARGE_TYPE_LABELS[value],
  },
  { field: 'daysToPay', headerName: 'Days to Pay', width: 120, type: 'number', fileKind: 'count' },
  { field: 'dayKind', headerName: 'Day Kind', width: 120 },
  stampColumn<DueRule>(),
];

export const dueRuleForm: CrudForm<DueRule, DueRuleValues, DueRuleInput> = {
  resolver: zodResolver(dueRuleInputSchema),
  empty: { daysToPay: '', dayKind: 'Calendar' },
  fromRow: (row) => ({ daysToPay: String(row.daysToPay), dayKind: row.dayKind }),
  fields: () => (
    <>
      <FormNumberField<DueRuleValues> name="daysToPay" label="Days to Pay" decimals={0} />
      <FormSelectField<DueRuleValues> name="dayKind" label="Day Kind" options={DAY_KIND_OPTIONS} />
    </>
  ),
};
