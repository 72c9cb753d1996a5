/** The signed-in user's profile and password (spec §7.1). GET /Account/Profile is ours: the spec shows no read. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordSchema, editProfileSchema, profileSchema } from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { principalOf } from '../../platform/access-guard.ts';
import { contextOf } from '../../platform/request-context.ts';
import type { ProfileService } from './profile.service.ts';

export const profileRoutes =
  (profiles: ProfileService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Account/Profile',
      {
        config: { access: 'profile' },
        schema: { tags: ['Account'], summary: "The signed-in user's profile", response: responses(profileSchema) },
      },
      async (request) => ok(await profiles.get(principalOf(request))),
    );

    app.post(
      '/Account/EditProfile',
      {
        config: { access: 'profile' },
        schema: {
          tags: ['Account'],
          summary: 'Update the profile (e-mail only by the Admin; connected-to only by OA applicants)',
          body: editProfileSchema,
          response: responses(profileSchema),
        },
      },
      async (request) => ok(await profiles.edit(principalOf(request), request.body, contextOf(request))),
    );

    app.post(
      '/Account/ChangePassword',
      {
        config: { access: 'profile' },
        schema: {
          tags: ['Account'],
          summary: 'Change the password (MD5 of old and new); every other session of the user ends',
          body: changePasswordSchema,
          response: responses(z.null()),
        },
      },
      async (request) => {
        await profiles.changePassword(principalOf(request), request.body, contextOf(request));
        return ok(null);
      },
    );
  };
