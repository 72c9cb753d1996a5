/** /api/File/Upload, /File/Show/{name}, /File/Download/{id} (spec §7.3). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { FILE_FORM_NAMES, FILE_MESSAGES, text, uploadedFileSchema } from '@stoa/shared';
import { sendFile } from '../../platform/send-file.ts';
import { ok, responses } from '../../platform/envelope.ts';
import { principalOf } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileService } from './file.service.ts';

const fileId = z.string().uuid('File not found.');
/** The multipart field of the file. */
const FIELD = 'uploadedFile';

/** The one file part of an upload; a body that is not readable multipart is the client's fault (400), not ours. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<{ filename: string; bytes: Buffer }> {
  const unreadable = () => new AppError('validation', FILE_MESSAGES.unreadable, FIELD, { code: 'MALFORMED_REQUEST' });
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => {
    throw unreadable();
  });
  if (!part || part.fieldname !== FIELD) throw new AppError('validation', FILE_MESSAGES.missing, FIELD);
  try {
    return { filename: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('validation', FILE_MESSAGES.tooLarge(maxBytes), FIELD, { code: 'OUT_OF_RANGE' });
    }
    throw unreadable();
  }
}

export const fileRoutes =
  (service: FileService, maxBytes: number): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/File/Upload',
      {
        config: { access: 'fileUpload' },
        schema: {
          tags: ['File'],
          summary: 'Upload a document (multipart field uploadedFile); checked by content; returns its id',
          querystring: z.object({
            formName: z.enum(FILE_FORM_NAMES as [string, ...string[]], { error: FILE_MESSAGES.unknownForm }),
          }),
          response: responses(uploadedFileSchema),
        },
      },
      async (request) => {
        service.assertMayUpload(principalOf(request), request.query.formName);
        if (!request.isMultipart()) throw new AppError('validation', FILE_MESSAGES.missing, 'uploadedFile');
        const { filename, bytes } = await readUpload(request, maxBytes);
        return ok(await service.upload(principalOf(request), request.query.formName, filename, bytes));
      },
    );

    app.get(
      '/File/Show/:name',
      {
        config: { access: 'fileRead' },
        schema: {
          tags: ['File'],
          summary: 'A document to view in the browser',
          params: z.object({ name: text('Name') }),
          querystring: z.object({ id: fileId }),
        },
      },
      async (request, reply) => sendFile(reply, await service.read(principalOf(request), request.query.id), 'inline'),
    );

    app.get(
      '/File/Download/:id',
      {
        config: { access: 'fileRead' },
        schema: { tags: ['File'], summary: 'Download a document', params: z.object({ id: fileId }) },
      },
      async (request, reply) =>
        sendFile(reply, await service.read(principalOf(request), request.params.id), 'attachment'),
    );
  };
