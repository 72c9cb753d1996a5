/** Files and generated documents as answers: every module that sends a file or a PDF names and sends it this way. */
import type { FastifyReply } from 'fastify';
import { cleanFileName } from '@stoa/shared';

/** RFC 6266: an ASCII fallback plus the UTF-8 name, without control or bidirectional characters. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fileName = cleanFileName(name);
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A file as the answer: its type, its name, never sniffed, never cached (documents and generated downloads). */
export function sendFile(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; content: Buffer },
  kind: 'inline' | 'attachment',
) {
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(kind, file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
