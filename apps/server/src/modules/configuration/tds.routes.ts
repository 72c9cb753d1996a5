/** /api/Configuration/Tds/* and /Configuration/Tds/InterestPercentage/* (spec §7.6). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  configuredChargeSchema,
  pageQuerySchema,
  tdsInputSchema,
  tdsInterestInputSchema,
  tdsInterestListSchema,
  tdsInterestSchema,
  tdsListSchema,
  tdsSchema,
} from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { principalOf } from '../../platform/access-guard.ts';
import { registerCrud } from './crud-routes.ts';
import type { TdsService } from './tds.service.ts';

const TAG = 'TDS';

export const tdsRoutes =
  ({ tds, interest }: TdsService): FastifyPluginAsyncZod =>
  async (app) => {
    const own = { access: 'tdsOwn' as const };
    app.get(
      '/Configuration/Tds/GetAll',
      {
        config: own,
        schema: {
          tags: [TAG],
          summary: "The caller's TDS configuration, every period",
          querystring: pageQuerySchema,
          response: responses(tdsListSchema),
        },
      },
      async (request) => ok(await tds.list(principalOf(request).userId, request.query)),
    );
    registerCrud(app, {
      base: '/Configuration/Tds',
      tag: TAG,
      noun: 'TDS configuration (end one by setting Effective To)',
      input: tdsInputSchema,
      row: tdsSchema,
      write: 'tdsOwn',
      service: tds,
    });
    app.get(
      '/Configuration/Tds/IsTDSConfigured',
      {
        config: own,
        schema: {
          tags: [TAG],
          summary: 'Does the caller deduct TDS on any charge today?',
          response: responses(z.boolean()),
        },
      },
      async (request) => ok(await tds.isConfigured(principalOf(request).userId)),
    );
    app.get(
      '/Configuration/Tds/GetConfiguredCharges',
      {
        config: own,
        schema: {
          tags: [TAG],
          summary: 'The charge types the caller deducts TDS on today, with rate and section',
          response: responses(z.array(configuredChargeSchema)),
        },
      },
      async (request) => ok(await tds.configuredCharges(principalOf(request).userId)),
    );

    app.get(
      '/Configuration/Tds/InterestPercentage/GetAll',
      {
        config: { access: 'tdsInterestRead' },
        schema: {
          tags: [TAG],
          summary: 'Interest on late TDS challans (% per month or part), every period',
          querystring: pageQuerySchema,
          response: responses(tdsInterestListSchema),
        },
      },
      async (request) => ok(await interest.list(request.query)),
    );
    registerCrud(app, {
      base: '/Configuration/Tds/InterestPercentage',
      tag: TAG,
      noun: 'TDS interest rate',
      input: tdsInterestInputSchema,
      row: tdsInterestSchema,
      write: 'tdsInterestWrite',
      service: interest,
    });
  };
