/**
 * File uploads (spec §5 File upload, §7.3, §8 'Unable to upload the file.'): multipart POST to File/Upload over
 * XMLHttpRequest, because fetch reports no upload progress. Same headers, bearer token and refresh-on-401 rule as
 * every other call (api-client).
 */
import { successSchema, uploadedFileSchema, type FileFormName, type UploadedFileInfo } from '@stoa/shared';
import { ApiRequestError, UnexpectedResponseError, refreshOnce, resolveUrl, sessionHeaders } from './api-client.ts';
import { withTransferSlot } from './transfer-slots.ts';

/** The multipart field the server reads the file from. */
export const UPLOAD_FIELD = 'uploadedFile';

export type UploadedFile = UploadedFileInfo;

export interface UploadOptions {
  formName: FileFormName;
  /** Whole percent of the bytes sent so far. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface XhrAnswer {
  status: number;
  statusText: string;
  body: unknown;
}

export async function uploadFile(file: File, { formName, onProgress, signal }: UploadOptions): Promise<UploadedFile> {
  const url = resolveUrl(`/File/Upload?formName=${encodeURIComponent(formName)}`);
  const first = sessionHeaders();
  // A long upload holds one of the browser's transfer slots, as a download does (transfer-slots.ts).
  let answer = await withTransferSlot(() => send(url, file, first.headers, onProgress, signal));
  if (answer.status === 401 && first.token !== null && (await refreshOnce(first.token))) {
    answer = await withTransferSlot(() => send(url, file, sessionHeaders().headers, onProgress, signal));
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiRequestError(answer.status, answer.statusText, answer.body);
  }
  const parsed = successSchema(uploadedFileSchema).safeParse(answer.body);
  if (!parsed.success) throw new UnexpectedResponseError('Unexpected response from File/Upload');
  return parsed.data.data;
}

function send(
  url: string,
  file: File,
  headers: Record<string, string>,
  onProgress: UploadOptions['onProgress'],
  signal: AbortSignal | undefined,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    // No Content-Type: the browser writes the multipart boundary itself.
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, body: parseBody(xhr) });
    xhr.onerror = () => reject(new TypeError('Network error during upload'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    xhr.send(form);
  });
}

/** JSON when the server says so, else the text (as api-client reads answers). */
function parseBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!(xhr.getResponseHeader('content-type') ?? '').includes('json') || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
