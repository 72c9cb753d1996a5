import { atcImportResultSchema, type CorridorKind } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { ATC_KEY } from './atc-keys.ts';

/** POST /Atc/Import/{kind}: writes the valid rows of an uploaded file and skips the others. */
export function importAtcFile({ kind, fileId }: { kind: CorridorKind; fileId: string }) {
  return requestData(atcImportResultSchema, { url: `/Atc/Import/${kind}`, method: 'POST', payload: { fileId } });
}

export function useImportAtcFile() {
  return useInvalidatingMutation(importAtcFile, [ATC_KEY]);
}
