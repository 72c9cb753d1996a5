import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dueRuleSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

const listSchema = z.object({ dueRules: z.array(dueRuleSchema) });

/** GET /Configuration/DueRules/GetAll: how many (calendar or working) days each charge type gives to pay. */
export async function getDueRules() {
  return (await requestData(listSchema, { url: '/Configuration/DueRules/GetAll' })).dueRules;
}

export function dueRulesQueryOptions() {
  return queryOptions({ queryKey: ['configuration', 'dueRules'], queryFn: getDueRules });
}

export function useDueRules() {
  return useQuery(dueRulesQueryOptions());
}
