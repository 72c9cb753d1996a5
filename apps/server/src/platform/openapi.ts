/**
 * The OpenAPI document at /api/docs/json (UI at /api/docs), generated from the routes' zod schemas. Schemas
 * registered with an id (ApiErrorCode: every error code with its meaning) become components that routes reference.
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@stoa/shared';

type Document = ReturnType<typeof jsonSchemaTransformObject>;

/**
 * The components a route references. The zod provider emits an input and an output twin of every registered schema
 * (`XInput`, `X`); a twin nothing references (the error codes are only ever answered) is left out.
 */
function withoutUnusedInputs(document: Document): Document {
  const schemas = 'components' in document ? document.components?.schemas : undefined;
  const paths = JSON.stringify(document.paths ?? {});
  for (const id of Object.keys(schemas ?? {})) {
    // The object is the transform's own fresh copy: trimming it in place is safe.
    if (id.endsWith('Input') && !paths.includes(`"#/components/schemas/${id}"`)) delete schemas![id];
  }
  return document;
}

/** The document is always built (routes reference its components); the UI and /api/docs/json only when open. */
export async function registerOpenApi(app: FastifyInstance, options: { isUiOpen: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'STOA Portal API',
        version: APP_VERSION,
        description: 'Short-term open access portal of the SLDC. Error codes: docs/API-ERRORS.md.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withoutUnusedInputs(jsonSchemaTransformObject(document)),
  });
  if (options.isUiOpen) await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
