/**
 * The system's steps taken many at a time (processing outcomes, the validity job): the caller moves the records
 * set-based; this checks every move is a System row of the table (a move the table lacks is a programming error),
 * writes the timeline rows in one statement and announces each record (unless quiet).
 */
import { SYSTEM_ROLE } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { recordEvents } from '../timeline/timeline.ts';
import type { Step, WorkflowDefinition } from './definition.ts';
import { announceStep } from './run-transition.ts';

export function assertSystemMove<S extends string, C, R>(def: WorkflowDefinition<S, C, R>, step: Step<S>): void {
  const found = def.workflow.transitions.some(
    (t) => t.role === SYSTEM_ROLE && t.from === step.from && t.action === step.action && t.to === step.to,
  );
  if (!found) throw new Error(`${def.workflow.name}: no System row ${step.from} -${step.action}→ ${step.to}`);
}

export async function recordSystemSteps<S extends string, C, R>(
  tx: DbOrTx,
  def: WorkflowDefinition<S, C, R>,
  taken: readonly { recordId: number; record?: R; step: Step<S> }[],
  options: { quiet?: boolean } = {},
): Promise<void> {
  for (const { step } of taken) assertSystemMove(def, step);
  await recordEvents(
    tx,
    taken.map(({ recordId, step }) => ({
      recordType: def.recordType,
      recordId,
      action: step.action,
      fromStatus: step.from,
      toStatus: step.to,
      actor: step.actor,
      comments: step.comments,
      at: step.at,
    })),
  );
  if (def.afterSteps && taken.length > 0) {
    await def.afterSteps(
      tx,
      taken.map((t) => t.recordId),
      taken[0]!.step.at,
    );
  }
  if (options.quiet) return;
  for (const { record, step } of taken) if (record) await announceStep(tx, def, record, step);
}
