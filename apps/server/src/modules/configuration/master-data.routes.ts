/**
 * /api/Configuration/TranscoDiscom/*, /BankDetails/*, /PaymentModes/*, /DueRules/*, /Corridors/*, /Rules/*,
 * /UserManual/* (spec §2.7 Configurations).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UTILITY_TYPES,
  bankAccountInputSchema,
  bankAccountListSchema,
  bankAccountSchema,
  businessRulesResponseSchema,
  businessRulesUpdateSchema,
  corridorInputSchema,
  corridorListSchema,
  corridorSchema,
  dueRuleInputSchema,
  dueRuleListSchema,
  dueRuleSchema,
  manualListSchema,
  manualSaveSchema,
  paymentModeInputSchema,
  paymentModeListSchema,
  paymentModeSchema,
  utilityDetailListSchema,
  utilityDetailSchema,
  utilityInputSchema,
  idParamsSchema,
  text,
} from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { principalOf } from '../../platform/access-guard.ts';
import { actorOf } from '../../platform/request-context.ts';
import { registerCrud } from './crud-routes.ts';
import type { UtilityService } from './utility.service.ts';
import type { MasterDataService } from './master-data.service.ts';
import type { RulesService } from './rules.service.ts';
import type { ManualService } from './manual.service.ts';

const TAG = 'Configuration';
const read = { access: 'configRead' as const };
/**
 * The rules answer. `businessRulesSchema` is an input schema (its number fields also take strings and transform),
 * which the response serializer cannot encode; the service has already parsed the document through it.
 */
const rulesAnswerSchema = businessRulesResponseSchema.extend({ rules: z.record(z.string(), z.unknown()) });
const write = { access: 'configWrite' as const };

export interface MasterDataServices {
  utilities: UtilityService;
  masterData: MasterDataService;
  rules: RulesService;
  manuals: ManualService;
}

export const masterDataRoutes =
  ({ utilities, masterData, rules, manuals }: MasterDataServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Configuration/TranscoDiscom/GetUtilities',
      {
        config: read,
        schema: {
          tags: [TAG],
          summary: 'TRANSCO or DISCOM utilities with their zones and how many users each has',
          querystring: z.object({ type: z.enum(UTILITY_TYPES) }),
          response: responses(utilityDetailListSchema),
        },
      },
      async (request) => ok({ utilities: await utilities.list(request.query.type) }),
    );
    registerCrud(app, {
      base: '/Configuration/TranscoDiscom',
      tag: TAG,
      noun: 'TRANSCO or DISCOM utility',
      input: utilityInputSchema,
      row: utilityDetailSchema,
      write: 'configWrite',
      service: utilities,
    });

    app.get(
      '/Configuration/BankDetails/GetAll',
      {
        config: { access: 'bankDetailsRead' },
        schema: {
          tags: [TAG],
          summary:
            "The SLDC's bank accounts: every field for Admin and SLDC business user, payable details for applicants",
          response: responses(bankAccountListSchema),
        },
      },
      async (request) => ok(await masterData.bank.list(principalOf(request).role)),
    );
    registerCrud(app, {
      base: '/Configuration/BankDetails',
      tag: TAG,
      noun: 'bank account',
      input: bankAccountInputSchema,
      row: bankAccountSchema,
      write: 'configWrite',
      service: masterData.bank,
    });

    app.get(
      '/Configuration/PaymentModes/GetAll',
      {
        config: read,
        schema: {
          tags: [TAG],
          summary: 'Payment modes (Demand Draft, Bank Deposit, NEFT)',
          response: responses(paymentModeListSchema),
        },
      },
      async () => ok({ paymentModes: await masterData.modes.list() }),
    );
    app.patch(
      '/Configuration/PaymentModes/Update/:id',
      {
        config: write,
        schema: {
          tags: [TAG],
          summary: 'Enable or disable a payment mode, or change its instructions',
          params: idParamsSchema,
          body: paymentModeInputSchema,
          response: responses(paymentModeSchema),
        },
      },
      async (request) => ok(await masterData.modes.update(actorOf(request), request.params.id, request.body)),
    );
    app.get(
      '/Configuration/DueRules/GetAll',
      {
        config: read,
        schema: {
          tags: [TAG],
          summary: 'Days to pay after each fee or charge falls due',
          response: responses(dueRuleListSchema),
        },
      },
      async () => ok({ dueRules: await masterData.due.list() }),
    );
    app.patch(
      '/Configuration/DueRules/Update/:id',
      {
        config: write,
        schema: {
          tags: [TAG],
          summary: 'Change the days to pay of a charge type',
          params: idParamsSchema,
          body: dueRuleInputSchema,
          response: responses(dueRuleSchema),
        },
      },
      async (request) => ok(await masterData.due.update(actorOf(request), request.params.id, request.body)),
    );

    app.get(
      '/Configuration/Corridors/GetAll',
      {
        config: read,
        schema: {
          tags: [TAG],
          summary: 'Transmission corridors ATC is declared on',
          response: responses(corridorListSchema),
        },
      },
      async () => ok({ corridors: await masterData.corridors.list() }),
    );
    registerCrud(app, {
      base: '/Configuration/Corridors',
      tag: TAG,
      noun: 'corridor',
      input: corridorInputSchema,
      row: corridorSchema,
      write: 'configWrite',
      service: masterData.corridors,
    });

    app.get(
      '/Configuration/Rules/Get',
      {
        config: read,
        schema: {
          tags: [TAG],
          summary: 'Application windows, e-bidding pricing, revision, validity and other rule numbers',
          response: responses(rulesAnswerSchema),
        },
      },
      async () => ok(await rules.get()),
    );
    app.put(
      '/Configuration/Rules/Update',
      {
        config: write,
        schema: {
          tags: [TAG],
          summary: 'Change the rules (409 when someone changed them since `version`)',
          body: businessRulesUpdateSchema,
          response: responses(rulesAnswerSchema),
        },
      },
      async (request) => ok(await rules.update(actorOf(request), request.body.rules, request.body.version)),
    );

    const manualList = responses(manualListSchema);
    app.get(
      '/Configuration/UserManual/GetAll',
      { config: write, schema: { tags: [TAG], summary: 'The manual of each audience', response: manualList } },
      async () => ok({ manuals: await manuals.list() }),
    );
    app.post(
      '/Configuration/UserManual/Save',
      {
        config: write,
        schema: {
          tags: [TAG],
          summary: 'Use an uploaded PDF as the manual of an audience',
          body: manualSaveSchema,
          response: manualList,
        },
      },
      async (request) =>
        ok({
          manuals: await manuals.save(
            principalOf(request),
            actorOf(request),
            request.body.audience,
            request.body.fileId,
          ),
        }),
    );
    app.delete(
      '/Configuration/UserManual/Delete/:audience',
      {
        config: write,
        schema: {
          tags: [TAG],
          summary: 'Go back to the built-in manual for an audience',
          params: z.object({ audience: text('Audience').max(40) }),
          response: manualList,
        },
      },
      async (request) => ok({ manuals: await manuals.remove(actorOf(request), request.params.audience) }),
    );
  };
