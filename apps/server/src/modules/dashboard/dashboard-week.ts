/**
 * The dashboard's week (issue 20 item 4): the charts a role sees (shared weekChartsOf) over the 7 business dates
 * ending today, and the money tiles that go with the money chart, each linked to the list it counts.
 */
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_TYPES,
  APPLICATION_TYPE_LABELS,
  LIST_LINKS,
  hasMoneyTiles,
  weekChartsOf,
  weekDaysEnding,
  type DashboardTile,
  type DashboardWeek,
  type Role,
  type WeekCount,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { recordScopeOf } from '../../platform/record-scope.repository.ts';
import type { UserRow } from '../../platform/users/users.ts';
import { moneyFigures } from './dashboard-money.repository.ts';
import * as repo from './dashboard-week.repository.ts';

/** Non-zero counts in the order of `keys`, each with its label. */
function countsOf<K extends string>(
  rows: readonly { key: string | null; n: number }[],
  keys: readonly K[],
  labels: Record<K, string>,
): WeekCount[] {
  const byKey = new Map(rows.flatMap((r) => (r.key === null ? [] : [[r.key, r.n] as const])));
  return keys.flatMap((key) => {
    const count = byKey.get(key) ?? 0;
    return count > 0 ? [{ key, label: labels[key], count }] : [];
  });
}

async function applicationsOf(db: DbOrTx, user: UserRow, span: repo.WeekSpan) {
  const rows = await repo.weekApplications(db, recordScopeOf(user), span);
  return {
    byStatus: countsOf(
      rows.map((r) => ({ key: r.status, n: r.n })),
      APPLICATION_STATUSES,
      APPLICATION_STATUS_LABELS,
    ),
    byType: countsOf(
      rows.map((r) => ({ key: r.type, n: r.n })),
      APPLICATION_TYPES,
      APPLICATION_TYPE_LABELS,
    ),
  };
}

/** The week ending `today` with the charts the user's role sees (the others null); one statement per chart. */
export async function weekOf(db: DbOrTx, user: UserRow, today: string): Promise<DashboardWeek> {
  const days = weekDaysEnding(today);
  const span = { from: days[0]!, to: today };
  const charts = weekChartsOf(user.role as Role);
  const scope = recordScopeOf(user);
  const [applications, allocation, money] = await Promise.all([
    charts.includes('applications') ? applicationsOf(db, user, span) : null,
    charts.includes('allocation') ? repo.weekAllocation(db, span) : null,
    charts.includes('money') ? repo.weekMoney(db, scope, span) : null,
  ]);
  return {
    days,
    applications,
    allocation: allocation?.map((d) => ({ date: d.date, atcMwh: d.atc, allocatedMwh: d.allocated })) ?? null,
    money: money?.map((d) => ({ date: d.date, duePaise: d.due, receivedPaise: d.received })) ?? null,
  };
}

const duesLink = (status: string) => `${LIST_LINKS.payments}?tab=dues&dueStatus=${status}`;

/**
 * The money tiles of a payer or the SLDC (every party's): what is due, what is overdue (how many dues and how much),
 * the months of TDS with no challan uploaded; the SLDC also the payments awaiting its reconciliation.
 */
export async function moneyTiles(db: DbOrTx, user: UserRow, now: Date): Promise<DashboardTile[]> {
  const role = user.role as Role;
  if (!hasMoneyTiles(role)) return [];
  const f = await moneyFigures(db, recordScopeOf(user), now);
  const tiles: DashboardTile[] = [
    { key: 'duesDue', label: 'Amount due', value: f.duePaise, unit: 'money', to: duesLink('Due') },
    { key: 'duesOverdue', label: 'Overdue dues', value: f.overdueDues, unit: 'count', to: duesLink('Overdue') },
    {
      key: 'duesOverdueAmount',
      label: 'Overdue amount',
      value: f.overduePaise,
      unit: 'money',
      to: duesLink('Overdue'),
    },
    {
      key: 'tdsChallansDue',
      label: 'TDS challans not uploaded',
      value: f.challansNotUploaded,
      unit: 'count',
      to: `${LIST_LINKS.tdsChallans}?challanStatus=NotUploaded`,
    },
  ];
  if (recordScopeOf(user).kind === 'all') {
    tiles.push({
      key: 'paymentsToReconcile',
      label: 'Payments to reconcile',
      value: f.paymentsToReconcile,
      unit: 'count',
      to: `${LIST_LINKS.payments}?tab=payments&paymentStatus=Submitted`,
    });
  }
  return tiles;
}
