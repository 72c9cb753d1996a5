import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { INTER_STATE_MESSAGES, sectorOfSlug, sectorsFor } from '@stoa/shared';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { withNotice } from '../../../lib/route-notice.ts';
import { InterStateForm } from '../components/form/inter-state-form.tsx';
import { valuesFromDetails } from '../components/form/inter-state-form-values.ts';
import { interStatePaths } from './inter-state-paths.ts';

/** /inter-state-registration/:utilityType/new: a new registration of that sector, for an owner of the sector. */
export function InterStateFormPage() {
  const role = useSignedInUser()?.role ?? null;
  const navigate = useNavigate();
  const sector = sectorOfSlug(useParams()['utilityType']);
  const isMine = sector !== null && sectorsFor(role).includes(sector);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">New Inter-State Registration</Typography>
        {sector && <Typography color="text.secondary">Sector: {sector}</Typography>}
      </Stack>
      {!sector || !isMine ? (
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} to={interStatePaths.list} color="inherit" size="small">
              Back to the list
            </Button>
          }
        >
          {INTER_STATE_MESSAGES.sectorNotYours}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <InterStateForm
            initialValues={valuesFromDetails({}, [], sector)}
            saved={null}
            onSaved={(result, message) =>
              navigate(interStatePaths.view(sector, result.id), { state: withNotice(message) })
            }
          />
        </Paper>
      )}
    </Stack>
  );
}
