/**
 * The configuration list kit: a title with Add, the outcome notice, a table with Edit / Delete / History per row,
 * the add/edit dialog over a shared schema, the delete confirmation and the history dialog. A page is mostly the
 * configuration of one (or two) of these.
 */
import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { firstErrorMessage } from '../../lib/api-client.ts';
import { useSignedInUser } from '../../lib/auth-session.ts';
import { canSeeHistory, type HistoryEntityType } from '../../lib/config-history.ts';
import type { ServerFieldMap } from '../../lib/server-field-errors.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { ClientDataTable } from '../data-table/client-data-table.tsx';
import type { FileColDef } from '../data-table/grid-table.ts';
import { PageNotice, type Notice } from '../page-notice.tsx';
import { FormDialog } from './form-dialog.tsx';
import { HistoryDialog } from './history-dialog.tsx';
import { actionsColumn, hasRowActions } from './row-actions.tsx';

export interface CrudForm<R, V extends FieldValues, O> {
  resolver: Resolver<V, unknown, O>;
  /** The Add dialog's values. */
  empty: DefaultValues<V>;
  /** The Edit dialog's values. */
  fromRow: (row: R) => DefaultValues<V>;
  /** The fields; `row` is the row edited, null when adding. */
  fields: (row: R | null) => ReactNode;
  helperText?: ReactNode;
  serverFields?: ServerFieldMap<V>;
}

export interface CrudSectionProps<R extends GridValidRowModel, V extends FieldValues, O> {
  title: string;
  titleVariant?: 'h1' | 'h2';
  /** One row's kind, in buttons and dialog titles: 'Charge' → 'Add Charge', 'Edit Charge'. */
  itemName: string;
  /** Names one row ('STU Charge from Apr 01, 2026'). */
  describe: (row: R) => string;
  columns: FileColDef<R>[];
  rows: readonly R[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** The row's id (in the table, and for the history); `row.id` by default. */
  rowId?: (row: R) => number | string;
  form?: CrudForm<R, V, O> | undefined;
  /** Without it there is no Add; without onUpdate no Edit; without onDelete no Delete. */
  onCreate?: ((values: O) => Promise<unknown>) | undefined;
  onUpdate?: ((row: R, values: O) => Promise<unknown>) | undefined;
  onDelete?: ((row: R) => Promise<unknown>) | undefined;
  deleteBlockedReason?: (row: R) => string | null;
  /** The success notices (CONFIG_MESSAGES). */
  messages: { saved: string; deleted?: string };
  /** The audit trail's entity type: a History button for the roles that may read it. */
  historyEntityType?: HistoryEntityType;
  isRowHeightAuto?: boolean;
  /** Shown between the notice and the table. */
  children?: ReactNode;
}

type Editing<R> = { row: R | null } | null;

const defaultRowId = (row: GridValidRowModel) => row.id as number | string;

export function CrudSection<R extends GridValidRowModel, V extends FieldValues, O>(props: CrudSectionProps<R, V, O>) {
  const { title, titleVariant = 'h1', itemName, describe, form, onCreate, onUpdate, onDelete, messages } = props;
  const rowId = props.rowId ?? defaultRowId;
  const role = useSignedInUser()?.role;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<Editing<R>>(null);
  const removal = useRemoval(onDelete, messages.deleted ?? messages.saved, setNotice);
  const [historyOf, setHistoryOf] = useState<R | null>(null);
  const showHistory = props.historyEntityType !== undefined && canSeeHistory(role);

  const actions = {
    describe,
    onEdit: form && onUpdate ? (row: R) => setEditing({ row }) : undefined,
    onDelete: onDelete ? removal.ask : undefined,
    deleteBlockedReason: props.deleteBlockedReason,
    onHistory: showHistory ? (row: R) => setHistoryOf(row) : undefined,
  };
  // Small lists: the grid takes fresh columns on each render without cost.
  const columns = hasRowActions(actions) ? [...props.columns, actionsColumn(actions)] : props.columns;

  const save = async (values: O) => {
    const row = editing?.row ?? null;
    await (row ? onUpdate?.(row, values) : onCreate?.(values));
    setEditing(null);
    setNotice({ severity: 'success', message: messages.saved });
  };

  return (
    <Stack spacing={2}>
      <SectionTitle
        title={title}
        variant={titleVariant}
        addLabel={form && onCreate ? `Add ${itemName}` : null}
        onAdd={() => setEditing({ row: null })}
      />
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      {props.children}
      <ClientDataTable
        label={title}
        columns={columns}
        rows={props.rows}
        isLoading={props.isLoading}
        isError={props.isError}
        getRowId={rowId}
        isRowHeightAuto={props.isRowHeightAuto}
      />
      {form && editing && (
        <FormDialog
          title={`${editing.row ? 'Edit' : 'Add'} ${itemName}`}
          resolver={form.resolver}
          defaultValues={editing.row ? form.fromRow(editing.row) : form.empty}
          serverFields={form.serverFields}
          helperText={form.helperText}
          onSubmit={save}
          onClose={() => setEditing(null)}
        >
          {form.fields(editing.row)}
        </FormDialog>
      )}
      {removal.row && (
        <ConfirmDialog
          title={`Delete ${itemName}`}
          message={`Delete ${describe(removal.row)}? This cannot be undone.`}
          confirmLabel="Delete"
          isPending={removal.isPending}
          onConfirm={removal.confirm}
          onCancel={removal.cancel}
        />
      )}
      {historyOf && props.historyEntityType && (
        <HistoryDialog
          entityType={props.historyEntityType}
          entityId={rowId(historyOf)}
          subject={describe(historyOf)}
          row={historyOf}
          onClose={() => setHistoryOf(null)}
        />
      )}
    </Stack>
  );
}

interface SectionTitleProps {
  title: string;
  variant: 'h1' | 'h2';
  /** Null when the list cannot be added to (read-only, or fixed rows). */
  addLabel: string | null;
  onAdd: () => void;
}

function SectionTitle({ title, variant, addLabel, onAdd }: SectionTitleProps) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
      <Typography variant={variant}>{title}</Typography>
      {addLabel && (
        <Button variant="contained" startIcon={<Add />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}

/** Delete: ask, call, then say how it went on the page (the confirmation closes either way). */
function useRemoval<R>(
  onDelete: ((row: R) => Promise<unknown>) | undefined,
  deletedMessage: string,
  setNotice: (notice: Notice) => void,
) {
  const [row, setRow] = useState<R | null>(null);
  const [isPending, setPending] = useState(false);
  const confirm = async () => {
    if (row === null || !onDelete) return;
    setPending(true);
    try {
      await onDelete(row);
      setNotice({ severity: 'success', message: deletedMessage });
    } catch (error) {
      setNotice({ severity: 'error', message: firstErrorMessage(error) });
    } finally {
      setPending(false);
      setRow(null);
    }
  };
  return { row, isPending, ask: setRow, cancel: () => setRow(null), confirm: () => void confirm() };
}
