/**
 * The monthly TDS list (spec §2.5): the months with their challans, filters, server paging and Download; each row's
 * View (the challan copy), the payer's Upload Challan, and the reconciler's Approve (after a confirmation) and Revert
 * (with a reason).
 */
import { useState } from 'react';
import { TDS_MESSAGES, type MonthlyTdsQuery, type MonthlyTdsRow } from '@stoa/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FilteredDataTable } from '../../../components/data-table/filtered-data-table.tsx';
import { toExportSearch } from '../../../components/data-table/list-query.ts';
import type { UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import type { Notice } from '../../../components/page-notice.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { formatMonth } from '../../../lib/format.ts';
import { useApproveTdsPayment } from '../api/approve-tds-payment.ts';
import type { useMonthlyTdsList } from '../api/get-monthly-tds-list.ts';
import { MONTHLY_TDS_DOWNLOAD_PATH } from '../api/get-monthly-tds-list.ts';
import { useRevertTdsPayment } from '../api/revert-tds-payment.ts';
import { challanColumns, type ChallanAbilities } from './challan-columns.tsx';
import { CHALLAN_FILTER_FIELDS, type ChallanFilter } from './challan-filters.ts';
import { ChallanViewDialog } from './challan-view-dialog.tsx';
import { RevertDialog } from './revert-dialog.tsx';
import { UploadChallanDialog } from './upload-challan-dialog.tsx';

export const CHALLANS_GRID_LABEL = 'TDS Challans';
export const CHALLANS_FILE_NAME = 'TDS-Challans';
export const REVERT_CHALLAN_QUESTION =
  'Revert this challan to the payer? Its deductions are free again: the payer may upload the month’s challan again.';

type Open = { kind: 'view' | 'upload' | 'approve' | 'revert'; row: MonthlyTdsRow } | null;

/** The question before Approve: which challan (a supplementary one says so) of whom, for which month. */
export function approveQuestionOf(row: MonthlyTdsRow) {
  const challan = row.challans.find((c) => c.challanId === row.challanId);
  const what = challan?.isSupplementary ? 'supplementary challan' : 'challan';
  return (
    `Approve the ${what} ${row.challanNo ?? ''} of ${row.partyName} for ${formatMonth(row.month)}? A late deposit ` +
    'draws its interest as a due.'
  );
}

interface ChallanTableProps {
  abilities: ChallanAbilities;
  paging: UrlPaging<ChallanFilter>;
  /** The query the list was read with (Download sends the same filters). */
  query: MonthlyTdsQuery;
  list: ReturnType<typeof useMonthlyTdsList>;
  onNotice: (notice: Notice) => void;
}

export function ChallanTable({ abilities, paging, query, list, onNotice }: ChallanTableProps) {
  const [open, setOpen] = useState<Open>(null);
  const approve = useApproveTdsPayment();
  const revert = useRevertTdsPayment();
  const close = () => setOpen(null);
  const done = (message: string) => {
    setOpen(null);
    onNotice({ severity: 'success', message });
  };

  const confirmApprove = (row: MonthlyTdsRow) => {
    if (approve.isPending || row.challanId === null) return;
    approve.mutate(row.challanId, {
      onSuccess: () => onNotice({ severity: 'success', message: TDS_MESSAGES.approved }),
      onError: (error) => onNotice({ severity: 'error', message: firstErrorMessage(error) }),
      onSettled: close,
    });
  };
  const sendRevert = async (row: MonthlyTdsRow, reason: string) => {
    if (row.challanId === null) return;
    await revert.mutateAsync({ challanId: row.challanId, reason });
    done(TDS_MESSAGES.reverted);
  };

  return (
    <>
      <FilteredDataTable
        label={CHALLANS_GRID_LABEL}
        filterFields={CHALLAN_FILTER_FIELDS}
        paging={paging}
        list={list}
        columns={challanColumns(abilities, {
          onView: (row) => setOpen({ kind: 'view', row }),
          onUpload: (row) => setOpen({ kind: 'upload', row }),
          onApprove: (row) => setOpen({ kind: 'approve', row }),
          onRevert: (row) => setOpen({ kind: 'revert', row }),
        })}
        rows={list.data?.rows}
        rowCount={list.data?.dataCount}
        getRowId={(row) => `${row.partyUserId}-${row.month}`}
        isRowHeightAuto
        download={{
          exportPath: MONTHLY_TDS_DOWNLOAD_PATH,
          search: toExportSearch({ ...query }),
          fileName: CHALLANS_FILE_NAME,
        }}
      />
      {open?.kind === 'view' && <ChallanViewDialog row={open.row} onClose={close} />}
      {open?.kind === 'upload' && (
        <UploadChallanDialog row={open.row} onClose={close} onUploaded={() => done(TDS_MESSAGES.uploaded)} />
      )}
      {open?.kind === 'approve' && (
        <ConfirmDialog
          title="Approve Challan"
          message={approveQuestionOf(open.row)}
          confirmLabel="Approve"
          isPending={approve.isPending}
          onConfirm={() => confirmApprove(open.row)}
          onCancel={close}
        />
      )}
      {open?.kind === 'revert' && (
        <RevertDialog
          title="Revert Challan"
          question={REVERT_CHALLAN_QUESTION}
          revert={(reason) => sendRevert(open.row, reason)}
          onCancel={close}
        />
      )}
    </>
  );
}
