/**
 * Registration Requests and Renewal Requests (spec §2.7): the processors' list with the workflow filters; page and
 * filters in the URL (STYLE rule 7). Choosing an Entity Type shows that type's columns. The rows waiting on the
 * signed-in role are selectable for its forward move in bulk (issue 15).
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isEntityType, isRecordStatus, type RegistrationListQuery } from '@stoa/shared';
import { overdueQuery } from '../../../components/data-table/overdue-filter.ts';
import { useUrlPaging, type UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { useRegistrations, type RegistrationListSource } from '../api/get-registrations.ts';
import { BulkActionBar } from '../../../components/record/bulk-action-bar.tsx';
import { useRegistrationBulk } from './registration-bulk-actions.ts';
import { RegistrationTable } from './registration-table.tsx';
import { REQUEST_FILTER_KEYS, RequestFilters, type RequestFilter } from './request-filters.tsx';

/** The list call's query from the URL: a status or entity type that is not one of ours is left out. */
export function requestQuery({ query }: UrlPaging<RequestFilter>): RegistrationListQuery {
  return {
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    ...(isRecordStatus(query.status) ? { status: query.status } : {}),
    ...(isEntityType(query.entityType) ? { entityType: query.entityType } : {}),
    ...(query.registrationNo ? { registrationNo: query.registrationNo } : {}),
    ...(query.entityName ? { entityName: query.entityName } : {}),
    ...overdueQuery(query.overdue),
  };
}

interface RegistrationRequestsProps {
  title: string;
  source: RegistrationListSource;
}

export function RegistrationRequests({ title, source }: RegistrationRequestsProps) {
  const paging = useUrlPaging(REQUEST_FILTER_KEYS);
  const query = requestQuery(paging);
  const list = useRegistrations(source, query);
  const bulk = useRegistrationBulk(list.data?.registrationList);
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{title}</Typography>
      <RequestFilters values={paging.filters} onSubmit={paging.applyFilters} onReset={paging.resetFilters} />
      <RegistrationTable
        label={title}
        paging={paging}
        list={list}
        entityType={query.entityType ?? null}
        source={source}
        query={query}
        selection={bulk.selection}
        toolbar={
          <BulkActionBar actions={bulk.actions} rowsFor={bulk.rowsFor} take={bulk.take} onFinished={bulk.onFinished} />
        }
      />
    </Stack>
  );
}
