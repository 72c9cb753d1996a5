import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ENTITY_TYPES, type EntityType } from '@stoa/shared';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { ListDownload } from '../../../components/data-table/list-download.tsx';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { useAssociatedEntities, type AssociatedEntityQuery } from '../api/get-associated-entities.ts';
import { ENTITY_COLUMNS } from '../components/entity-columns.tsx';
import { ENTITY_FILTER_KEYS, EntityFilters } from '../components/entity-filters.tsx';

function entityTypeOf(value: string | undefined): EntityType | undefined {
  return (ENTITY_TYPES as readonly string[]).includes(value ?? '') ? (value as EntityType) : undefined;
}

/**
 * /entities (spec §2.4, §7.5; traders): the approved applicants the trader acts for, filtered and paged; Download
 * gives every page of the filters in force as Excel or CSV.
 */
export function EntitiesPage() {
  const paging = useUrlPaging(ENTITY_FILTER_KEYS);
  const { pageNumber, pageSize, entityName, entityType } = paging.query;
  // A type typed into the URL by hand that is not one is left out rather than refused by the server.
  const query = useMemo<AssociatedEntityQuery>(() => {
    const type = entityTypeOf(entityType);
    return { pageNumber, pageSize, ...(entityName ? { entityName } : {}), ...(type ? { entityType: type } : {}) };
  }, [pageNumber, pageSize, entityName, entityType]);
  const entities = useAssociatedEntities(query);
  const { pageNumber: _pageNumber, pageSize: _pageSize, ...filters } = query;

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Associated Approved Applicants</Typography>
      <EntityFilters values={paging.filters} onSubmit={paging.applyFilters} onReset={paging.resetFilters} />
      <ListDownload
        exportPath="/TraderManagement/EntityBasedOnTrader/GetAll/Export"
        search={toListSearch(filters)}
        fileName="Associated-Applicants"
      />
      <DataTable
        label="Associated applicants"
        columns={ENTITY_COLUMNS}
        rows={entities.data?.entityList}
        rowCount={entities.data?.dataCount}
        paginationModel={paging.paginationModel}
        onPaginationModelChange={paging.setPaginationModel}
        // Loading only while the rows shown are not the ones asked for; a background refetch keeps them visible.
        isLoading={entities.isPending || entities.isPlaceholderData}
        isError={entities.isError}
      />
    </Stack>
  );
}
