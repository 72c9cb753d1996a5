/**
 * /curtailment (issue 18): the applied curtailments, server-paged with the date filters in the URL; each opens its
 * record. The SLDC business user starts a new one here.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { FilteredDataTable } from '../../../components/data-table/filtered-data-table.tsx';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { PageNotice } from '../../../components/page-notice.tsx';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { useCurtailments } from '../api/get-curtailments.ts';
import { CURTAILMENT_COLUMNS } from '../components/curtailment-columns.tsx';
import {
  CURTAILMENT_FILTER_FIELDS,
  CURTAILMENT_FILTER_KEYS,
  curtailmentListQuery,
} from '../components/curtailment-filters.ts';
import { NEW_CURTAILMENT, canApplyCurtailment, curtailmentPaths } from './curtailment-paths.ts';

export const CURTAILMENTS_TITLE = 'Applied Curtailments';

export function CurtailmentListPage() {
  const role = useSignedInUser()?.role ?? null;
  const paging = useUrlPaging(CURTAILMENT_FILTER_KEYS);
  const list = useCurtailments(curtailmentListQuery(paging));
  const [notice, setNotice] = useRouteNotice();
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">{CURTAILMENTS_TITLE}</Typography>
        {canApplyCurtailment(role) && (
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to={curtailmentPaths.newCurtailment}>
            {NEW_CURTAILMENT}
          </Button>
        )}
      </Stack>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <FilteredDataTable
        label="Applied curtailments"
        filterFields={CURTAILMENT_FILTER_FIELDS}
        paging={paging}
        list={list}
        columns={CURTAILMENT_COLUMNS}
        rows={list.data?.items}
        rowCount={list.data?.total}
      />
    </Stack>
  );
}
