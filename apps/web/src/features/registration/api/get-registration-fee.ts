import { queryOptions, useQuery } from '@tanstack/react-query';
import { feeAnswerSchema, type EntityType } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** GET /Registration/GetRegistrationFee?entityType= (spec §7.8): the fee due after a registration is submitted. */
export function getRegistrationFee(entityType: EntityType) {
  return requestData(feeAnswerSchema, {
    url: `/Registration/GetRegistrationFee?entityType=${encodeURIComponent(entityType)}`,
  });
}

/** GET /Registration/GetRenewalFee?entityType= (spec §7.8): the fee due after a renewal is submitted. */
export function getRenewalFee(entityType: EntityType) {
  return requestData(feeAnswerSchema, {
    url: `/Registration/GetRenewalFee?entityType=${encodeURIComponent(entityType)}`,
  });
}

export function registrationFeeQueryOptions(entityType: EntityType, isRenewal: boolean) {
  return queryOptions({
    queryKey: ['registrationFee', isRenewal ? 'Renewal' : 'Registration', entityType],
    queryFn: () => (isRenewal ? getRenewalFee(entityType) : getRegistrationFee(entityType)),
  });
}

/** The registration fee, or the renewal fee for a renewal. */
export function useRegistrationFee(entityType: EntityType, isRenewal: boolean) {
  return useQuery(registrationFeeQueryOptions(entityType, isRenewal));
}
