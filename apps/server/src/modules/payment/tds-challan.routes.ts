/**
 * /api/Payment/* for TDS (spec §7.9): the monthly deductions, an application's deductions, uploading a month's
 * challan, reconciling it, the list as a file and a quarter's Form 16A-style summary.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MONTHLY_TDS_EXPORT_COLUMNS,
  idParamsSchema,
  makeTdsPaymentSchema,
  monthlyTdsExportQuerySchema,
  monthlyTdsListSchema,
  monthlyTdsQuerySchema,
  quarterMonths,
  recordIdParam,
  revertSchema,
  tdsCertificateQuerySchema,
  tdsPartiesSchema,
  tdsQuarterQuerySchema,
  tdsDetailsSchema,
} from '@stoa/shared';
import { principalOf } from '../../platform/access-guard.ts';
import { ok, responses } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { contextOf } from '../../platform/request-context.ts';
import { contentDisposition } from '../../platform/send-file.ts';
import { EXPORT_PAGE_SIZE, sendTable } from '../../platform/table-export.ts';
import { partyFilterOf } from './payment-lists.ts';
import { renderTdsCertificatePdf } from './tds-certificate-pdf.ts';
import type { PaymentService } from './payment.service.ts';

const TAG = 'Payment';
const P = '/Payment';

export const tdsChallanRoutes =
  (service: PaymentService): FastifyPluginAsyncZod =>
  async (app) => {
    const tds = service.tds;
    app.get(
      `${P}/GetMonthlyTDSList`,
      {
        config: { access: 'tdsChallanRead' },
        schema: {
          tags: [TAG],
          summary: 'TDS deducted per payer and month with the month’s challan (payers: their own)',
          querystring: monthlyTdsQuerySchema,
          response: responses(monthlyTdsListSchema),
        },
      },
      async (request) => ok(await tds.list(principalOf(request), request.query)),
    );

    app.get(
      `${P}/GetTDSDetails/:applicationId`,
      {
        config: { access: 'tdsChallanRead' },
        schema: {
          tags: [TAG],
          summary: 'The TDS deducted on an application’s payments',
          params: z.object({ applicationId: recordIdParam() }),
          response: responses(tdsDetailsSchema),
        },
      },
      async (request) => ok(await tds.details(principalOf(request), request.params.applicationId)),
    );

    app.post(
      `${P}/MakeTDSPayment`,
      {
        config: { access: 'tdsChallanMake' },
        schema: {
          tags: [TAG],
          summary: 'Uploads the challan of a month’s TDS (exactly the month’s deductions)',
          body: makeTdsPaymentSchema,
          response: responses(z.object({ challanId: z.number().int() })),
        },
      },
      async (request) => ok(await tds.make(principalOf(request), request.body, contextOf(request))),
    );

    app.post(
      `${P}/ApproveTDSPayment/:id`,
      {
        config: { access: 'tdsChallanReconcile' },
        schema: {
          tags: [TAG],
          summary: 'Reconciles a TDS challan (a late one raises its interest)',
          params: idParamsSchema,
        },
      },
      async (request) => {
        await tds.approve(principalOf(request), request.params.id, contextOf(request));
        return ok(true);
      },
    );

    app.post(
      `${P}/RevertTDSPayment/:id`,
      {
        config: { access: 'tdsChallanReconcile' },
        schema: {
          tags: [TAG],
          summary: 'Returns a TDS challan to its payer with a reason',
          params: idParamsSchema,
          body: revertSchema,
        },
      },
      async (request) => {
        await tds.revert(principalOf(request), request.params.id, request.body.reason, contextOf(request));
        return ok(true);
      },
    );

    app.get(
      `${P}/DownloadMonthlyTDS`,
      {
        config: { access: 'tdsChallanRead' },
        schema: {
          tags: [TAG],
          summary: 'The monthly TDS list of the filters as an xlsx or csv',
          querystring: monthlyTdsExportQuerySchema,
        },
      },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const principal = principalOf(request);
        const file = {
          fileName: 'TDS-Challans',
          sheetName: 'TDS',
          columns: MONTHLY_TDS_EXPORT_COLUMNS,
          page: async (n: number) =>
            (await tds.list(principal, { ...filters, pageNumber: n, pageSize: EXPORT_PAGE_SIZE })).rows,
        };
        return sendTable(reply, file, format);
      },
    );

    app.get(
      `${P}/GetTdsParties`,
      {
        config: { access: 'tdsChallanRead' },
        schema: {
          tags: [TAG],
          summary: 'The payers with TDS deducted in a quarter, by name (a payer: itself)',
          querystring: tdsQuarterQuerySchema,
          response: responses(tdsPartiesSchema),
        },
      },
      async (request) =>
        ok(await tds.parties(principalOf(request), request.query.financialYear, request.query.quarter)),
    );

    app.get(
      `${P}/DownloadTdsCertificate`,
      {
        config: { access: 'tdsChallanRead' },
        schema: {
          tags: [TAG],
          summary: 'A quarter’s TDS summary of a payer (Form 16A style) as a PDF',
          querystring: tdsCertificateQuerySchema,
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const { financialYear, quarter, partyUserId } = request.query;
        // A payer gets its own; the SLDC roles name the payer.
        const payer = partyFilterOf(principal) ?? partyUserId;
        if (!payer) throw new AppError('validation', 'Party is required', 'partyUserId');
        const months = quarterMonths(financialYear, quarter);
        const query = { pageNumber: 1, pageSize: EXPORT_PAGE_SIZE, month: undefined };
        const rows = (await tds.list(principal, query, payer)).rows.filter((r) => months.includes(r.month));
        const party = rows[0]?.partyName ?? (await service.partyName(payer));
        const pdf = await renderTdsCertificatePdf(party, { financialYear, quarter, months }, rows);
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            contentDisposition('attachment', `TDS-Summary-FY${financialYear}-Q${quarter}.pdf`),
          )
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
