import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@stoa/shared';
import {
  changeKeyLabel,
  changeValueDisplay,
  changesOf,
  useConfigHistory,
  type HistoryEntityType,
  type HistoryEntry,
} from '../../lib/config-history.ts';
import { formatDateTime } from '../../lib/format.ts';
import { PageLoader } from '../page-loader.tsx';

interface HistoryDialogProps {
  entityType: HistoryEntityType;
  entityId: number | string;
  /** What the history is of ('STU Charge from Apr 01, 2026'). */
  subject: string;
  /** The row as the list holds it: what a change needs to be read (a rate's basis). */
  row?: Record<string, unknown>;
  onClose: () => void;
}

/** Every recorded change of one configuration row: when, who, what, and the values that changed. */
export function HistoryDialog({ entityType, entityId, subject, row = {}, onClose }: HistoryDialogProps) {
  const titleId = useId();
  const history = useConfigHistory(entityType, entityId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>History of {subject}</DialogTitle>
      <DialogContent dividers>
        {history.isError && <Alert severity="error">{MESSAGES.fetchError}</Alert>}
        {history.isPending && <PageLoader />}
        {history.data && history.data.history.length === 0 && <Typography>No changes recorded.</Typography>}
        {history.data && history.data.history.length > 0 && (
          <HistoryTable entries={history.data.history} entityType={entityType} row={row} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

interface HistoryTableProps {
  entries: readonly HistoryEntry[];
  entityType: HistoryEntityType;
  row: Record<string, unknown>;
}

function HistoryTable({ entries, entityType, row }: HistoryTableProps) {
  return (
    <Table size="small" aria-label="Changes">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Who</TableCell>
          <TableCell>What</TableCell>
          <TableCell>Old → New</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry, index) => (
          <TableRow key={`${entry.occurredAt}-${index}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.occurredAt)}</TableCell>
            <TableCell>{entry.actor ?? '—'}</TableCell>
            <TableCell>
              {entry.action}
              {entry.comment && (
                <Typography variant="body2" color="text.secondary">
                  {entry.comment}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              {changesOf(entry.oldValues, entry.newValues).map((change) => {
                const context = { entityType, values: { ...row, ...entry.oldValues, ...entry.newValues } };
                return (
                  <Box key={change.key}>
                    <strong>{changeKeyLabel(change.key)}</strong>:{' '}
                    {changeValueDisplay(change.key, change.from, context)} →{' '}
                    {changeValueDisplay(change.key, change.to, context)}
                  </Box>
                );
              })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
