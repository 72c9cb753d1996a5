import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import { TRADER_MESSAGES } from '@stoa/shared';
import { ClientDataTable } from '../../../components/data-table/client-data-table.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageNotice, type Notice } from '../../../components/page-notice.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { useAddedTraders } from '../api/get-added-traders.ts';
import { useDeleteTrader } from '../api/delete-trader.ts';
import { AddTraderDialog } from '../components/add-trader-dialog.tsx';
import { traderColumns, traderRows, type TraderRow } from '../components/trader-columns.tsx';

/** /traders (spec §2.4, §7.5; OA applicants): the traders that act for the applicant, Add Traders and Delete. */
export function TradersPage() {
  const traders = useAddedTraders();
  const remove = useDeleteTrader();
  const [isAdding, setIsAdding] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<TraderRow | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const columns = useMemo(() => traderColumns(setDeleteTarget), []);
  const rows = useMemo(() => traderRows(traders.data), [traders.data]);

  const confirmDelete = (trader: TraderRow) =>
    remove.mutate(trader.id, {
      onSuccess: () => setNotice({ severity: 'success', message: TRADER_MESSAGES.deleted }),
      onError: (error) => setNotice({ severity: 'error', message: firstErrorMessage(error) }),
      onSettled: () => setDeleteTarget(null),
    });

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h1">Trader Details</Typography>
        <Button
          variant="contained"
          startIcon={<PersonAddAlt />}
          onClick={() => {
            setNotice(null);
            setIsAdding(true);
          }}
        >
          Add Traders
        </Button>
      </Stack>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <ClientDataTable
        label="Traders"
        columns={columns}
        rows={rows}
        isLoading={traders.isPending}
        isError={traders.isError}
      />
      {isAdding && (
        <AddTraderDialog
          addedTraderIds={(traders.data ?? []).map((trader) => trader.traderId)}
          onAdded={() => {
            setIsAdding(false);
            setNotice({ severity: 'success', message: TRADER_MESSAGES.added });
          }}
          onClose={() => setIsAdding(false)}
        />
      )}
      {deleteTarget && (
        <ConfirmDialog
          title="Delete Trader"
          message={`Remove ${deleteTarget.entityName} from your traders? It will no longer act for you.`}
          confirmLabel="Delete"
          isPending={remove.isPending}
          onConfirm={() => confirmDelete(deleteTarget)}
          onCancel={() => setDeleteTarget(null)}
        />
      )}
    </Stack>
  );
}
