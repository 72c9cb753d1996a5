/**
 * An application's record page (spec §2.2 /applications/…/:id): number, type and status; the actions the record
 * offers the viewer (read off its `actions`), the schedule PDF, the facts, consent, parties, the STOA check for the
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
import { APPLICATION_TYPE_LABELS, APPLICATION_WORKFLOW, can, type ApplicationDetail } from '@stoa/shared';
import { PageNotice } from '../../../../components/page-notice.tsx';
import {
  WorkflowActionBar,
  processActionsOf,
  type ProcessAction,
} from '../../../../components/workflow/workflow-action-bar.tsx';
import { WorkflowTimeline } from '../../../../components/workflow/workflow-timeline.tsx';
import { useSignedInUser } from '../../../../lib/auth-session.ts';
import { downloadErrorMessage } from '../../../../lib/download-file.ts';
import { downloadOpenAccessDetails } from '../../api/download-open-access-details.ts';
import { useProcessApplication } from '../../api/process-application.ts';
import { ApplicationStatusChip } from '../application-status-chip.tsx';
import { PartyCard } from '../party-card.tsx';
import { useRouteNotice } from '../../../../lib/route-notice.ts';
import { actionLabels, actionQuestions } from './action-labels.ts';
import { ApplicationSummary } from './application-summary.tsx';
import { ChargesTable } from './charges-table.tsx';
import { ConsentPanel } from './consent-panel.tsx';
import { labelledTimeline } from './labelled-timeline.ts';
import { ScheduleTable, TimeBlocksTable } from './record-tables.tsx';
import { StoaCheckPanel } from './stoa-check-panel.tsx';

export const DOWNLOAD_LABEL = 'Download Schedule (PDF)';

interface ApplicationRecordProps {
  record: ApplicationDetail;
  /** The list the record was opened from. */
  back: { to: string; label: string };
}

export function ApplicationRecord({ record, back }: ApplicationRecordProps) {
  const role = useSignedInUser()?.role ?? null;
  const [notice, setNotice] = useRouteNotice();
  const process = useProcessApplication();
  const labels = actionLabels(role);
  const done = (message: string) => setNotice({ severity: 'success', message });
  const act = async (action: ProcessAction, comments: string | null) => {
    const result = await process.mutateAsync({ action, type: record.type, id: record.id, comments });
    return result.message;
  };
  const download = () =>
    downloadOpenAccessDetails(record.id, record.applicationNo).catch((error: unknown) =>
      setNotice({ severity: 'error', message: downloadErrorMessage(error) }),
    );
  // The batch's checker sees the STOA check while the application waits on it (it has actions there).
  const showsStoaCheck = can(role, 'applicationProcess') && processActionsOf(record.actions).length > 0;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">Application {record.applicationNo ?? `Draft #${record.id}`}</Typography>
        <Chip size="small" variant="outlined" label={APPLICATION_TYPE_LABELS[record.type]} />
        <ApplicationStatusChip status={record.status} />
      </Stack>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={back.to}>
          {back.label}
        </Button>
        <Box sx={{ flex: 1 }} />
        {record.canDownload && (
          <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={() => void download()}>
            {DOWNLOAD_LABEL}
          </Button>
        )}
        <WorkflowActionBar
          actions={record.actions}
          labels={labels}
          questions={actionQuestions(role)}
          act={act}
          onDone={done}
        />
      </Stack>
      <ApplicationSummary record={record} />
      <ConsentPanel record={record} onDone={done} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {record.seller && <PartyCard side="seller" party={record.seller} />}
        {record.buyer && <PartyCard side="buyer" party={record.buyer} />}
      </Box>
      {showsStoaCheck && <StoaCheckPanel applicationId={record.id} />}
      <TimeBlocksTable record={record} />
      <ScheduleTable record={record} />
      {record.canDownload && <ChargesTable applicationId={record.id} />}
      <WorkflowTimeline
        entries={labelledTimeline(record.timeline)}
        labels={APPLICATION_WORKFLOW.labels}
        emptyText="Nothing has happened to this application yet: it is a draft."
      />
    </Stack>
  );
}
