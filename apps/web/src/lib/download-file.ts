/**
 * File downloads through the API (spec §7.3, §8 File): the same app headers, bearer token and refresh-on-401 rule
 * as every call; the file name comes from Content-Disposition; the bytes are saved through an object URL.
 */
import { MESSAGES } from '@stoa/shared';
import { ApiRequestError, fetchWithSession, readBody } from './api-client.ts';
import { withTransferSlot } from './transfer-slots.ts';

/** The server named the file, but with a name that cannot be saved (spec §8). */
export class InvalidFileNameError extends Error {
  override readonly name = 'InvalidFileNameError';
  constructor() {
    super(MESSAGES.downloadBadFileName);
  }
}

/**
 * Downloads `url` (an API path) and saves it. Without a file name from the server `fallbackName` is used (spec §8:
 * "a default file name is used when none is received"). Resolves with the saved name.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  // The whole transfer, body included, holds a slot: a slow file never takes a page's connection.
  const { blob, fileName } = await withTransferSlot(async () => {
    const response = await fetchWithSession({ url, headers: { Accept: '*/*' } });
    if (!response.ok) throw new ApiRequestError(response.status, response.statusText, await readBody(response));
    const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
    return { blob: await response.blob(), fileName: name };
  });
  saveBlob(blob, fileName);
  return fileName;
}

/** The message to show for a failed download. */
export function downloadErrorMessage(error: unknown): string {
  return error instanceof InvalidFileNameError ? MESSAGES.downloadBadFileName : MESSAGES.downloadFailed;
}

/**
 * The file name of a Content-Disposition header (RFC 6266: `filename*` preferred over `filename`). Null when the
 * header names no file; throws InvalidFileNameError when it names one that cannot be used.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^;]*)/i.exec(header)?.[1];
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header)?.[1];
  if (extended === undefined && plain === undefined) return null;
  const candidates = [
    extended === undefined ? null : decodeExtended(extended),
    plain === undefined ? null : unquote(plain),
  ];
  const usable = candidates.find((name): name is string => name !== null && isUsableFileName(name));
  if (!usable) throw new InvalidFileNameError();
  return usable.trim();
}

/** RFC 5987 `charset'language'percent-encoded`. */
function decodeExtended(value: string): string | null {
  const encoded = /^[\w-]*'[\w-]*'(.*)$/.exec(value.trim())?.[1];
  if (encoded === undefined) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

/** A name the browser can save as is: not blank, no path separators or control characters, not just dots. */
function isUsableFileName(name: string): boolean {
  const trimmed = name.trim();
  if (trimmed === '' || /^\.+$/.test(trimmed) || /[\\/]/.test(trimmed)) return false;
  return [...trimmed].every((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f);
}

/** Saves bytes under `fileName` through an object URL and a download link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: revoke on the next task, not now.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * Opens a file in a new tab (File/Show: an uploaded file the user may read). The bytes are fetched with the session,
 * since a plain link would carry no bearer token, then shown from an object URL.
 */
export async function openFile(url: string): Promise<void> {
  const blob = await withTransferSlot(async () => {
    const response = await fetchWithSession({ url, headers: { Accept: '*/*' } });
    if (!response.ok) throw new ApiRequestError(response.status, response.statusText, await readBody(response));
    return response.blob();
  });
  const href = URL.createObjectURL(blob);
  window.open(href, '_blank');
  // The new tab reads the URL as it opens; give a slow viewer a minute before freeing the bytes.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
