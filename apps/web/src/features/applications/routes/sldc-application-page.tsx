/** /applications/sldc/:applicationType/:id (spec §2.2): an application as the SLDC roles see and act on it. */
import Alert from '@mui/material/Alert';
import { useParams } from 'react-router';
import { APPLICATION_LIST_TYPE_LABELS } from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';
import { ApplicationRecord } from '../components/record/application-record.tsx';
import { applicationPaths, isApplicationListType } from './application-paths.ts';
import { useApplication } from '../api/get-application.ts';
import { loadErrorOf } from './load-error.ts';

export function SldcApplicationPage() {
  const { applicationType, id } = useParams();
  const recordId = Number(id);
  if (!isApplicationListType(applicationType) || !Number.isInteger(recordId) || recordId <= 0) {
    return <NotFoundPage />;
  }
  const back = {
    to: applicationPaths.sldcList(applicationType),
    label: `Back to ${APPLICATION_LIST_TYPE_LABELS[applicationType]} Applications`,
  };
  return <SldcApplication key={recordId} id={recordId} back={back} />;
}

function SldcApplication({ id, back }: { id: number; back: { to: string; label: string } }) {
  const query = useApplication(id);
  if (query.isPending) return <PageLoader />;
  if (!query.data) return <Alert severity="error">{loadErrorOf(query.error)}</Alert>;
  return <ApplicationRecord record={query.data} back={back} />;
}
