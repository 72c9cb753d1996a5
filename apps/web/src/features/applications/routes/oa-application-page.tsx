/**
 * /applications/oa/:applicationType/:id? (spec §2.2): a new application of the type, or the owner's saved one — the
 * form while it may still be edited (Draft, Returned), else the record page.
 */
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  APPLICATION_TYPE_LABELS,
  APPLICATION_WORKFLOW,
  MESSAGES,
  can,
  type ApplicationDetail,
  type ApplicationType,
} from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageNotice } from '../../../components/page-notice.tsx';
import { RecordTimeline } from '../../../components/record/record-timeline.tsx';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { useAvailableRegistrations } from '../api/get-available-registrations.ts';
import { ApplicationForm } from '../components/form/application-form.tsx';
import { ApplicationRecord } from '../components/record/application-record.tsx';
import { useRouteNotice, withNotice } from '../../../lib/route-notice.ts';
import { applicationPaths, isApplicationType } from './application-paths.ts';
import { useApplication } from '../api/get-application.ts';
import { loadErrorOf } from './load-error.ts';

const BACK = { to: applicationPaths.oaList, label: 'Back to Applications' };

export function OaApplicationPage() {
  const { applicationType, id } = useParams();
  const location = useLocation();
  if (!isApplicationType(applicationType)) return <NotFoundPage />;
  if (id === undefined) return <ApplicationFormPage key={location.key} type={applicationType} record={null} />;
  const recordId = Number(id);
  if (!Number.isInteger(recordId) || recordId <= 0) return <NotFoundPage />;
  // A save lands here again with a notice: start afresh from the record as saved.
  return <SavedApplication key={`${recordId}-${location.key}`} id={recordId} />;
}

function SavedApplication({ id }: { id: number }) {
  const query = useApplication(id);
  const record = query.data;
  if (query.isPending) return <PageLoader />;
  if (!record) return <Alert severity="error">{loadErrorOf(query.error)}</Alert>;
  if (record.canEdit) return <ApplicationFormPage type={record.type} record={record} />;
  return <ApplicationRecord record={record} back={BACK} />;
}

function ApplicationFormPage({ type, record }: { type: ApplicationType; record: ApplicationDetail | null }) {
  const role = useSignedInUser()?.role ?? null;
  const navigate = useNavigate();
  const [notice, setNotice] = useRouteNotice();
  // An OA applicant applies with its own registration and may name a trader; a trader picks from its parties.
  const isApplicant = can(role, 'traderOwn');
  const own = useAvailableRegistrations(isApplicant);
  const title = record
    ? `${APPLICATION_TYPE_LABELS[type]} Application ${record.applicationNo ?? `Draft #${record.id}`}`
    : `New ${APPLICATION_TYPE_LABELS[type]} Application`;

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <Typography variant="h1">{title}</Typography>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      {isApplicant && own.isPending ? (
        <PageLoader />
      ) : isApplicant && !own.data ? (
        <Alert severity="error">{MESSAGES.fetchError}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <ApplicationForm
            type={type}
            record={record}
            own={isApplicant ? (own.data ?? []) : null}
            onCancel={() => navigate(applicationPaths.oaList)}
            onSaved={(saved, message) =>
              navigate(applicationPaths.oaApplication(type, saved.id), { state: withNotice(message) })
            }
          />
        </Paper>
      )}
      {record && record.timeline.length > 0 && (
        <RecordTimeline workflow={APPLICATION_WORKFLOW} entries={record.timeline} recordId={record.id} />
      )}
    </Stack>
  );
}
