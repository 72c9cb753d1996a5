/** Who and where a request comes from, for audit rows and sign-in throttles. */
import type { FastifyRequest } from 'fastify';
import { principalOf } from './access-guard.ts';

export interface RequestContext {
  ip: string;
  userAgent: string | null;
}

/** The signed-in user behind a change and where the request came from: what audited changes are stamped with. */
export interface Actor {
  userId: number;
  context: RequestContext;
}

export function contextOf(request: FastifyRequest): RequestContext {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 300) ?? null };
}

export function actorOf(request: FastifyRequest): Actor {
  return { userId: principalOf(request).userId, context: contextOf(request) };
}
