import { savedRevisionSchema, type RevisionRequest } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { REVISION_KEYS } from './revision-keys.ts';

/** POST /Revision/Add: files the request (checked as Preview checks it) for the SLDC's decision. */
export function addRevision(body: RevisionRequest) {
  return requestData(savedRevisionSchema, { url: '/Revision/Add', method: 'POST', payload: body });
}

export function useAddRevision() {
  return useInvalidatingMutation(addRevision, REVISION_KEYS);
}
