/**
 * Account constants (spec §3, §7.1, §9) in a module without zod, so the /login route's chunk can import them without
 * the schemas (issue 14); account.schemas.ts re-exports them.
 */

/** The browser-storage key of the signed-in user (spec §3). */
export const AUTH_USER_STORAGE_KEY = 'authUser';
/** The header that carries the refresh token (spec §7.1). */
export const REFRESH_TOKEN_HEADER = 'x-refresh-token';
/** Headers every request carries (ARCHITECTURE §5). */
export const APP_NAME_HEADER = 'X-App-Name';
export const APP_VERSION_HEADER = 'X-App-Version';
export const WEB_APP_NAME = 'STOA-Portal-Web';
/** App version (spec §9). */
export const APP_VERSION = '0.1.0';
