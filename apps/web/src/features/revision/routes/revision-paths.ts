/**
 * The revision URLs under /revision (the access table's page 'revision'): the applicants' list and form under /oa,
 * the SLDC's list under /sldc, a request's record at /revision/{revisionId}/{applicationId} for both (shared
 * RECORD_LINKS.revision).
 */
import { LIST_LINKS, RECORD_LINKS, SLDC_ROLES, can, type Role } from '@stoa/shared';

export const revisionPaths = {
  oaList: LIST_LINKS.ownRevisions,
  sldcList: LIST_LINKS.sldcRevisions,
  /** The request form, maybe with the application to revise picked. */
  newRequest: (applicationId?: number) =>
    `${LIST_LINKS.ownRevisions}/new${applicationId === undefined ? '' : `?applicationId=${applicationId}`}`,
  record: RECORD_LINKS.revision,
  list: (isApplicant: boolean) => (isApplicant ? LIST_LINKS.ownRevisions : LIST_LINKS.sldcRevisions),
} as const;

/** Applicants and traders ask for revisions of their own applications. */
export const isRevisionApplicant = (role: Role | null) => can(role, 'revisionRequest');

/** The SLDC roles see every request (the business user decides them). */
export const isSldcReader = (role: Role | null) => role !== null && (SLDC_ROLES as readonly Role[]).includes(role);

/** The applicants' button to the request form (list page, application record). */
export const REQUEST_REVISION = 'Request Revision';
