/** The Content-Disposition header of a download: every module that sends a file or a PDF names it this way. */
import { cleanFileName } from '@stoa/shared';

/** RFC 6266: an ASCII fallback plus the UTF-8 name, without control or bidirectional characters. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fileName = cleanFileName(name);
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
