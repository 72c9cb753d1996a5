import { queryOptions, useQuery } from '@tanstack/react-query';
import { dueRuleListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** GET /Configuration/DueRules/GetAll: how many (calendar or working) days each charge type gives to pay. */
export async function getDueRules() {
  return (await requestData(dueRuleListSchema, { url: '/Configuration/DueRules/GetAll' })).dueRules;
}

export function dueRulesQueryOptions() {
  return queryOptions({ queryKey: ['configuration', 'dueRules'], queryFn: getDueRules });
}

export function useDueRules() {
  return useQuery(dueRulesQueryOptions());
}
