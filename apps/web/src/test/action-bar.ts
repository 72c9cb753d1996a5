/** Test records carry the action bar the server would send: the table's buttons of their actions for the viewer. */
import { actionBarOf, type RecordAction, type Role, type WorkflowAction, type Workflow } from '@stoa/shared';

/** The viewer's buttons off the table on a record in `status`, for the record's `actions` (as the server does). */
export function actionBarFor<S extends string, C>(
  workflow: Workflow<S, C>,
  route: C,
  viewer: { role: Role; status: S; actions: readonly WorkflowAction[] },
): RecordAction[] {
  return actionBarOf(workflow, viewer.status, viewer.role, route).filter((bar) => viewer.actions.includes(bar.action));
}
