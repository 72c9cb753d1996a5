import { EBIDDING_MESSAGES, MESSAGES } from '@stoa/shared';
import { ApiRequestError, firstErrorMessage } from '../../../lib/api-client.ts';

export const INVITATION_NOT_FOUND = EBIDDING_MESSAGES.invitationNotFound;
export const DETAILS_NOT_FOUND = EBIDDING_MESSAGES.nothingToDownload;

/** Why a page could not load: a 403 or 404 says why (the server's words), anything else is a fetch error. */
export function loadErrorOf(error: unknown, notFound: string = INVITATION_NOT_FOUND): string {
  if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404)) {
    return firstErrorMessage(error, notFound);
  }
  return MESSAGES.fetchError;
}
