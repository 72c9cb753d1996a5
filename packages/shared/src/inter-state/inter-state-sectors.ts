/**
 * Inter-state registration (spec §2.2 /inter-state-registration/{utilityType}/{id}, §3 "Registered entity sectors"):
 * the sectors an entity of the state registers under, their URL slugs (the route's {utilityType}), which role
 * registers which sectors, and the regional load despatch centres an entity trades through.
 */
import type { Role } from '../auth/roles.ts';

/** Spec §3 Enumerations: registered entity sectors. */
export const REGISTERED_ENTITY_SECTORS = [
  'SSGS',
  'IPP',
  'CPP',
  'DISCOM',
  'Deemed Distribution Licensee',
  'C&I Consumer',
  'Trader',
] as const;
export type RegisteredEntitySector = (typeof REGISTERED_ENTITY_SECTORS)[number];

/** The {utilityType} segment of the route for each sector: URL-safe, readable. */
export const SECTOR_SLUGS: Record<RegisteredEntitySector, string> = {
  SSGS: 'SSGS',
  IPP: 'IPP',
  CPP: 'CPP',
  DISCOM: 'DISCOM',
  'Deemed Distribution Licensee': 'DeemedDistributionLicensee',
  'C&I Consumer': 'CIConsumer',
  Trader: 'Trader',
};

export function isRegisteredEntitySector(value: unknown): value is RegisteredEntitySector {
  return typeof value === 'string' && (REGISTERED_ENTITY_SECTORS as readonly string[]).includes(value);
}

/** The sector of a route segment (slugs compare without case, as the server's routes do); null when none. */
export function sectorOfSlug(slug: string | null | undefined): RegisteredEntitySector | null {
  if (!slug) return null;
  const wanted = slug.toLowerCase();
  return REGISTERED_ENTITY_SECTORS.find((s) => SECTOR_SLUGS[s].toLowerCase() === wanted) ?? null;
}

/**
 * Who registers which sectors: open-access applicants their generating or consuming entity, a trader as a trader,
 * a DISCOM user its distribution company. The other roles process or read, they do not apply.
 */
export const SECTORS_BY_ROLE: Readonly<Partial<Record<Role, readonly RegisteredEntitySector[]>>> = {
  OABusinessUser: ['SSGS', 'IPP', 'CPP', 'C&I Consumer', 'Deemed Distribution Licensee'],
  Trader: ['Trader'],
  DISCOMBusinessUser: ['DISCOM'],
};

export function sectorsFor(role: Role | null | undefined): readonly RegisteredEntitySector[] {
  return (role && SECTORS_BY_ROLE[role]) || [];
}

/** Regional load despatch centres (the state sits in the north-eastern region: NERLDC by default). */
export const RLDCS = ['NRLDC', 'WRLDC', 'SRLDC', 'ERLDC', 'NERLDC'] as const;
export type Rldc = (typeof RLDCS)[number];
export const DEFAULT_RLDC: Rldc = 'NERLDC';
