import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { registrationListSchema, type EntityType, type RegistrationListQuery } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { toListSearch } from '../../../components/data-table/list-query.ts';
import { REGISTRATION_LISTS_KEY } from './registration-keys.ts';

/**
 * Which registration list to read (spec §7.8): an applicant's own of one entity type, every entity type (SLDC roles),
 * the caller's utility's (DISCOM/TRANSCO) or the renewals. All answer the same shape.
 */
export type RegistrationListSource =
  { kind: 'entityType'; entityType: EntityType } | { kind: 'all' } | { kind: 'utility' } | { kind: 'renewals' };

export function registrationListPath(source: RegistrationListSource): string {
  switch (source.kind) {
    case 'entityType':
      return `/Registration/Get${source.entityType}Registrations`;
    case 'all':
      return '/Registration/GetRegistrations';
    case 'utility':
      return '/Registration/GetTranscoDiscomRegistrations';
    case 'renewals':
      return '/Registration/GetRenewalRegistrations';
  }
}

/** One page of a registration list; empty filters are left out. */
export function getRegistrations(source: RegistrationListSource, query: RegistrationListQuery) {
  return requestData(registrationListSchema, { url: `${registrationListPath(source)}?${toListSearch(query)}` });
}

export function registrationsQueryOptions(source: RegistrationListSource, query: RegistrationListQuery) {
  return queryOptions({
    queryKey: [...REGISTRATION_LISTS_KEY, source, query],
    queryFn: () => getRegistrations(source, query),
    // The grid keeps the old page (with its loading bar) while the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useRegistrations(source: RegistrationListSource, query: RegistrationListQuery, isEnabled = true) {
  return useQuery({ ...registrationsQueryOptions(source, query), enabled: isEnabled });
}
