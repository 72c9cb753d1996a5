/**
 * The one paths table of the web (STYLE: bulletproof-react's central paths). Paths come from the shared access
 * table; BUILT_PAGES says which pages exist in this build, so nav, the avatar menu, dashboard tiles and `/` never
 * lead to a page that is not there yet.
 */
import { matchRoutes } from 'react-router';
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
  'hangfire',
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
  'configReasons',
  'tdsConfig',
  'tdsInterest',
  'paymentDashboard',
  'paymentRefund',
  'paymentDetail',
  'tdsChallan',
  'ebiddingPayments',
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
  'revision',
  'curtailment',
  'reports',
];

/** The pages of the access table not built yet: guarded like any page, then answered with the 404 page. */
export const UNBUILT_PAGES: readonly PageKey[] = (Object.keys(PAGES) as PageKey[]).filter(
  (key) => !BUILT_PAGES.includes(key),
);

/** Every page of the access table as a route, so a path is matched the way the router ranks it. */
const PAGE_ROUTES = (Object.keys(PAGES) as PageKey[]).map((key) => ({ id: key, path: PAGES[key].path }));

/**
 * Does `to` (a URL, maybe with query or hash) open a page that is built? The page is the one the router would pick —
 * a named path before a parameter (/payments/challan before /payments/:id).
 */
export function isBuilt(to: string): boolean {
  const pathname = to.split(/[?#]/, 1)[0] ?? '';
  const page = matchRoutes(PAGE_ROUTES, pathname)?.at(-1)?.route.id as PageKey | undefined;
  return page !== undefined && BUILT_PAGES.includes(page);
}
