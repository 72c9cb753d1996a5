/**
 * The notifications page as a file (issue 15 Excel out): GET /Notification/GetAll/Export streams every notification
 * of the signed-in user (never another's), newest first, as an xlsx or csv with the page's columns.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_EXPORT_COLUMNS, tableExportQuerySchema } from '@stoa/shared';
import { principalOf } from '../../platform/access-guard.ts';
import { EXPORT_PAGE_SIZE, sendTable } from '../../platform/table-export.ts';
import type { NotificationService } from './notification.service.ts';

export const notificationExportRoutes =
  (notifications: NotificationService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Notification/GetAll/Export',
      {
        config: { access: 'notificationRead' },
        schema: {
          tags: ['Notification'],
          summary: 'Every notification of the signed-in user, newest first, as an xlsx or csv',
          querystring: tableExportQuerySchema,
        },
      },
      async (request, reply) => {
        const { userId } = principalOf(request);
        const file = {
          fileName: 'Notifications',
          sheetName: 'Notifications',
          columns: NOTIFICATION_EXPORT_COLUMNS,
          page: async (n: number) =>
            (await notifications.listPage(userId, { pageNumber: n, pageSize: EXPORT_PAGE_SIZE })).notificationList,
        };
        return sendTable(reply, file, request.query.format);
      },
    );
  };
