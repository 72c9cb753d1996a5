/**
 * The overdue tiles (issue #13): one per workflow whose clocked statuses the caller's role answers, counting its
 * records past their statutory clock and opening the list filtered to them (`?overdue=true`).
 */
import { LIST_LINKS, type DashboardTile } from '@stoa/shared';
import type { Principal } from '../../platform/access-guard.ts';
import type { ApplicationService } from '../application/application.service.ts';
import type { InterStateService } from '../inter-state/inter-state.service.ts';
import type { RegistrationService } from '../registration/registration.service.ts';
import type { StandingClearanceService } from '../standing-clearance/standing-clearance.service.ts';

/** A workflow's overdue figure for the caller's role and its list (null: the role answers none of its clocks). */
export interface OverdueSource {
  key: string;
  label: string;
  figure(principal: Principal): Promise<{ value: number; to: string | null } | null>;
}

/** An overdue count whose list is one link. */
function linked(to: string, count: (principal: Principal) => Promise<number | null>): OverdueSource['figure'] {
  return async (principal) => {
    const value = await count(principal);
    return value === null ? null : { value, to };
  };
}

/** The workflows with overdue tiles, each linked to its list's overdue filter. */
export function overdueSources(services: {
  registrations: RegistrationService;
  interState: InterStateService;
  applications: ApplicationService;
  clearances: StandingClearanceService;
}): OverdueSource[] {
  const { registrations, interState, applications, clearances } = services;
  return [
    {
      key: 'overdueRegistrations',
      label: 'Registrations overdue',
      figure: linked(LIST_LINKS.overdueRegistrations, registrations.overdue),
    },
    {
      key: 'overdueInterState',
      label: 'Inter-state registrations overdue',
      figure: linked(LIST_LINKS.overdueInterStateRegistrations, interState.overdue),
    },
    // The SLDC application lists are per type: the service picks the first type holding an overdue one.
    { key: 'overdueApplications', label: 'Applications overdue', figure: applications.overdue },
    {
      key: 'overdueClearances',
      label: 'Standing clearances overdue',
      figure: linked(LIST_LINKS.overdueClearances, clearances.overdue),
    },
  ];
}

/** One tile per workflow the role answers: its records past their statutory clock. */
export async function overdueTiles(principal: Principal, sources: readonly OverdueSource[]): Promise<DashboardTile[]> {
  const figures = await Promise.all(sources.map((s) => s.figure(principal)));
  return sources.flatMap((s, i) => {
    const figure = figures[i];
    return figure ? [{ key: s.key, label: s.label, value: figure.value, to: figure.to }] : [];
  });
}
