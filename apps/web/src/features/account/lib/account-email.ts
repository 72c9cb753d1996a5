/**
 * The e-mail address carried from pre-registration or forgot-password to set-password (spec §4 Account flow: "the
 * email is kept in browser storage"). Session storage: it only needs to live as long as the tab, and an address
 * typed on a shared computer should not outlive it.
 */
const ACCOUNT_EMAIL_KEY = 'accountEmail';

export function readAccountEmail(): string {
  try {
    return window.sessionStorage.getItem(ACCOUNT_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

export function storeAccountEmail(email: string): void {
  try {
    window.sessionStorage.setItem(ACCOUNT_EMAIL_KEY, email);
  } catch {
    // Storage unavailable (private mode, quota): the user types the address again on /set-password.
  }
}

export function clearAccountEmail(): void {
  try {
    window.sessionStorage.removeItem(ACCOUNT_EMAIL_KEY);
  } catch {
    // See storeAccountEmail.
  }
}
