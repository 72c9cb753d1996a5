import { MESSAGES } from '@stoa/shared';
import { ApiRequestError, firstErrorMessage } from '../../../lib/api-client.ts';

export const APPLICATION_NOT_FOUND = 'The application was not found, or it is not yours to see.';

/** Why a record page could not load: a 403 or 404 says why (the server's words), anything else is a fetch error. */
export function loadErrorOf(error: unknown): string {
  if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404)) {
    return firstErrorMessage(error, APPLICATION_NOT_FOUND);
  }
  return MESSAGES.fetchError;
}
