/**
 * GET /Configuration/Rules/Get: the business rules document (windows, pricing, revision, TDS defaults). Read by the
 * Admin's Network and Rules page and by the OA applicant's TDS page (default rate and section), so it lives here.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessRulesResponseSchema } from '@stoa/shared';
import { requestData } from './api-client.ts';

export const BUSINESS_RULES_KEY = ['businessRules'] as const;

export function getBusinessRules() {
  return requestData(businessRulesResponseSchema, { url: '/Configuration/Rules/Get' });
}

export function businessRulesQueryOptions() {
  return queryOptions({ queryKey: BUSINESS_RULES_KEY, queryFn: getBusinessRules });
}

export function useBusinessRules() {
  return useQuery(businessRulesQueryOptions());
}
