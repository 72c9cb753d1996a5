import type { z } from 'zod';
import {
  savedApplicationSchema,
  type ApplicationType,
  type SubmitApplication,
  type draftApplicationSchema,
} from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { APPLICATION_FORM_KEY, APPLICATION_KEYS } from './application-keys.ts';

export type DraftApplication = z.output<typeof draftApplicationSchema>;

export interface SubmitApplicationRequest {
  type: ApplicationType;
  body: SubmitApplication | DraftApplication;
}

/**
 * POST /Application/Submit/{type}: saves a draft (isDraft, partial rows) or submits (checked by the shared schema;
 * 400 with dotted field names such as 'timeBlocks.0.oaRequirement').
 */
export function submitApplication({ type, body }: SubmitApplicationRequest) {
  return requestData(savedApplicationSchema, { url: `/Application/Submit/${type}`, method: 'POST', payload: body });
}

export function useSubmitApplication() {
  return useInvalidatingMutation(submitApplication, [...APPLICATION_KEYS, APPLICATION_FORM_KEY]);
}
