/**
 * /api/Payment/* (spec §7.9): the lists and a payment's detail, paying, reconciling, reversing a bounced payment
 * (ours), refunds, the receipt and the lists as files. Each route names its permission; the service narrows applicants to their own.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DUE_EXPORT_COLUMNS,
  PAYMENT_EXPORT_COLUMNS,
  REFUND_EXPORT_COLUMNS,
  idParamsSchema,
  makePaymentSchema,
  makeRefundSchema,
  paymentDetailSchema,
  paymentExportQuerySchema,
  paymentListQuerySchema,
  paymentListSchema,
  payableQuerySchema,
  payableSchema,
  proposedDefaulterListSchema,
  recordIdParam,
  refundExportQuerySchema,
  refundHistorySchema,
  refundListQuerySchema,
  refundListSchema,
  revertSchema,
} from '@stoa/shared';
import { principalOf } from '../../platform/access-guard.ts';
import { ok, responses } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { contextOf } from '../../platform/request-context.ts';
import { contentDisposition } from '../../platform/send-file.ts';
import { EXPORT_PAGE_SIZE, sendTable } from '../../platform/table-export.ts';
import { renderReceiptPdf } from './payment-pdf.ts';
import type { PaymentService } from './payment.service.ts';

const TAG = 'Payment';
const P = '/Payment';

export const paymentRoutes =
  (service: PaymentService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${P}/GetPaymentList`,
      {
        config: { access: 'paymentRead' },
        schema: {
          tags: [TAG],
          summary: 'Dues (view=dues) or payments (view=payments); applicants: their own',
          querystring: paymentListQuerySchema,
          response: responses(paymentListSchema),
        },
      },
      async (request) => ok(await service.list(principalOf(request), request.query)),
    );

    app.get(
      `${P}/GetPaymentDetails/:id`,
      {
        config: { access: 'paymentRead' },
        schema: {
          tags: [TAG],
          summary: 'A payment with its dues',
          params: idParamsSchema,
          response: responses(paymentDetailSchema),
        },
      },
      async (request) => ok(await service.detail(principalOf(request), request.params.id)),
    );

    app.post(
      `${P}/MakePayment/:id`,
      {
        config: { access: 'paymentMake' },
        schema: {
          tags: [TAG],
          summary: "Records a payment of the due {id} (and dueIds): gross less the payer's TDS, exactly",
          params: idParamsSchema,
          body: makePaymentSchema,
          response: responses(z.object({ paymentId: z.number().int() })),
        },
      },
      async (request) =>
        ok(await service.make(principalOf(request), request.params.id, request.body, contextOf(request))),
    );

    app.get(
      `${P}/GetPayable`,
      {
        config: { access: 'paymentMake' },
        schema: {
          tags: [TAG],
          summary:
            "What the caller's dues ask for if paid on paymentDate: its TDS in force that day (the dialog's amount)",
          querystring: payableQuerySchema,
          response: responses(payableSchema),
        },
      },
      async (request) => ok(await service.payable(principalOf(request), request.query)),
    );

    app.post(
      `${P}/Approve/:id`,
      {
        config: { access: 'paymentReconcile' },
        schema: {
          tags: [TAG],
          summary: 'Reconciles a payment: its dues settle',
          params: idParamsSchema,
          response: responses(paymentDetailSchema),
        },
      },
      async (request) => {
        await service.approve(principalOf(request), request.params.id, contextOf(request));
        return ok(await service.detail(principalOf(request), request.params.id));
      },
    );

    app.post(
      `${P}/Revert/:id`,
      {
        config: { access: 'paymentReconcile' },
        schema: {
          tags: [TAG],
          summary: 'Returns a payment to its payer with a reason',
          params: idParamsSchema,
          body: revertSchema,
          response: responses(paymentDetailSchema),
        },
      },
      async (request) => {
        await service.revert(principalOf(request), request.params.id, request.body.reason, contextOf(request));
        return ok(await service.detail(principalOf(request), request.params.id));
      },
    );

    app.post(
      `${P}/Reverse/:id`,
      {
        config: { access: 'paymentReverse' },
        schema: {
          tags: [TAG],
          summary:
            'Reverses a reconciled payment that bounced (DD dishonoured, NEFT returned), with a reason: its dues are ' +
            'owed again, its receipt is cancelled, its reference is not used again (not in the spec)',
          params: idParamsSchema,
          body: revertSchema,
          response: responses(paymentDetailSchema),
        },
      },
      async (request) => {
        await service.reverse(principalOf(request), request.params.id, request.body.reason, contextOf(request));
        return ok(await service.detail(principalOf(request), request.params.id));
      },
    );

    app.get(
      `${P}/DownloadReceipt/:id`,
      {
        config: { access: 'paymentRead' },
        schema: {
          tags: [TAG],
          summary: "An approved payment's receipt as a PDF (a reversed one's marked CANCELLED)",
          params: idParamsSchema,
        },
      },
      async (request, reply) => {
        const detail = await service.detail(principalOf(request), request.params.id);
        if (!detail.receiptNo) throw new AppError('business-rule', 'A receipt is issued once the payment is approved.');
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            contentDisposition('attachment', `Receipt-${detail.receiptNo.replaceAll('/', '-')}.pdf`),
          )
          .header('cache-control', 'private, no-store')
          .send(await renderReceiptPdf(detail));
      },
    );

    app.get(
      `${P}/DownloadPayments`,
      {
        config: { access: 'paymentRead' },
        schema: {
          tags: [TAG],
          summary: 'The dues or payments of the filters, every page, as an xlsx or csv',
          querystring: paymentExportQuerySchema,
        },
      },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const principal = principalOf(request);
        const page = (n: number) => service.list(principal, { ...filters, pageNumber: n, pageSize: EXPORT_PAGE_SIZE });
        if (filters.view === 'payments') {
          const file = { fileName: 'Payments', sheetName: 'Payments', columns: PAYMENT_EXPORT_COLUMNS };
          return sendTable(reply, { ...file, page: async (n: number) => (await page(n)).payments }, format);
        }
        const file = { fileName: 'Dues', sheetName: 'Dues', columns: DUE_EXPORT_COLUMNS };
        return sendTable(reply, { ...file, page: async (n: number) => (await page(n)).dues }, format);
      },
    );

    app.get(
      `${P}/GetProposedDefaulters`,
      {
        config: { access: 'defaulterProposals' },
        schema: {
          tags: [TAG],
          summary: "Parties with dues unpaid past the rules' days past due (the Admin decides who is a defaulter)",
          response: responses(proposedDefaulterListSchema),
        },
      },
      async () => ok(await service.proposedDefaulters()),
    );

    app.get(
      `${P}/GetRefundDetails`,
      {
        config: { access: 'refundRead' },
        schema: {
          tags: [TAG],
          summary: 'Applications with a refundable credit (or refunds made); applicants: their own',
          querystring: refundListQuerySchema,
          response: responses(refundListSchema),
        },
      },
      async (request) => ok(await service.refunds.list(principalOf(request), request.query)),
    );

    app.post(
      `${P}/MakeRefund`,
      {
        config: { access: 'refundMake' },
        schema: {
          tags: [TAG],
          summary: 'Records a refund, never above the refundable credit',
          body: makeRefundSchema,
          response: responses(refundHistorySchema),
        },
      },
      async (request) => ok(await service.refunds.make(principalOf(request), request.body, contextOf(request))),
    );

    app.get(
      `${P}/GetRefundHistory/:applicationId`,
      {
        config: { access: 'refundRead' },
        schema: {
          tags: [TAG],
          summary: "An application's refunds and what is still refundable",
          params: z.object({ applicationId: recordIdParam() }),
          response: responses(refundHistorySchema),
        },
      },
      async (request) => ok(await service.refunds.history(principalOf(request), request.params.applicationId)),
    );

    app.get(
      `${P}/DownloadRefunds`,
      {
        config: { access: 'refundRead' },
        schema: {
          tags: [TAG],
          summary: 'The refund list of the filters as an xlsx or csv',
          querystring: refundExportQuerySchema,
        },
      },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const principal = principalOf(request);
        const file = {
          fileName: 'Refunds',
          sheetName: 'Refunds',
          columns: REFUND_EXPORT_COLUMNS,
          page: async (n: number) =>
            (await service.refunds.list(principal, { ...filters, pageNumber: n, pageSize: EXPORT_PAGE_SIZE })).refunds,
        };
        return sendTable(reply, file, format);
      },
    );
  };
