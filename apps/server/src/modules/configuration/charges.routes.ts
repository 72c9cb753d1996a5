/** /api/Configuration/StoaCharges/*, /Fees/*, /Rates/ValueOn (spec §2.7 STOA Charges and Fees). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feeInputSchema,
  feeListSchema,
  feeSchema,
  isoDateField,
  ratesOnSchema,
  stoaChargeInputSchema,
  stoaChargeListSchema,
  stoaChargeSchema,
} from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import type { ChargesService } from './charges.service.ts';
import { registerCrud } from './crud-routes.ts';

const TAG = 'Configuration';

export const chargesRoutes =
  (service: ChargesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Configuration/StoaCharges/GetAll',
      {
        config: { access: 'configRead' },
        schema: {
          tags: [TAG],
          summary: 'STU and SLDC operating charges, every period',
          response: responses(stoaChargeListSchema),
        },
      },
      async () => ok({ stoaCharges: await service.charges.list() }),
    );
    registerCrud(app, {
      base: '/Configuration/StoaCharges',
      tag: TAG,
      noun: 'charge (a new period ends the open-ended one before it)',
      input: stoaChargeInputSchema,
      row: stoaChargeSchema,
      write: 'configWrite',
      service: service.charges,
    });

    app.get(
      '/Configuration/Fees/GetAll',
      {
        config: { access: 'configRead' },
        schema: {
          tags: [TAG],
          summary: 'Application, registration and renewal fees, every period',
          response: responses(feeListSchema),
        },
      },
      async () => ok({ fees: await service.fees.list() }),
    );
    registerCrud(app, {
      base: '/Configuration/Fees',
      tag: TAG,
      noun: 'fee',
      input: feeInputSchema,
      row: feeSchema,
      write: 'configWrite',
      service: service.fees,
    });

    app.get(
      '/Configuration/Rates/ValueOn',
      {
        config: { access: 'configRead' },
        schema: {
          tags: [TAG],
          summary: 'The charges and fees in force on a date (default: today in Asia/Kolkata)',
          querystring: z.object({ date: isoDateField('Date').optional() }),
          response: responses(ratesOnSchema),
        },
      },
      async (request) => ok(await service.ratesOn(request.query.date)),
    );
  };
