/**
 * GET /api/Timeline/{recordType}/{recordId}/Pdf and …/Xlsx (issue 13 item 8; the web's timelineExportPath): any
 * record's timeline as a document, answered exactly as the record's own detail route answers (404, 403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TIMELINE_EXPORT_FORMATS, timelineExportParamsSchema } from '@stoa/shared';
import { principalOf } from '../../platform/access-guard.ts';
import { sendFile } from '../../platform/send-file.ts';
import type { TimelineExportService } from './timeline-export.service.ts';

const TAG = 'Timeline';

export const timelineExportRoutes =
  (service: TimelineExportService): FastifyPluginAsyncZod =>
  async (app) => {
    for (const format of TIMELINE_EXPORT_FORMATS) {
      app.get(
        `/Timeline/:recordType/:recordId/${format}`,
        {
          config: { access: 'timelineExport' },
          schema: {
            tags: [TAG],
            summary: `A record's timeline as ${format === 'Pdf' ? 'a PDF' : 'an xlsx'} (who, role, action, statuses, comments, time in IST)`,
            params: timelineExportParamsSchema,
          },
        },
        async (request, reply) => {
          const { recordType, recordId } = request.params;
          return sendFile(
            reply,
            await service.download(principalOf(request), recordType, recordId, format),
            'attachment',
          );
        },
      );
    }
  };
