import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@stoa/shared';
import { completeLogin } from './auth-session.ts';
import { buildSignedInUser } from '../test/factories.ts';
import { stubFileSaving } from '../test/download-stub.ts';
import { failure, requestOf, stubFetch, success } from '../test/fetch-stub.ts';
import { InvalidFileNameError, downloadErrorMessage, downloadFile, fileNameFromDisposition } from './download-file.ts';

const MANUAL = 'GET /api/File/DownloadManuals';

function pdf(disposition?: string): Response {
  const headers: Record<string, string> = { 'content-type': 'application/pdf' };
  if (disposition) headers['content-disposition'] = disposition;
  // A string body: jsdom's Blob is not the one Node's Response can read.
  return new Response('%PDF-1.4', { status: 200, headers });
}

let saved: string[] = [];
beforeEach(() => {
  saved = stubFileSaving();
});
afterEach(() => vi.restoreAllMocks());

describe('fileNameFromDisposition', () => {
  it('reads plain, quoted and RFC 5987 names, preferring filename*', () => {
    expect(fileNameFromDisposition('attachment; filename=manual.pdf')).toBe('manual.pdf');
    expect(fileNameFromDisposition('attachment; filename="OA Manual.pdf"')).toBe('OA Manual.pdf');
    expect(fileNameFromDisposition(`attachment; filename="x.pdf"; filename*=UTF-8''Trader%20Manual.pdf`)).toBe(
      'Trader Manual.pdf',
    );
  });

  it('answers null when no file is named, and refuses unusable names', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(() => fileNameFromDisposition('attachment; filename=""')).toThrow(InvalidFileNameError);
    expect(() => fileNameFromDisposition('attachment; filename="../etc/passwd"')).toThrow(InvalidFileNameError);
  });
});

describe('downloadFile', () => {
  it('sends the bearer token and saves the file under the name the server gave', async () => {
    completeLogin(buildSignedInUser({ jwtToken: 'jwt-dl' }));
    const fetchMock = stubFetch({ [MANUAL]: () => pdf('attachment; filename="OA-Manual.pdf"') });
    await expect(downloadFile('/File/DownloadManuals?entitityType=InjectingEntity', 'user-manual.pdf')).resolves.toBe(
      'OA-Manual.pdf',
    );
    expect(requestOf(fetchMock, 0).url).toBe('/api/File/DownloadManuals?entitityType=InjectingEntity');
    expect(requestOf(fetchMock, 0).headers.Authorization).toBe('Bearer jwt-dl');
    expect(saved).toEqual(['OA-Manual.pdf']);
  });

  it('uses the default name when the server names no file', async () => {
    stubFetch({ [MANUAL]: () => pdf() });
    await downloadFile('/File/DownloadManuals?entitityType=Admin', 'user-manual.pdf');
    expect(saved).toEqual(['user-manual.pdf']);
  });

  it('fails with the spec messages and saves nothing', async () => {
    stubFetch({ [MANUAL]: [() => failure(['missing'], 404, 'Not Found'), () => pdf('attachment; filename="/"')] });
    const notFound = await downloadFile('/File/DownloadManuals', 'x.pdf').catch((e: unknown) => e);
    expect(downloadErrorMessage(notFound)).toBe(MESSAGES.downloadFailed);
    const badName = await downloadFile('/File/DownloadManuals', 'x.pdf').catch((e: unknown) => e);
    expect(downloadErrorMessage(badName)).toBe(MESSAGES.downloadBadFileName);
    expect(saved).toEqual([]);
  });

  it('refreshes the token once after a 401 and retries', async () => {
    completeLogin(buildSignedInUser({ jwtToken: 'old' }));
    const fetchMock = stubFetch({
      [MANUAL]: [() => failure(['expired'], 401, 'Unauthorized'), () => pdf('attachment; filename=m.pdf')],
      'POST /api/Account/refresh-token': () => success(buildSignedInUser({ jwtToken: 'new' })),
    });
    await downloadFile('/File/DownloadManuals', 'x.pdf');
    expect(requestOf(fetchMock, 2).headers.Authorization).toBe('Bearer new');
    expect(saved).toEqual(['m.pdf']);
  });
});
