import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import {
  MESSAGES,
  REGISTRATION_MESSAGES,
  REGISTRATION_WORKFLOW,
  isEntityType,
  type EntityType,
  type FileDetail,
} from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageNotice } from '../../../components/page-notice.tsx';
import { RecordDocuments } from '../../../components/record/record-documents.tsx';
import { WorkflowActionBar, type ProcessAction } from '../../../components/workflow/workflow-action-bar.tsx';
import { WorkflowTimeline } from '../../../components/workflow/workflow-timeline.tsx';
import { ApiRequestError, firstErrorMessage } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { useRegistration } from '../api/get-registration.ts';
import { useProcessRegistration } from '../api/process-registration.ts';
import { useSaveFileValidation } from '../api/save-file-validation.ts';
import { MandatoryChecks } from '../components/mandatory-checks.tsx';
import { RegistrationSections } from '../components/registration-sections.tsx';
import { isVerifyingDocuments, showsMandatoryChecks } from '../components/registration-status.ts';
import { RegistrationSummary } from '../components/registration-summary.tsx';
import { RegistrationToolbar } from '../components/registration-toolbar.tsx';
import { useRouteNotice } from '../../../lib/route-notice.ts';

const QUESTIONS: Record<ProcessAction, string> = {
  Forward: 'The documents have been verified: forward the registration to the next step?',
  Approve: 'Approve the registration? A registration number is issued and its validity starts.',
  Reject: 'Reject the registration? Say why: the applicant reads your comments.',
  Return: 'Send the registration back to the applicant? Say what needs to be clarified.',
};

function successOf(action: ProcessAction, registrationNo: string | null): string {
  switch (action) {
    case 'Forward':
      return 'Registration forwarded.';
    case 'Approve':
      return `Registration approved. Registration No. ${registrationNo ?? '—'}`;
    case 'Reject':
      return 'Registration rejected.';
    case 'Return':
      return 'Clarification sought from the applicant.';
  }
}

/** The registration's documents are served by the shared file route. */
const fileUrl = (file: FileDetail) =>
  `/File/Show/${encodeURIComponent(file.fileName)}?id=${encodeURIComponent(file.fileId)}`;

/** /registrations/view/:entityType/:id: one registration or renewal, its documents, timeline and actions. */
export function RegistrationDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  if (!isEntityType(params.entityType) || !Number.isInteger(id) || id <= 0) {
    return <Alert severity="error">{REGISTRATION_MESSAGES.notFound}</Alert>;
  }
  return <RegistrationView key={`${params.entityType}/${id}`} entityType={params.entityType} id={id} />;
}

function loadError(error: unknown): string {
  if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404)) {
    return firstErrorMessage(error, REGISTRATION_MESSAGES.notFound);
  }
  return MESSAGES.fetchError;
}

function RegistrationView({ entityType, id }: { entityType: EntityType; id: number }) {
  const role = useSignedInUser()?.role ?? null;
  const registration = useRegistration(entityType, id);
  const verification = useSaveFileValidation();
  const process = useProcessRegistration();
  const [notice, setNotice] = useRouteNotice();
  const record = registration.data;

  if (registration.isPending) return <PageLoader />;
  if (!record) return <Alert severity="error">{loadError(registration.error)}</Alert>;

  const success = (message: string) => setNotice({ severity: 'success', message });
  const failure = (message: string) => setNotice({ severity: 'error', message });
  const isVerifying = isVerifyingDocuments(role, record);
  const act = async (action: ProcessAction, comments: string | null) => {
    const result = await process.mutateAsync({ action, entityType, id, comments: comments ?? '' });
    return successOf(action, result.registrationNo);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h1">{record.kind === 'Renewal' ? 'Renewal of Registration' : 'Registration'}</Typography>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <RegistrationSummary record={record} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <RegistrationToolbar record={record} onError={failure} />
        <WorkflowActionBar
          actions={record.actions}
          labels={REGISTRATION_WORKFLOW.labels}
          questions={QUESTIONS}
          act={act}
          onDone={success}
        />
      </Stack>
      {showsMandatoryChecks(role, record) && <MandatoryChecks id={record.id} />}
      <RegistrationSections record={record} />
      <RecordDocuments
        files={record.files}
        fileUrl={fileUrl}
        verify={
          isVerifying
            ? {
                isSaving: verification.isPending,
                save: (request) => verification.mutateAsync({ entityType, id, request }),
              }
            : undefined
        }
        onNotice={setNotice}
      />
      <WorkflowTimeline
        entries={record.timeline}
        labels={REGISTRATION_WORKFLOW.labels}
        emptyText="Nothing has happened to this registration yet."
      />
    </Stack>
  );
}
