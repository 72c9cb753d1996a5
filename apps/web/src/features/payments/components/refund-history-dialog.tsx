/**
 * An application's refunds as recorded: amount, mode, reference, date and who recorded each, what is left, and the
 * TDS withheld on reversed charges, which the payer reverses and the SLDC never pays out (DOMAIN §5).
 */
import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES, PAYMENT_LABELS, type RefundHistory, type RefundRow } from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useRefundHistory } from '../api/get-refund-history.ts';
import { formatDay, formatMoney } from './payment-cells.tsx';

export const NO_REFUNDS = 'No refunds recorded.';
export const TDS_TO_REVERSE_NOTE =
  'TDS to reverse (withheld on reversed charges; not paid out, the payer reverses it):';

function HistoryTable({ history }: { history: RefundHistory }) {
  if (history.refunds.length === 0) return <Typography color="text.secondary">{NO_REFUNDS}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Refunds">
        <TableHead>
          <TableRow>
            <TableCell align="right">Amount</TableCell>
            <TableCell>{PAYMENT_LABELS.mode}</TableCell>
            <TableCell>{PAYMENT_LABELS.referenceNumber}</TableCell>
            <TableCell>Refund Date</TableCell>
            <TableCell>Recorded By</TableCell>
            <TableCell>Remarks</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.refunds.map((refund) => (
            <TableRow key={refund.refundId}>
              <TableCell align="right">{formatMoney(refund.amount)}</TableCell>
              <TableCell>{refund.modeLabel}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{refund.referenceNumber}</TableCell>
              <TableCell>{formatDay(refund.refundDate)}</TableCell>
              <TableCell>{refund.recordedByName ?? '—'}</TableCell>
              <TableCell>{refund.remarks ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function RefundHistoryDialog({ row, onClose }: { row: RefundRow; onClose: () => void }) {
  const titleId = useId();
  const history = useRefundHistory(row.applicationId);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Refund History of {row.applicationNo}</DialogTitle>
      <DialogContent dividers>
        {history.isPending ? (
          <PageLoader />
        ) : history.isError ? (
          <Alert severity="error">{MESSAGES.fetchError}</Alert>
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2">Refundable now: {formatMoney(history.data.refundable)}</Typography>
            {history.data.tdsToReverse > 0 && (
              <Typography variant="body2">
                {TDS_TO_REVERSE_NOTE} {formatMoney(history.data.tdsToReverse)}
              </Typography>
            )}
            <HistoryTable history={history.data} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
