/** Test data shaped by the shared schemas. Every person is Asha Rao unless a test says otherwise. */
import type { Profile, SignedInUser, User } from '@stoa/shared';

const ASHA = { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.com' } as const;
const ASHA_CONTACT = { contactNumber: '9876543210', panCardNumber: 'ABCDE1234F' } as const;

/** The fields of a role with neither an entity nor a utility (spec §6): an Admin, an SLDC user. */
export const NO_ENTITY_OR_UTILITY = {
  entityName: null,
  entityType: null,
  dateOfIncorporation: null,
  connectedTo: null,
  connectedToId: null,
  zone: null,
} as const;

/** Signed in as an OA applicant (an injecting entity). */
export function buildSignedInUser(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    id: 7,
    userName: 'oa.injecting',
    ...ASHA,
    role: 'OABusinessUser',
    entityType: 'InjectingEntity',
    jwtToken: 'jwt-1',
    refreshToken: 'refresh-1',
    ...overrides,
  };
}

/** The profile of the signed-in OA applicant of `buildSignedInUser`. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    ...ASHA,
    userName: 'oa.injecting',
    role: 'OABusinessUser',
    ...ASHA_CONTACT,
    contactPersonName: 'Ravi Rao',
    entityName: 'Sunrise Solar Pvt Ltd',
    entityType: 'InjectingEntity',
    dateOfIncorporation: '2015-04-01',
    connectedTo: 'APDCL East',
    connectedToId: 11,
    zone: 'Itanagar',
    isEnabled: true,
    dateOfRegistration: '2026-03-04T20:45:00Z',
    registeredAddress: '12 Ring Road, Itanagar',
    ...overrides,
  };
}

/** A user as the Admin's Users List shows it: an SLDC business user. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 5,
    ...ASHA,
    userName: 'asha.rao',
    ...ASHA_CONTACT,
    role: 'SLDCBusinessUser',
    registeredAddress: 'SLDC Building, Itanagar',
    ...NO_ENTITY_OR_UTILITY,
    isEnabled: true,
    isDefaulter: false,
    acceptTerms: true,
    status: 'Active',
    version: 3,
    ...overrides,
  };
}
