/**
 * GET /api/Admin/Outbox: every mail the portal queued, newest first (so a demo user can read a code); …/Export: every
 * page of its filter as an xlsx or csv (issue 15 Excel out).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OUTBOX_EXPORT_COLUMNS, outboxExportQuerySchema, outboxListSchema, outboxQuerySchema } from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { EXPORT_PAGE_SIZE, sendTable } from '../../platform/table-export.ts';
import type { OutboxService } from './outbox.service.ts';

export const outboxRoutes =
  (outbox: OutboxService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Admin/Outbox',
      {
        config: { access: 'outboxRead' },
        schema: {
          tags: ['Admin'],
          summary: 'The mail outbox, newest first',
          querystring: outboxQuerySchema,
          response: responses(outboxListSchema),
        },
      },
      async (request) => ok(await outbox.list(request.query)),
    );

    app.get(
      '/Admin/Outbox/Export',
      {
        config: { access: 'outboxRead' },
        schema: {
          tags: ['Admin'],
          summary: 'The mail outbox with the filter of the list, every page, as an xlsx or csv',
          querystring: outboxExportQuerySchema,
        },
      },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const page = async (n: number) =>
          (await outbox.list({ ...filters, pageNumber: n, pageSize: EXPORT_PAGE_SIZE })).outboxList;
        return sendTable(
          reply,
          { fileName: 'Outbox', sheetName: 'Outbox', columns: OUTBOX_EXPORT_COLUMNS, page },
          format,
        );
      },
    );
  };
