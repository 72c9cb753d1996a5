import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { can } from '@stoa/shared';
import { FilteredDataTable } from '../../../components/data-table/filtered-data-table.tsx';
import { toExportSearch } from '../../../components/data-table/list-query.ts';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { PageNotice } from '../../../components/page-notice.tsx';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { downloadErrorMessage } from '../../../lib/download-file.ts';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { BulkActionBar } from '../../../components/record/bulk-action-bar.tsx';
import { downloadClearanceCertificate } from '../api/download-clearance-certificate.ts';
import { CLEARANCE_LIST_PATH, useStandingClearances } from '../api/get-standing-clearances.ts';
import { useClearanceBulk } from '../components/clearance-bulk-actions.ts';
import { SLDC_COLUMNS, applicantColumns } from '../components/clearance-columns.tsx';
import { CLEARANCE_FILTER_KEYS, clearanceFilterFields, clearanceListQuery } from '../components/clearance-filters.tsx';
import { clearancePaths } from './clearance-paths.ts';

export const APPLICANT_LIST_TITLE = 'Standing Clearance of Inter-State Bilateral Transaction';
export const SLDC_LIST_TITLE = 'Standing Clearance for Inter-State Transaction';

/**
 * The standing clearance requests (DOMAIN §8): an applicant's own, with New Request, Edit and the certificate PDF;
 * for the SLDC roles every submitted request with its answer clock (overdue filter, order by due date) and their forward
 * move in bulk on the requests waiting on them (issue 15). Page and filters live in the URL.
 */
export function ClearanceListPage() {
  const role = useSignedInUser()?.role ?? null;
  const isApplicant = can(role, 'standingClearanceOwn');
  const paging = useUrlPaging(CLEARANCE_FILTER_KEYS);
  const query = clearanceListQuery(paging);
  const list = useStandingClearances(query);
  const [notice, setNotice] = useRouteNotice();
  const bulk = useClearanceBulk(list.data?.standingClearanceList);
  const download = (id: number) =>
    downloadClearanceCertificate(id).catch((error: unknown) =>
      setNotice({ severity: 'error', message: downloadErrorMessage(error) }),
    );

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">{isApplicant ? APPLICANT_LIST_TITLE : SLDC_LIST_TITLE}</Typography>
        {isApplicant && (
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to={clearancePaths.apply()}>
            New Request
          </Button>
        )}
      </Stack>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <FilteredDataTable
        label="Standing clearance requests"
        filterFields={clearanceFilterFields(isApplicant, role)}
        paging={paging}
        list={list}
        columns={isApplicant ? applicantColumns((row) => void download(row.id)) : SLDC_COLUMNS}
        rows={list.data?.standingClearanceList}
        rowCount={list.data?.dataCount}
        download={{
          exportPath: `${CLEARANCE_LIST_PATH}/Export`,
          search: toExportSearch(query),
          fileName: 'Standing-Clearances',
        }}
        selection={bulk.selection}
        toolbar={
          <BulkActionBar actions={bulk.actions} rowsFor={bulk.rowsFor} take={bulk.take} onFinished={bulk.onFinished} />
        }
      />
    </Stack>
  );
}
