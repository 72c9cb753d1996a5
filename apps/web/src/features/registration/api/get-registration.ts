import { queryOptions, useQuery } from '@tanstack/react-query';
import { registrationDetailSchema, type EntityType } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { REGISTRATION_RECORD_KEY } from './registration-keys.ts';

/**
 * GET /Registration/Get{EntityType}Registration/{id} (spec §7.8): one registration or renewal with its form details,
 * documents, timeline, what the caller may do with it and its version.
 */
export function getRegistration(entityType: EntityType, id: number) {
  return requestData(registrationDetailSchema, { url: `/Registration/Get${entityType}Registration/${id}` });
}

export function registrationQueryOptions(entityType: EntityType, id: number) {
  // Read afresh on every visit: a save must carry the current version, and the status decides the actions.
  return queryOptions({
    queryKey: [...REGISTRATION_RECORD_KEY, entityType, id],
    queryFn: () => getRegistration(entityType, id),
    staleTime: 0,
  });
}

export function useRegistration(entityType: EntityType, id: number, isEnabled = true) {
  return useQuery({ ...registrationQueryOptions(entityType, id), enabled: isEnabled });
}
