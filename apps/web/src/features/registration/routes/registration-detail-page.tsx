import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import {
  MESSAGES,
  REGISTRATION_MESSAGES,
  REGISTRATION_WORKFLOW,
  openReasonsOf,
  isEntityType,
  type EntityType,
  type FileDetail,
  type RegistrationDetail,
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
import { RecordFeeNotice } from '../../../components/record/record-fee.tsx';
import { RecordSummary } from '../../../components/record/record-summary.tsx';
import { RecordTimeline } from '../../../components/record/record-timeline.tsx';
import { ApiRequestError, firstErrorMessage } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { useRegistration } from '../api/get-registration.ts';
import { useProcessRegistration } from '../api/process-registration.ts';
import { useSaveFileValidation } from '../api/save-file-validation.ts';
import { MandatoryChecks } from '../components/mandatory-checks.tsx';
import { RegistrationSections } from '../components/registration-sections.tsx';
import { isVerifyingDocuments, showsMandatoryChecks } from '../components/registration-status.ts';
import { RegistrationFee, registrationFacts } from '../components/registration-facts.tsx';
import { RegistrationToolbar } from '../components/registration-toolbar.tsx';
import { useRouteNotice } from '../../../lib/route-notice.ts';

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
  const act = async (action: ProcessAction, words: StepWords) => {
    const result = await process.mutateAsync({ action, entityType, id, words });
    return successOf(action, result.registrationNo);
  };

  return (
    <Stack spacing={2}>
      <RegistrationHead record={record} />
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <RecordNextStep step={record.nextStep} />
      <RecordReasons
        reasons={openReasonsOf(REGISTRATION_WORKFLOW, record.status.status, record.timeline)}
        isOwner={record.formActions.includes('Write')}
      />
      <RecordFeeNotice fee={record.fee} />
      <RecordSummary facts={registrationFacts(record)}>
        <RegistrationFee fee={record.fee} />
      </RecordSummary>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <RegistrationToolbar record={record} onError={failure} />
        <RecordActionBar actions={record.actionBar} act={act} onDone={success} />
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
      <RecordTimeline
        workflow={REGISTRATION_WORKFLOW}
        entries={record.timeline}
        recordId={record.id}
        emptyText="Nothing has happened to this registration yet."
      />
    </Stack>
  );
}

function RegistrationHead({ record }: { record: RegistrationDetail }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="h1">{record.kind === 'Renewal' ? 'Renewal of Registration' : 'Registration'}</Typography>
      {record.clock && <RecordClockChip clock={record.clock} />}
    </Stack>
  );
}
