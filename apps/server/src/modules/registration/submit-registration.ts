/**
 * Saving a registration or renewal (spec §7.8): a draft as it stands, or a submission checked in full (the shared
 * schema per entity type, own uploads, utilities and zones, one registration per entity, what a renewal may renew
 * and that it changes something), its documents attached, the step recorded and the next actors told.
 */
import {
  REGISTRATION_MESSAGES,
  REGISTRATION_SYSTEM_TRANSITIONS,
  REGISTRATION_WORKFLOW,
  registrationChanged,
  registrationDetailsSchema,
  type EntityType,
  type RecordStatus,
  type RegistrationDetails,
  type RegistrationKind,
  type Role,
  type SubmitRegistrationRequest,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import * as documentStore from '../../platform/documents/documents.service.ts';
import { AppError, issuesError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { isZoneOf, type UserRow } from '../../platform/users/users.ts';
import { planTransition } from '../../platform/workflow/plan.ts';
import { answeredReasonsOf } from '../../platform/workflow/reasons.ts';
import { recordStep, recordDraftSaved } from '../../platform/workflow/run-transition.ts';
import { raiseFee } from './registration-fees.ts';
import { RECORD_TYPE, documentsOf, idOrNull, routeOf } from './registration-records.ts';
import type { RegistrationDefinition } from './registration-workflow.ts';
import * as repo from './registration.repository.ts';
import type { RegistrationRecord } from './registration.repository.ts';

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

/** Submit{EntityType}Registration and Renew{EntityType}Registration: save a draft or submit. */
export async function saveRegistration(
  definition: RegistrationDefinition,
  user: UserRow,
  entityType: EntityType,
  body: SubmitRegistrationRequest,
  kind: RegistrationKind,
  ctx: RequestContext,
): Promise<{ id: number; status: RecordStatus; version: number }> {
  const { deps } = definition;
  const { db } = deps;
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
      if (!record || record.applicantUserId !== user.id || record.entityType !== entityType || record.kind !== kind) {
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
    // A returned registration submitted again answers each reason it was returned for (before anything is written).
    const answers = body.isDraft
      ? null
      : await answeredReasonsOf(tx, REGISTRATION_WORKFLOW, definition.recordType, record, body.reasonAnswers ?? []);

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
      await recordDraftSaved(tx, definition, id, { userId: user.id, ip: ctx.ip });
    } else {
      const actor = { userId: user.id, role: user.role as Role, ip: ctx.ip };
      const submitted = (await repo.findRegistration(tx, id))!;
      const step = { action: 'Submit' as const, from, to, actor, comments: null, reasons: answers, at };
      await recordStep(tx, definition, submitted, step);
      await raiseFee(tx, submitted, at);
    }
    const saved = (await repo.findRegistration(tx, id))!;
    return { id, status: to, version: saved.version };
  });
  deps.mail.outbox.wake();
  return outcome;
}
