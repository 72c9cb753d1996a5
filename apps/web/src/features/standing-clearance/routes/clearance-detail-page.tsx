import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import {
  MESSAGES,
  STANDING_CLEARANCE_MESSAGES,
  STANDING_CLEARANCE_WORKFLOW,
  can,
  openReasonsOf,
  type StandingClearanceDetail,
} from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageNotice, type Notice } from '../../../components/page-notice.tsx';
import { RecordActionBar } from '../../../components/record/record-action-bar.tsx';
import type { ProcessAction } from '../../../components/record/record-action-dialog.tsx';
import type { StepWords } from '../../../components/record/step-words.ts';
import { RecordClockChip } from '../../../components/record/record-clock.tsx';
import { RecordNextStep } from '../../../components/record/record-next-step.tsx';
import { RecordReasons } from '../../../components/record/record-reasons.tsx';
import { RecordSummary } from '../../../components/record/record-summary.tsx';
import { RecordTimeline } from '../../../components/record/record-timeline.tsx';
import { ApiRequestError, firstErrorMessage } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { downloadErrorMessage } from '../../../lib/download-file.ts';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { downloadClearanceCertificate } from '../api/download-clearance-certificate.ts';
import { useStandingClearance } from '../api/get-standing-clearance.ts';
import { useProcessStandingClearance } from '../api/process-standing-clearance.ts';
import { ClearanceChecks } from '../components/clearance-checks.tsx';
import { ClearanceStatusChip } from '../components/clearance-status-chip.tsx';
import { clearanceFacts } from '../components/clearance-facts.ts';
import { clearancePaths } from './clearance-paths.ts';

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
  const [notice, setNotice] = useRouteNotice();
  const record = query.data;

  if (query.isPending) return <PageLoader />;
  if (!record) return <Alert severity="error">{loadError(query.error)}</Alert>;
  const isApplicant = can(role, 'standingClearanceOwn');
  // The request's answer clock (`due`) is its statutory clock.
  const clock = record.clock ?? record.due;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">Standing Clearance {record.clearanceNo ?? `Request #${record.id}`}</Typography>
        <ClearanceStatusChip status={record.status.status} />
        {clock && <RecordClockChip clock={clock} />}
        <Button component={RouterLink} to={clearancePaths.list(isApplicant)} size="small" sx={{ ml: 'auto' }}>
          Back to the list
        </Button>
      </Stack>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <RecordNextStep step={record.nextStep} />
      <RecordReasons
        reasons={openReasonsOf(STANDING_CLEARANCE_WORKFLOW, record.status.status, record.timeline)}
        isOwner={record.formActions.includes('Write')}
      />
      <RecordView record={record} onNotice={setNotice} />
    </Stack>
  );
}

function RecordView({ record, onNotice }: { record: StandingClearanceDetail; onNotice: (n: Notice) => void }) {
  const process = useProcessStandingClearance();
  const act = async (action: ProcessAction, words: StepWords) => {
    const result = await process.mutateAsync({ action, id: record.id, words });
    return successOf(action, result.clearanceNo);
  };
  const download = () =>
    downloadClearanceCertificate(record.id).catch((error: unknown) =>
      onNotice({ severity: 'error', message: downloadErrorMessage(error) }),
    );
  const canProceed = record.actionBar.some((b) => b.action === 'Forward' || b.action === 'Approve');
  return (
    <>
      <RecordSummary facts={clearanceFacts(record)} />
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
        <RecordActionBar
          actions={record.actionBar}
          act={act}
          onDone={(message) => onNotice({ severity: 'success', message })}
        />
      </Stack>
      {record.checks && <ClearanceChecks checks={record.checks} canProceed={canProceed} />}
      <RecordTimeline
        workflow={STANDING_CLEARANCE_WORKFLOW}
        entries={record.timeline}
        recordId={record.id}
        emptyText="Nothing has happened to this request yet: it is a draft."
      />
    </>
  );
}
