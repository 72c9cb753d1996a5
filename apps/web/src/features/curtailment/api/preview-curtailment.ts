import { useMutation } from '@tanstack/react-query';
import { curtailmentPlanSchema, type CurtailmentRequest } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/**
 * POST /Curtailment/Preview: the plan — which approved schedules on the corridor lose how much in each block — with the
 * token Apply must send back. 400 names a field; 422 refuses the request as a whole (nothing to curtail).
 */
export function previewCurtailment(body: CurtailmentRequest) {
  return requestData(curtailmentPlanSchema, { url: '/Curtailment/Preview', method: 'POST', payload: body });
}

/** Nothing changes on the server: no key to mark stale. */
export function usePreviewCurtailment() {
  return useMutation({ mutationFn: previewCurtailment });
}
