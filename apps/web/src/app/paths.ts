/**
 * The one paths table of the web (STYLE: bulletproof-react's central paths). Paths come from the shared access
 * table; BUILT_PAGES says which pages exist in this build, so nav, the avatar menu, dashboard tiles and `/` never
 * lead to a page that is not there yet.
 */
import { matchPath } from 'react-router';
import { PAGES, type PageKey } from '@stoa/shared';

export const PATHS = {
  home: PAGES.home.path,
  login: PAGES.login.path,
  landing: PAGES.landing.path,
  forbidden: PAGES.forbidden.path,
  forgotPassword: PAGES.forgotPassword.path,
  preRegister: PAGES.preRegister.path,
  setPassword: PAGES.setPassword.path,
  profile: PAGES.profile.path,
  changePassword: PAGES.changePassword.path,
} as const;

/** Pages of the access table that exist in this build. Add a key here when its page lands. */
export const BUILT_PAGES: readonly PageKey[] = [
  'home',
  'login',
  'landing',
  'forbidden',
  'adminUsers',
  'adminOutbox',
  'preRegister',
  'setPassword',
  'forgotPassword',
  'profile',
  'changePassword',
  'notifications',
  'configStoaCharges',
  'configFees',
  'configTransco',
  'configDiscom',
  'configHolidays',
  'configBankDetails',
  'configPayment',
  'configManual',
  'configRules',
  'tdsConfig',
  'tdsInterest',
  'registrations',
  'traders',
  'interStateRegistration',
  'entities',
  'consent',
  'standingClearance',
  'applications',
  'intraStateStoa',
  'interStateStoa',
  'eBidding',
];

/** The pages of the access table not built yet: guarded like any page, then answered with the 404 page. */
export const UNBUILT_PAGES: readonly PageKey[] = (Object.keys(PAGES) as PageKey[]).filter(
  (key) => !BUILT_PAGES.includes(key),
);

/** Route patterns with a page in this build. */
export const BUILT_PATHS: readonly string[] = BUILT_PAGES.map((key) => PAGES[key].path);

/** Does `to` (a URL, maybe with query or hash) open a page that is built? */
export function isBuilt(to: string): boolean {
  const pathname = to.split(/[?#]/, 1)[0] ?? '';
  return BUILT_PATHS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
