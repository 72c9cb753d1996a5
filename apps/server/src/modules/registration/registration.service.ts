/**
 * Registrations and renewals (issue #5; spec §7.8; DOMAIN §7): drafts and submissions checked by the shared
 * schemas, the workflow through the shared transition table, document verification, registration numbers and
 * validity on approval, the expiry job, renewals and the PDFs.
 */
import {
  RECORD_STATUS_LABELS,
  REGISTRATION_MESSAGES,
  REGISTRATION_SYSTEM_TRANSITIONS,
  REGISTRATION_WORKFLOW,
  ZONE_DOCUMENT,
  ZONE_DOCUMENT_LABEL,
  DOCUMENT_TYPES,
  actionsFor,
  businessDate,
  formatDisplayDate,
  formActionsFor,
  formatRegistrationNo,
  nextActors,
  registrationChanged,
  registrationDetailsSchema,
  registrationRowFields,
  renewalStart,
  validityEnd,
  type EntityType,
  type FileDetail,
  type FileValidationRequest,
  type MandatoryCheck,
  type RecordStatus,
  type RegistrationDetail,
  type RegistrationDetails,
  type RegistrationKind,
  type RegistrationList,
  type RegistrationListQuery,
  type RegistrationRoute,
  type RegistrationRow,
  type Role,
  type SubmitRegistrationRequest,
  type WorkflowAction,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import { portalUrlOf } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { writeAudit } from '../../platform/audit.ts';
import * as documentStore from '../../platform/documents/documents.service.ts';
import { AppError, issuesError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { findUserById, type UserRow } from '../account/account.repository.ts';
import { isZoneOf } from '../account/user.repository.ts';
import { feeOn } from '../configuration/charges.service.ts';
import { currentRules } from '../configuration/rules.service.ts';
import {
  notifyAll,
  planTransition,
  recordEvent,
  timelineOf,
  recipientById,
  usersInRoles,
  type Recipient,
} from '../workflow/workflow.service.ts';
import * as repo from './registration.repository.ts';
import type { RegistrationRecord, Visibility } from './registration.repository.ts';

export const RECORD_TYPE = 'Registration';

/** The route a registration takes through the chain (DOMAIN §7). */
export function routeOf(r: Pick<RegistrationRecord, 'discomId' | 'transcoId'>): RegistrationRoute {
  return { involvesDiscom: r.discomId !== null, involvesTransco: r.transcoId !== null };
}

function visibilityOf(user: UserRow): Visibility {
  switch (user.role as Role) {
    case 'OABusinessUser':
    case 'Trader':
      return { kind: 'own', userId: user.id };
    case 'DISCOMBusinessUser':
      return { kind: 'utility', column: 'discomId', utilityId: user.utilityId };
    case 'TRANSCOBusinessUser':
      return { kind: 'utility', column: 'transcoId', utilityId: user.utilityId };
    case 'SLDCBusinessUser':
    case 'SLDCApproverI':
    case 'SLDCApproverII':
      return { kind: 'all' };
    default:
      return { kind: 'utility', column: 'discomId', utilityId: null };
  }
}

function canView(user: UserRow, r: RegistrationRecord): boolean {
  const v = visibilityOf(user);
  switch (v.kind) {
    case 'own':
      return r.applicantUserId === user.id;
    case 'utility':
      return v.utilityId !== null && r.status !== 'Draft' && r[v.column] === v.utilityId;
    case 'all':
      return r.status !== 'Draft';
  }
}

function statusObject(status: string) {
  return { status: status as RecordStatus, statusDescription: RECORD_STATUS_LABELS[status as RecordStatus] ?? status };
}

function toRow(r: RegistrationRecord, entityName: string | null): RegistrationRow {
  return {
    id: r.id,
    kind: r.kind as RegistrationKind,
    entityType: r.entityType as EntityType,
    registrationNo: r.registrationNo,
    entityName: entityName ?? '',
    ...registrationRowFields(r.details as Record<string, unknown>),
    submittedOn: r.submittedAt?.toISOString() ?? null,
    updatedOn: r.updatedAt.toISOString(),
    approvedOn: r.approvedOn,
    expiredOn: r.expiredOn,
    status: statusObject(r.status),
  };
}

/** The documents a details payload names: typed documents and one per zone. */
function documentsOf(details: Record<string, unknown>): { fileId: string; documentType: string }[] {
  const docs = Array.isArray(details['documents']) ? (details['documents'] as Record<string, unknown>[]) : [];
  const zones = Array.isArray(details['zones']) ? (details['zones'] as Record<string, unknown>[]) : [];
  return [
    ...docs
      .filter((d) => typeof d['fileId'] === 'string')
      .map((d) => ({ fileId: d['fileId'] as string, documentType: String(d['documentType']) })),
    ...zones
      .filter((z) => typeof z['zonefileId'] === 'string')
      .map((z) => ({ fileId: z['zonefileId'] as string, documentType: ZONE_DOCUMENT })),
  ];
}

function documentLabel(documentType: string): string {
  if (documentType === ZONE_DOCUMENT) return ZONE_DOCUMENT_LABEL;
  return (DOCUMENT_TYPES as Record<string, { label: string }>)[documentType]?.label ?? documentType;
}

const idOrNull = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function createRegistrationService(deps: ServiceDeps) {
  const { db } = deps;
  const portalUrl = portalUrlOf(deps.config);
  const today = () => businessDate(deps.now());

  async function userOf(principal: Principal): Promise<UserRow> {
    const user = await findUserById(db, principal.userId);
    if (!user) throw new AppError('forbidden', 'User not found');
    return user;
  }

  /** The record, if the caller may see it (404 unknown or of another entity type, 403 not theirs). */
  async function visibleRecord(
    tx: DbOrTx,
    user: UserRow,
    id: number,
    entityType: EntityType | null,
    forUpdate = false,
  ) {
    const record = await repo.findRegistration(tx, id, forUpdate);
    if (!record || (entityType && record.entityType !== entityType)) {
      throw new AppError('not-found', REGISTRATION_MESSAGES.notFound);
    }
    if (!canView(user, record)) throw new AppError('forbidden', 'You do not have access to this registration.');
    return record;
  }

  const fileDetails = (tx: DbOrTx, id: number): Promise<FileDetail[]> =>
    documentStore.documentsOf(tx, RECORD_TYPE, id, documentLabel);

  /** Who hears of a step: the next actors (DISCOM/TRANSCO only of the record's utility) and the applicant. */
  async function recipientsAfter(tx: DbOrTx, record: RegistrationRecord, status: RecordStatus): Promise<Recipient[]> {
    const route = routeOf(record);
    const recipients: Recipient[] = [];
    for (const role of nextActors(REGISTRATION_WORKFLOW, status, route)) {
      const utilityId =
        role === 'DISCOMBusinessUser' ? record.discomId : role === 'TRANSCOBusinessUser' ? record.transcoId : undefined;
      recipients.push(...(await usersInRoles(tx, [role], utilityId)));
    }
    return recipients;
  }

  async function announce(tx: DbOrTx, record: RegistrationRecord, status: RecordStatus, entityName: string) {
    const what = record.kind === 'Renewal' ? 'Renewal of registration' : 'Registration';
    const ref = record.registrationNo ?? `#${record.id}`;
    const link = `/registrations/view/${record.entityType}/${record.id}`;
    const title = `${what} ${ref}: ${RECORD_STATUS_LABELS[status]}`;
    const next = await recipientsAfter(tx, record, status);
    if (next.length > 0) {
      await notifyAll(
        tx,
        deps.mail.outbox,
        next,
        { title, text: `${what} ${ref} of ${entityName} awaits your action (${RECORD_STATUS_LABELS[status]}).`, link },
        portalUrl,
      );
    }
    const applicant = await recipientById(tx, record.applicantUserId);
    await notifyAll(
      tx,
      deps.mail.outbox,
      applicant,
      { title, text: `Your ${what.toLowerCase()} ${ref} is now: ${RECORD_STATUS_LABELS[status]}.`, link },
      portalUrl,
    );
  }

  /** Checks a submitted payload beyond its schema: own uploads, utilities of the right type, zones of them. */
  async function checkSubmission(tx: DbOrTx, user: UserRow, details: RegistrationDetails, recordId: number | null) {
    const named = [
      ...details.documents.map((d) => ({ fileId: d.fileId, field: `documents.${d.documentType}` })),
      ...(details.zones ?? []).map((z, i) => ({ fileId: z.zonefileId, field: `zones.${i}.zonefileId` })),
    ];
    const problems = await documentStore.checkOwnDocuments(
      tx,
      user,
      named,
      { recordType: RECORD_TYPE, recordId },
      REGISTRATION_MESSAGES.fileNotOwn,
    );
    const c = details.connection;
    if (c) {
      const names = await repo.utilityNames(tx, [c.transcoId, c.discomId]);
      if (c.transcoId && names.get(c.transcoId)?.type !== 'TRANSCO')
        problems.push(['connection.transcoId', 'Choose a TRANSCO from the list']);
      if (c.discomId && names.get(c.discomId)?.type !== 'DISCOM')
        problems.push(['connection.discomId', 'Choose a DISCOM from the list']);
      if (
        c.transcoId &&
        names.get(c.transcoId)?.type === 'TRANSCO' &&
        !(await isZoneOf(tx, c.transcoId, c.transmissionZone))
      ) {
        problems.push(['connection.transmissionZone', 'Choose a zone of the TRANSCO']);
      }
      if (
        c.discomId &&
        c.distributionZone &&
        names.get(c.discomId)?.type === 'DISCOM' &&
        !(await isZoneOf(tx, c.discomId, c.distributionZone))
      ) {
        problems.push(['connection.distributionZone', 'Choose a zone of the DISCOM']);
      }
      if (c.transcoId) {
        for (const [i, z] of (details.zones ?? []).entries()) {
          if (!(await isZoneOf(tx, c.transcoId, z.zone)))
            problems.push([`zones.${i}.zone`, 'Choose a zone of the TRANSCO']);
        }
      }
    }
    if (problems.length > 0) throw AppError.fields('validation', problems);
  }

  /**
   * An approved renewal takes over from the registration it renews (DOMAIN §7): at once when that one has ended (a
   * late renewal: it becomes Renewed now), else the day after it ends — it stays Approved and usable until then and
   * the expiry job marks it Renewed; its timeline says when the renewal takes over.
   */
  async function handOver(
    tx: DbOrTx,
    previous: RegistrationRecord,
    renewalId: number,
    validFrom: string,
    isEarly: boolean,
    by: { user: UserRow; ip: string | null; at: Date },
  ) {
    const renewable = (REGISTRATION_SYSTEM_TRANSITIONS.renew.from as readonly string[]).includes(previous.status);
    if (!renewable) return;
    const to = isEarly ? previous.status : REGISTRATION_SYSTEM_TRANSITIONS.renew.to;
    if (!isEarly) await repo.updateRegistration(tx, previous.id, { status: to, updatedAt: by.at });
    await recordEvent(tx, {
      recordType: RECORD_TYPE,
      recordId: previous.id,
      action: 'Renewed',
      fromStatus: previous.status,
      toStatus: to,
      actor: { userId: by.user.id, role: by.user.role as Role, ip: by.ip },
      comments: isEarly
        ? `Renewal #${renewalId} approved: it takes over on ${formatDisplayDate(validFrom)}; this registration stays in force until then`
        : `Renewal #${renewalId} approved`,
      at: by.at,
    });
  }

  async function detailOf(tx: DbOrTx, user: UserRow, record: RegistrationRecord): Promise<RegistrationDetail> {
    const applicant = record.applicantUserId === user.id ? user : await findUserById(tx, record.applicantUserId);
    const route = routeOf(record);
    const isOwner = record.applicantUserId === user.id;
    const role = user.role as Role;
    const status = record.status as RecordStatus;
    const names = await repo.utilityNames(tx, [record.transcoId, record.discomId]);
    const feeType = record.kind === 'Renewal' ? 'RenewalFee' : 'RegistrationFee';
    const feeAmount = await feeOn(tx, feeType, record.entityType, businessDate(record.submittedAt ?? deps.now()));
    const renewal = await repo.findRenewalOf(tx, record.id);
    const canRenew =
      isOwner && (REGISTRATION_SYSTEM_TRANSITIONS.renew.from as readonly string[]).includes(status) && renewal === null;
    return {
      ...toRow(record, applicant?.entityName ?? null),
      applicantUserId: record.applicantUserId,
      previousRegistrationId: record.previousRegistrationId,
      details: record.details as Record<string, unknown>,
      files: await fileDetails(tx, record.id),
      timeline: await timelineOf(tx, RECORD_TYPE, record.id),
      formActions: formActionsFor(REGISTRATION_WORKFLOW, status, role, route, { isOwner, canView: true }),
      actions: actionsFor(REGISTRATION_WORKFLOW, status, role, route).filter((a) => a !== 'Submit' || isOwner),
      canRenew,
      renewedBy: renewal && !renewal.isOpen ? { id: renewal.id, validFrom: renewal.validFrom } : null,
      fee:
        feeAmount === null || status === 'Draft'
          ? null
          : { label: record.kind === 'Renewal' ? 'Renewal fee' : 'Registration fee', amount: feeAmount, status: 'Due' },
      transcoName: record.transcoId ? (names.get(record.transcoId)?.name ?? null) : null,
      discomName: record.discomId ? (names.get(record.discomId)?.name ?? null) : null,
      version: record.version,
    };
  }

  async function mandatoryChecks(
    tx: DbOrTx,
    record: RegistrationRecord,
  ): Promise<MandatoryCheck & { blocking: string[] }> {
    const applicant = await findUserById(tx, record.applicantUserId);
    const files = await fileDetails(tx, record.id);
    const timeline = await timelineOf(tx, RECORD_TYPE, record.id);
    const lastSubmit = timeline.map((t) => t.action).lastIndexOf('Submit');
    const since = timeline.slice(lastSubmit + 1).map((t) => t.fromStatus);
    const route = routeOf(record);
    const feeType = record.kind === 'Renewal' ? 'RenewalFee' : 'RegistrationFee';
    const fee = await feeOn(tx, feeType, record.entityType, businessDate(record.submittedAt ?? deps.now()));
    const licence = (record.details as { licence?: { licenceValidTo?: string } }).licence;
    const items: MandatoryCheck['items'] = [
      {
        key: 'documents',
        label: 'Documents verified',
        passed: files.length > 0 && files.every((f) => f.isValid === true),
        detail: `${files.filter((f) => f.isValid === true).length} of ${files.length} documents marked valid`,
      },
      {
        key: 'utilities',
        label: 'Utility approvals',
        passed:
          (!route.involvesDiscom || since.includes('PendingDISCOMApproval')) &&
          (!route.involvesTransco || since.includes('PendingTRANSCOApproval')),
        detail:
          route.involvesDiscom || route.involvesTransco
            ? [route.involvesDiscom ? 'DISCOM' : null, route.involvesTransco ? 'TRANSCO' : null]
                .filter(Boolean)
                .join(' and ') + ' forwarded'
            : 'No utility involved (trader)',
      },
      {
        key: 'notDefaulter',
        label: 'Applicant is not a defaulter',
        passed: applicant?.isDefaulter === false,
        detail: applicant?.isDefaulter ? 'Marked defaulter by the Admin' : 'Not marked defaulter',
      },
      {
        key: 'accountEnabled',
        label: 'Applicant account enabled',
        passed: applicant?.isEnabled === true,
        detail: applicant?.isEnabled ? 'Enabled' : 'Disabled',
      },
    ];
    if (record.entityType === 'Trader') {
      const valid = !!licence?.licenceValidTo && licence.licenceValidTo >= today();
      items.push({
        key: 'licence',
        label: 'Trading licence in force',
        passed: valid,
        detail: licence?.licenceValidTo ? `Valid to ${licence.licenceValidTo}` : 'No validity given',
      });
    }
    items.push({
      key: 'fee',
      label: record.kind === 'Renewal' ? 'Renewal fee' : 'Registration fee',
      passed: false,
      detail:
        fee === null
          ? 'No fee configured'
          : `₹${fee.toFixed(2)} due (recorded through Payments once payments open; not a condition yet)`,
    });
    const blocking = items
      .filter((i) => !i.passed && ['notDefaulter', 'accountEnabled', 'licence', 'documents'].includes(i.key))
      .map((i) => i.label);
    return { items, blocking };
  }

  return {
    async list(
      principal: Principal,
      query: RegistrationListQuery,
      scope: { kind: RegistrationKind; entityType?: EntityType },
    ): Promise<RegistrationList> {
      const user = await userOf(principal);
      const { rows, count } = await repo.listRegistrations(db, visibilityOf(user), {
        ...query,
        kind: scope.kind,
        entityType: scope.entityType ?? query.entityType,
      });
      return { registrationList: rows.map((r) => toRow(r.registration, r.entityName)), dataCount: count };
    },

    async get(principal: Principal, entityType: EntityType, id: number): Promise<RegistrationDetail> {
      const user = await userOf(principal);
      const record = await visibleRecord(db, user, id, entityType);
      return detailOf(db, user, record);
    },

    /** Submit{EntityType}Registration and Renew{EntityType}Registration: save a draft or submit. */
    async save(
      principal: Principal,
      entityType: EntityType,
      body: SubmitRegistrationRequest,
      kind: RegistrationKind,
      ctx: RequestContext,
    ): Promise<{ id: number; status: RecordStatus; version: number }> {
      const user = await userOf(principal);
      if (user.entityType !== entityType) throw new AppError('business-rule', REGISTRATION_MESSAGES.wrongEntityType);
      let details: Record<string, unknown> = body.details;
      let parsed: RegistrationDetails | null = null;
      if (!body.isDraft) {
        const result = registrationDetailsSchema(entityType).safeParse(body.details);
        if (!result.success) throw issuesError(result.error.issues, 'details');
        parsed = result.data;
        details = parsed as unknown as Record<string, unknown>;
      }
      const at = deps.now();
      const outcome = await db.transaction(async (tx) => {
        let record: RegistrationRecord | null = null;
        let previous: RegistrationRecord | null = null;
        if (body.id) {
          record = await repo.findRegistration(tx, body.id, true);
          if (
            !record ||
            record.applicantUserId !== user.id ||
            record.entityType !== entityType ||
            record.kind !== kind
          ) {
            throw new AppError('not-found', REGISTRATION_MESSAGES.notFound);
          }
          if (!REGISTRATION_WORKFLOW.editable.includes(record.status as RecordStatus)) {
            throw new AppError('business-rule', REGISTRATION_MESSAGES.notEditable);
          }
          if (body.version && body.version !== record.version) {
            throw new AppError(
              'conflict',
              'The registration was changed elsewhere. Reload to see the latest values.',
              null,
              {
                code: 'STALE_VERSION',
              },
            );
          }
        }
        if (kind === 'Renewal') {
          const previousId = record?.previousRegistrationId ?? body.previousRegistrationId;
          previous = previousId ? await repo.findRegistration(tx, previousId, true) : null;
          if (!previous || previous.applicantUserId !== user.id || previous.entityType !== entityType) {
            throw new AppError('not-found', REGISTRATION_MESSAGES.notFound, 'previousRegistrationId');
          }
          if (!(REGISTRATION_SYSTEM_TRANSITIONS.renew.from as readonly string[]).includes(previous.status)) {
            throw new AppError('business-rule', REGISTRATION_MESSAGES.renewNotAllowed);
          }
          const renewal = await repo.findRenewalOf(tx, previous.id);
          if (renewal && !renewal.isOpen) {
            throw new AppError('business-rule', REGISTRATION_MESSAGES.alreadyRenewed(renewal.validFrom ?? ''));
          }
          if (!record && renewal) throw new AppError('business-rule', REGISTRATION_MESSAGES.renewalInProcess);
          if (
            !body.isDraft &&
            previous.status === 'Approved' &&
            !registrationChanged(entityType, previous.details as Record<string, unknown>, details)
          ) {
            throw new AppError('business-rule', REGISTRATION_MESSAGES.renewUnchanged);
          }
        } else if (!record) {
          const blocking = await repo.findBlockingRegistration(tx, user.id);
          if (blocking) {
            const held = ['Approved', 'Expired', 'Renewed'].includes(blocking.status);
            throw new AppError(
              'business-rule',
              held ? REGISTRATION_MESSAGES.alreadyRegistered : REGISTRATION_MESSAGES.alreadyInProcess,
            );
          }
        }
        if (parsed) await checkSubmission(tx, user, parsed, record?.id ?? null);

        const connection = (details['connection'] ?? {}) as Record<string, unknown>;
        const columns = {
          details,
          transcoId: entityType === 'Trader' ? null : idOrNull(connection['transcoId']),
          discomId: entityType === 'Trader' ? null : idOrNull(connection['discomId']),
          updatedAt: at,
        };
        const from = (record?.status ?? 'Draft') as RecordStatus;
        const to: RecordStatus = body.isDraft
          ? from
          : planTransition(REGISTRATION_WORKFLOW, from, user.role as Role, 'Submit', routeOf(columns), null);
        let id: number;
        if (record) {
          id = record.id;
          await repo.updateRegistration(tx, id, {
            ...columns,
            status: to,
            ...(body.isDraft ? {} : { submittedAt: at }),
          });
        } else {
          id = await repo.insertRegistration(tx, {
            ...columns,
            kind,
            entityType,
            applicantUserId: user.id,
            previousRegistrationId: previous?.id ?? null,
            registrationNo: previous?.registrationNo ?? null,
            status: to,
            submittedAt: body.isDraft ? null : at,
            createdAt: at,
          });
        }
        if (!body.isDraft) await documentStore.replaceDocuments(tx, RECORD_TYPE, id, documentsOf(details));
        if (body.isDraft) {
          await writeAudit(tx, {
            actorUserId: user.id,
            action: 'registration.save-draft',
            entityType: RECORD_TYPE,
            entityId: id,
            ip: ctx.ip,
          });
        } else {
          await recordEvent(tx, {
            recordType: RECORD_TYPE,
            recordId: id,
            action: 'Submit',
            fromStatus: from,
            toStatus: to,
            actor: { userId: user.id, role: user.role as Role, ip: ctx.ip },
            at,
          });
        }
        const saved = (await repo.findRegistration(tx, id))!;
        if (!body.isDraft) await announce(tx, saved, to, user.entityName ?? user.userName);
        return { id, status: to, version: saved.version };
      });
      deps.mail.outbox.wake();
      return outcome;
    },

    /** ApproveAndForward, Reject, SeekClarification, Approve. */
    async act(
      principal: Principal,
      id: number,
      entityType: EntityType,
      action: Exclude<WorkflowAction, 'Submit'>,
      comments: string | null,
      ctx: RequestContext,
    ): Promise<{ id: number; status: RecordStatus; registrationNo: string | null }> {
      const user = await userOf(principal);
      const at = deps.now();
      const result = await db.transaction(async (tx) => {
        const record = await visibleRecord(tx, user, id, entityType, true);
        const from = record.status as RecordStatus;
        const to = planTransition(REGISTRATION_WORKFLOW, from, user.role as Role, action, routeOf(record), comments);
        if (from === 'Submitted' && action === 'Forward') {
          const unverified = await documentStore.documentsVerified(tx, RECORD_TYPE, id);
          if (unverified) throw new AppError('business-rule', unverified);
        }
        if (from === 'PendingSTOACheck' && action === 'Forward') {
          const { blocking } = await mandatoryChecks(tx, record);
          if (blocking.length > 0)
            throw new AppError('business-rule', `The STOA check is not met: ${blocking.join(', ')}.`);
        }
        let registrationNo = record.registrationNo;
        const values: Parameters<typeof repo.updateRegistration>[2] = { status: to, updatedAt: at };
        if (to === 'Approved') {
          const approvedOn = businessDate(at);
          const months = (await currentRules(tx)).registration.validityMonths;
          let validFrom = approvedOn;
          if (record.kind === 'Renewal' && record.previousRegistrationId) {
            const previous = await repo.findRegistration(tx, record.previousRegistrationId, true);
            if (previous) {
              validFrom = renewalStart(approvedOn, previous.status === 'Approved' ? previous.expiredOn : null);
              registrationNo = previous.registrationNo;
              await handOver(tx, previous, record.id, validFrom, validFrom > approvedOn, { user, ip: ctx.ip, at });
            }
          }
          if (!registrationNo) {
            const year = Number(approvedOn.slice(0, 4));
            registrationNo = formatRegistrationNo(
              record.entityType as EntityType,
              year,
              await repo.nextSerial(tx, record.entityType as EntityType, year),
            );
          }
          Object.assign(values, { registrationNo, approvedOn, validFrom, expiredOn: validityEnd(validFrom, months) });
        }
        await repo.updateRegistration(tx, id, values);
        await recordEvent(tx, {
          recordType: RECORD_TYPE,
          recordId: id,
          action,
          fromStatus: from,
          toStatus: to,
          actor: { userId: user.id, role: user.role as Role, ip: ctx.ip },
          comments,
          at,
        });
        const saved = (await repo.findRegistration(tx, id))!;
        const applicant = await findUserById(tx, record.applicantUserId);
        await announce(tx, saved, to, applicant?.entityName ?? '');
        return { id, status: to, registrationNo };
      });
      deps.mail.outbox.wake();
      return result;
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
      const { items } = await mandatoryChecks(db, record);
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
      const detail = await detailOf(db, user, record);
      const previous = record.previousRegistrationId
        ? await repo.findRegistration(db, record.previousRegistrationId)
        : null;
      return { detail, previous };
    },

    /**
     * The daily validity job: Approved registrations past their validity become Expired, or Renewed when an approved
     * renewal takes over from them (that renewal is in force from today).
     */
    async expireDue(): Promise<number> {
      const at = deps.now();
      const count = await db.transaction(async (tx) => {
        const ended = await repo.expireDue(tx, businessDate(at), at);
        for (const r of ended) {
          const renewed = r.status === 'Renewed';
          await recordEvent(tx, {
            recordType: RECORD_TYPE,
            recordId: r.id,
            action: renewed ? 'Renewed' : 'Expire',
            fromStatus: 'Approved',
            toStatus: r.status,
            actor: { userId: null, role: 'System' },
            comments: renewed ? 'Validity ended: its renewal is in force from today' : null,
            at,
          });
          const no = r.registrationNo ?? '';
          await notifyAll(
            tx,
            deps.mail.outbox,
            await recipientById(tx, r.applicantUserId),
            renewed
              ? {
                  title: `Registration ${no} renewed`,
                  text: `The validity of your registration ${no} has ended and its renewal is in force from today.`,
                  link: '/registrations',
                }
              : {
                  title: `Registration ${no} expired`,
                  text: `Your registration ${no} has expired. Renew it to keep applying for open access.`,
                  link: '/registrations/renew',
                },
            portalUrl,
          );
        }
        return ended.length;
      });
      if (count > 0) deps.mail.outbox.wake();
      return count;
    },

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
