import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { PageNotice } from '../../../components/page-notice.tsx';
import { useAppliedApplications } from '../api/get-applied-applications.ts';
import { applicationColumns } from '../components/application-columns.tsx';
import { APPLICATION_FILTER_KEYS, applicationListQuery } from '../components/application-filters.tsx';
import { ApplicationTable } from '../components/application-table.tsx';
import { NewApplicationButton } from '../components/new-application-button.tsx';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { applicationPaths } from './application-paths.ts';

const COLUMNS = applicationColumns({
  isOwnerList: true,
  linkTo: (row) => applicationPaths.oaApplication(row.type, row.id),
});

/**
 * /applications/oa (spec §2.2): the OA applicant's or trader's own applications of every type, with the §4 status
 * filter, and 'New Application' for a type. Page and filters live in the URL.
 */
export function OaListPage() {
  const paging = useUrlPaging(APPLICATION_FILTER_KEYS);
  const list = useAppliedApplications(applicationListQuery(paging));
  const [notice, setNotice] = useRouteNotice();
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">Applications</Typography>
        <NewApplicationButton />
      </Stack>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <ApplicationTable
        label="Applications"
        columns={COLUMNS}
        paging={paging}
        list={list}
        exportPath="/Application/GetAppliedApplications/Export"
        fileName="Applications-Mine"
      />
    </Stack>
  );
}
