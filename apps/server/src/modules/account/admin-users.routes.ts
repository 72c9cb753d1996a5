/** /api/Admin/*: user administration (spec §7.2). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  USER_EXPORT_COLUMNS,
  addUserSchema,
  updateUserSchema,
  userListQuerySchema,
  userListSchema,
  userExportQuerySchema,
  userSchema,
  idParamsSchema,
} from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { principalOf } from '../../platform/access-guard.ts';
import { contextOf } from '../../platform/request-context.ts';
import { EXPORT_PAGE_SIZE, sendTable } from '../../platform/table-export.ts';
import type { AdminUsersService } from './admin-users.service.ts';

const guarded = { config: { access: 'userAdmin' as const } };

export const adminUsersRoutes =
  (admin: AdminUsersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Admin/GetUsers',
      {
        ...guarded,
        schema: {
          tags: ['Admin'],
          summary: 'Users, filtered and paged',
          querystring: userListQuerySchema,
          response: responses(userListSchema),
        },
      },
      async (request) => ok(await admin.list(request.query)),
    );

    app.get(
      '/Admin/GetUsers/Export',
      {
        ...guarded,
        schema: {
          tags: ['Admin'],
          summary: 'Users with the filters of the list, every page, as an xlsx or csv',
          querystring: userExportQuerySchema,
        },
      },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const page = async (n: number) =>
          (await admin.list({ ...filters, pageNumber: n, pageSize: EXPORT_PAGE_SIZE })).userList;
        return sendTable(reply, { fileName: 'Users', sheetName: 'Users', columns: USER_EXPORT_COLUMNS, page }, format);
      },
    );

    app.get(
      '/Admin/User/:id',
      {
        ...guarded,
        schema: { tags: ['Admin'], summary: 'One user', params: idParamsSchema, response: responses(userSchema) },
      },
      async (request) => ok(await admin.get(request.params.id)),
    );

    app.post(
      '/Admin/EnableDisableUser/:id',
      {
        ...guarded,
        schema: {
          tags: ['Admin'],
          summary: 'Toggle enabled; a disabled user loses access at once',
          params: idParamsSchema,
          response: responses(userSchema),
        },
      },
      async (request) => ok(await admin.setEnabled(principalOf(request), request.params.id, contextOf(request))),
    );

    app.post(
      '/Admin/EnableDisableUserDefaulter/:id',
      {
        ...guarded,
        schema: {
          tags: ['Admin'],
          summary: 'Toggle defaulter',
          params: idParamsSchema,
          response: responses(userSchema),
        },
      },
      async (request) => ok(await admin.setDefaulter(principalOf(request), request.params.id, contextOf(request))),
    );

    app.patch(
      '/Admin/User/:id',
      {
        ...guarded,
        schema: {
          tags: ['Admin'],
          summary: 'Edit a user (locked fields must not change)',
          params: idParamsSchema,
          body: updateUserSchema,
          response: responses(userSchema),
        },
      },
      async (request) =>
        ok(await admin.update(principalOf(request), request.params.id, request.body, contextOf(request))),
    );

    app.post(
      '/Admin/AddUser',
      {
        ...guarded,
        schema: {
          tags: ['Admin'],
          summary: 'Create a user; a code to set the password is mailed',
          body: addUserSchema,
          response: responses(userSchema),
        },
      },
      async (request) => ok(await admin.add(principalOf(request), request.body, contextOf(request))),
    );

    app.post(
      '/Admin/ResetPassword/:id',
      {
        ...guarded,
        schema: {
          tags: ['Admin'],
          summary: "Clear the user's password and mail a code to set a new one",
          params: idParamsSchema,
          response: responses(z.null()),
        },
      },
      async (request) => {
        await admin.resetPassword(principalOf(request), request.params.id, contextOf(request));
        return ok(null);
      },
    );
  };
