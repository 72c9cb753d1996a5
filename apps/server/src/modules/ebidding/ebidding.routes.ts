/**
 * /api/EBidding/* (spec §7.4) and /api/Payment/GetEbiddingDetails/{id} (§7.9): the lists, Form ST2 and Form ST3,
 * the process screen and processing, the details grid, the downloads. Each route names its permission; the service
 * narrows applicants to their own invited applications.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EBIDDING_MESSAGES,
  ebiddingDetailsSchema,
  idParamsSchema,
  invitationDetailSchema,
  invitationIdQuerySchema,
  invitationListQuerySchema,
  invitationListSchema,
  processDetailsSchema,
  processEBiddingSchema,
  proposalDetailSchema,
  proposalListQuerySchema,
  proposalListSchema,
  proposalPathSchema,
  proposalRowSchema,
  savedInvitationSchema,
  savedProposalSchema,
  submitInvitationSchema,
  submitProposalSchema,
} from '@stoa/shared';
import { principalOf } from '../../platform/access-guard.ts';
import { ok, responses } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { contextOf } from '../../platform/request-context.ts';
import { eBiddingExportRoutes } from './ebidding-export.routes.ts';
import type { EBiddingService } from './ebidding.service.ts';

const TAG = 'EBidding';
const B = '/EBidding';

export const eBiddingRoutes =
  (service: EBiddingService): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [url, access, summary] of [
      [`${B}/GetAllInvitations`, 'eBiddingSldcRead', 'Every congestion record with its invitation (SLDC roles)'],
      [`${B}/GetInvitations`, 'eBiddingOwnRead', "The sent invitations of the caller's applications, one row each"],
    ] as const) {
      app.get(
        url,
        {
          config: { access },
          schema: {
            tags: [TAG],
            summary,
            querystring: invitationListQuerySchema,
            response: responses(invitationListSchema),
          },
        },
        async (request) => ok(await service.list(principalOf(request), request.query)),
      );
    }

    app.get(
      `${B}/GetProposals`,
      {
        config: { access: 'eBiddingOwnRead' },
        schema: {
          tags: [TAG],
          summary: "The caller's bids, newest first",
          querystring: proposalListQuerySchema,
          response: responses(proposalListSchema),
        },
      },
      async (request) => ok(await service.ownProposals(principalOf(request), request.query)),
    );

    app.get(
      `${B}/GetProposals/:id`,
      {
        config: { access: 'eBiddingRead' },
        schema: {
          tags: [TAG],
          summary: "An invitation's proposals (applicants: their own)",
          params: idParamsSchema,
          response: responses(z.array(proposalRowSchema)),
        },
      },
      async (request) => ok(await service.proposalsOf(principalOf(request), request.params.id)),
    );

    app.get(
      `${B}/GetById`,
      {
        config: { access: 'eBiddingRead' },
        schema: {
          tags: [TAG],
          summary: 'Form ST2: an invitation (a congestion record) with its congested applications',
          querystring: invitationIdQuerySchema,
          response: responses(invitationDetailSchema),
        },
      },
      async (request) => ok(await service.getInvitation(principalOf(request), request.query.Id)),
    );

    app.post(
      `${B}/Submit`,
      {
        config: { access: 'eBiddingInvite' },
        schema: {
          tags: [TAG],
          summary: 'Save (isDraft true) or send a Form ST2 invitation',
          body: submitInvitationSchema,
          response: responses(savedInvitationSchema),
        },
      },
      async (request) => ok(await service.saveInvitation(principalOf(request), request.body, contextOf(request))),
    );

    app.get(
      `${B}/GetProposal/:id`,
      {
        config: { access: 'eBiddingRead' },
        schema: {
          tags: [TAG],
          summary: 'Form ST3: one invited application’s bid by its id',
          params: idParamsSchema,
          response: responses(proposalDetailSchema),
        },
      },
      async (request) => ok(await service.getBid(principalOf(request), request.params.id)),
    );

    app.get(
      `${B}/GetProposalById/:invitationId/:applicationId/:id`,
      {
        config: { access: 'eBiddingRead' },
        schema: {
          tags: [TAG],
          summary: 'Form ST3: a bid by invitation, application and id',
          params: proposalPathSchema,
          response: responses(proposalDetailSchema),
        },
      },
      async (request) => {
        const { invitationId, applicationId, id } = request.params;
        const bid = await service.getBid(principalOf(request), id);
        if (bid.bidInvitationId !== invitationId || bid.applicationId !== applicationId) {
          throw new AppError('not-found', EBIDDING_MESSAGES.bidNotFound);
        }
        return ok(bid);
      },
    );

    app.post(
      `${B}/SubmitProposal`,
      {
        config: { access: 'eBiddingBid' },
        schema: {
          tags: [TAG],
          summary: 'Save (isDraft true) or submit a Form ST3 bid',
          body: submitProposalSchema,
          response: responses(savedProposalSchema),
        },
      },
      async (request) => ok(await service.saveBid(principalOf(request), request.body, contextOf(request))),
    );

    app.get(
      `${B}/GetProcessDetails/:id`,
      {
        config: { access: 'eBiddingSldcRead' },
        schema: {
          tags: [TAG],
          summary: 'The process screen: congestion details and the proposals as cleared (stored once processed)',
          params: idParamsSchema,
          response: responses(processDetailsSchema),
        },
      },
      async (request) => ok(await service.processDetails(principalOf(request), request.params.id)),
    );

    app.post(
      `${B}/ProcessEBiddingRequest`,
      {
        config: { access: 'eBiddingInvite' },
        schema: {
          tags: [TAG],
          summary: 'Approve the clearing of an invitation (idempotent: a repeat answers the first result)',
          body: processEBiddingSchema,
          response: responses(processDetailsSchema),
        },
      },
      async (request) => ok(await service.process(principalOf(request), request.body.bidInvitationId)),
    );

    app.get(
      '/Payment/GetEbiddingDetails/:id',
      {
        config: { access: 'eBiddingRead' },
        schema: {
          tags: [TAG],
          summary: "An application's e-bidding result per schedule row with its charges and totals",
          params: idParamsSchema,
          response: responses(ebiddingDetailsSchema),
        },
      },
      async (request) => ok(await service.details(principalOf(request), request.params.id)),
    );

    await app.register(eBiddingExportRoutes(service));
  };
