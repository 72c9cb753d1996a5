/**
 * Inter-state registration (spec §2.2; issue #5): an owner's drafts and submissions checked by the shared schema,
 * the chain through the shared transition table (SLDC verification with the documents' marks, approver I, approver
 * II), the number and validity on approval, and the documents read through the file service.
 */
import {
  INTER_STATE_MESSAGES,
  INTER_STATE_ROUTE,
  INTER_STATE_WORKFLOW,
  interStateDetailsSchema,
  requiredMessage,
  sectorOfDetails,
  sectorsFor,
  type FileDetail,
  type FileValidationRequest,
  type InterStateDetail,
  type InterStateDetails,
  type InterStateList,
  type InterStateListQuery,
  type RecordStatus,
  type Role,
  type SubmitInterStateRequest,
  type WorkflowAction,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import * as documentStore from '../../platform/documents/documents.service.ts';
import { AppError, issuesError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { userOfPrincipal, type UserRow } from '../../platform/users/users.ts';
import type { FileService, StoredFile } from '../file/file.service.ts';
import { planTransition } from '../../platform/workflow/plan.ts';
import { clockedRows, dashboardFigures } from '../../platform/workflow/clocks.ts';
import type { StepWords } from '../../platform/workflow/definition.ts';
import { answeredReasonsOf } from '../../platform/workflow/reasons.ts';
import { recordStep, runTransition, recordDraftSaved } from '../../platform/workflow/run-transition.ts';
import { workflowCalendar } from '../configuration/calendar.service.ts';
import { interStateDefinition } from './inter-state-workflow.ts';
import * as repo from './inter-state.repository.ts';
import type { InterStateRecord } from './inter-state.repository.ts';
import {
  RECORD_TYPE,
  canView,
  detailOf,
  documentsOf,
  fileDetails,
  toRow,
  visibilityOf,
} from './inter-state-records.ts';

export function createInterStateService(deps: ServiceDeps, files: FileService) {
  const { db } = deps;
  const definition = interStateDefinition(deps);

  const userOf = (principal: Principal) => userOfPrincipal(db, principal);

  /** The record, if the caller may see it (404 unknown, 403 not theirs). */
  async function visibleRecord(tx: DbOrTx, user: UserRow, id: number, forUpdate = false) {
    const record = await repo.findInterState(tx, id, forUpdate);
    if (!record) throw new AppError('not-found', INTER_STATE_MESSAGES.notFound);
    if (!canView(user, record)) throw new AppError('forbidden', INTER_STATE_MESSAGES.notVisible);
    return record;
  }

  /** The record being saved again: the caller's own, editable, unchanged since it was read, of the same sector. */
  async function editableRecord(tx: DbOrTx, user: UserRow, body: SubmitInterStateRequest, sector: string) {
    const record = body.id ? await repo.findInterState(tx, Number(body.id), true) : null;
    if (!record || record.applicantUserId !== user.id) throw new AppError('not-found', INTER_STATE_MESSAGES.notFound);
    if (!INTER_STATE_WORKFLOW.editable.includes(record.status as RecordStatus)) {
      throw new AppError('business-rule', INTER_STATE_MESSAGES.notEditable);
    }
    if (body.version && body.version !== record.version) {
      throw new AppError('conflict', INTER_STATE_MESSAGES.changedElsewhere, null, { code: 'STALE_VERSION' });
    }
    if (record.sector !== sector) throw new AppError('validation', INTER_STATE_MESSAGES.sectorFixed, 'general.sector');
    return record;
  }

  /** Each document is the caller's own upload for a registration, or one the record already holds (400 otherwise). */
  async function checkDocuments(tx: DbOrTx, user: UserRow, details: InterStateDetails, recordId: number | null) {
    const named = details.documents.map((d) => ({ fileId: d.fileId, field: `documents.${d.documentType}` }));
    const record = { recordType: RECORD_TYPE, recordId };
    const problems = await documentStore.checkOwnDocuments(tx, user, named, record, INTER_STATE_MESSAGES.fileNotOwn);
    if (problems.length > 0) throw AppError.fields('validation', problems);
  }

  /** Dashboard: the caller's overdue figure, its ids (the list's `overdue` filter) and queue. */
  const figures = dashboardFigures(
    definition,
    userOf,
    (user, statuses) => repo.waitingRecords(db, visibilityOf(user), statuses),
    workflowCalendar,
  );

  return {
    ...figures,

    async list(principal: Principal, query: InterStateListQuery): Promise<InterStateList> {
      // The signed-in user as the access guard read it; the page with its count in one statement, the clocks'
      // calendar read meanwhile.
      // `overdue=true`: the records waiting on the caller past their clock, reckoned first (one read, one timeline).
      const user = principal.user ?? (await userOf(principal));
      const ids = query.overdue === 'true' ? await figures.overdueIds(principal) : undefined;
      const [{ rows, count }, calendar] = await Promise.all([
        repo.listInterState(db, visibilityOf(user), { ...query, ids }),
        workflowCalendar(db, deps.now()),
      ]);
      const plain = rows.map((r) => toRow(r.record, r.entityName));
      const registrationList = await clockedRows(
        definition,
        plain,
        (r) => r.status.status,
        async () => calendar,
      );
      return { registrationList, dataCount: count };
    },

    async get(principal: Principal, id: number): Promise<InterStateDetail> {
      const user = await userOf(principal);
      return detailOf(db, definition, user, await visibleRecord(db, user, id), await workflowCalendar(db, deps.now()));
    },

    /** Saves a draft (details unchecked) or submits (checked in full, documents attached, the SLDC told). */
    async save(
      principal: Principal,
      body: SubmitInterStateRequest,
      ctx: RequestContext,
    ): Promise<{ id: number; status: RecordStatus; version: number }> {
      const user = await userOf(principal);
      const role = user.role as Role;
      const sector = sectorOfDetails(body.details);
      if (!sector) throw new AppError('validation', requiredMessage('Sector'), 'general.sector');
      if (!sectorsFor(role).includes(sector)) {
        throw new AppError('validation', INTER_STATE_MESSAGES.sectorNotYours, 'general.sector');
      }
      let parsed: InterStateDetails | null = null;
      if (!body.isDraft) {
        const result = interStateDetailsSchema.safeParse(body.details);
        if (!result.success) throw issuesError(result.error.issues, 'details');
        parsed = result.data;
      }
      const details = (parsed ?? body.details) as Record<string, unknown>;
      const at = deps.now();
      const outcome = await db.transaction(async (tx) => {
        const record: InterStateRecord | null = body.id ? await editableRecord(tx, user, body, sector) : null;
        if (!record && (await repo.findOpenOfSector(tx, user.id, sector))) {
          throw new AppError('business-rule', INTER_STATE_MESSAGES.alreadyOpen);
        }
        if (parsed) await checkDocuments(tx, user, parsed, record?.id ?? null);
        // A returned registration submitted again answers each reason it was returned for (before anything is written).
        const answers = body.isDraft
          ? null
          : await answeredReasonsOf(tx, INTER_STATE_WORKFLOW, definition.recordType, record, body.reasonAnswers ?? []);
        const from = (record?.status ?? 'Draft') as RecordStatus;
        const to = body.isDraft
          ? from
          : planTransition(INTER_STATE_WORKFLOW, from, role, 'Submit', INTER_STATE_ROUTE, null);
        const submitted = body.isDraft ? {} : { submittedAt: at };
        let id: number;
        if (record) {
          id = record.id;
          await repo.updateInterState(tx, id, { details, status: to, updatedAt: at, ...submitted });
        } else {
          id = await repo.insertInterState(tx, {
            applicantUserId: user.id,
            sector,
            status: to,
            details,
            createdAt: at,
            updatedAt: at,
            ...submitted,
          });
        }
        if (body.isDraft) {
          await recordDraftSaved(tx, definition, id, { userId: user.id, ip: ctx.ip });
        } else {
          const docs = documentsOf(details);
          await documentStore.replaceDocuments(tx, RECORD_TYPE, id, docs);
          const actor = { userId: user.id, role, ip: ctx.ip };
          const saved = (await repo.findInterState(tx, id))!;
          const step = { action: 'Submit' as const, from, to, actor, comments: null, reasons: answers, at };
          await recordStep(tx, definition, saved, step);
        }
        const saved = (await repo.findInterState(tx, id))!;
        return { id, status: to, version: saved.version };
      });
      deps.mail.outbox.wake();
      return outcome;
    },

    /** ApproveAndForward, Reject, SeekClarification, Approve: the runner takes the table's row. */
    async act(
      principal: Principal,
      id: number,
      action: Exclude<WorkflowAction, 'Submit'>,
      words: StepWords,
      ctx: RequestContext,
    ): Promise<{ id: number; status: RecordStatus; registrationNo: string | null }> {
      const actor = { userId: principal.userId, role: principal.role as Role, ip: ctx.ip };
      const { record, step } = await runTransition(definition, id, action, actor, { ...words });
      return { id, status: step.to, registrationNo: record.registrationNo };
    },

    /** The SLDC business user's Valid / Invalid marks, while the record awaits its verification. */
    async saveFileValidation(
      principal: Principal,
      id: number,
      body: FileValidationRequest,
      ctx: RequestContext,
    ): Promise<FileDetail[]> {
      const user = await userOf(principal);
      return db.transaction(async (tx) => {
        const record = await visibleRecord(tx, user, id, true);
        if (record.status !== 'Submitted')
          throw new AppError('business-rule', INTER_STATE_MESSAGES.verifyOnlySubmitted);
        await documentStore.verifyDocuments(tx, {
          recordType: RECORD_TYPE,
          recordId: id,
          actor: { userId: user.id, ip: ctx.ip },
          files: body.files,
          at: deps.now(),
          notPartMessage: INTER_STATE_MESSAGES.fileNotPart,
        });
        return fileDetails(tx, id);
      });
    },

    /** InterState/DownloadFile (spec §7.3): a document of a record the caller may see, or its own upload. */
    async downloadFile(principal: Principal, fileId: string): Promise<StoredFile> {
      return files.read(principal, fileId);
    },
  };
}

export type InterStateService = ReturnType<typeof createInterStateService>;

export { canReadInterStateFile } from './inter-state-records.ts';
