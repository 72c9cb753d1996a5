import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router';
import { APPLICATION_LIST_TYPE_LABELS, type ApplicationListType } from '@stoa/shared';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';
import { useApplications } from '../api/get-applications.ts';
import { applicationColumns } from '../components/application-columns.tsx';
import { APPLICATION_FILTER_KEYS, applicationListQuery } from '../components/application-filters.tsx';
import { ApplicationTable } from '../components/application-table.tsx';
import { useApplicationBulk } from '../components/sldc-bulk-actions.ts';
import { BulkActionBar } from '../../../components/record/bulk-action-bar.tsx';
import { ProcessingPanel } from '../components/processing/processing-panel.tsx';
import { DEFAULT_LIST_TYPE, applicationPaths, isApplicationListType } from './application-paths.ts';

const TABS = ['applications', 'processing'] as const;
type ListTab = (typeof TABS)[number];
const TAB_LABELS: Record<ListTab, string> = { applications: 'Applications', processing: 'Processing' };

/**
 * /applications/sldc/:applicationType? (spec §2.2, §2.7 Transactions): the SLDC's applications of one type (Day
 * Ahead unless named), with a Processing tab for its batches. The tab, page and filters live in the URL.
 */
export function SldcListPage() {
  const param = useParams()['applicationType'];
  const type = param === undefined ? DEFAULT_LIST_TYPE : param;
  if (!isApplicationListType(type)) return <NotFoundPage />;
  return <SldcList key={type} type={type} />;
}

function SldcList({ type }: { type: ApplicationListType }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ListTab = searchParams.get('tab') === 'processing' ? 'processing' : 'applications';
  const selectTab = (next: ListTab) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      if (next === 'applications') params.delete('tab');
      else params.set('tab', next);
      return params;
    });
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{APPLICATION_LIST_TYPE_LABELS[type]} Applications</Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_event, value: ListTab) => selectTab(value)} aria-label="Application views">
          {TABS.map((key) => (
            <Tab key={key} value={key} label={TAB_LABELS[key]} id={`tab-${key}`} aria-controls={`tabpanel-${key}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`tabpanel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'applications' ? <SldcApplications type={type} /> : <ProcessingPanel type={type} />}
      </Box>
    </Stack>
  );
}

function SldcApplications({ type }: { type: ApplicationListType }) {
  const paging = useUrlPaging(APPLICATION_FILTER_KEYS);
  const list = useApplications(type, applicationListQuery(paging));
  const columns = applicationColumns({
    isOwnerList: false,
    linkTo: (row) => applicationPaths.sldcApplication(type, row.id),
  });
  const bulk = useApplicationBulk(list.data?.items);
  return (
    <ApplicationTable
      label={`${APPLICATION_LIST_TYPE_LABELS[type]} applications`}
      columns={columns}
      paging={paging}
      list={list}
      selection={bulk.selection}
      exportPath={`/Application/GetAll/${type}/Export`}
      fileName={`Applications-${type}`}
      toolbar={
        <BulkActionBar actions={bulk.actions} rowsFor={bulk.rowsFor} take={bulk.take} onFinished={bulk.onFinished} />
      }
    />
  );
}
