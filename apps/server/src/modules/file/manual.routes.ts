/** GET /api/File/DownloadManuals?entitityType= (spec §7.3; the parameter's spelling is the spec's). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OA_ENTITY_TYPES, type EntityType } from '@stoa/shared';
import { principalOf } from '../../platform/access-guard.ts';
import { renderManual } from './manual-pdf.ts';

const querySchema = z.object({ entitityType: z.string().max(40).optional() });

export const manualRoutes = (): FastifyPluginAsyncZod => async (app) => {
  app.get(
    '/File/DownloadManuals',
    {
      config: { access: 'manualDownload' },
      schema: {
        tags: ['File'],
        summary: 'The user manual (PDF): by entity type for OA applicants, by role otherwise (spec §6)',
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const { role } = principalOf(request);
      const asked = request.query.entitityType;
      const entityType =
        role === 'OABusinessUser' && asked && (OA_ENTITY_TYPES as readonly string[]).includes(asked)
          ? (asked as EntityType)
          : null;
      const pdf = await renderManual(role, entityType);
      const name = `STOA-User-Manual-${entityType ?? role}.pdf`;
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(pdf);
    },
  );
};
