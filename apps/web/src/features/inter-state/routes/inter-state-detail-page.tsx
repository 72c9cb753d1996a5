import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import {
  INTER_STATE_MESSAGES,
  INTER_STATE_WORKFLOW,
  MESSAGES,
  openReasonsOf,
  type InterStateDetail,
} from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageNotice } from '../../../components/page-notice.tsx';
import { RecordActionBar } from '../../../components/record/record-action-bar.tsx';
import type { ProcessAction } from '../../../components/record/record-action-dialog.tsx';
import type { StepWords } from '../../../components/record/step-words.ts';
import { RecordClockChip } from '../../../components/record/record-clock.tsx';
import { RecordNextStep } from '../../../components/record/record-next-step.tsx';
import { RecordReasons } from '../../../components/record/record-reasons.tsx';
import { RecordDocuments } from '../../../components/record/record-documents.tsx';
import { RecordSummary } from '../../../components/record/record-summary.tsx';
import { RecordTimeline } from '../../../components/record/record-timeline.tsx';
import { WorkflowStatusChip } from '../../../components/workflow/workflow-status-chip.tsx';
import { ApiRequestError, firstErrorMessage } from '../../../lib/api-client.ts';
import { interStateFilePath } from '../api/download-inter-state-file.ts';
import { useInterStateRegistration } from '../api/get-inter-state-registration.ts';
import { useProcessInterStateRegistration } from '../api/process-inter-state-registration.ts';
import { useSaveInterStateFileValidation } from '../api/save-inter-state-file-validation.ts';
import { InterStateForm } from '../components/form/inter-state-form.tsx';
import { valuesFromDetails } from '../components/form/inter-state-form-values.ts';
import { InterStateSections } from '../components/inter-state-sections.tsx';
import { interStateFacts } from '../components/inter-state-facts.ts';
import { useRouteNotice } from '../../../lib/route-notice.ts';

function successOf(action: ProcessAction, registrationNo: string | null): string {
  switch (action) {
    case 'Forward':
      return 'Inter-state registration forwarded.';
    case 'Approve':
      return `Inter-state registration approved. Registration No. ${registrationNo ?? '—'}`;
    case 'Reject':
      return 'Inter-state registration rejected.';
    case 'Return':
      return 'Clarification sought from the applicant.';
  }
}

/** /inter-state-registration/:utilityType/:id: the record, its documents, timeline and actions; Edit for its owner. */
export function InterStateDetailPage() {
  const id = Number(useParams()['id']);
  if (!Number.isInteger(id) || id <= 0) return <Alert severity="error">{INTER_STATE_MESSAGES.notFound}</Alert>;
  return <InterStateView key={id} id={id} />;
}

function loadError(error: unknown): string {
  if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404)) {
    return firstErrorMessage(error, INTER_STATE_MESSAGES.notFound);
  }
  return MESSAGES.fetchError;
}

function InterStateView({ id }: { id: number }) {
  const query = useInterStateRegistration(id);
  const [notice, setNotice] = useRouteNotice();
  const [isEditing, setEditing] = useState(false);
  const record = query.data;

  if (query.isPending) return <PageLoader />;
  if (!record) return <Alert severity="error">{loadError(query.error)}</Alert>;
  const canWrite = record.formActions.includes('Write');
  const openReasons = openReasonsOf(INTER_STATE_WORKFLOW, record.status.status, record.timeline);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">Inter-State Registration</Typography>
        <WorkflowStatusChip status={record.status.status} />
        {record.clock && <RecordClockChip clock={record.clock} />}
      </Stack>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <RecordNextStep step={record.nextStep} />
      <RecordReasons reasons={openReasons} isOwner={canWrite} />
      {isEditing && canWrite ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <InterStateForm
            initialValues={valuesFromDetails(record.details, record.files, record.sector)}
            saved={{ id: record.id, version: record.version }}
            openReasons={openReasons}
            onCancel={() => setEditing(false)}
            onSaved={(_result, message) => {
              setEditing(false);
              setNotice({ severity: 'success', message });
            }}
          />
        </Paper>
      ) : (
        <RecordView record={record} canWrite={canWrite} onEdit={() => setEditing(true)} onNotice={setNotice} />
      )}
    </Stack>
  );
}

interface RecordViewProps {
  record: InterStateDetail;
  canWrite: boolean;
  onEdit: () => void;
  onNotice: (notice: { severity: 'success' | 'error'; message: string }) => void;
}

function RecordView({ record, canWrite, onEdit, onNotice }: RecordViewProps) {
  const process = useProcessInterStateRegistration();
  const verification = useSaveInterStateFileValidation();
  const act = async (action: ProcessAction, words: StepWords) => {
    const result = await process.mutateAsync({ action, id: record.id, words });
    return successOf(action, result.registrationNo);
  };
  return (
    <>
      <RecordSummary facts={interStateFacts(record)} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
        {canWrite && (
          <Button variant="contained" onClick={onEdit}>
            Edit
          </Button>
        )}
        <RecordActionBar
          actions={record.actionBar}
          act={act}
          onDone={(message) => onNotice({ severity: 'success', message })}
        />
      </Stack>
      <InterStateSections record={record} />
      <RecordDocuments
        files={record.files}
        fileUrl={(file) => interStateFilePath(file.fileId)}
        verify={
          record.canVerifyDocuments
            ? {
                isSaving: verification.isPending,
                save: (request) => verification.mutateAsync({ id: record.id, request }),
              }
            : undefined
        }
        onNotice={onNotice}
      />
      <RecordTimeline
        workflow={INTER_STATE_WORKFLOW}
        entries={record.timeline}
        recordId={record.id}
        emptyText="Nothing has happened to this registration yet: it is a draft."
      />
    </>
  );
}
