/**
 * The processors' action routes every workflow has (spec §7: ApproveAndForward, Reject, SeekClarification,
 * Approve), registered once: each posts an optional comment (and on Reject / SeekClarification the codes of the record
 * type's reasons) and answers the module's action result.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { workflowActionSchema, type ApiPermission, type WorkflowAction } from '@stoa/shared';
import { principalOf, type Principal } from '../access-guard.ts';
import { ok, responses } from '../envelope.ts';
import { contextOf, type RequestContext } from '../request-context.ts';
import type { StepWords } from './definition.ts';

export type ProcessAction = Exclude<WorkflowAction, 'Submit'>;

/** The paths of the spec and the table action each takes. */
export const ACTION_PATHS: readonly [path: string, action: ProcessAction][] = [
  ['ApproveAndForward', 'Forward'],
  ['Reject', 'Reject'],
  ['SeekClarification', 'Return'],
  ['Approve', 'Approve'],
];

export interface ActionRoutes<P extends z.ZodType, R extends z.ZodType> {
  /** The route of a path ('ApproveAndForward' → '/InterStateRegistration/ApproveAndForward/:id'). */
  url: (path: string) => string;
  access: ApiPermission;
  tag: string;
  summaries: Record<ProcessAction, string>;
  params: P;
  response: R;
  act: (
    principal: Principal,
    params: z.infer<P>,
    action: ProcessAction,
    words: StepWords,
    ctx: RequestContext,
  ) => Promise<z.infer<R>>;
}

export function registerActionRoutes<P extends z.ZodType, R extends z.ZodType>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  routes: ActionRoutes<P, R>,
): void {
  for (const [path, action] of ACTION_PATHS) {
    app.post(
      routes.url(path),
      {
        config: { access: routes.access },
        schema: {
          tags: [routes.tag],
          summary: routes.summaries[action],
          params: routes.params,
          body: workflowActionSchema.optional(),
          response: responses(routes.response),
        },
      },
      async (request: FastifyRequest) => {
        const body = request.body as { comments?: string | null; reasonCodes?: string[] } | undefined;
        const params = request.params as z.infer<P>;
        const words = { comments: body?.comments ?? null, reasonCodes: body?.reasonCodes ?? [] };
        return ok(await routes.act(principalOf(request), params, action, words, contextOf(request)));
      },
    );
  }
}
