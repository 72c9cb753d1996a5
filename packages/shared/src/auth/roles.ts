/** The portal's roles (spec §3 Enumerations). `All` is a pseudo-role meaning "any signed-in role". */
export const ROLES = [
  'Admin',
  'OABusinessUser',
  'SLDCBusinessUser',
  'SLDCApproverI',
  'SLDCApproverII',
  'DISCOMBusinessUser',
  'TRANSCOBusinessUser',
  'Trader',
] as const;

export type Role = (typeof ROLES)[number];
export type RoleOrAll = Role | 'All';

export const ROLE_LABELS: Record<Role, string> = {
  Admin: 'Admin',
  OABusinessUser: 'OA Applicant',
  SLDCBusinessUser: 'SLDC Business User',
  SLDCApproverI: 'SLDC Approver I',
  SLDCApproverII: 'SLDC Approver II',
  DISCOMBusinessUser: 'DISCOM Business User',
  TRANSCOBusinessUser: 'TRANSCO Business User',
  Trader: 'Trader',
};

/** Entity types with their labels (spec §3). */
export const ENTITY_TYPES = ['InjectingEntity', 'DraweeEntity', 'BothEntity', 'Trader'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  InjectingEntity: 'Injecting Entity',
  DraweeEntity: 'Drawee Entity',
  BothEntity: 'Both Entity',
  Trader: 'Trader',
};

/** OA applicants pre-register as one of these; a trader is always 'Trader' (spec §3 Enumerations). */
export const OA_ENTITY_TYPES = [
  'InjectingEntity',
  'DraweeEntity',
  'BothEntity',
] as const satisfies readonly EntityType[];

export const UTILITY_TYPES = ['TRANSCO', 'DISCOM'] as const;
export type UtilityType = (typeof UTILITY_TYPES)[number];

/** Role groups the spec names again and again. */
export const SLDC_ROLES = ['SLDCBusinessUser', 'SLDCApproverI', 'SLDCApproverII'] as const satisfies readonly Role[];
export const APPLICANT_ROLES = ['OABusinessUser', 'Trader'] as const satisfies readonly Role[];
export const UTILITY_ROLES = ['DISCOMBusinessUser', 'TRANSCOBusinessUser'] as const satisfies readonly Role[];
export const APPLICANT_AND_SLDC_ROLES = [...APPLICANT_ROLES, ...SLDC_ROLES] as const;

/** OA applicants and traders: they see their own records only. */
export const isApplicantRole = (role: string): boolean => (APPLICANT_ROLES as readonly string[]).includes(role);
/** "All seven non-admin roles" (spec §2.2). */
export const NON_ADMIN_ROLES = ROLES.filter((r) => r !== 'Admin');

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
