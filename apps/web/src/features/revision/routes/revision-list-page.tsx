/**
 * /revision/oa and /revision/sldc (issue 18): the revision requests, server-paged with the status and application
 * number filters in the URL. Applicants see their own and file a new one; the SLDC roles see every request, opening
 * on those pending SLDC approval.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { FilteredDataTable } from '../../../components/data-table/filtered-data-table.tsx';
import { WithDefaultSearch } from '../../../components/data-table/default-search.tsx';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { PageNotice } from '../../../components/page-notice.tsx';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { useRevisions } from '../api/get-revisions.ts';
import { APPLICANT_REVISION_COLUMNS, SLDC_REVISION_COLUMNS } from '../components/revision-columns.tsx';
import {
  REVISION_FILTER_KEYS,
  SLDC_REVISION_DEFAULTS,
  revisionFilterFields,
  revisionListQuery,
} from '../components/revision-filters.ts';
import { REQUEST_REVISION, revisionPaths } from './revision-paths.ts';

export const OA_REVISIONS_TITLE = 'Revision Requests';
export const SLDC_REVISIONS_TITLE = 'Requested Revisions';

export type RevisionArea = 'oa' | 'sldc';

export function RevisionListPage({ area }: { area: RevisionArea }) {
  if (area === 'oa') return <RevisionList area={area} />;
  return (
    <WithDefaultSearch defaults={SLDC_REVISION_DEFAULTS}>
      <RevisionList area={area} />
    </WithDefaultSearch>
  );
}

function RevisionList({ area }: { area: RevisionArea }) {
  const role = useSignedInUser()?.role ?? null;
  const paging = useUrlPaging(REVISION_FILTER_KEYS);
  const list = useRevisions(revisionListQuery(paging));
  const [notice, setNotice] = useRouteNotice();
  const isApplicant = area === 'oa';
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">{isApplicant ? OA_REVISIONS_TITLE : SLDC_REVISIONS_TITLE}</Typography>
        {isApplicant && (
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to={revisionPaths.newRequest()}>
            {REQUEST_REVISION}
          </Button>
        )}
      </Stack>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <FilteredDataTable
        label="Revision requests"
        filterFields={revisionFilterFields(role)}
        paging={paging}
        list={list}
        columns={isApplicant ? APPLICANT_REVISION_COLUMNS : SLDC_REVISION_COLUMNS}
        rows={list.data?.items}
        rowCount={list.data?.total}
      />
    </Stack>
  );
}
