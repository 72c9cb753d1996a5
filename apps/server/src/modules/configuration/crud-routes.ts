/**
 * The four routes of a configuration list (GetAll, Add, Update/{id}, Delete/{id}) — the shape spec §7.6 gives the
 * TDS calls — registered the same way for every list, so access, validation and envelopes never differ.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiPermission } from '@stoa/shared';
import { idParamsSchema } from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { actorOf, type Actor } from '../../platform/request-context.ts';

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface CrudService<I, R> {
  add(actor: Actor, input: I): Promise<R>;
  update(actor: Actor, id: number, input: I): Promise<R>;
  remove?(actor: Actor, id: number): Promise<void>;
}

export interface CrudOptions<I extends z.ZodType, R extends z.ZodType> {
  /** e.g. '/Configuration/StoaCharges' */
  base: string;
  tag: string;
  /** What one row is called in summaries. */
  noun: string;
  input: I;
  row: R;
  write: ApiPermission;
  /** Update with PATCH (spec §7.6) — PUT is never used. */
  service: CrudService<z.output<I>, z.infer<R>>;
}

/** Add, Update/{id} and (when the service can) Delete/{id}. The list route differs per page and is registered by the caller. */
export function registerCrud<I extends z.ZodType, R extends z.ZodType>(app: ZodApp, options: CrudOptions<I, R>): void {
  const { base, tag, noun, service } = options;
  const config = { access: options.write };
  // Generic schemas are erased to ZodType here: the compiler cannot relate a generic row to its response schema;
  // the schemas still validate and serialize at run time.
  const row: z.ZodType = options.row;
  app.post(
    `${base}/Add`,
    { config, schema: { tags: [tag], summary: `Add a ${noun}`, body: options.input, response: responses(row) } },
    async (request) => ok(await service.add(actorOf(request), request.body as z.output<I>)),
  );
  app.patch(
    `${base}/Update/:id`,
    {
      config,
      schema: {
        tags: [tag],
        summary: `Change a ${noun}`,
        params: idParamsSchema,
        body: options.input,
        response: responses(row),
      },
    },
    async (request) => ok(await service.update(actorOf(request), request.params.id, request.body as z.output<I>)),
  );
  const remove = service.remove?.bind(service);
  if (remove) {
    app.delete(
      `${base}/Delete/:id`,
      {
        config,
        schema: { tags: [tag], summary: `Delete a ${noun}`, params: idParamsSchema, response: responses(z.null()) },
      },
      async (request) => {
        await remove(actorOf(request), request.params.id);
        return ok(null);
      },
    );
  }
}
