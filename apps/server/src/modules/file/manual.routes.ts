/** GET /api/File/DownloadManuals?entitityType= (spec §7.3; the parameter's spelling is the spec's). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OA_ENTITY_TYPES, manualAudienceOf, type EntityType, text } from '@stoa/shared';
import { contentDisposition } from '../../platform/send-file.ts';
import { principalOf } from '../../platform/access-guard.ts';
import type { ManualService } from '../configuration/manual.service.ts';
import { renderManual } from './manual-pdf.ts';

const querySchema = z.object({ entitityType: text('Entity Type').max(40).optional() });

export const manualRoutes =
  (manuals: ManualService, screensDir: string | null): FastifyPluginAsyncZod =>
  async (app) => {
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
        // An Admin-uploaded manual wins; otherwise the built-in one.
        const uploaded = await manuals.uploaded(manualAudienceOf(role, entityType));
        const name = uploaded?.fileName ?? `STOA-User-Manual-${entityType ?? role}.pdf`;
        const pdf = uploaded?.content ?? (await renderManual(role, entityType, screensDir));
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition('attachment', name))
          .send(pdf);
      },
    );
  };
