/**
 * /api/Report/* (issue 19; the spec names no calls): a report's page with its totals and chart, its file, and what
 * its reader may filter on. Which reports a role reads is the shared catalog's rule (403 otherwise).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportFilterOptionsSchema, reportPageSchema, reportParamsSchema, reportQueryWireSchema } from '@stoa/shared';
import { principalOf } from '../../platform/access-guard.ts';
import { ok, responses } from '../../platform/envelope.ts';
import type { ReportService } from './report.service.ts';

const TAG = 'Report';

export const reportRoutes =
  (service: ReportService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Report/Get/:reportName',
      {
        config: { access: 'reportRead' },
        schema: {
          tags: [TAG],
          summary: 'A page of a report, with the totals and the chart of the whole filtered set',
          params: reportParamsSchema,
          querystring: reportQueryWireSchema,
          response: responses(reportPageSchema),
        },
      },
      async (request) => ok(await service.page(principalOf(request), request.params.reportName, request.query)),
    );

    app.get(
      '/Report/Export/:reportName',
      {
        config: { access: 'reportRead' },
        schema: {
          tags: [TAG],
          summary: 'A report as xlsx (every row, streamed) or PDF (the filters printed; at most 2,000 rows)',
          params: reportParamsSchema,
          querystring: reportQueryWireSchema,
        },
      },
      async (request, reply) =>
        service.exportReport(reply, principalOf(request), request.params.reportName, request.query),
    );

    app.get(
      '/Report/FilterOptions/:reportName',
      {
        config: { access: 'reportRead' },
        schema: {
          tags: [TAG],
          summary: 'The entities and corridors the reader may filter the report on',
          params: reportParamsSchema,
          response: responses(reportFilterOptionsSchema),
        },
      },
      async (request) => ok(await service.filterOptions(principalOf(request), request.params.reportName)),
    );
  };
