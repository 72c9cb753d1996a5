import { atcImportResultSchema, type AtcImportRequest, type CorridorKind } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { ATC_KEY } from './atc-keys.ts';

/**
 * POST /Atc/Import/{kind}: writes the valid rows of an uploaded file and skips the others; `confirmFalls` once the
 * user has confirmed the falls the preview listed (without it the server refuses a file that lowers ATC).
 */
export function importAtcFile({ kind, ...payload }: AtcImportRequest & { kind: CorridorKind }) {
  return requestData(atcImportResultSchema, { url: `/Atc/Import/${kind}`, method: 'POST', payload });
}

export function useImportAtcFile() {
  return useInvalidatingMutation(importAtcFile, [ATC_KEY]);
}
