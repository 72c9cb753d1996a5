/**
 * Page and filters of a server-paged list live in the URL (STYLE rule 7), so a reload, a shared link or the back
 * button shows the same page with the same filters.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@stoa/shared';

/** The Data Grid's own paging shape: a page index from 0. */
export interface PaginationModel {
  page: number;
  pageSize: number;
}

export type Filters<F extends string> = Record<F, string>;

export interface UrlPaging<F extends string> {
  /** From 1, as the API counts (spec §7.2). */
  pageNumber: number;
  pageSize: number;
  filters: Filters<F>;
  /** pageNumber, pageSize and the non-empty filters: the list call's query. */
  query: { pageNumber: number; pageSize: number } & Partial<Filters<F>>;
  paginationModel: PaginationModel;
  setPaginationModel: (model: PaginationModel) => void;
  /** New filters start again at page 1. */
  applyFilters: (filters: Partial<Filters<F>>) => void;
  resetFilters: () => void;
}

function readPageNumber(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

function readPageSize(value: string | null): number {
  const n = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
}

/** Writes a param, leaving defaults and empty values out so URLs stay short. */
function setOrDelete(params: URLSearchParams, name: string, value: string, defaultValue = ''): void {
  if (value === defaultValue) params.delete(name);
  else params.set(name, value);
}

export function useUrlPaging<F extends string>(filterKeys: readonly F[]): UrlPaging<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageNumber = readPageNumber(searchParams.get('pageNumber'));
  const pageSize = readPageSize(searchParams.get('pageSize'));
  // Callers pass a constant list; a joined string keeps the memo stable even for an inline array.
  const keysSignature = filterKeys.join('\n');

  const filters = useMemo(() => {
    const keys = keysSignature.split('\n') as F[];
    return Object.fromEntries(keys.map((key) => [key, searchParams.get(key)?.trim() ?? ''])) as Filters<F>;
  }, [searchParams, keysSignature]);

  const query = useMemo(() => {
    const active = Object.entries(filters).filter(([, value]) => value !== '') as [F, string][];
    return { pageNumber, pageSize, ...(Object.fromEntries(active) as Partial<Filters<F>>) };
  }, [filters, pageNumber, pageSize]);

  const setPaginationModel = useCallback(
    (model: PaginationModel) => {
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        const size = readPageSize(String(model.pageSize));
        // A new page size starts at page 1: the old page index means other rows now.
        const page = size !== readPageSize(previous.get('pageSize')) ? 1 : model.page + 1;
        setOrDelete(next, 'pageNumber', String(page), '1');
        setOrDelete(next, 'pageSize', String(size), String(DEFAULT_PAGE_SIZE));
        return next;
      });
    },
    [setSearchParams],
  );

  const applyFilters = useCallback(
    (values: Partial<Filters<F>>) => {
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const key of keysSignature.split('\n')) setOrDelete(next, key, values[key as F]?.trim() ?? '');
        next.delete('pageNumber');
        return next;
      });
    },
    [setSearchParams, keysSignature],
  );

  const resetFilters = useCallback(() => applyFilters({}), [applyFilters]);

  return {
    pageNumber,
    pageSize,
    filters,
    query,
    paginationModel: { page: pageNumber - 1, pageSize },
    setPaginationModel,
    applyFilters,
    resetFilters,
  };
}
