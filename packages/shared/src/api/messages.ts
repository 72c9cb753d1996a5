/** Texts the spec fixes (§8) or that several places show. One source per message. */
export const MESSAGES = {
  genericError: 'Sorry! Something went wrong. Please try again later.',
  fetchError: 'Sorry! We are unable to fetch the data.',
  notificationConnectionError: 'Notification Connection Error',
  unexpectedError: 'Some Unexpected Error Has Occured',
  notFound: '404 - Page not found.',
  incorrectCaptcha: 'Incorrect Captcha',
  /** One message for a wrong user name or a wrong password: never say which of the two was wrong. */
  invalidCredentials: 'Invalid user name or password.',
  /** The same, once many sign-ins from one address have failed: the captcha is what stands between them. */
  invalidCredentialsNewCaptcha:
    'Invalid user name or password. Many sign-ins from your network have failed: enter the new captcha carefully.',
  accountDisabled: 'Your account is disabled. Please contact the SLDC administrator.',
  accountPending:
    'Your account is not active yet. Please set your password with the verification code sent to your email.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  apiNotFound: 'The requested resource was not found.',
  noNewNotifications: 'No New Notifications',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  /** 503: the database is unreachable or dropped the connection; the next request may well succeed. */
  serviceUnavailable: 'The service is temporarily unavailable. Please try again.',
  /** Spec §8 File. */
  downloadFailed: 'Unable to download file.',
  downloadBadFileName: 'Unable to download file. Invalid file name received from server.',
  uploadFailed: 'Unable to upload the file.',
  /** The application form's row when the remaining approved quantum cannot be read (the spec's spelling). */
  remainingQuantumFailed: 'Error fetching remaining quatum details.',
  /** Spec §8 Other failures: a form whose save failed for no reason of its fields (network, 5xx). */
  submissionFailed: 'Error in submission!',
} as const;

/** The lockout message after too many failed sign-ins. */
export function lockedOutMessage(minutes: number): string {
  const unit = minutes === 1 ? 'minute' : 'minutes';
  return `Too many failed sign-in attempts. Please try again in ${minutes} ${unit}.`;
}

/** Spec §5: '{label} is required'. */
export function requiredMessage(label: string): string {
  return `${label} is required`;
}
