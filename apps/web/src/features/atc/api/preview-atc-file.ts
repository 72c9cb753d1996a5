import { useMutation } from '@tanstack/react-query';
import { atcPreviewSchema, type CorridorKind } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** POST /Atc/Preview/{kind}: what an uploaded ATC file would write, row by row, with each cell's errors. */
export function previewAtcFile({ kind, fileId }: { kind: CorridorKind; fileId: string }) {
  return requestData(atcPreviewSchema, { url: `/Atc/Preview/${kind}`, method: 'POST', payload: { fileId } });
}

export function usePreviewAtcFile() {
  return useMutation({ mutationFn: previewAtcFile });
}
