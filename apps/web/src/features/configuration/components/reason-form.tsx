/**
 * A reason list entry (issue 36 item 8): the record type it is offered on, its code (kept by programs and the
 * timeline), the words the processor ticks and the applicant reads, its place in the list and whether it is offered.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  REASON_RECORD_TYPES,
  REASON_RECORD_TYPE_LABELS,
  reasonInputSchema,
  type Reason,
  type ReasonInput,
} from '@stoa/shared';
import type { CrudForm } from '../../../components/crud/crud-section.tsx';
import { FormSwitchField } from '../../../components/crud/choice-fields.tsx';
import { FormNumberField, FormSelectField, FormTextField } from '../../../components/crud/form-fields.tsx';
import { labelOptions } from '../../../components/crud/options.ts';
import { stampColumn } from '../../../components/crud/period-columns.tsx';
import { yesNoColumn } from '../../../components/crud/yes-no-column.tsx';
import type { FileColDef } from '../../../components/data-table/grid-table.ts';

type ReasonValues = z.input<typeof reasonInputSchema>;

const RECORD_TYPE_OPTIONS = labelOptions(REASON_RECORD_TYPES, (type) => REASON_RECORD_TYPE_LABELS[type]);

export const describeReason = (row: Reason) => `'${row.label}' (${REASON_RECORD_TYPE_LABELS[row.recordType]})`;

export const REASON_COLUMNS: FileColDef<Reason>[] = [
  {
    field: 'recordType',
    headerName: 'Record Type',
    width: 170,
    valueFormatter: (value: Reason['recordType']) => REASON_RECORD_TYPE_LABELS[value],
  },
  { field: 'label', headerName: 'Reason', minWidth: 220, flex: 1 },
  { field: 'code', headerName: 'Code', width: 200 },
  { field: 'sortOrder', headerName: 'Order', width: 80, type: 'number', fileKind: 'count' },
  yesNoColumn<Reason>('isActive', 'Active', 90),
  stampColumn<Reason>(),
];

export const reasonForm: CrudForm<Reason, ReasonValues, ReasonInput> = {
  resolver: zodResolver(reasonInputSchema),
  empty: { code: '', label: '', isActive: true, sortOrder: '0' },
  fromRow: (row) => ({
    recordType: row.recordType,
    code: row.code,
    label: row.label,
    isActive: row.isActive,
    sortOrder: String(row.sortOrder),
  }),
  // A saved reason keeps its record type and code: steps already taken name it by them.
  fields: (row) => (
    <>
      <FormSelectField<ReasonValues>
        name="recordType"
        label="Record Type"
        options={RECORD_TYPE_OPTIONS}
        disabled={row !== null}
      />
      <FormTextField<ReasonValues>
        name="code"
        label="Code"
        helperText="Capital letters, digits and underscores (e.g. INCOMPLETE_DOCUMENTS)"
        disabled={row !== null}
      />
      <FormTextField<ReasonValues> name="label" label="Reason" />
      <FormNumberField<ReasonValues> name="sortOrder" label="Order" decimals={0} />
      <FormSwitchField<ReasonValues> name="isActive" label="Active" />
    </>
  ),
};
