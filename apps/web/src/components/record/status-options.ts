/**
 * The status filter options of a workflow's lists, read off its table (spec §4 filter options): the workflow's own
 * `filters` where it names them (registration, application), else each status by its label. Drafts are their owner's
 * only: left out unless the list shows them.
 */
import { statusLabelOf, type Workflow } from '@stoa/shared';
import type { SelectOption } from '../select-input.tsx';

export function statusOptionsOf<S extends string, C>(
  workflow: Workflow<S, C>,
  { showsDrafts = false }: { showsDrafts?: boolean } = {},
): SelectOption[] {
  const options =
    workflow.filters?.map((f) => ({ value: f.status, label: f.label })) ??
    workflow.statuses.map((s) => ({ value: s, label: statusLabelOf(workflow, s) }));
  return options.filter((o) => showsDrafts || o.value !== 'Draft');
}
