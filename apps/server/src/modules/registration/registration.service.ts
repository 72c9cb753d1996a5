/**
 * Registrations and renewals (issue #5; spec §7.8; DOMAIN §7): the service the routes call. Saving is
 * submit-registration.ts, the workflow's steps go through the runner with registration-workflow.ts, what a record
 * shows is registration-records.ts, the STOA check mandatory-checks.ts.
 */
import {
  businessDate,
  type EntityType,
  type FileDetail,
  type FileValidationRequest,
  type MandatoryCheck,
  type RecordStatus,
  type RegistrationDetail,
  type RegistrationKind,
  type RegistrationList,
  type RegistrationListQuery,
  type Role,
  type SubmitRegistrationRequest,
  type WorkflowAction,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import * as documentStore from '../../platform/documents/documents.service.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { SYSTEM_ACTOR } from '../../platform/timeline/timeline.ts';
import { findUserById, userOfPrincipal, type UserRow } from '../../platform/users/users.ts';
import { clockedRows, dashboardFigures } from '../../platform/workflow/clocks.ts';
import type { StepWords } from '../../platform/workflow/definition.ts';
import { runTransition } from '../../platform/workflow/run-transition.ts';
import { recordSystemSteps } from '../../platform/workflow/system-steps.ts';
import { workflowCalendar } from '../configuration/calendar.service.ts';
import { feeOn } from '../configuration/charges.service.ts';
import { currentRules } from '../configuration/rules.service.ts';
import { mandatoryChecks } from './mandatory-checks.ts';
import {
  RECORD_TYPE,
  canView,
  detailOf,
  fileDetails,
  toRow,
  visibilityOf,
  visibleRecord,
} from './registration-records.ts';
import { registrationDefinition } from './registration-workflow.ts';
import * as repo from './registration.repository.ts';
import { saveRegistration } from './submit-registration.ts';

export { RECORD_TYPE, routeOf } from './registration-records.ts';

export function createRegistrationService(deps: ServiceDeps) {
  const { db } = deps;
  const definition = registrationDefinition(deps);
  const today = () => businessDate(deps.now());

  const userOf = (principal: Principal) => userOfPrincipal(db, principal);

  const detail = async (tx: DbOrTx, user: UserRow, record: repo.RegistrationRecord) =>
    detailOf(tx, definition, user, record, await workflowCalendar(tx, deps.now()));

  /** Dashboard: the caller's overdue figure, its ids (the lists' `overdue` filter) and queue. */
  const figures = dashboardFigures(
    definition,
    userOf,
    (user, statuses) => repo.waitingRecords(db, visibilityOf(user), statuses),
    workflowCalendar,
  );

  return {
    async list(
      principal: Principal,
      query: RegistrationListQuery,
      scope: { kind: RegistrationKind; entityType?: EntityType },
    ): Promise<RegistrationList> {
      // The signed-in user as the access guard read it; the page with its count in one statement, the clocks'
      // calendar read meanwhile.
      // `overdue=true`: the records waiting on the caller past their clock, reckoned first (one read, one timeline).
      const user = principal.user ?? (await userOf(principal));
      const ids = query.overdue === 'true' ? await figures.overdueIds(principal) : undefined;
      const [{ rows, count }, calendar] = await Promise.all([
        repo.listRegistrations(db, visibilityOf(user), {
          ...query,
          kind: scope.kind,
          entityType: scope.entityType ?? query.entityType,
          ids,
        }),
        workflowCalendar(db, deps.now()),
      ]);
      const plain = rows.map((r) => toRow(r.registration, r.entityName));
      const registrationList = await clockedRows(
        definition,
        plain,
        (r) => r.status.status,
        async () => calendar,
      );
      return { registrationList, dataCount: count };
    },

    async get(principal: Principal, entityType: EntityType, id: number): Promise<RegistrationDetail> {
      const user = await userOf(principal);
      return detail(db, user, await visibleRecord(db, user, id, entityType));
    },

    async save(
      principal: Principal,
      entityType: EntityType,
      body: SubmitRegistrationRequest,
      kind: RegistrationKind,
      ctx: RequestContext,
    ): Promise<{ id: number; status: RecordStatus; version: number }> {
      return saveRegistration(definition, await userOf(principal), entityType, body, kind, ctx);
    },

    /** ApproveAndForward, Reject, SeekClarification, Approve: the runner takes the table's row. */
    async act(
      principal: Principal,
      id: number,
      entityType: EntityType,
      action: Exclude<WorkflowAction, 'Submit'>,
      words: StepWords,
      ctx: RequestContext,
    ): Promise<{ id: number; status: RecordStatus; registrationNo: string | null }> {
      const actor = { userId: principal.userId, role: principal.role as Role, ip: ctx.ip };
      const { record, step } = await runTransition(definition, id, action, actor, { ...words, scope: entityType });
      return { id, status: step.to, registrationNo: record.registrationNo };
    },

    async files(principal: Principal, id: number, entityType: EntityType): Promise<FileDetail[]> {
      const user = await userOf(principal);
      await visibleRecord(db, user, id, entityType);
      return fileDetails(db, id);
    },

    async saveFileValidation(
      principal: Principal,
      id: number,
      entityType: EntityType,
      body: FileValidationRequest,
      ctx: RequestContext,
    ) {
      const user = await userOf(principal);
      const at = deps.now();
      return db.transaction(async (tx) => {
        const record = await visibleRecord(tx, user, id, entityType, true);
        if (record.status !== 'Submitted')
          throw new AppError(
            'business-rule',
            'Documents are verified while the registration awaits SLDC verification.',
          );
        await documentStore.verifyDocuments(tx, {
          recordType: RECORD_TYPE,
          recordId: id,
          actor: { userId: user.id, ip: ctx.ip },
          files: body.files,
          at,
          notPartMessage: 'The document is not part of this registration.',
        });
        return fileDetails(tx, id);
      });
    },

    async mandatoryCheck(principal: Principal, id: number): Promise<MandatoryCheck> {
      const user = await userOf(principal);
      const record = await visibleRecord(db, user, id, null);
      const { items } = await mandatoryChecks(db, record, today());
      return { items };
    },

    async fee(principal: Principal, feeType: 'RegistrationFee' | 'RenewalFee', entityType: EntityType | undefined) {
      const type = entityType ?? ((await userOf(principal)).entityType as EntityType | null);
      if (!type) throw new AppError('validation', 'Entity type is required', 'entityType');
      return { entityType: type, amount: (await feeOn(db, feeType, type, today())) ?? 0 };
    },

    async charges(principal: Principal, entityType: EntityType | undefined) {
      const type = entityType ?? ((await userOf(principal)).entityType as EntityType | null);
      if (!type) throw new AppError('validation', 'Entity type is required', 'entityType');
      return {
        entityType: type,
        registrationFee: (await feeOn(db, 'RegistrationFee', type, today())) ?? 0,
        renewalFee: (await feeOn(db, 'RenewalFee', type, today())) ?? 0,
        validityMonths: (await currentRules(db)).registration.validityMonths,
      };
    },

    /** For the PDFs: the record the caller may see, with what the PDFs print. */
    async forDocument(principal: Principal, id: number) {
      const user = await userOf(principal);
      const record = await visibleRecord(db, user, id, null);
      const previous = record.previousRegistrationId
        ? await repo.findRegistration(db, record.previousRegistrationId)
        : null;
      return { detail: await detail(db, user, record), previous };
    },

    /**
     * The validity job: Approved registrations past their validity become Expired, or Renewed when an approved
     * renewal takes over from them (that renewal is in force from today) — one statement, then the System steps.
     */
    async expireDue(): Promise<number> {
      const at = deps.now();
      const count = await db.transaction(async (tx) => {
        const ended = await repo.expireDue(tx, businessDate(at), at);
        const taken = ended.map((record) => {
          const renewed = record.status === 'Renewed';
          const step = {
            action: renewed ? ('Renewed' as const) : ('Expire' as const),
            from: 'Approved' as RecordStatus,
            to: record.status as RecordStatus,
            actor: SYSTEM_ACTOR,
            comments: renewed ? 'Validity ended: its renewal is in force from today' : null,
            at,
          };
          return { recordId: record.id, record, step };
        });
        await recordSystemSteps(tx, definition, taken);
        return ended.length;
      });
      if (count > 0) deps.mail.outbox.wake();
      return count;
    },

    ...figures,

    /** Dashboard tiles: counts per status of what the caller sees. */
    async counts(principal: Principal) {
      const user = await userOf(principal);
      return repo.countByStatus(db, visibilityOf(user));
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

/**
 * Who besides the uploader reads a registration document (file.service's record check): SLDC roles any; a DISCOM
 * or TRANSCO user only documents of a submitted registration of its own utility (not unattached uploads).
 */
export const canReadRegistrationFile = documentStore.recordReadCheck({
  narrows: (principal) => principal.role === 'DISCOMBusinessUser' || principal.role === 'TRANSCOBusinessUser',
  findUser: findUserById,
  findRecord: (db, id) => repo.findRegistration(db, id),
  canView,
});
