/**
 * E-bidding downloads (spec §6, §7.4): Ebidding/DownloadAllInvitations (SLDC roles) and Ebidding/DownloadInvitations
 * (applicants) stream every page of the list's filters; EBidding/DownloadProposals/{id} an invitation's proposals;
 * EBidding/DownloadById?Id= the Form ST2 PDF.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVITATION_EXPORT_COLUMNS,
  OWN_INVITATION_EXPORT_COLUMNS,
  PROPOSAL_EXPORT_COLUMNS,
  idParamsSchema,
  invitationExportQuerySchema,
  invitationIdQuerySchema,
  proposalExportQuerySchema,
  type InvitationExportQuery,
} from '@stoa/shared';
import { principalOf, type Principal } from '../../platform/access-guard.ts';
import { contentDisposition } from '../../platform/send-file.ts';
import { EXPORT_PAGE_SIZE, sendTable } from '../../platform/table-export.ts';
import { renderInvitationPdf } from './ebidding-pdf.ts';
import type { EBiddingService } from './ebidding.service.ts';

const TAG = 'EBidding';

function invitationsFile(service: EBiddingService, principal: Principal, q: InvitationExportQuery, own: boolean) {
  const { format: _format, ...filters } = q;
  return {
    fileName: 'E-Bidding-Invitations',
    sheetName: 'Invitations',
    columns: own ? OWN_INVITATION_EXPORT_COLUMNS : INVITATION_EXPORT_COLUMNS,
    page: async (n: number) =>
      (await service.list(principal, { ...filters, pageNumber: n, pageSize: EXPORT_PAGE_SIZE })).invitationList,
  };
}

export const eBiddingExportRoutes =
  (service: EBiddingService): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [url, access, own] of [
      ['/Ebidding/DownloadAllInvitations', 'eBiddingSldcRead', false],
      ['/Ebidding/DownloadInvitations', 'eBiddingOwnRead', true],
    ] as const) {
      app.get(
        url,
        {
          config: { access },
          schema: {
            tags: [TAG],
            summary: 'The invitations with the filters of the list, every page, as an xlsx or csv',
            querystring: invitationExportQuerySchema,
          },
        },
        async (request, reply) =>
          sendTable(reply, invitationsFile(service, principalOf(request), request.query, own), request.query.format),
      );
    }

    app.get(
      '/EBidding/DownloadProposals/:id',
      {
        config: { access: 'eBiddingRead' },
        schema: {
          tags: [TAG],
          summary: "An invitation's proposals with their allocation (applicants: their own), as an xlsx or csv",
          params: idParamsSchema,
          querystring: proposalExportQuerySchema,
        },
      },
      async (request, reply) => {
        const rows = await service.proposalsOf(principalOf(request), request.params.id);
        const file = {
          fileName: `E-Bidding-Proposals-${request.params.id}`,
          sheetName: 'Proposals',
          columns: PROPOSAL_EXPORT_COLUMNS,
          page: async (n: number) => (n === 1 ? rows : []),
        };
        return sendTable(reply, file, request.query.format);
      },
    );

    app.get(
      '/EBidding/DownloadById',
      {
        config: { access: 'eBiddingRead' },
        schema: { tags: [TAG], summary: 'Form ST2 of an invitation as a PDF', querystring: invitationIdQuerySchema },
      },
      async (request, reply) => {
        const detail = await service.getInvitation(principalOf(request), request.query.Id);
        const pdf = await renderInvitationPdf(detail);
        const name = `Form-ST2-${detail.bidInvitationNo ?? `Congestion-${detail.id}`}.pdf`.replaceAll('/', '-');
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition('attachment', name))
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
