/**
 * /revision/oa/new?applicationId= (issue 18): an applicant's or trader's revision request for one of its approved
 * applications with blocks left. A filed request opens its record with the success notice.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES, REVISION_FORM_MESSAGES } from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { withNotice } from '../../../lib/route-notice.ts';
import { useRevisableApplications } from '../api/get-revisable-applications.ts';
import { RevisionForm, type Revisable } from '../components/form/revision-form.tsx';
import { REQUEST_REVISION, revisionPaths } from './revision-paths.ts';

export const NOTHING_TO_REVISE = 'You have no approved application with blocks left to revise.';

export const submittedNotice = (revisionNo: string) =>
  `Revision request ${revisionNo} submitted. The SLDC will approve or reject it.`;

/** The ?applicationId= of the address when it names an application that can be revised. */
function pickedOf(value: string | null, applications: readonly Revisable[]): number | null {
  const id = Number(value);
  return applications.some((a) => a.id === id) ? id : null;
}

export function RevisionFormPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const revisable = useRevisableApplications();
  const asked = searchParams.get('applicationId');
  const applications = revisable.data ?? [];
  const picked = pickedOf(asked, applications);

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">{REQUEST_REVISION}</Typography>
        <Button component={RouterLink} to={revisionPaths.oaList} size="small" sx={{ ml: 'auto' }}>
          Back to Revision Requests
        </Button>
      </Stack>
      {revisable.isPending ? (
        <PageLoader />
      ) : !revisable.data ? (
        <Alert severity="error">{MESSAGES.fetchError}</Alert>
      ) : applications.length === 0 ? (
        <Alert severity="info">{NOTHING_TO_REVISE}</Alert>
      ) : (
        <>
          {asked !== null && picked === null && <Alert severity="warning">{REVISION_FORM_MESSAGES.notRevisable}</Alert>}
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <RevisionForm
              applications={applications}
              initialApplicationId={picked}
              onCancel={() => navigate(revisionPaths.oaList)}
              onSaved={(saved, applicationId) =>
                navigate(revisionPaths.record(saved.id, applicationId), {
                  state: withNotice(submittedNotice(saved.revisionNo)),
                })
              }
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}
