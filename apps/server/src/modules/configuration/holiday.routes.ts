/** /api/Configuration/Holiday/* (spec §2.7 Holidays). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HOLIDAY_TEMPLATE_CSV,
  holidayFileListSchema,
  holidayFileRequestSchema,
  holidayImportResultSchema,
  holidayInputSchema,
  holidayListSchema,
  holidayPreviewSchema,
  holidayQuerySchema,
  holidaySchema,
} from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { principalOf } from '../../platform/access-guard.ts';
import { actorOf } from '../../platform/request-context.ts';
import { registerCrud } from './crud-routes.ts';
import type { HolidayService } from './holiday.service.ts';

const TAG = 'Configuration';
const write = { access: 'configWrite' as const };

export const holidayRoutes =
  (service: HolidayService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Configuration/Holiday/GetAll',
      {
        config: { access: 'configRead' },
        schema: {
          tags: [TAG],
          summary: 'Holidays of a year',
          querystring: holidayQuerySchema,
          response: responses(holidayListSchema),
        },
      },
      async (request) => ok({ holidays: await service.list(request.query.year) }),
    );
    registerCrud(app, {
      base: '/Configuration/Holiday',
      tag: TAG,
      noun: 'holiday',
      input: holidayInputSchema,
      row: holidaySchema,
      write: 'configWrite',
      service,
    });
    app.post(
      '/Configuration/Holiday/Preview',
      {
        config: write,
        schema: {
          tags: [TAG],
          summary: 'Read an uploaded holiday file (xlsx or csv): each row with its errors',
          body: holidayFileRequestSchema,
          response: responses(holidayPreviewSchema),
        },
      },
      async (request) => ok(await service.preview(principalOf(request), request.body.fileId)),
    );
    app.post(
      '/Configuration/Holiday/Import',
      {
        config: write,
        schema: {
          tags: [TAG],
          summary: 'Save the valid rows of an uploaded holiday file',
          body: holidayFileRequestSchema,
          response: responses(holidayImportResultSchema),
        },
      },
      async (request) => ok(await service.importFile(principalOf(request), actorOf(request), request.body.fileId)),
    );
    app.get(
      '/Configuration/Holiday/GetUploadedFiles',
      {
        config: write,
        schema: {
          tags: [TAG],
          summary: 'Uploaded holiday files',
          response: responses(holidayFileListSchema),
        },
      },
      async () => ok({ files: await service.uploadedFiles() }),
    );
    app.get(
      '/Configuration/Holiday/Template',
      { config: write, schema: { tags: [TAG], summary: 'A holiday file template (csv)' } },
      async (_request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="holiday-template.csv"')
          .send(HOLIDAY_TEMPLATE_CSV),
    );
  };
