import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import {
  MESSAGES,
  STANDING_CLEARANCE_MESSAGES,
  STANDING_CLEARANCE_STATUS_LABELS,
  STANDING_CLEARANCE_WORKFLOW,
  can,
  isStandingClearanceStatus,
  type StandingClearanceDetail,
  type TimelineEntry,
} from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageNotice, type Notice } from '../../../components/page-notice.tsx';
import { WorkflowActionBar, type ProcessAction } from '../../../components/workflow/workflow-action-bar.tsx';
import { WorkflowTimeline } from '../../../components/workflow/workflow-timeline.tsx';
import { ApiRequestError, firstErrorMessage } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { downloadErrorMessage } from '../../../lib/download-file.ts';
import { noticeOf } from '../../../lib/route-notice.ts';
import { downloadClearanceCertificate } from '../api/download-clearance-certificate.ts';
import { useStandingClearance } from '../api/get-standing-clearance.ts';
import { useProcessStandingClearance } from '../api/process-standing-clearance.ts';
import { ClearanceChecks } from '../components/clearance-checks.tsx';
import { ClearanceStatusChip } from '../components/clearance-status-chip.tsx';
import { ClearanceSummary } from '../components/clearance-summary.tsx';
import { DueChip } from '../components/due-clock.tsx';
import { clearancePaths } from './clearance-paths.ts';

const QUESTIONS: Record<ProcessAction, string> = {
  Forward: 'The checks are done: forward the request to the SLDC approvers?',
  Approve: 'Approve the standing clearance? A clearance number is issued and the certificate can be downloaded.',
  Reject: 'Reject the standing clearance request? Say why: the applicant reads your comments.',
  Return: 'Send the request back to the applicant? Say what needs to be clarified.',
};

function successOf(action: ProcessAction, clearanceNo: string | null): string {
  switch (action) {
    case 'Forward':
      return 'Standing clearance request verified and forwarded.';
    case 'Approve':
      return `Standing clearance approved. Clearance No. ${clearanceNo ?? '—'}`;
    case 'Reject':
      return 'Standing clearance request rejected.';
    case 'Return':
      return 'Clarification sought from the applicant.';
  }
}

/** The timeline reads this workflow's status labels (the shared timeline knows the registration ones). */
function labelled(entries: readonly TimelineEntry[]): TimelineEntry[] {
  const label = (s: string) => (isStandingClearanceStatus(s) ? STANDING_CLEARANCE_STATUS_LABELS[s] : s);
  return entries.map((e) => ({ ...e, fromStatus: e.fromStatus && label(e.fromStatus), toStatus: label(e.toStatus) }));
}

function loadError(error: unknown): string {
  if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404)) {
    return firstErrorMessage(error, STANDING_CLEARANCE_MESSAGES.notFound);
  }
  return MESSAGES.fetchError;
}

/**
 * A standing clearance request (both areas: /consent-for-inter-state-stoa-transactions/:id for its applicant,
 * /standing-clearance-power/:id for the SLDC): facts, the answer clock, the SLDC's checks, the actions, the
 * certificate PDF once approved, and the timeline.
 */
export function ClearanceDetailPage() {
  const id = Number(useParams()['id']);
  if (!Number.isInteger(id) || id <= 0) return <Alert severity="error">{STANDING_CLEARANCE_MESSAGES.notFound}</Alert>;
  return <ClearanceView key={id} id={id} />;
}

function ClearanceView({ id }: { id: number }) {
  const query = useStandingClearance(id);
  const role = useSignedInUser()?.role ?? null;
  const carried = noticeOf(useLocation().state);
  const [notice, setNotice] = useState<Notice | null>(carried ? { severity: 'success', message: carried } : null);
  const record = query.data;

  if (query.isPending) return <PageLoader />;
  if (!record) return <Alert severity="error">{loadError(query.error)}</Alert>;
  const isApplicant = can(role, 'standingClearanceOwn');
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">Standing Clearance {record.clearanceNo ?? `Request #${record.id}`}</Typography>
        <ClearanceStatusChip status={record.status.status} />
        {record.due && <DueChip due={record.due} />}
        <Button component={RouterLink} to={clearancePaths.list(isApplicant)} size="small" sx={{ ml: 'auto' }}>
          Back to the list
        </Button>
      </Stack>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <RecordView record={record} onNotice={setNotice} />
    </Stack>
  );
}

function RecordView({ record, onNotice }: { record: StandingClearanceDetail; onNotice: (n: Notice) => void }) {
  const process = useProcessStandingClearance();
  const act = async (action: ProcessAction, comments: string | null) => {
    const result = await process.mutateAsync({ action, id: record.id, comments });
    return successOf(action, result.clearanceNo);
  };
  const download = () =>
    downloadClearanceCertificate(record.id).catch((error: unknown) =>
      onNotice({ severity: 'error', message: downloadErrorMessage(error) }),
    );
  const canProceed = record.actions.includes('Forward') || record.actions.includes('Approve');
  return (
    <>
      <ClearanceSummary record={record} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
        {record.formActions.includes('Write') && (
          <Button variant="contained" component={RouterLink} to={clearancePaths.apply(record.id)}>
            Edit
          </Button>
        )}
        {record.canDownload && (
          <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} onClick={() => void download()}>
            Download PDF
          </Button>
        )}
        <WorkflowActionBar
          actions={record.actions}
          labels={STANDING_CLEARANCE_WORKFLOW.labels}
          questions={QUESTIONS}
          act={act}
          onDone={(message) => onNotice({ severity: 'success', message })}
        />
      </Stack>
      {record.checks && <ClearanceChecks checks={record.checks} canProceed={canProceed} />}
      <WorkflowTimeline
        entries={labelled(record.timeline)}
        labels={STANDING_CLEARANCE_WORKFLOW.labels}
        emptyText="Nothing has happened to this request yet: it is a draft."
      />
    </>
  );
}
