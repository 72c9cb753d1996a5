/** Public account calls: Preregister, ChangeTemporaryPassword, ForgotPassword (spec §7.1). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeTemporaryPasswordSchema, forgotPasswordSchema, preRegisterSchema } from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { contextOf } from '../../platform/request-context.ts';
import type { RecoveryService } from './recovery.service.ts';

/** Per-instance flood guard on the public calls that send mail. */
const MAIL_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const recoveryRoutes =
  (recovery: RecoveryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/Account/Preregister',
      {
        config: { access: 'public', rateLimit: MAIL_RATE_LIMIT },
        schema: {
          tags: ['Account'],
          summary: 'Pre-registration (Form-A): creates a pending account and mails a verification code',
          body: preRegisterSchema,
          response: responses(z.null()),
        },
      },
      async (request) => {
        await recovery.preRegister(request.body, contextOf(request));
        return ok(null);
      },
    );

    app.post(
      '/Account/ChangeTemporaryPassword',
      {
        config: { access: 'public', rateLimit: MAIL_RATE_LIMIT },
        schema: {
          tags: ['Account'],
          summary: 'Set a password with a mailed verification code (both sent as MD5)',
          body: changeTemporaryPasswordSchema,
          response: responses(z.null()),
        },
      },
      async (request) => {
        await recovery.changeTemporaryPassword(request.body, contextOf(request));
        return ok(null);
      },
    );

    app.post(
      '/Account/ForgotPassword',
      {
        config: { access: 'public', rateLimit: MAIL_RATE_LIMIT },
        schema: {
          tags: ['Account'],
          summary: 'Mail a reset code; the answer is the same whether or not the address exists',
          body: forgotPasswordSchema,
          response: responses(z.null()),
        },
      },
      async (request) => {
        await recovery.forgotPassword(request.body.emailAddress, contextOf(request));
        return ok(null);
      },
    );
  };
