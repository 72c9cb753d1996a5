/** Who and where a request comes from, for audit rows and sign-in throttles. */
import type { FastifyRequest } from 'fastify';

export interface RequestContext {
  ip: string;
  userAgent: string | null;
}

export function contextOf(request: FastifyRequest): RequestContext {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 300) ?? null };
}
