/**
 * A month's TDS and its challans as uploaded: the month's facts (status, deducted, deposited, in reconciliation, not
 * deposited, due date, interest), then each challan — the month's first and any supplementary ones (DOMAIN §5) — with
 * its facts (serial number, BSR code, deposit date, amount, status, interest, the revert reason) and its copy with
 * View and Download, as a payment's page shows its proof.
 */
import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MonthChallan, MonthlyTdsRow } from '@stoa/shared';
import { RecordSummary, type RecordFact } from '../../../components/record/record-summary.tsx';
import { formatMonth } from '../../../lib/format.ts';
import { formatInterest } from './challan-columns.tsx';
import { CHALLAN_LABELS as L } from './challan-form.ts';
import { formatDay, formatMoney } from './payment-cells.tsx';
import { ProofOfPayment } from './proof-of-payment.tsx';

export const challanTitleOf = (row: Pick<MonthlyTdsRow, 'month'>) => `TDS Challan ${formatMonth(row.month)}`;
/** 'Challan 00041', 'Supplementary Challan 00057': a challan's heading in the dialog. */
export const challanHeadingOf = (c: Pick<MonthChallan, 'challanNo' | 'isSupplementary'>) =>
  `${c.isSupplementary ? 'Supplementary Challan' : 'Challan'} ${c.challanNo}`;

function monthFacts(row: MonthlyTdsRow): RecordFact[] {
  return [
    { label: 'Party', value: row.partyName },
    { label: 'Status', value: row.challanStatusLabel },
    { label: 'TDS Deducted', value: formatMoney(row.deducted) },
    { label: 'Deposited', value: formatMoney(row.deposited) },
    ...(row.inReconciliation > 0 ? [{ label: 'In Reconciliation', value: formatMoney(row.inReconciliation) }] : []),
    { label: 'Not Deposited', value: formatMoney(row.notDeposited) },
    { label: 'Due By', value: formatDay(row.dueOn) },
    { label: 'Interest', value: formatInterest(row) },
  ];
}

function challanFacts(c: MonthChallan): RecordFact[] {
  const facts: RecordFact[] = [
    { label: 'Status', value: c.statusLabel },
    { label: L.challanNumber, value: c.challanNo },
    { label: L.bsrCode, value: c.bsrCode ?? '' },
    { label: L.depositDate, value: formatDay(c.depositDate) },
    { label: 'Amount', value: formatMoney(c.amount) },
    { label: 'Interest', value: formatInterest(c) },
  ];
  if (c.revertReason) facts.push({ label: 'Revert Reason', value: c.revertReason });
  return facts;
}

function ChallanSection({ month, challan }: { month: string; challan: MonthChallan }) {
  const headingId = useId();
  const proof = challan.proofFileId
    ? { fileId: challan.proofFileId, fileName: `TDS-Challan-${month}-${challan.challanNo}` }
    : null;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem' }}>
        {challanHeadingOf(challan)}
      </Typography>
      <RecordSummary facts={challanFacts(challan)} />
      <ProofOfPayment file={proof} label={`${L.proofFileId} ${challan.challanNo}`} />
    </Stack>
  );
}

export function ChallanViewDialog({ row, onClose }: { row: MonthlyTdsRow; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{challanTitleOf(row)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <RecordSummary facts={monthFacts(row)} />
          {row.challans.map((c) => (
            <ChallanSection key={c.challanId} month={row.month} challan={c} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
