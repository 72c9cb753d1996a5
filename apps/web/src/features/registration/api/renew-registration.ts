import { registrationSaveResultSchema, type EntityType, type SubmitRegistrationRequest } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { REGISTRATION_KEYS } from './submit-registration.ts';

export interface RenewRegistrationVariables {
  entityType: EntityType;
  body: SubmitRegistrationRequest & { previousRegistrationId: number };
}

/**
 * POST /Registration/Renew{EntityType}Registration (spec §4, §7.8): saves or submits a renewal of an Approved or
 * Expired registration (`previousRegistrationId`); `id` names a renewal draft being saved again.
 */
export function renewRegistration({ entityType, body }: RenewRegistrationVariables) {
  return requestData(registrationSaveResultSchema, {
    url: `/Registration/Renew${entityType}Registration`,
    method: 'POST',
    payload: body,
  });
}

export function useRenewRegistration() {
  return useInvalidatingMutation(renewRegistration, REGISTRATION_KEYS);
}
