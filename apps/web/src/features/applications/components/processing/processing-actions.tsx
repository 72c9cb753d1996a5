/**
 * The SLDC business user's steps on a batch (DOMAIN §3 Processing): Process (compare with the margins), Approve All
 * for the fitting applications, and the type's allocation of the congested ones — pro-rata for Day-ahead, in order of
 * receipt for FCFS and contingency. Advance resolves in one step: the fitting ones approved, the congested ones sent
 * to e-bidding (their uncongested blocks allocated at once), also when every application is congested (DOMAIN §4).
 * The resolving steps ask first, saying what they will do; each step ends with a snackbar. Nothing waiting in the
 * batch: nothing to press.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { formatCalendarDate } from '../../../../lib/format.ts';
import { firstErrorMessage } from '../../../../lib/api-client.ts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import type { Notice } from '../../../../components/page-notice.tsx';
import { PROCESSING_STEP_LABELS, processingStepLabel, type ProcessingResult } from '@stoa/shared';
import { useAllocateQuantum } from '../../api/allocate-quantum.ts';
import { useApproveAll } from '../../api/approve-all.ts';
import type { ProcessingBatch } from '../../api/get-processing-result.ts';
import { useProcessApplications } from '../../api/process-applications.ts';

/** The waiting applications of a batch on its last assessment: those that fit and those congested. */
interface Waiting {
  fitting: number;
  congested: number;
}

/**
 * What waits in the batch (every page of it, not the one shown): its last assessment counts the fitting and the
 * congested ones; after an allocating step only those it left wait (Approve All leaves the congested ones).
 */
function waitingOf(result: ProcessingResult | undefined, pending: number): Waiting {
  if (result?.run?.status === 'Assessed')
    return { fitting: result.summary.fitting, congested: result.summary.congested };
  return { fitting: 0, congested: pending };
}

/**
 * The Approve All step and its question, counting what it does (shared `processingStepLabel`): Advance with congestion
 * approves the fitting ones and sends the congested ones to e-bidding; the other types approve the fitting ones and
 * leave the congested ones waiting for the type's allocation.
 */
function approveStepOf(batch: ProcessingBatch, result: ProcessingResult | undefined, waiting: Waiting, date: string) {
  const { fitting } = waiting;
  const toEBidding = batch.type === 'Advance' ? (result?.summary.corridorCongested ?? 0) : 0;
  const label = processingStepLabel('ApproveAll', batch.type, toEBidding);
  if (toEBidding === 0) {
    const allocation = allocateLabel(batch);
    const left =
      waiting.congested > 0 && allocation
        ? ` The ${waiting.congested} congested application(s) stay waiting for ${allocation}.`
        : '';
    return { label, message: `Approve in full the ${fitting} fitting application(s) of ${date}?${left}` };
  }
  const head =
    fitting > 0
      ? `Approve the ${fitting} fitting application(s) of ${date} and send the ${toEBidding} congested application(s) to e-bidding?`
      : `No application of ${date} fits in full: send the ${toEBidding} congested application(s) to e-bidding?`;
  return {
    label,
    message:
      `${head} Their blocks outside the congestion are allocated now; the congested blocks wait for the ` +
      'invitation you send under E-bidding → Invitation.',
  };
}

/** What the step did, in words: only what happened (nothing fitted: nothing was approved). */
function approvedMessage(batch: ProcessingBatch, r: ProcessingResult): string {
  const sent = batch.type === 'Advance' ? r.summary.corridorCongested : 0;
  if (sent === 0) return 'Fitting applications approved in full.';
  const invite = `${sent} congested application(s) sent to e-bidding: invite them under E-bidding → Invitation.`;
  return r.summary.applications > sent ? `Fitting applications approved; ${invite}` : invite;
}

/** Day-ahead shares a congested block pro-rata; FCFS and contingency serve in order of receipt (DOMAIN §3). */
export function allocateLabel(batch: ProcessingBatch): string | null {
  if (batch.type === 'Advance') return null;
  return processingStepLabel(batch.type === 'DayAhead' ? 'ProRata' : 'InOrder', batch.type, 0);
}

interface ProcessingActionsProps {
  batch: ProcessingBatch;
  /** Applications of the batch still waiting (the dates list's count). */
  pending: number;
  result: ProcessingResult | undefined;
}

type Step = 'approve' | 'allocate';

export function ProcessingActions({ batch, pending, result }: ProcessingActionsProps) {
  const processing = useProcessApplications();
  const approving = useApproveAll();
  const allocating = useAllocateQuantum();
  const [asking, setAsking] = useState<Step | null>(null);
  const [snack, setSnack] = useState<Notice | null>(null);
  const waiting = waitingOf(result, pending);
  const hasRun = Boolean(result?.run);
  const allocation = allocateLabel(batch);
  const date = formatCalendarDate(batch.processingDate);
  const approveStep = approveStepOf(batch, result, waiting, date);
  const canApprove = waiting.fitting > 0 || approveStep.label === PROCESSING_STEP_LABELS.approveAndInvite;

  const run = async (step: () => Promise<ProcessingResult>, success: (r: ProcessingResult) => string) => {
    try {
      const done = await step();
      setSnack({ severity: 'success', message: success(done) });
    } catch (error) {
      setSnack({ severity: 'error', message: firstErrorMessage(error) });
    } finally {
      setAsking(null);
    }
  };

  const steps: Record<Step, { title: string; message: string; confirm: () => void; isPending: boolean }> = {
    approve: {
      title: approveStep.label,
      message: approveStep.message,
      confirm: () =>
        void run(
          () => approving.mutateAsync(batch),
          (r) => approvedMessage(batch, r),
        ),
      isPending: approving.isPending,
    },
    allocate: {
      title: allocation ?? '',
      message:
        `Allocate the margin among the ${pending} waiting application(s) of ${date}? ` +
        'An application allocated in part waits for its applicant to accept or withdraw.',
      confirm: () =>
        void run(
          () => allocating.mutateAsync(batch),
          () => `${allocation ?? 'Allocation'}: done.`,
        ),
      isPending: allocating.isPending,
    },
  };
  const open = asking ? steps[asking] : null;

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          disabled={pending === 0}
          loading={processing.isPending}
          onClick={() =>
            void run(
              () => processing.mutateAsync(batch),
              (r) => `Processed: ${r.summary.fitting} fitting, ${r.summary.congested} congested.`,
            )
          }
        >
          {PROCESSING_STEP_LABELS.process}
        </Button>
        <Button
          variant="outlined"
          disabled={!hasRun || pending === 0 || !canApprove}
          onClick={() => setAsking('approve')}
        >
          {approveStep.label}
        </Button>
        {allocation && (
          <Button variant="outlined" disabled={!hasRun || pending === 0} onClick={() => setAsking('allocate')}>
            {allocation}
          </Button>
        )}
      </Stack>
      {open && (
        <ConfirmDialog
          title={open.title}
          message={open.message}
          confirmLabel={open.title}
          isPending={open.isPending}
          onConfirm={open.confirm}
          onCancel={() => setAsking(null)}
        />
      )}
      <Snackbar open={snack !== null} autoHideDuration={6000} onClose={() => setSnack(null)}>
        {snack ? (
          <Alert severity={snack.severity} onClose={() => setSnack(null)} variant="filled">
            {snack.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}
