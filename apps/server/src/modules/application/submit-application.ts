/**
 * Saving an application (spec §7.7 Save{Type}Application): a draft as it stands (shape only), or a submission
 * checked by every rule (window, time blocks, parties, capacities and party limits under the parties' locks,
 * corridors), numbered on first submission, its schedule stored, the step recorded (a returned one's answers to its
 * reasons with it) and the next actors told.
 */
import type { draftApplicationSchema } from '@stoa/shared';
import {
  APPLICATION_MESSAGES,
  APPLICATION_WORKFLOW,
  businessDate,
  scheduleOf,
  submitApplicationSchema,
  type ApplicationStatus,
  type ApplicationType,
  type Role,
  type TimeBlockRow,
} from '@stoa/shared';
import type { z } from 'zod';
import { AppError, issuesError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { nextSerial } from '../../platform/serials/serials.ts';
import type { UserRow } from '../../platform/users/users.ts';
import { planTransition } from '../../platform/workflow/plan.ts';
import { answeredReasonsOf } from '../../platform/workflow/reasons.ts';
import { recordStep, recordDraftSaved } from '../../platform/workflow/run-transition.ts';
import { APPLICATION_NOT_FOUND, type ApplicationDefinition } from './application-workflow.ts';
import { daysEnergy, draftEnergy } from './application-records.ts';
import * as repo from './application.repository.ts';
import type { SubmissionChecks } from './submission-checks.ts';

export const APPLICATION_CHANGED = 'The application was changed elsewhere. Reload to see the latest values.';
export const NOT_EDITABLE = 'Only a draft or a returned application can be edited.';

const TYPE_CODES: Record<ApplicationType, string> = {
  Advance: 'ADV',
  FCFS: 'FCFS',
  DayAhead: 'DA',
  ContingencyDayAhead: 'CDA',
  ContingencySameDay: 'CSD',
};

export function formatApplicationNo(type: ApplicationType, year: number, serial: number): string {
  return `STOA/${TYPE_CODES[type]}/${year}/${String(serial).padStart(5, '0')}`;
}

/** The batch an application is processed in (DOMAIN §3): its delivery date, receipt date (FCFS) or month. */
export function processingDateOf(type: ApplicationType, fromDate: string, receivedOn: string): string {
  if (type === 'FCFS') return receivedOn;
  if (type === 'Advance') return `${fromDate.slice(0, 7)}-01`;
  return fromDate;
}

export type DraftBody = z.infer<typeof draftApplicationSchema>;

/** Save a draft (shape only) or submit (every rule), numbering it on first submission. */
export async function saveApplication(
  definition: ApplicationDefinition,
  checks: SubmissionChecks,
  user: UserRow,
  type: ApplicationType,
  body: DraftBody,
  ctx: RequestContext,
) {
  const { deps } = definition;
  const { db } = deps;
  const { checkSubmission, checkTrader } = checks;
  const role = user.role as Role;
  if (user.isDefaulter) throw new AppError('business-rule', APPLICATION_MESSAGES.defaulter);
  let parsed: z.output<typeof submitApplicationSchema> | null = null;
  if (!body.isDraft) {
    const result = submitApplicationSchema.safeParse(body);
    if (!result.success) throw issuesError(result.error.issues);
    parsed = result.data;
  }
  const at = deps.now();
  const outcome = await db.transaction(async (tx) => {
    const record = body.id ? await repo.findApplication(tx, body.id, true) : null;
    if (body.id) {
      if (!record || record.applicantUserId !== user.id) throw new AppError('not-found', APPLICATION_NOT_FOUND);
      if (record.type !== type) throw new AppError('validation', 'The application type cannot change', 'type');
      if (!APPLICATION_WORKFLOW.editable.includes(record.status as ApplicationStatus)) {
        throw new AppError('business-rule', NOT_EDITABLE);
      }
      if (body.version !== undefined && body.version !== record.version) {
        throw new AppError('conflict', APPLICATION_CHANGED, null, { code: 'STALE_VERSION' });
      }
    }
    // A returned application submitted again answers each reason it was returned for (before anything is written).
    const answers = parsed
      ? await answeredReasonsOf(tx, APPLICATION_WORKFLOW, definition.recordType, record, parsed.reasonAnswers ?? [])
      : null;
    const traderUserId = await checkTrader(tx, user, body.traderId);
    const byTrader = user.role === 'Trader';
    const from = (record?.status ?? 'Draft') as ApplicationStatus;
    const details = {
      timeBlocks: body.timeBlocks,
      remarks: body.remarks ?? null,
    };
    let values: Partial<repo.NewApplication> = {
      sellerRegistrationId: body.sellerRegistrationId ?? null,
      buyerRegistrationId: body.buyerRegistrationId ?? null,
      traderUserId,
      details,
      requestedMwh: draftEnergy(body.timeBlocks as Partial<TimeBlockRow>[]),
      updatedAt: at,
    };
    let to: ApplicationStatus = from;
    let schedule: Map<string, number[]> | null = null;
    if (parsed) {
      const checked = await checkSubmission(tx, user, type, parsed, record?.id ?? null);
      to = planTransition(APPLICATION_WORKFLOW, from, role, 'Submit', { byTrader }, null);
      schedule = scheduleOf(checked.rows);
      const dates = [...schedule.keys()];
      const receivedOn = businessDate(at);
      const year = Number(receivedOn.slice(0, 4));
      values = {
        ...values,
        details: { timeBlocks: parsed.timeBlocks, remarks: parsed.remarks ?? null },
        status: to,
        corridorIds: checked.corridorIds,
        fromDate: dates[0]!,
        toDate: dates[dates.length - 1]!,
        processingDate: processingDateOf(type, dates[0]!, receivedOn),
        receivedAt: at,
        submittedAt: at,
        requestedMwh: daysEnergy([...schedule.values()]),
        allocatedMwh: null,
        sellerConsent: byTrader ? 'Pending' : null,
        buyerConsent: byTrader ? 'Pending' : null,
        applicationNo:
          record?.applicationNo ?? formatApplicationNo(type, year, await nextSerial(tx, `Application${type}`, year)),
      };
    }
    let id: number;
    if (record) {
      id = record.id;
      await repo.updateApplication(tx, id, values);
    } else {
      id = await repo.insertApplication(tx, {
        ...values,
        type,
        applicantUserId: user.id,
        status: to,
        details: values.details ?? details,
        createdAt: at,
      });
    }
    if (schedule) await repo.replaceDays(tx, id, schedule);
    if (parsed) {
      const actor = { userId: user.id, role, ip: ctx.ip };
      const submitted = (await repo.findApplication(tx, id))!;
      const step = { action: 'Submit' as const, from, to, actor, comments: null, reasons: answers, at };
      await recordStep(tx, definition, submitted, step);
    } else {
      await recordDraftSaved(tx, definition, id, { userId: user.id, ip: ctx.ip });
    }
    const saved = (await repo.findApplication(tx, id))!;
    return {
      id,
      applicationNo: saved.applicationNo,
      status: to,
      message: parsed ? APPLICATION_MESSAGES.submitted : APPLICATION_MESSAGES.saved,
    };
  });
  deps.mail.outbox.wake();
  return outcome;
}
