/**
 * /revision/:revisionId/:applicationId (issue 18): a revision request as its applicant and the SLDC roles read it —
 * facts, the rows asked for, the impact as requested, the SLDC business user's Approve / Reject (the record kit's
 * action bar off the workflow table), the timeline and the application's schedule history.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import {
  MESSAGES,
  REVISION_FORM_MESSAGES,
  REVISION_WORKFLOW,
  TIMELINE_RECORD_TYPES,
  type RevisionDetail,
  type RevisionStatus,
} from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageNotice, type Notice } from '../../../components/page-notice.tsx';
import { RecordActionBar } from '../../../components/record/record-action-bar.tsx';
import type { ProcessAction } from '../../../components/record/record-action-dialog.tsx';
import type { StepWords } from '../../../components/record/step-words.ts';
import { RecordClockChip } from '../../../components/record/record-clock.tsx';
import { RecordNextStep } from '../../../components/record/record-next-step.tsx';
import { RecordSummary } from '../../../components/record/record-summary.tsx';
import { RecordTimeline } from '../../../components/record/record-timeline.tsx';
import { ScheduleHistorySection } from '../../../components/schedule-history.tsx';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';
import { ApiRequestError, firstErrorMessage } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { isRevisionDecision, useDecideRevision } from '../api/decide-revision.ts';
import { useRevision } from '../api/get-revision.ts';
import { RevisionImpactView } from '../components/revision-impact.tsx';
import { RevisionReason, revisionFacts } from '../components/revision-facts.tsx';
import { pointText } from '../components/revision-format.ts';
import { RevisionRowsTable } from '../components/revision-rows-table.tsx';
import { RevisionStatusChip } from '../components/revision-status-chip.tsx';
import { isRevisionApplicant, revisionPaths } from './revision-paths.ts';

/** The timeline's download, once the server exports revisions' timelines (shared TIMELINE_RECORD_TYPES). */
const TIMELINE_EXPORTED = (TIMELINE_RECORD_TYPES as readonly string[]).includes(REVISION_WORKFLOW.recordType ?? '');

/** Once approved the record keeps what the revision did to the schedule as it stood then (the server re-applies it). */
export const impactTitleOf = (status: RevisionStatus) =>
  status === 'Approved' ? 'Impact as applied' : 'Impact as requested';

export function decisionNotice(action: ProcessAction, record: RevisionDetail): string {
  return action === 'Approve'
    ? `Revision ${record.revisionNo} approved: the schedule and the charges change from ${pointText(record.effectiveFrom)}.`
    : `Revision ${record.revisionNo} rejected.`;
}

function loadError(error: unknown): string {
  if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404)) {
    return firstErrorMessage(error, REVISION_FORM_MESSAGES.notFound);
  }
  return MESSAGES.fetchError;
}

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function RevisionDetailPage() {
  const params = useParams();
  const id = idOf(params['revisionId']);
  if (id === null || idOf(params['applicationId']) === null) return <NotFoundPage />;
  return <RevisionView key={id} id={id} />;
}

function RevisionView({ id }: { id: number }) {
  const query = useRevision(id);
  const isApplicant = isRevisionApplicant(useSignedInUser()?.role ?? null);
  const [notice, setNotice] = useRouteNotice();
  const record = query.data;
  if (query.isPending) return <PageLoader />;
  if (!record) return <Alert severity="error">{loadError(query.error)}</Alert>;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">Revision {record.revisionNo}</Typography>
        <RevisionStatusChip status={record.status} />
        {record.clock && <RecordClockChip clock={record.clock} />}
        <Button component={RouterLink} to={revisionPaths.list(isApplicant)} size="small" sx={{ ml: 'auto' }}>
          Back to the list
        </Button>
      </Stack>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <RecordNextStep step={record.nextStep} />
      <RevisionRecord record={record} isApplicant={isApplicant} onNotice={setNotice} />
    </Stack>
  );
}

interface RevisionRecordProps {
  record: RevisionDetail;
  isApplicant: boolean;
  onNotice: (notice: Notice) => void;
}

function RevisionRecord({ record, isApplicant, onNotice }: RevisionRecordProps) {
  const decide = useDecideRevision();
  const act = async (action: ProcessAction, words: StepWords) => {
    if (!isRevisionDecision(action)) throw new Error(`A revision is not answered with ${action}`);
    await decide.mutateAsync({ action, id: record.id, words });
    return decisionNotice(action, record);
  };
  return (
    <>
      <RecordSummary facts={revisionFacts(record, isApplicant)}>
        <RevisionReason reason={record.reason} />
      </RecordSummary>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <RecordActionBar
          actions={record.actionBar}
          act={act}
          onDone={(message) => onNotice({ severity: 'success', message })}
        />
      </Stack>
      <RevisionRowsTable rows={record.rows} />
      <RevisionImpactView impact={record.impact} title={impactTitleOf(record.status)} />
      <RecordTimeline
        workflow={REVISION_WORKFLOW}
        entries={record.timeline}
        recordId={TIMELINE_EXPORTED ? record.id : undefined}
      />
      <ScheduleHistorySection applicationId={record.applicationId} />
    </>
  );
}
