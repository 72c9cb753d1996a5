/**
 * What the registration screens read off a status, from the shared groups and the workflow table (STYLE rule 3: no
 * status string compared by hand in a component).
 */
import {
  IN_PROCESS_STATUSES,
  REGISTRATION_MESSAGES,
  REGISTRATION_SYSTEM_TRANSITIONS,
  REGISTRATION_WORKFLOW,
  SLDC_ROLES,
  VALID_REGISTRATION_STATUSES,
  can,
  type RecordStatus,
  type RegistrationDetail,
  type Role,
} from '@stoa/shared';

const has = (list: readonly RecordStatus[], status: RecordStatus) => list.includes(status);

/** Draft or returned: the applicant edits it (and submits it again). */
export function isEditableStatus(status: RecordStatus): boolean {
  return has(REGISTRATION_WORKFLOW.editable, status);
}

export function isInProcess(status: RecordStatus): boolean {
  return has(IN_PROCESS_STATUSES, status);
}

/** Approved or Expired: a registration that can be renewed (spec §4 Renew rule). */
export function isRenewable(status: RecordStatus): boolean {
  return has(REGISTRATION_SYSTEM_TRANSITIONS.renew.from, status);
}

/** Approved: in force, with a validity to show. */
export function isInForce(status: RecordStatus): boolean {
  return has(VALID_REGISTRATION_STATUSES, status);
}

/** A registration the holder already has: approved, expired (renew it) or renewed. */
function isHeld(status: RecordStatus): boolean {
  return isRenewable(status) || status === REGISTRATION_SYSTEM_TRANSITIONS.renew.to;
}

export const CONTINUE_DRAFT_HINT = 'You have a registration to complete: open it with Edit.';

/** Why an applicant may not start a new registration, read from the rows of their list; null when they may. */
export function newRegistrationBlock(statuses: readonly RecordStatus[]): string | null {
  if (statuses.some(isEditableStatus)) return CONTINUE_DRAFT_HINT;
  if (statuses.some(isInProcess)) return REGISTRATION_MESSAGES.alreadyInProcess;
  if (statuses.some(isHeld)) return REGISTRATION_MESSAGES.alreadyRegistered;
  return null;
}

/** The SLDC business user verifies the documents while the registration waits for it (Pending SLDC verification). */
export function isVerifyingDocuments(role: Role | null, record: RegistrationDetail): boolean {
  return can(role, 'registrationVerify') && record.status.status === 'Submitted' && record.actions.length > 0;
}

/** The STOA availability check's checklist is the SLDC's, while the registration waits for that check. */
export function showsMandatoryChecks(role: Role | null, record: RegistrationDetail): boolean {
  return role !== null && (SLDC_ROLES as readonly Role[]).includes(role) && record.status.status === 'PendingSTOACheck';
}
