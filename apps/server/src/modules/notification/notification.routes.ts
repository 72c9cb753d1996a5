/** /api/Notification/* (spec §7.10). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  markAllReadResponseSchema,
  notificationCountSchema,
  notificationListSchema,
  notificationPageSchema,
  pageQuerySchema,
} from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { principalOf } from '../../platform/access-guard.ts';
import { openEventStream, type RealtimeHub } from '../../platform/realtime/realtime.ts';
import type { NotificationService } from './notification.service.ts';
import { notificationExportRoutes } from './notification-export.routes.ts';

const TAGS = ['Notification'];
const access = { access: 'notificationRead' as const };

export const notificationRoutes =
  (notifications: NotificationService, hub: RealtimeHub): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(notificationExportRoutes(notifications));
    app.get(
      '/Notification/Stream',
      {
        config: access,
        schema: {
          tags: TAGS,
          summary:
            'The realtime link (server-sent events): Ready; BroadcastMessage (with the notification id) per new notification, replayed after Last-Event-ID; RecordChanged (type and id) when a record the user follows changed; SessionEnded before it closes',
        },
      },
      (request, reply) => {
        const { userId, role, sessionId } = principalOf(request);
        const catchUp = (afterId: number | null) => notifications.catchUp(userId, afterId);
        openEventStream(hub, request, reply, { userId, role, sessionId, catchUp });
      },
    );
    app.get(
      '/Notification/NotificationCount',
      {
        config: access,
        schema: {
          tags: TAGS,
          summary: 'Unread notifications of the signed-in user',
          response: responses(notificationCountSchema),
        },
      },
      async (request) => ok({ count: await notifications.countUnread(principalOf(request).userId) }),
    );

    app.get(
      '/Notification/NotificationResult',
      {
        config: access,
        schema: {
          tags: TAGS,
          summary: 'The newest unread notifications, each with the web path of its record',
          response: responses(notificationListSchema),
        },
      },
      async (request) => ok(await notifications.listUnread(principalOf(request).userId)),
    );

    app.get(
      '/Notification/GetAll',
      {
        config: access,
        schema: {
          tags: TAGS,
          summary: 'Every notification of the signed-in user, read or not, one page at a time, newest first',
          querystring: pageQuerySchema,
          response: responses(notificationPageSchema),
        },
      },
      async (request) => ok(await notifications.listPage(principalOf(request).userId, request.query)),
    );

    app.post(
      '/Notification/MarkAllRead',
      {
        config: access,
        schema: {
          tags: TAGS,
          summary: 'Mark every notification of the signed-in user as read',
          response: responses(markAllReadResponseSchema),
        },
      },
      async (request) => ok({ marked: await notifications.markAllRead(principalOf(request).userId) }),
    );

    app.post(
      '/Notification/MarkRead/:id',
      {
        config: access,
        schema: {
          tags: TAGS,
          summary: 'Mark one notification of the signed-in user as read (404 when it is not theirs)',
          params: idParamsSchema,
          response: responses(markAllReadResponseSchema),
        },
      },
      async (request) => ok({ marked: await notifications.markRead(principalOf(request).userId, request.params.id) }),
    );
  };
