import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { atcUploadListSchema, type CorridorKind } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { ATC_KEY } from './atc-keys.ts';

export interface AtcUploadsQuery {
  pageNumber: number;
  pageSize: number;
}

/** GET /Atc/Uploads/{kind}: one page of a kind's uploads, newest first. */
export function getAtcUploads(kind: CorridorKind, query: AtcUploadsQuery) {
  return requestData(atcUploadListSchema, { url: `/Atc/Uploads/${kind}?${toListSearch({ ...query })}` });
}

export function atcUploadsQueryOptions(kind: CorridorKind, query: AtcUploadsQuery) {
  return queryOptions({
    queryKey: [...ATC_KEY, 'uploads', kind, query],
    queryFn: () => getAtcUploads(kind, query),
    placeholderData: keepPreviousData,
  });
}

export function useAtcUploads(kind: CorridorKind, query: AtcUploadsQuery) {
  return useQuery(atcUploadsQueryOptions(kind, query));
}
