/** A role's queues in a workflow: the statuses it acts on, and the status filter options of its lists. */
import type { Role } from '../auth/roles.ts';
import { isWorkflowAction, type Workflow } from './engine.ts';
import { statusLabelOf } from './record-view.ts';

/**
 * The statuses a role acts on in a workflow (its queue): those from which it has a processor's action (not the
 * owner's Submit, not the system's moves), in the workflow's order of statuses.
 */
export function actedStatusesOf<S extends string, C>(wf: Workflow<S, C>, role: Role | null): S[] {
  const acted = new Set<S>();
  for (const t of wf.transitions) {
    if (t.role === role && t.action !== 'Submit' && isWorkflowAction(t.action)) acted.add(t.from);
  }
  return wf.statuses.filter((s) => acted.has(s));
}

/**
 * A list's status filter options for a role (issue 15 queues): first every status the role acts on, then the
 * workflow's own filter options (spec §4) — or, without those, every other status — each in the record's words.
 * Drafts are their owner's only: left out unless the list shows them.
 */
export function statusFilterOptionsOf<S extends string, C>(
  wf: Workflow<S, C>,
  role: Role | null,
  { showsDrafts = false }: { showsDrafts?: boolean } = {},
): { value: S; label: string }[] {
  const rest = wf.filters?.map((f) => f.status) ?? wf.statuses;
  const drafts = showsDrafts ? wf.statuses.filter((s) => s === 'Draft') : [];
  const statuses = [...new Set([...drafts, ...actedStatusesOf(wf, role), ...rest])];
  return statuses.filter((s) => showsDrafts || s !== 'Draft').map((s) => ({ value: s, label: statusLabelOf(wf, s) }));
}
