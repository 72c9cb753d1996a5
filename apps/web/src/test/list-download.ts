/**
 * A list's Download in page tests (issue 15 Excel out): the Export route's stubbed answers, and both menu choices
 * clicked with the files they save.
 */
import { expect, type Mock } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { stubFileSaving } from './download-stub.ts';
import type { StubHandler } from './fetch-stub.ts';

/** The Export route's answers, in the order the test asks: the xlsx, then the csv. */
export function exportAnswers(fileName: string): StubHandler[] {
  const file = (name: string) => () =>
    new Response('bytes', { headers: { 'content-disposition': `attachment; filename="${name}"` } });
  return [file(`${fileName}.xlsx`), file(`${fileName}.csv`)];
}

/** Download → Excel, then Download → CSV; waits until both are saved and answers the Export URLs fetched. */
export async function downloadBothFormats(user: UserEvent, fetchMock: Mock<typeof fetch>, fileName: string) {
  const saved = stubFileSaving();
  for (const format of ['Excel (.xlsx)', 'CSV (.csv)']) {
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('menuitem', { name: format }));
  }
  await waitFor(() => expect(saved).toEqual([`${fileName}.xlsx`, `${fileName}.csv`]));
  return fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/Export'));
}
