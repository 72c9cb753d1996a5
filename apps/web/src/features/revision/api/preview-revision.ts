import { useMutation } from '@tanstack/react-query';
import { revisionImpactSchema, type RevisionRequest } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/**
 * POST /Revision/Preview: what the request would change (effective block, energy per day, the days still charged STU,
 * charges before and after). 400 names a row's field (`rows.{i}.{field}`); 422 refuses the request as a whole.
 */
export function previewRevision(body: RevisionRequest) {
  return requestData(revisionImpactSchema, { url: '/Revision/Preview', method: 'POST', payload: body });
}

/** Nothing changes on the server: no key to mark stale. */
export function usePreviewRevision() {
  return useMutation({ mutationFn: previewRevision });
}
