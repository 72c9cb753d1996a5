import { MESSAGES, PAYMENT_MESSAGES } from '@stoa/shared';
import { ApiRequestError, firstErrorMessage } from '../../../lib/api-client.ts';

/** Why a payment could not load: a 403 or 404 says why (the server's words), anything else is a fetch error. */
export function loadErrorOf(error: unknown): string {
  if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404)) {
    return firstErrorMessage(error, PAYMENT_MESSAGES.notFound);
  }
  return MESSAGES.fetchError;
}
