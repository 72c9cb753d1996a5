/**
 * Bulk actions on a list (issue 15 queues): the chosen rows' forward move — Accept, Verify and Forward, Approve —
 * asked once (one optional comment for all), taken record by record through the same call as the record page (each
 * its own transaction, so one refusal never undoes the others), and a dialog with each row's result.
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BulkAction } from '@stoa/shared';
import { firstErrorMessage } from '../../lib/api-client.ts';
import { TextInput } from '../text-input.tsx';
import { useStepComments } from './use-step-comments.ts';

export interface BulkRow {
  id: number;
  /** How the row is named in the result (its record number). */
  name: string;
}

export interface BulkOutcome {
  name: string;
  isDone: boolean;
  /** The new status in words, or the server's refusal. */
  detail: string;
}

interface BulkActionBarProps<S extends string> {
  actions: readonly BulkAction<S>[];
  /** The chosen rows that each action may take (by their status). */
  rowsFor: (action: BulkAction<S>) => BulkRow[];
  /** Takes one row's action; resolves to its new status in words. */
  take: (action: BulkAction<S>, row: BulkRow, comments: string | null) => Promise<string>;
  onFinished: () => void;
}

/** Runs the rows one after the other, each result kept (a refusal is reported, not thrown). */
export async function runBulk<S extends string>(
  action: BulkAction<S>,
  rows: readonly BulkRow[],
  take: BulkActionBarProps<S>['take'],
  comments: string | null,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const row of rows) {
    try {
      outcomes.push({ name: row.name, isDone: true, detail: await take(action, row, comments) });
    } catch (err) {
      outcomes.push({ name: row.name, isDone: false, detail: firstErrorMessage(err) });
    }
  }
  return outcomes;
}

export function BulkActionBar<S extends string>({ actions, rowsFor, take, onFinished }: BulkActionBarProps<S>) {
  const [asking, setAsking] = useState<BulkAction<S> | null>(null);
  const [outcomes, setOutcomes] = useState<BulkOutcome[] | null>(null);
  if (actions.length === 0) return null;
  const finish = () => {
    setOutcomes(null);
    onFinished();
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {actions.map((action) => {
        const count = rowsFor(action).length;
        return (
          <Button key={action.action} variant="outlined" disabled={count === 0} onClick={() => setAsking(action)}>
            {`${action.label} selected (${count})`}
          </Button>
        );
      })}
      {asking && (
        <AskDialog
          action={asking}
          rows={rowsFor(asking)}
          onCancel={() => setAsking(null)}
          onConfirm={async (comments) => {
            const results = await runBulk(asking, rowsFor(asking), take, comments);
            setAsking(null);
            setOutcomes(results);
          }}
        />
      )}
      {outcomes && <OutcomeDialog outcomes={outcomes} onClose={finish} />}
    </Stack>
  );
}

interface AskDialogProps<S extends string> {
  action: BulkAction<S>;
  rows: readonly BulkRow[];
  onCancel: () => void;
  onConfirm: (comments: string | null) => Promise<void>;
}

function AskDialog<S extends string>({ action, rows, onCancel, onConfirm }: AskDialogProps<S>) {
  const titleId = useId();
  const [isRunning, setRunning] = useState(false);
  const comments = useStepComments(action.commentRequired);
  const confirm = () => {
    const read = comments.read();
    if (read === undefined) return;
    setRunning(true);
    void onConfirm(read).finally(() => setRunning(false));
  };
  return (
    <Dialog open onClose={isRunning ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{`${action.label}: ${rows.length} selected`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{rows.map((r) => r.name).join(', ')}</DialogContentText>
          <TextInput
            label={action.commentRequired ? 'Comments, for every one *' : 'Comments (optional, for every one)'}
            multiline
            minRows={2}
            {...comments.field}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isRunning}>
          Cancel
        </Button>
        <Button variant="contained" onClick={confirm} loading={isRunning}>
          {action.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function OutcomeDialog({ outcomes, onClose }: { outcomes: readonly BulkOutcome[]; onClose: () => void }) {
  const titleId = useId();
  const done = outcomes.filter((o) => o.isDone).length;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Results</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity={done === outcomes.length ? 'success' : 'warning'}>
            {`${done} of ${outcomes.length} done.`}
          </Alert>
          <Table size="small" aria-label="Results per record">
            <TableHead>
              <TableRow>
                <TableCell>Record</TableCell>
                <TableCell>Result</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {outcomes.map((o, i) => (
                <TableRow key={`${i}-${o.name}`}>
                  <TableCell>{o.name}</TableCell>
                  <TableCell>
                    <Typography variant="body2" color={o.isDone ? undefined : 'error'}>
                      {o.isDone ? `Done: ${o.detail}` : o.detail}
                    </Typography>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
