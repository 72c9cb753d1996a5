import { APPLICANT_ROLES, SLDC_ROLES, type Role } from '@stoa/shared';
import type { RegistrationListSource } from '../api/get-registrations.ts';

/** OA applicants and traders register; the other non-admin roles process (spec §2.7). */
export function isApplicant(role: Role | null | undefined): boolean {
  return role !== null && role !== undefined && (APPLICANT_ROLES as readonly Role[]).includes(role);
}

export function isSldcRole(role: Role | null | undefined): boolean {
  return role !== null && role !== undefined && (SLDC_ROLES as readonly Role[]).includes(role);
}

/** The SLDC sees every registration; a DISCOM or TRANSCO user the ones of their utility (spec §7.8). */
export function requestSource(role: Role | null | undefined): RegistrationListSource {
  return isSldcRole(role) ? { kind: 'all' } : { kind: 'utility' };
}
