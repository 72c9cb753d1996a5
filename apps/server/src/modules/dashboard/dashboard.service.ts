/**
 * The /landing dashboard: the signed-in user's own figures, by role. Each later capability adds its tiles here
 * (registrations pending, applications to process, payments due...).
 */
import type { DashboardSummary, DashboardTile } from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserById } from '../account/account.repository.ts';
import type { NotificationService } from '../notification/notification.service.ts';
import * as repo from './dashboard.repository.ts';

const THIRTY_DAYS_MS = 30 * 24 * 3600_000;

export function createDashboardService(deps: AppDeps, notifications: NotificationService) {
  const { db } = deps;
  return {
    async summary(principal: Principal): Promise<DashboardSummary> {
      const user = await findUserById(db, principal.userId);
      if (!user) throw new AppError('not-found', 'User not found');
      const tiles: DashboardTile[] = [
        {
          key: 'unreadNotifications',
          label: 'Unread notifications',
          value: await notifications.countUnread(user.id),
          to: null,
        },
        {
          key: 'signInsLast30Days',
          label: 'Sign-ins in the last 30 days',
          value: await repo.signInsSince(db, user.id, new Date(deps.now().getTime() - THIRTY_DAYS_MS)),
          to: null,
        },
      ];
      if (principal.role === 'Admin') {
        const counts = await repo.userCounts(db);
        tiles.unshift(
          { key: 'users', label: 'Users', value: counts.total, to: '/admin/users' },
          { key: 'disabledUsers', label: 'Disabled users', value: counts.disabled, to: '/admin/users' },
          { key: 'pendingUsers', label: 'Awaiting first password', value: counts.pending, to: '/admin/users' },
          { key: 'defaulters', label: 'Defaulters', value: counts.defaulters, to: '/admin/users' },
        );
      }
      return {
        role: principal.role,
        entityName: user.entityName,
        lastSignInAt: (await repo.previousSignInAt(db, user.id))?.toISOString() ?? null,
        tiles,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
