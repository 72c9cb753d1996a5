/** /curtailment/new (issue 18): the SLDC business user's curtailment; an applied one opens its record with a notice. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { MESSAGES } from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCorridors } from '../../../lib/corridors.ts';
import { withNotice } from '../../../lib/route-notice.ts';
import { CurtailmentForm } from '../components/form/curtailment-form.tsx';
import { NEW_CURTAILMENT, curtailmentPaths } from './curtailment-paths.ts';

export const appliedNotice = (curtailmentNo: string) =>
  `Curtailment ${curtailmentNo} applied. The affected applicants have been notified.`;

export function CurtailmentFormPage() {
  const navigate = useNavigate();
  const corridors = useCorridors();
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">{NEW_CURTAILMENT}</Typography>
        <Button component={RouterLink} to={curtailmentPaths.list} size="small" sx={{ ml: 'auto' }}>
          Back to Applied Curtailments
        </Button>
      </Stack>
      {corridors.isPending ? (
        <PageLoader />
      ) : !corridors.data ? (
        <Alert severity="error">{MESSAGES.fetchError}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <CurtailmentForm
            corridors={corridors.data}
            onCancel={() => navigate(curtailmentPaths.list)}
            onApplied={(saved) =>
              navigate(curtailmentPaths.record(saved.id), { state: withNotice(appliedNotice(saved.curtailmentNo)) })
            }
          />
        </Paper>
      )}
    </Stack>
  );
}
