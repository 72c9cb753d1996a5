/** /api/TraderManagement/*: an OA applicant's traders and a trader's applicants (spec §7.5). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addTraderSchema,
  associatedEntityListSchema,
  associatedEntityQuerySchema,
  traderSchema,
  idParamsSchema,
} from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { principalOf } from '../../platform/access-guard.ts';
import { contextOf } from '../../platform/request-context.ts';
import type { TraderService } from './trader.service.ts';
import { traderExportRoutes } from './trader-export.routes.ts';

const TAG = 'Traders';
const BASE = '/TraderManagement';
const own = { access: 'traderOwn' as const };

export const traderRoutes =
  (traders: TraderService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(traderExportRoutes(traders));
    app.get(
      `${BASE}/GetAllRegisteredTraders`,
      {
        config: own,
        schema: {
          tags: [TAG],
          summary: 'Traders with an approved registration, by name',
          response: responses(z.array(traderSchema)),
        },
      },
      async () => ok(await traders.listApproved()),
    );

    app.get(
      `${BASE}/UserBasedTraders/GetAll`,
      {
        config: own,
        schema: {
          tags: [TAG],
          summary: "The caller's traders (id = the link)",
          response: responses(z.array(traderSchema)),
        },
      },
      async (request) => ok(await traders.listOwn(principalOf(request).userId)),
    );

    app.post(
      `${BASE}/TraderBasedOnUser/Add`,
      {
        config: own,
        schema: {
          tags: [TAG],
          summary: 'Add an approved trader; false when it is already added',
          body: addTraderSchema,
          response: responses(z.boolean()),
        },
      },
      async (request) => ok(await traders.add(principalOf(request), request.body, contextOf(request))),
    );

    app.patch(
      `${BASE}/UserBasedTraders/Delete/:id`,
      {
        config: own,
        schema: {
          tags: [TAG],
          summary: "Remove one of the caller's traders",
          params: idParamsSchema,
          response: responses(z.literal(true)),
        },
      },
      async (request) => ok(await traders.remove(principalOf(request), request.params.id, contextOf(request))),
    );

    app.get(
      `${BASE}/EntityBasedOnTrader/GetAll`,
      {
        config: { access: 'traderEntities' },
        schema: {
          tags: [TAG],
          summary: 'The applicants the calling trader acts for, filtered and paged',
          querystring: associatedEntityQuerySchema,
          response: responses(associatedEntityListSchema),
        },
      },
      async (request) => ok(await traders.listEntities(principalOf(request).userId, request.query)),
    );
  };
