/**
 * User manuals (spec §2.7 User Manual, §6): one PDF per role, and per entity type for OA applicants. Without an
 * upload the built-in manual is served.
 */
import { z } from 'zod';
import { ENTITY_TYPE_LABELS, OA_ENTITY_TYPES, ROLE_LABELS, ROLES, type EntityType, type Role } from '../auth/roles.ts';

/** Who a manual is for: every role but OA applicants, and each OA entity type. */
export const MANUAL_AUDIENCES = [...ROLES.filter((r) => r !== 'OABusinessUser'), ...OA_ENTITY_TYPES] as const;
export type ManualAudience = Role | EntityType;

export function manualAudienceLabel(audience: string): string {
  if ((OA_ENTITY_TYPES as readonly string[]).includes(audience)) {
    return `OA Applicant — ${ENTITY_TYPE_LABELS[audience as EntityType]}`;
  }
  return ROLE_LABELS[audience as Role] ?? audience;
}

/** The manual a user downloads: by entity type for OA applicants, otherwise by role (spec §6). */
export function manualAudienceOf(role: Role, entityType: EntityType | null): ManualAudience {
  return role === 'OABusinessUser' && entityType ? entityType : role;
}

export const manualSaveSchema = z.object({
  audience: z.enum(MANUAL_AUDIENCES as unknown as [string, ...string[]], { error: 'Manual For is required' }),
  fileId: z.string().uuid('Please choose a file to upload.'),
});
export const manualRowSchema = z.object({
  audience: z.string(),
  label: z.string(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string().nullable(),
});
export type ManualRow = z.infer<typeof manualRowSchema>;

/** The list answers (GetAll). */
export const manualListSchema = z.object({ manuals: z.array(manualRowSchema) });
