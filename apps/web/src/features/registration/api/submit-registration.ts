import { registrationSaveResultSchema, type EntityType, type SubmitRegistrationRequest } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { REGISTRATION_LISTS_KEY, REGISTRATION_RECORD_KEY } from './registration-keys.ts';

export type { RegistrationSaveResult as SavedRegistration } from '@stoa/shared';

/** The lists and the records a save changes. */
export const REGISTRATION_KEYS = [REGISTRATION_LISTS_KEY, REGISTRATION_RECORD_KEY] as const;

export interface SubmitRegistrationVariables {
  entityType: EntityType;
  body: Omit<SubmitRegistrationRequest, 'previousRegistrationId'>;
}

/**
 * POST /Registration/Submit{EntityType}Registration (spec §7.8): saves a draft (isDraft, details unchecked) or
 * submits the registration (details checked by the shared schema; 400 with the dotted path of each field).
 */
export function submitRegistration({ entityType, body }: SubmitRegistrationVariables) {
  return requestData(registrationSaveResultSchema, {
    url: `/Registration/Submit${entityType}Registration`,
    method: 'POST',
    payload: body,
  });
}

export function useSubmitRegistration() {
  return useInvalidatingMutation(submitRegistration, REGISTRATION_KEYS);
}
