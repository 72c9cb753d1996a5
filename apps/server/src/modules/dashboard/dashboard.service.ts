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
import { findUserById, type UserRow } from '../../platform/users/users.ts';
import { recordScopeOf } from '../../platform/record-scope.repository.ts';
import { createSharedCache } from '../../platform/shared-cache.ts';
import type { QueueStep } from '../../platform/workflow/clocks.ts';
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

/** The figures of a dashboard that are the same for everyone in its scope: shared between them for a few seconds. */
interface ScopeFigures {
  tiles: DashboardTile[];
  week: DashboardSummary['week'];
  /** The newest notification when the figures were begun: a reader notified since gets figures begun after it. */
  notesUpTo: number;
}

/**
 * Whose figures a user's are: an SLDC role sees every record, so its figures are the role's (shared by the whole
 * desk); anyone else's are their own (their records, their utility's, the Admin's users counted the same way).
 */
function figuresKeyOf(user: UserRow): string {
  return recordScopeOf(user).kind === 'all' ? `role:${user.role}` : `user:${user.id}`;
}

export function createDashboardService(
  deps: AppDeps,
  registrations: RegistrationService,
  overdue: readonly OverdueSource[] = [],
  queues: readonly QueueSource[] = [],
) {
  const { db } = deps;
  const cache = createSharedCache<ScopeFigures>({
    ttlMs: deps.config.DASHBOARD_CACHE_MS,
    now: () => deps.now().getTime(),
  });

  /** The tiles and charts of the user's scope, in the dashboard's order: the heavy part, computed once per scope. */
  async function scopeFigures(principal: Principal, user: UserRow): Promise<ScopeFigures> {
    const notesUpTo = await repo.newestNotificationId(db);
    const now = deps.now();
    const tiles: DashboardTile[] = [];
    if (principal.role === 'Admin') tiles.push(...(await adminTiles(db)));
    tiles.push(...(await Promise.all(queues.map((q) => q(principal)))).flat());
    tiles.push(...(await overdueTiles(principal, overdue)));
    tiles.push(...(await registrationTiles(principal, registrations)));
    tiles.push(...(await moneyTiles(db, user, now)));
    return { tiles, week: await weekOf(db, user, businessDate(now)), notesUpTo };
  }

  return {
    /**
     * The signed-in user's dashboard: the scope's figures — shared for DASHBOARD_CACHE_MS, but begun after the user's
     * own last write here and after their newest unread notification (what moved into their queue shows at once) —
     * and the user's own figures (unread notifications, sign-ins, the last sign-in), read afresh on every call.
     */
    async summary(principal: Principal): Promise<DashboardSummary> {
      const user = await findUserById(db, principal.userId);
      if (!user) throw new AppError('not-found', 'User not found');
      const since = new Date(deps.now().getTime() - THIRTY_DAYS_MS);
      const [unread, signIns, lastSignInAt] = await Promise.all([
        repo.unreadOf(db, user.id),
        repo.signInsSince(db, user.id, since),
        repo.previousSignInAt(db, user.id),
      ]);
      const figures = await cache.get(
        figuresKeyOf(user),
        user.id,
        () => scopeFigures(principal, user),
        (shared) => shared.notesUpTo >= unread.newestId,
      );
      return {
        role: principal.role,
        entityName: user.entityName,
        lastSignInAt: lastSignInAt?.toISOString() ?? null,
        tiles: [
          ...figures.tiles,
          {
            key: 'unreadNotifications',
            label: 'Unread notifications',
            value: unread.count,
            to: LIST_LINKS.notifications,
          },
          { key: 'signInsLast30Days', label: 'Sign-ins in the last 30 days', value: signIns, to: null },
        ],
        week: figures.week,
      };
    },

    /** `userId` changed something through this instance: their next dashboard is computed after it. */
    wrote: (userId: number) => cache.wrote(userId),

    /** `work` (a job: it changes records) after which every next dashboard is computed afresh. */
    refreshingAfter<R>(work: () => Promise<R>): () => Promise<R> {
      return async () => {
        try {
          return await work();
        } finally {
          cache.invalidate();
        }
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
