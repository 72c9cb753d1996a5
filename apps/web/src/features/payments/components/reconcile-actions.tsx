/**
 * What a payment's page offers: Download Receipt once approved (anyone who reads it; cancelled once reversed), and
 * for the reconciler (access table: paymentReconcile) Approve — after a confirmation — and Revert — with a reason —
 * when the server says the payment may still be decided (canApprove / canRevert); on an approved payment that bounced,
 * Reverse (bounced) — with a reason, the dialog saying what will happen — for the SLDC business user (paymentReverse)
 * when the server says it may be reversed (canReverse). The approvers read only.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { PAYMENT_MESSAGES, type PaymentDetail, type PaymentStatus } from '@stoa/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { Notice } from '../../../components/page-notice.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { downloadErrorMessage } from '../../../lib/download-file.ts';
import { useApprovePayment } from '../api/approve-payment.ts';
import { downloadReceipt } from '../api/download-receipt.ts';
import { useReversePayment } from '../api/reverse-payment.ts';
import { useRevertPayment } from '../api/revert-payment.ts';
import { formatMoney } from './payment-cells.tsx';
import { RevertDialog } from './revert-dialog.tsx';

export const APPROVE_QUESTION = 'Approve this payment? The dues it names will be settled.';
export const REVERSE_LABEL = 'Reverse (bounced)';
/** A receipt is issued when the SLDC approves a payment; a reversed payment's receipt reads CANCELLED. */
const RECEIPT_STATUSES: readonly PaymentStatus[] = ['Approved', 'Reversed'];

/** What reversing a bounced payment does, said before it is done. */
export function reverseQuestion(payment: PaymentDetail): string {
  const records = payment.recordNos.join(', ');
  return (
    `Reverse this payment of ${formatMoney(payment.amount)} (${payment.modeLabel} ${payment.referenceNumber}) as ` +
    `bounced? Its settlement is undone in the ledger: ${records} will be owed again (overdue if past the due date), ` +
    `receipt ${payment.receiptNo ?? ''} will be marked cancelled, the payer will be told, and the reference cannot ` +
    'be used again. This cannot be undone.'
  );
}

interface ReconcileActionsProps {
  payment: PaymentDetail;
  canReconcile: boolean;
  /** The access table's paymentReverse (the SLDC business user). */
  canReverse: boolean;
  onNotice: (notice: Notice) => void;
}

export function ReconcileActions({ payment, canReconcile, canReverse, onNotice }: ReconcileActionsProps) {
  const [asking, setAsking] = useState<'approve' | 'revert' | 'reverse' | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const approve = useApprovePayment();
  const revert = useRevertPayment();
  const reverse = useReversePayment();
  const mayApprove = canReconcile && payment.canApprove;
  const mayRevert = canReconcile && payment.canRevert;
  const mayReverse = canReverse && payment.canReverse;
  const hasReceipt = RECEIPT_STATUSES.includes(payment.status);
  if (!mayApprove && !mayRevert && !mayReverse && !hasReceipt) return null;

  const confirmApprove = () => {
    approve.mutate(payment.paymentId, {
      onSuccess: () => onNotice({ severity: 'success', message: PAYMENT_MESSAGES.approved }),
      onError: (error) => onNotice({ severity: 'error', message: firstErrorMessage(error) }),
      onSettled: () => setAsking(null),
    });
  };
  const sendRevert = async (reason: string) => {
    await revert.mutateAsync({ paymentId: payment.paymentId, reason });
    setAsking(null);
    onNotice({ severity: 'success', message: PAYMENT_MESSAGES.reverted });
  };
  const sendReverse = async (reason: string) => {
    await reverse.mutateAsync({ paymentId: payment.paymentId, reason });
    setAsking(null);
    onNotice({ severity: 'success', message: PAYMENT_MESSAGES.reversed });
  };
  const saveReceipt = () => {
    setDownloadError(null);
    downloadReceipt(payment.paymentId).catch((error: unknown) => setDownloadError(downloadErrorMessage(error)));
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {hasReceipt && (
          <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={saveReceipt}>
            Download Receipt
          </Button>
        )}
        {mayReverse && (
          <Button variant="outlined" color="error" onClick={() => setAsking('reverse')}>
            {REVERSE_LABEL}
          </Button>
        )}
        {mayRevert && (
          <Button variant="outlined" color="warning" onClick={() => setAsking('revert')}>
            Revert
          </Button>
        )}
        {mayApprove && (
          <Button variant="contained" onClick={() => setAsking('approve')}>
            Approve
          </Button>
        )}
      </Stack>
      {downloadError && <Alert severity="error">{downloadError}</Alert>}
      {asking === 'approve' && (
        <ConfirmDialog
          title="Approve Payment"
          message={APPROVE_QUESTION}
          confirmLabel="Approve"
          isPending={approve.isPending}
          onConfirm={() => {
            if (!approve.isPending) confirmApprove();
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'revert' && <RevertDialog revert={sendRevert} onCancel={() => setAsking(null)} />}
      {asking === 'reverse' && (
        <RevertDialog
          title="Reverse Payment"
          question={reverseQuestion(payment)}
          confirmLabel="Reverse"
          revert={sendReverse}
          onCancel={() => setAsking(null)}
        />
      )}
    </Stack>
  );
}
