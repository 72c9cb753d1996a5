/** /api/Notification/* (spec §7.10). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markAllReadResponseSchema, notificationCountSchema, notificationListSchema } from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { principalOf } from '../../platform/access-guard.ts';
import type { NotificationService } from './notification.service.ts';

export const notificationRoutes =
  (notifications: NotificationService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Notification/NotificationCount',
      {
        config: { access: 'notificationRead' },
        schema: {
          tags: ['Notification'],
          summary: 'Unread notifications of the signed-in user',
          response: responses(notificationCountSchema),
        },
      },
      async (request) => ok({ count: await notifications.countUnread(principalOf(request).userId) }),
    );

    app.get(
      '/Notification/NotificationResult',
      {
        config: { access: 'notificationRead' },
        schema: {
          tags: ['Notification'],
          summary: 'The newest unread notifications',
          response: responses(notificationListSchema),
        },
      },
      async (request) => ok(await notifications.listUnread(principalOf(request).userId)),
    );

    app.post(
      '/Notification/MarkAllRead',
      {
        config: { access: 'notificationRead' },
        schema: {
          tags: ['Notification'],
          summary: 'Mark every notification of the signed-in user as read',
          response: responses(markAllReadResponseSchema),
        },
      },
      async (request) => ok({ marked: await notifications.markAllRead(principalOf(request).userId) }),
    );
  };
