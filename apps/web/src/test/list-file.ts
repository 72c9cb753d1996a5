/** A server-paged list's Download in a unit test: pick Excel then CSV; the Export calls made and the names saved. */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, type Mock } from 'vitest';
import { stubFileSaving } from './download-stub.ts';

/** The Export route's answer: a file named by its content-disposition. */
export const fileNamed = (name: string) => () =>
  new Response('bytes', { headers: { 'content-disposition': `attachment; filename="${name}"` } });

export async function downloadBothFormats(user: UserEvent, fetchMock: Mock<typeof fetch>) {
  const saved = stubFileSaving();
  for (const format of ['Excel (.xlsx)', 'CSV (.csv)']) {
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('menuitem', { name: format }));
  }
  await waitFor(() => expect(saved).toHaveLength(2));
  const exports = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/Export'));
  return { saved, exports };
}
