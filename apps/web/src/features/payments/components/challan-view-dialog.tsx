/**
 * A month's challan as uploaded: its facts (serial number, BSR code, deposit date, amount, interest, status, the
 * revert reason) and the challan copy with View and Download, as a payment's page shows its proof.
 */
import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { MonthlyTdsRow } from '@stoa/shared';
import { RecordSummary, type RecordFact } from '../../../components/record/record-summary.tsx';
import { formatMonth } from '../../../lib/format.ts';
import { formatInterest } from './challan-columns.tsx';
import { CHALLAN_LABELS as L } from './challan-form.ts';
import { formatDay, formatMoney } from './payment-cells.tsx';
import { ProofOfPayment } from './proof-of-payment.tsx';

export const challanTitleOf = (row: Pick<MonthlyTdsRow, 'month'>) => `TDS Challan ${formatMonth(row.month)}`;

function challanFacts(row: MonthlyTdsRow): RecordFact[] {
  const facts: RecordFact[] = [
    { label: 'Party', value: row.partyName },
    { label: 'Status', value: row.challanStatusLabel },
    { label: L.challanNumber, value: row.challanNo ?? '' },
    { label: L.bsrCode, value: row.bsrCode ?? '' },
    { label: L.depositDate, value: formatDay(row.depositDate) },
    { label: 'TDS Deducted', value: formatMoney(row.deducted) },
    { label: 'Due By', value: formatDay(row.dueOn) },
    { label: 'Interest', value: formatInterest(row) },
  ];
  if (row.revertReason) facts.push({ label: 'Revert Reason', value: row.revertReason });
  return facts;
}

export function ChallanViewDialog({ row, onClose }: { row: MonthlyTdsRow; onClose: () => void }) {
  const titleId = useId();
  const proof = row.proofFileId ? { fileId: row.proofFileId, fileName: `TDS-Challan-${row.month}` } : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{challanTitleOf(row)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <RecordSummary facts={challanFacts(row)} />
          <ProofOfPayment file={proof} label={L.proofFileId} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
