/**
 * A report's order in the URL (sortBy, sortOrder), like its page and filters: a reload or the back button keeps it.
 * Without one the report's default order is in force, and the grid shows it on its header.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { GridSortModel } from '@mui/x-data-grid';
import type { ReportDefinition } from '@stoa/shared';
import type { ServerSorting } from '../../../components/data-table/data-table.tsx';

export interface ReportSort {
  sortBy: string;
  sortOrder: 'asc' | 'desc';
}

/** The URL's order when it names a sortable column of the report, else the report's default. */
export function sortOf(def: ReportDefinition, params: URLSearchParams): ReportSort {
  const sortBy = params.get('sortBy');
  const isSortable = def.columns.some((c) => c.key === sortBy && c.sortable !== false);
  if (!sortBy || !isSortable) return { sortBy: def.defaultSort.key, sortOrder: def.defaultSort.order };
  return { sortBy, sortOrder: params.get('sortOrder') === 'desc' ? 'desc' : 'asc' };
}

/** The order in force and the grid's server sorting: a header click writes the new order and starts at page 1. */
export function useReportSort(def: ReportDefinition): ReportSort & { sorting: ServerSorting } {
  const [params, setParams] = useSearchParams();
  const { sortBy, sortOrder } = sortOf(def, params);
  const { key: defaultKey, order: defaultOrder } = def.defaultSort;
  const onChange = useCallback(
    (model: GridSortModel) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        const [first] = model;
        if (!first?.sort || (first.field === defaultKey && first.sort === defaultOrder)) {
          next.delete('sortBy');
          next.delete('sortOrder');
        } else {
          next.set('sortBy', first.field);
          next.set('sortOrder', first.sort);
        }
        next.delete('pageNumber');
        return next;
      });
    },
    [setParams, defaultKey, defaultOrder],
  );
  const model = useMemo<GridSortModel>(() => [{ field: sortBy, sort: sortOrder }], [sortBy, sortOrder]);
  return { sortBy, sortOrder, sorting: { model, onChange } };
}
