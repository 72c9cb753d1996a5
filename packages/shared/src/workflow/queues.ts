/** A role's queues in a workflow: the statuses it acts on, and the status filter options of its lists. */
import type { Role } from '../auth/roles.ts';
import { commentRequiredOf, isWorkflowAction, type Workflow } from './engine.ts';
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

/** An action a role may take on many records at once: the forward moves of its queue (never Reject or Return). */
export interface BulkAction<S extends string> {
  action: 'Forward' | 'Approve';
  /** The button's words, as on the record (a row's own label wins: approver I's 'Verify and Forward'). */
  label: string;
  /** The statuses a record must be in to take it. */
  from: S[];
  /** The table asks a comment of the move (of any of its rows): the one comment for every record is then required. */
  commentRequired: boolean;
}

/**
 * The bulk actions of a role in a workflow (issue 15): per forward action the statuses it is taken from. Rows with a
 * route condition (`when`) count too: the server decides each record, and a row it refuses is reported, not hidden.
 */
export function bulkActionsOf<S extends string, C>(wf: Workflow<S, C>, role: Role | null): BulkAction<S>[] {
  const actions: BulkAction<S>[] = [];
  for (const t of wf.transitions) {
    if (t.role !== role || (t.action !== 'Forward' && t.action !== 'Approve')) continue;
    const found = actions.find((a) => a.action === t.action);
    const commentRequired = commentRequiredOf(t);
    if (!found)
      actions.push({ action: t.action, label: t.label ?? wf.labels[t.action], from: [t.from], commentRequired });
    else {
      if (!found.from.includes(t.from)) found.from.push(t.from);
      found.commentRequired ||= commentRequired;
    }
  }
  return actions;
}
