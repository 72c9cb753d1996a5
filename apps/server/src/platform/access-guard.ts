/**
 * The server side of the one access table (ARCHITECTURE §6): every /api route names an `access` permission from
 * packages/shared/src/auth/access.ts in its config; this guard answers 401 (no valid session) or 403 (role not
 * allowed) before the handler runs. A route without a permission fails at start-up, so none can be left open.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ACCESS, MESSAGES, can, type ApiPermission, type Role } from '@stoa/shared';
import { AppError } from './errors.ts';
import type { AccessClaims, TokenService } from './tokens.ts';
import type { UserRow } from './users/users.ts';

export interface Principal {
  userId: number;
  role: Role;
  sessionId: string;
  /**
   * The user's row as the guard read it with the session (one query per request): services reuse it instead of
   * reading the user again. Absent where a principal is made without the guard.
   */
  user?: UserRow;
}

/** Why a token with valid claims no longer grants access. */
export type PrincipalProblem = 'session-ended' | 'disabled';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission this route needs (API_ACCESS key). Required on every /api route. */
    access?: ApiPermission;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every guarded /api route with its permission: the access test walks this list. */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: ApiPermission;
}

export interface GuardOptions {
  tokens: TokenService;
  /** Loads the live user and session behind a token: disabled users and revoked sessions stop at once. */
  checkPrincipal: (claims: AccessClaims) => Promise<Principal | PrincipalProblem>;
}

/** Routes that belong to plugins (API docs) rather than to our modules. */
const PLUGIN_ROUTE_PREFIX = '/api/docs';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

export function registerAccessGuard(app: FastifyInstance, options: GuardOptions): void {
  app.decorateRequest('principal', null);
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(PLUGIN_ROUTE_PREFIX)) return;
    const access = route.config?.access;
    if (!access || !(access in API_ACCESS)) {
      throw new Error(`Route ${String(route.method)} ${route.url} has no access permission in its config`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    if (API_ACCESS[access] === 'public') return;
    const token = bearerToken(request);
    const claims = token ? await options.tokens.verifyAccess(token) : null;
    if (!claims) throw new AppError('unauthenticated', MESSAGES.signInRequired);
    const principal = await options.checkPrincipal(claims);
    if (principal === 'disabled') throw new AppError('unauthenticated', MESSAGES.accountDisabled);
    if (principal === 'session-ended') throw new AppError('unauthenticated', MESSAGES.sessionExpired);
    if (!can(principal.role, access)) throw new AppError('forbidden', MESSAGES.forbidden);
    request.principal = principal;
  });
}

/** The principal of a guarded route (the guard has already refused anonymous callers). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('unauthenticated', MESSAGES.signInRequired);
  return request.principal;
}
