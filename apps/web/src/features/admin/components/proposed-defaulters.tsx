/**
 * Proposed Defaulters (DOMAIN §5; the Admin's): the parties with a due unpaid longer than the rules' days past due —
 * party, user name, the overdue amount, how many dues, the oldest due date, days past due and whether the party is a
 * defaulter now — each with Mark Defaulter / Clear Defaulter (the users grid's Defaulter switch, after a
 * confirmation). The users grid follows.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProposedDefaulter } from '@stoa/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ClientDataTable } from '../../../components/data-table/client-data-table.tsx';
import { yesNoColumn } from '../../../components/crud/yes-no-column.tsx';
import type { Notice } from '../../../components/page-notice.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { formatCalendarDate, formatInr } from '../../../lib/format.ts';
import { useProposedDefaulters } from '../api/get-proposed-defaulters.ts';
import { useTogglePartyDefaulter } from '../api/toggle-party-defaulter.ts';
import { entityColumn } from '../../../components/data-table/entity-name-cell.tsx';
import type { FileColDef } from '../../../components/data-table/grid-table.ts';

export const PROPOSED_DEFAULTERS_TITLE = 'Proposed Defaulters';
export const noProposalText = (days: number) => `No party is unpaid more than ${days} days past due.`;
export const proposalRuleText = (days: number) =>
  `Parties with a due unpaid more than ${days} days past its due date. Marking a party a defaulter is your decision.`;

const actionOf = (party: ProposedDefaulter) => (party.isDefaulter ? 'Clear Defaulter' : 'Mark Defaulter');
const questionOf = (party: ProposedDefaulter) =>
  party.isDefaulter
    ? `Clear the defaulter mark of ${party.partyName} (${party.userName})?`
    : `Mark ${party.partyName} (${party.userName}) a defaulter? It has ${formatInr(party.overdue)} overdue.`;

function columns(onToggle: (party: ProposedDefaulter) => void): FileColDef<ProposedDefaulter>[] {
  const plain = { sortable: false, filterable: false } as const;
  return [
    {
      ...plain,
      field: 'actions',
      headerName: 'Actions',
      width: 150,
      renderCell: ({ row }) => (
        <Button
          size="small"
          variant="outlined"
          color={row.isDefaulter ? 'primary' : 'warning'}
          aria-label={`${actionOf(row)} ${row.userName}`}
          onClick={() => onToggle(row)}
        >
          {actionOf(row)}
        </Button>
      ),
    },
    entityColumn<ProposedDefaulter>({ field: 'partyName', headerName: 'Party', width: 180 }),
    { ...plain, field: 'userName', headerName: 'User Name', width: 130 },
    {
      ...plain,
      field: 'overdue',
      headerName: 'Overdue',
      width: 130,
      align: 'right',
      headerAlign: 'right',
      fileKind: 'money',
      valueFormatter: (value: number) => formatInr(value),
    },
    { ...plain, field: 'dues', headerName: 'Dues', width: 70, type: 'number', fileKind: 'count' },
    {
      ...plain,
      field: 'oldestDueOn',
      headerName: 'Oldest Due On',
      width: 120,
      fileKind: 'date',
      valueFormatter: (value: string) => formatCalendarDate(value),
    },
    { ...plain, field: 'daysPastDue', headerName: 'Days Past Due', width: 110, type: 'number', fileKind: 'count' },
    { ...yesNoColumn<ProposedDefaulter>('isDefaulter', 'Defaulter', 100), ...plain },
  ];
}

export function ProposedDefaulters({ onNotice }: { onNotice: (notice: Notice | null) => void }) {
  const proposals = useProposedDefaulters();
  const toggle = useTogglePartyDefaulter();
  const [asking, setAsking] = useState<ProposedDefaulter | null>(null);
  const data = proposals.data;

  const confirm = (party: ProposedDefaulter) => {
    if (toggle.isPending) return;
    onNotice(null);
    toggle.mutate(party.userId, {
      onSuccess: (user) =>
        onNotice({
          severity: 'success',
          message: `${party.partyName} is ${user.isDefaulter ? 'now marked a defaulter' : 'no longer a defaulter'}.`,
        }),
      onError: (error) => onNotice({ severity: 'error', message: firstErrorMessage(error) }),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="proposed-defaulters-heading" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id="proposed-defaulters-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {PROPOSED_DEFAULTERS_TITLE}
        </Typography>
        {data && data.parties.length === 0 ? (
          <Typography color="text.secondary">{noProposalText(data.daysPastDue)}</Typography>
        ) : (
          <>
            {data && (
              <Typography variant="body2" color="text.secondary">
                {proposalRuleText(data.daysPastDue)}
              </Typography>
            )}
            <ClientDataTable
              label={PROPOSED_DEFAULTERS_TITLE}
              columns={columns(setAsking)}
              rows={data?.parties}
              isLoading={proposals.isPending}
              isError={proposals.isError}
              getRowId={(row) => row.userId}
            />
          </>
        )}
      </Stack>
      {asking && (
        <ConfirmDialog
          title={actionOf(asking)}
          message={questionOf(asking)}
          confirmLabel={actionOf(asking)}
          isPending={toggle.isPending}
          onConfirm={() => confirm(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </Paper>
  );
}
