import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { MESSAGES, STANDING_CLEARANCE_MESSAGES, STANDING_CLEARANCE_WORKFLOW, can, openReasonsOf } from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiRequestError, firstErrorMessage } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { withNotice } from '../../../lib/route-notice.ts';
import { useMyClearanceRegistration } from '../api/get-my-clearance-registration.ts';
import { useStandingClearance } from '../api/get-standing-clearance.ts';
import { ClearanceForm } from '../components/form/clearance-form.tsx';
import { valuesFromDetails } from '../components/form/clearance-form-values.ts';
import { RegistrationFacts } from '../components/registration-facts.tsx';
import { clearancePaths } from './clearance-paths.ts';

export const ONLY_APPLICANTS = 'Standing clearance is requested by OA applicants and traders.';

function Refusal({ message, to }: { message: string; to: string }) {
  return (
    <Alert
      severity="error"
      action={
        <Button component={RouterLink} to={to} color="inherit" size="small">
          Back
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** /consent-for-inter-state-stoa-transactions/apply/:id?: a new request, or the owner's draft or returned one. */
export function ClearanceFormPage() {
  const role = useSignedInUser()?.role ?? null;
  const param = useParams()['id'];
  const id = param === undefined ? null : Number(param);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Typography variant="h1">{id ? 'Edit Standing Clearance Request' : 'New Standing Clearance Request'}</Typography>
      {!can(role, 'standingClearanceOwn') ? (
        <Refusal message={ONLY_APPLICANTS} to={clearancePaths.consentList} />
      ) : id !== null && (!Number.isInteger(id) || id <= 0) ? (
        <Refusal message={STANDING_CLEARANCE_MESSAGES.notFound} to={clearancePaths.consentList} />
      ) : (
        <FormLoader key={id ?? 'new'} id={id} />
      )}
    </Stack>
  );
}

function loadError(error: unknown): string {
  if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404)) {
    return firstErrorMessage(error, STANDING_CLEARANCE_MESSAGES.notFound);
  }
  return MESSAGES.fetchError;
}

function FormLoader({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const mine = useMyClearanceRegistration();
  const record = useStandingClearance(id ?? 0, id !== null);
  const isLoadingRecord = id !== null && record.isPending;

  if (mine.isPending || isLoadingRecord) return <PageLoader />;
  if (!mine.data) return <Alert severity="error">{MESSAGES.fetchError}</Alert>;
  if (id !== null && !record.data) return <Refusal message={loadError(record.error)} to={clearancePaths.consentList} />;
  const registration = mine.data.registration;
  if (!registration || registration.directions.length === 0) {
    return <Refusal message={STANDING_CLEARANCE_MESSAGES.noRegistration} to={clearancePaths.consentList} />;
  }
  const saved = id !== null ? record.data : undefined;
  if (saved && !saved.formActions.includes('Write')) {
    return <Refusal message={STANDING_CLEARANCE_MESSAGES.notEditable} to={clearancePaths.view(saved.id, true)} />;
  }
  const initial = valuesFromDetails(saved?.details);
  // One direction allowed: it is the only choice, already made.
  if (!initial.direction && registration.directions.length === 1) initial.direction = registration.directions[0]!;
  return (
    <Stack spacing={2}>
      <RegistrationFacts entityName={mine.data.entityName} registration={registration} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <ClearanceForm
          initialValues={initial}
          registration={registration}
          saved={saved ? { id: saved.id, version: saved.version } : null}
          openReasons={saved ? openReasonsOf(STANDING_CLEARANCE_WORKFLOW, saved.status.status, saved.timeline) : []}
          onCancel={() => navigate(saved ? clearancePaths.view(saved.id, true) : clearancePaths.consentList)}
          onSaved={(result, message) => navigate(clearancePaths.view(result.id, true), { state: withNotice(message) })}
        />
      </Paper>
    </Stack>
  );
}
