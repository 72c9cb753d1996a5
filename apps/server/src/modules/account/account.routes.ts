/** /api/Account/*: captcha, sign-in, token refresh, logout (spec §7.1; ARCHITECTURE §6). */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  REFRESH_TOKEN_HEADER,
  authenticateRequestSchema,
  captchaSchema,
  signedInUserSchema,
} from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { bearerToken } from '../../platform/access-guard.ts';
import type { AccountService } from './account.service.ts';
import { contextOf } from '../../platform/request-context.ts';

function refreshTokenOf(request: FastifyRequest): string | null {
  const value = request.headers[REFRESH_TOKEN_HEADER];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * `requestsPerMinute`: the per-instance cap per address on the public sign-in calls (LOGIN_REQUESTS_PER_IP_PER_MINUTE,
 * a coarse flood guard). The real lockout after failed sign-ins is counted in the database, per user name and per
 * address + user name, across instances.
 */
export const accountRoutes =
  (account: AccountService, requestsPerMinute: number): FastifyPluginAsyncZod =>
  async (app) => {
    const signInRateLimit = { max: requestsPerMinute, timeWindow: '1 minute' };
    app.get(
      '/Account/Captcha',
      {
        config: { access: 'public', rateLimit: signInRateLimit },
        schema: {
          tags: ['Account'],
          summary: 'A new single-use captcha (SVG), valid 5 minutes',
          response: responses(captchaSchema),
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await account.issueCaptcha());
      },
    );

    app.post(
      '/Account/authenticate',
      {
        config: { access: 'public', rateLimit: signInRateLimit },
        schema: {
          tags: ['Account'],
          summary: 'Sign in with user name, MD5 of the password and the captcha answer',
          body: authenticateRequestSchema,
          response: responses(signedInUserSchema),
        },
      },
      async (request) => ok(await account.authenticate(request.body, contextOf(request))),
    );

    app.post(
      '/Account/refresh-token',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Account'],
          summary: `Rotate the refresh token sent in the ${REFRESH_TOKEN_HEADER} header`,
          response: responses(signedInUserSchema),
        },
      },
      async (request) => {
        const token = refreshTokenOf(request);
        if (!token) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
        return ok(await account.refresh(token, contextOf(request)));
      },
    );

    app.post(
      '/Account/logout',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Account'],
          summary: 'End the session of the bearer token, or of the refresh token when the access token has expired',
          response: responses(z.null()),
        },
      },
      async (request) => {
        await account.logout(
          { accessToken: bearerToken(request), refreshToken: refreshTokenOf(request) },
          contextOf(request),
        );
        return ok(null);
      },
    );
  };
