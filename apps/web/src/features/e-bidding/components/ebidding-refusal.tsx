import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { LIST_LINKS, MESSAGES } from '@stoa/shared';
import { ApiRequestError, firstErrorMessage } from '../../../lib/api-client.ts';

/** A form that cannot be shown (no such record, not the caller's), with the way back to the e-bidding list. */
export function EBiddingRefusal({ message, to = LIST_LINKS.eBidding }: { message: string; to?: string }) {
  return (
    <Alert
      severity="error"
      action={
        <Button component={RouterLink} to={to} color="inherit" size="small">
          Back
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** The server's words for a record the caller may not open (403, 404), else the fetch failure of spec §8. */
export function loadErrorOf(error: unknown, notFound: string): string {
  if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404)) {
    return firstErrorMessage(error, notFound);
  }
  return MESSAGES.fetchError;
}
