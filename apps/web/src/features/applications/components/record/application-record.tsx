/**
 * An application's record page (spec §2.2 /applications/…/:id): number, type and status; the actions the record
 * offers the viewer (read off its `actions`), the payer's fee notice with Pay while the fee holds it up, the schedule
 * PDF, the facts, consent, parties, the STOA check for the
 * SLDC business user while the application is with it, the time blocks, the schedule, the charges once approved and
 * the timeline.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Link as RouterLink } from 'react-router';
import {
  APPLICATION_TYPE_LABELS,
  APPLICATION_WORKFLOW,
  RECORD_LINKS,
  can,
  openReasonsOf,
  type ApplicationDetail,
  type ApplicationStatus,
} from '@stoa/shared';
import { PageNotice } from '../../../../components/page-notice.tsx';
import { RecordActionBar } from '../../../../components/record/record-action-bar.tsx';
import type { ProcessAction } from '../../../../components/record/record-action-dialog.tsx';
import type { StepWords } from '../../../../components/record/step-words.ts';
import { RecordClockChip } from '../../../../components/record/record-clock.tsx';
import { RecordNextStep } from '../../../../components/record/record-next-step.tsx';
import { RecordReasons } from '../../../../components/record/record-reasons.tsx';
import { RecordFeeNotice } from '../../../../components/record/record-fee.tsx';
import { RecordSummary } from '../../../../components/record/record-summary.tsx';
import { RecordTimeline } from '../../../../components/record/record-timeline.tsx';
import { ScheduleHistorySection } from '../../../../components/schedule-history.tsx';
import { useSignedInUser } from '../../../../lib/auth-session.ts';
import { downloadErrorMessage } from '../../../../lib/download-file.ts';
import { downloadOpenAccessDetails } from '../../api/download-open-access-details.ts';
import { useProcessApplication } from '../../api/process-application.ts';
import { ApplicationStatusChip } from '../application-status-chip.tsx';
import { PartyCard } from '../party-card.tsx';
import { useRouteNotice } from '../../../../lib/route-notice.ts';
import { ApplicationRemarks, applicationFacts } from './application-facts.tsx';
import { ChargesTable } from './charges-table.tsx';
import { ConsentPanel } from './consent-panel.tsx';
import { ScheduleTable, TimeBlocksTable } from './record-tables.tsx';
import { StoaCheckPanel } from './stoa-check-panel.tsx';

/** The link to the e-bidding details grid of an application e-bidding decided. */
export const EBIDDING_DETAILS_LABEL = 'E-Bidding Details';

export const DOWNLOAD_LABEL = 'Download Schedule (PDF)';

export const REQUEST_REVISION_LABEL = 'Request Revision';

/** The statuses of an allocated schedule: its owner may ask to lower it; revisions and curtailments change it. */
const SCHEDULED: readonly ApplicationStatus[] = ['Approved'];

/** The revision request form with the application picked (the revision pages' /revision/oa/new). */
export const requestRevisionPath = RECORD_LINKS.newRevision;

interface ApplicationRecordProps {
  record: ApplicationDetail;
  /** The list the record was opened from. */
  back: { to: string; label: string };
}

export function ApplicationRecord({ record, back }: ApplicationRecordProps) {
  const role = useSignedInUser()?.role ?? null;
  const [notice, setNotice] = useRouteNotice();
  const process = useProcessApplication();
  const done = (message: string) => setNotice({ severity: 'success', message });
  const act = async (action: ProcessAction, words: StepWords) => {
    const result = await process.mutateAsync({ action, type: record.type, id: record.id, words });
    return result.message;
  };
  const download = () =>
    downloadOpenAccessDetails(record.id, record.applicationNo).catch((error: unknown) =>
      setNotice({ severity: 'error', message: downloadErrorMessage(error) }),
    );
  // The batch's checker sees the STOA check while the application waits on it (it has actions there).
  const showsStoaCheck = can(role, 'applicationProcess') && record.actionBar.length > 0;
  // An e-bidding result (a System step of the e-bidding that allocated or refused, not a withdrawal) has its grid.
  const hasEBiddingResult = record.timeline.some((e) => e.action === 'EBidding' && e.toStatus !== 'Withdrawn');
  const isScheduled = SCHEDULED.includes(record.status);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">Application {record.applicationNo ?? `Draft #${record.id}`}</Typography>
        <Chip size="small" variant="outlined" label={APPLICATION_TYPE_LABELS[record.type]} />
        <ApplicationStatusChip status={record.status} />
        {record.clock && <RecordClockChip clock={record.clock} />}
      </Stack>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <RecordNextStep step={record.nextStep} />
      <RecordReasons
        reasons={openReasonsOf(APPLICATION_WORKFLOW, record.status, record.timeline)}
        isOwner={record.actions.includes('Submit')}
      />
      <RecordFeeNotice fee={record.fee} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={back.to}>
          {back.label}
        </Button>
        <Box sx={{ flex: 1 }} />
        {hasEBiddingResult && (
          <Button variant="outlined" component={RouterLink} to={RECORD_LINKS.eBiddingDetails(record.id)}>
            {EBIDDING_DETAILS_LABEL}
          </Button>
        )}
        {isScheduled && can(role, 'revisionRequest') && (
          <Button variant="outlined" component={RouterLink} to={requestRevisionPath(record.id)}>
            {REQUEST_REVISION_LABEL}
          </Button>
        )}
        {record.canDownload && (
          <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={() => void download()}>
            {DOWNLOAD_LABEL}
          </Button>
        )}
        <RecordActionBar actions={record.actionBar} act={act} onDone={done} />
      </Stack>
      <RecordSummary facts={applicationFacts(record)}>
        <ApplicationRemarks remarks={record.remarks} />
      </RecordSummary>
      <ConsentPanel record={record} onDone={done} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {record.seller && <PartyCard side="seller" party={record.seller} />}
        {record.buyer && <PartyCard side="buyer" party={record.buyer} />}
      </Box>
      {showsStoaCheck && <StoaCheckPanel applicationId={record.id} />}
      <TimeBlocksTable record={record} />
      <ScheduleTable record={record} />
      {record.canDownload && <ChargesTable applicationId={record.id} />}
      <ScheduleHistorySection
        applicationId={record.id}
        onlyWhenChanged
        isEnabled={isScheduled && can(role, 'revisionRead')}
      />
      <RecordTimeline
        workflow={APPLICATION_WORKFLOW}
        entries={record.timeline}
        recordId={record.id}
        emptyText="Nothing has happened to this application yet: it is a draft."
      />
    </Stack>
  );
}
