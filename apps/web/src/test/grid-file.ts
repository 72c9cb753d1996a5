/** A client grid's Download in a unit test: choose a format, then read the file the page would have saved. */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { parseCsv } from '@stoa/shared';
import { stubFileSaving } from './download-stub.ts';

export interface SavedFile {
  name: string;
  blob: Blob;
}

/** Opens the Download menu, picks `choice` and answers the saved file (name and bytes). */
export async function downloadGrid(user: UserEvent, choice: 'Excel (.xlsx)' | 'CSV (.csv)'): Promise<SavedFile> {
  const saved = stubFileSaving();
  await user.click(screen.getByRole('button', { name: 'Download' }));
  await user.click(screen.getByRole('menuitem', { name: choice }));
  await waitFor(() => expect(saved).toHaveLength(1));
  const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
  return { name: saved[0]!, blob };
}

/** A csv file's rows of cells (the shared RFC 4180 reader; the BOM dropped). */
export async function csvRowsOf(blob: Blob): Promise<string[][]> {
  return parseCsv(new TextDecoder().decode(await blob.arrayBuffer()));
}
