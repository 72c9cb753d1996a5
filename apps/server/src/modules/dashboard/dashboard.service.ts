/**
 * The /landing dashboard: the signed-in user's own figures, by role. Each later capability adds its tiles here
 * (registrations pending, applications to process, payments due...); the week's charts are dashboard-week.ts.
 */
import {
  APPLICANT_ROLES,
  IN_PROCESS_STATUSES,
  RETURNED_STATUSES,
  REGISTRATION_WORKFLOW,
  statusLabelOf,
  type DashboardSummary,
  type DashboardTile,
  type Role,
  type UserState,
  LIST_LINKS,
  businessDate,
} from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserById } from '../../platform/users/users.ts';
import type { QueueStep } from '../../platform/workflow/clocks.ts';
import type { NotificationService } from '../notification/notification.service.ts';
import type { RegistrationService } from '../registration/registration.service.ts';
import * as repo from './dashboard.repository.ts';
import { moneyTiles, weekOf } from './dashboard-week.ts';
import { overdueTiles, type OverdueSource } from './dashboard-overdue.ts';

const THIRTY_DAYS_MS = 30 * 24 * 3600_000;

/** Registration tiles (issue #5): processors see the requests per workflow step; applicants their own. */
async function registrationTiles(principal: Principal, registrations: RegistrationService): Promise<DashboardTile[]> {
  if (principal.role === 'Admin') return [];
  const counts = await registrations.counts(principal);
  const total = (statuses: readonly string[]) =>
    counts.filter((c) => statuses.includes(c.status)).reduce((sum, c) => sum + c.n, 0);
  if ((APPLICANT_ROLES as readonly Role[]).includes(principal.role)) {
    return [
      {
        key: 'registrationsInProcess',
        label: 'Registrations in process',
        value: total(IN_PROCESS_STATUSES),
        to: '/registrations',
      },
      {
        key: 'registrationsReturned',
        label: 'Returned for clarification',
        value: total(RETURNED_STATUSES),
        to: '/registrations',
      },
      {
        key: 'registrationsApproved',
        label: 'Approved registrations',
        value: total(['Approved']),
        to: '/registrations',
      },
    ];
  }
  // A processor's queue: one tile per status it acts on (approver I's 'Pending SLDC approver I' included), with how
  // many of them are past their step's clock.
  return [
    ...(await registrations.queue(principal)).map(({ status, value, overdue }) => ({
      key: `registrations${status}`,
      label: `Registrations: ${statusLabelOf(REGISTRATION_WORKFLOW, status)}`,
      value,
      overdue,
      to: `${LIST_LINKS.registrations}?status=${status}`,
    })),
    {
      key: 'registrationsApproved',
      label: 'Approved registrations',
      value: total(['Approved']),
      to: '/registrations?status=Approved',
    },
  ];
}

/** A workflow's queue tiles for the caller's role (issue 15): count, overdue and the filtered list. */
export type QueueSource = (principal: Principal) => Promise<DashboardTile[]>;

/**
 * A workflow's queue as one tile (issue 15): every record waiting on the caller's role, how many are overdue, and the
 * list filtered to the one status they wait in (or the role acts on). No tile for a role that acts on none.
 */
export function workflowQueue(
  tile: { key: string; label: string; list: string },
  queue: (principal: Principal) => Promise<QueueStep[]>,
): QueueSource {
  return async (principal) => {
    const steps = await queue(principal);
    if (steps.length === 0) return [];
    const waiting = steps.filter((s) => s.value > 0);
    const only = waiting.length === 1 ? waiting[0] : steps.length === 1 ? steps[0] : undefined;
    const sum = (figure: (s: QueueStep) => number) => steps.reduce((n, s) => n + figure(s), 0);
    return [
      {
        key: tile.key,
        label: tile.label,
        value: sum((s) => s.value),
        overdue: sum((s) => s.overdue),
        to: only ? `${tile.list}?status=${only.status}` : tile.list,
      },
    ];
  };
}

/** The Admin's user tiles, each opening the Users List filtered to what it counts (`?state=`). */
async function adminTiles(db: AppDeps['db']): Promise<DashboardTile[]> {
  const counts = await repo.userCounts(db);
  const users = (state: UserState) => `${LIST_LINKS.adminUsers}?state=${state}`;
  return [
    { key: 'users', label: 'Users', value: counts.total, to: LIST_LINKS.adminUsers },
    { key: 'disabledUsers', label: 'Disabled users', value: counts.disabled, to: users('Disabled') },
    { key: 'pendingUsers', label: 'Awaiting first password', value: counts.pending, to: users('Pending') },
    { key: 'defaulters', label: 'Defaulters', value: counts.defaulters, to: users('Defaulter') },
  ];
}

export function createDashboardService(
  deps: AppDeps,
  notifications: NotificationService,
  registrations: RegistrationService,
  overdue: readonly OverdueSource[] = [],
  queues: readonly QueueSource[] = [],
) {
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
          to: LIST_LINKS.notifications,
        },
        {
          key: 'signInsLast30Days',
          label: 'Sign-ins in the last 30 days',
          value: await repo.signInsSince(db, user.id, new Date(deps.now().getTime() - THIRTY_DAYS_MS)),
          to: null,
        },
      ];
      const now = deps.now();
      tiles.unshift(...(await moneyTiles(db, user, now)));
      tiles.unshift(...(await registrationTiles(principal, registrations)));
      tiles.unshift(...(await overdueTiles(principal, overdue)));
      tiles.unshift(...(await Promise.all(queues.map((q) => q(principal)))).flat());
      if (principal.role === 'Admin') tiles.unshift(...(await adminTiles(db)));
      return {
        role: principal.role,
        entityName: user.entityName,
        lastSignInAt: (await repo.previousSignInAt(db, user.id))?.toISOString() ?? null,
        tiles,
        week: await weekOf(db, user, businessDate(now)),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
