/** /api/Application/* (spec §7.7): the parties a form may name, their remaining quantum, the fee and defaulters. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationFeeSchema,
  applicationTypeSchema,
  atcAvailabilityQuerySchema,
  atcAvailabilitySchema,
  partyListSchema,
  partyPeriodQuerySchema,
  partySchema,
  remainingQuantumQuerySchema,
  remainingQuantumSchema,
  idParamsSchema,
} from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { principalOf } from '../../platform/access-guard.ts';
import type { ApplicationService } from './application.service.ts';

const TAG = 'Application';
const BASE = '/Application';
const typeQuery = z.object({ type: applicationTypeSchema });
const entityTypeQuery = z.object({ entityType: z.string().trim().max(40).optional() });

export const partyRoutes =
  (service: ApplicationService): FastifyPluginAsyncZod =>
  async (app) => {
    // --- Parties, limits and fees ----------------------------------------------------------------------------
    app.get(
      `${BASE}/GetAvailableRegistrations`,
      {
        config: { access: 'applicationOwn' },
        schema: {
          tags: [TAG],
          summary: "The caller's own registrations in force (over fromDate..toDate when given)",
          querystring: partyPeriodQuerySchema,
          response: responses(partyListSchema),
        },
      },
      async (request) => ok(await service.availableRegistrations(principalOf(request), request.query)),
    );
    app.get(
      `${BASE}/GetSellers`,
      {
        config: { access: 'applicationOwn' },
        schema: {
          tags: [TAG],
          summary: 'Registrations in force that inject (over fromDate..toDate when given)',
          querystring: partyPeriodQuerySchema,
          response: responses(partyListSchema),
        },
      },
      async (request) => ok(await service.parties('seller', request.query)),
    );
    app.get(
      `${BASE}/GetBuyers`,
      {
        config: { access: 'applicationOwn' },
        schema: {
          tags: [TAG],
          summary: 'Registrations in force that draw (over fromDate..toDate when given)',
          querystring: partyPeriodQuerySchema,
          response: responses(partyListSchema),
        },
      },
      async (request) => ok(await service.parties('buyer', request.query)),
    );
    for (const [path, side] of [
      ['GetSellersForTrader', 'seller'],
      ['GetBuyersForTrader', 'buyer'],
    ] as const) {
      app.get(
        `${BASE}/${path}`,
        {
          config: { access: 'applicationOwn' },
          schema: {
            tags: [TAG],
            summary: `The trader's applicants that may be the ${side}`,
            querystring: entityTypeQuery.and(partyPeriodQuerySchema),
            response: responses(partyListSchema),
          },
        },
        async (request) =>
          ok(await service.partiesForTrader(principalOf(request), side, request.query.entityType, request.query)),
      );
    }
    app.get(
      `${BASE}/GetUserBasedTraders`,
      {
        config: { access: 'applicationOwn' },
        schema: {
          tags: [TAG],
          summary: 'Traders the OA applicant added',
          response: responses(z.array(z.object({ id: z.number(), entityName: z.string() }))),
        },
      },
      async (request) => ok(await service.userBasedTraders(principalOf(request))),
    );
    for (const [path, side] of [
      ['GetInjectingEntityDetails', 'seller'],
      ['GetDraweeEntityDetails', 'buyer'],
    ] as const) {
      app.get(
        `${BASE}/${path}/:id`,
        {
          config: { access: 'applicationRead' },
          schema: {
            tags: [TAG],
            summary: `A ${side}'s registration details`,
            params: idParamsSchema,
            response: responses(partySchema),
          },
        },
        async (request) => ok(await service.party(side, request.params.id)),
      );
    }
    app.get(
      `${BASE}/GetRegistrationDetail/:id`,
      {
        config: { access: 'applicationRead' },
        schema: {
          tags: [TAG],
          summary: "A registration's details as a party (either side): capacities, zone, validity",
          params: idParamsSchema,
          response: responses(partySchema),
        },
      },
      async (request) => ok(await service.registrationDetail(request.params.id)),
    );
    app.get(
      `${BASE}/GetRemainingQuatumDetails`,
      {
        config: { access: 'applicationRead' },
        schema: {
          tags: [TAG],
          summary: "Seller's and buyer's remaining quantum over a period and blocks",
          querystring: remainingQuantumQuerySchema,
          response: responses(remainingQuantumSchema),
        },
      },
      async (request) => ok(await service.remainingQuantum(request.query)),
    );
    app.get(
      `${BASE}/GetAtcAvailability`,
      {
        config: { access: 'applicationRead' },
        schema: {
          tags: [TAG],
          summary:
            'Before applying: per corridor of the seller and buyer, date (at most 31 days) and block, the declared ' +
            'ATC, the allocated MW and the margin left (applicants: parties they may name; SLDC: any)',
          querystring: atcAvailabilityQuerySchema,
          response: responses(atcAvailabilitySchema),
        },
      },
      async (request) => ok(await service.atcAvailability(principalOf(request), request.query)),
    );
    app.get(
      `${BASE}/GetApplicationFee`,
      {
        config: { access: 'applicationRead' },
        schema: {
          tags: [TAG],
          summary: 'The application fee of a type in force today',
          querystring: typeQuery,
          response: responses(applicationFeeSchema),
        },
      },
      async (request) => ok(await service.applicationFee(request.query.type)),
    );
    app.get(
      `${BASE}/IsDefaulter`,
      {
        config: { access: 'applicationOwn' },
        schema: {
          tags: [TAG],
          summary: 'Is the caller marked defaulter (cannot apply)?',
          response: responses(z.boolean()),
        },
      },
      async (request) => ok(await service.isDefaulter(principalOf(request))),
    );
  };
