/**
 * /curtailment/:id (issue 18): an applied curtailment — facts, the energy curtailed and unmet, and the applications it
 * cut with the STU charges reversed and per date the blocks shed (an applicant sees its own applications only).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { CURTAILMENT_MESSAGES, MESSAGES, type CurtailmentDetail } from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageNotice } from '../../../components/page-notice.tsx';
import { RecordSummary } from '../../../components/record/record-summary.tsx';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';
import { ApiRequestError, firstErrorMessage } from '../../../lib/api-client.ts';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { useCurtailment } from '../api/get-curtailment.ts';
import { CurtailedApplications } from '../components/curtailed-applications.tsx';
import { curtailmentFacts } from '../components/curtailment-facts.ts';
import { CurtailmentTotals } from '../components/curtailment-totals.tsx';
import { curtailmentPaths } from './curtailment-paths.ts';

function loadError(error: unknown): string {
  if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404)) {
    return firstErrorMessage(error, CURTAILMENT_MESSAGES.notFound);
  }
  return MESSAGES.fetchError;
}

export function CurtailmentDetailPage() {
  const id = Number(useParams()['id']);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <CurtailmentView key={id} id={id} />;
}

function CurtailmentView({ id }: { id: number }) {
  const query = useCurtailment(id);
  const [notice, setNotice] = useRouteNotice();
  const record = query.data;
  if (query.isPending) return <PageLoader />;
  if (!record) return <Alert severity="error">{loadError(query.error)}</Alert>;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">Curtailment {record.curtailmentNo}</Typography>
        <Button component={RouterLink} to={curtailmentPaths.list} size="small" sx={{ ml: 'auto' }}>
          Back to Applied Curtailments
        </Button>
      </Stack>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <RecordSummary facts={curtailmentFacts(record)} />
      <CurtailedItems record={record} />
    </Stack>
  );
}

function CurtailedItems({ record }: { record: CurtailmentDetail }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Curtailed applications"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
        Curtailed Applications
      </Typography>
      <CurtailmentTotals curtailedMwh={record.curtailedMwh} unmetMwh={record.unmetMwh} />
      {record.items.length === 0 ? (
        <Typography color="text.secondary">No applications to show.</Typography>
      ) : (
        <CurtailedApplications label="Curtailed applications" applications={record.items} showsRefund />
      )}
    </Paper>
  );
}
