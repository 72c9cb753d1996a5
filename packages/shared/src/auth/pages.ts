/**
 * The pages of the one access table (access.ts): which role may open which page (spec §2.2) and where `/` sends it.
 */
import { APPLICANT_AND_SLDC_ROLES, NON_ADMIN_ROLES, ROLES, SLDC_ROLES, type Role } from './roles.ts';

/** `unauth`: signed-out users only; `public`: anyone; otherwise the roles allowed (ROLES = "All"). */
export type Access = 'unauth' | 'public' | readonly Role[];

// ---------------------------------------------------------------------------------------------------------------
// Pages (spec §2.2). `path` is a React Router pattern.
// ---------------------------------------------------------------------------------------------------------------
export const PAGES = {
  login: { path: '/login', access: 'unauth' },
  preRegister: { path: '/pre-register', access: 'unauth' },
  setPassword: { path: '/set-password', access: 'unauth' },
  forgotPassword: { path: '/forgot-password', access: 'unauth' },
  home: { path: '/', access: ROLES },
  landing: { path: '/landing', access: ROLES },
  forbidden: { path: '/forbidden', access: 'public' },
  profile: { path: '/profile', access: ROLES },
  changePassword: { path: '/change-password', access: ROLES },
  notifications: { path: '/notifications', access: ROLES },
  hangfire: { path: '/hangfire', access: ['Admin'] },
  adminUsers: { path: '/admin/users', access: ['Admin'] },
  adminOutbox: { path: '/admin/outbox', access: ['Admin'] },
  registrations: { path: '/registrations/*', access: NON_ADMIN_ROLES },
  traders: { path: '/traders', access: ['OABusinessUser'] },
  entities: { path: '/entities', access: ['Trader'] },
  interStateRegistration: { path: '/inter-state-registration/*', access: NON_ADMIN_ROLES },
  consent: { path: '/consent-for-inter-state-stoa-transactions/*', access: APPLICANT_AND_SLDC_ROLES },
  standingClearance: { path: '/standing-clearance-power/*', access: SLDC_ROLES },
  intraStateStoa: { path: '/intra-state-stoa/*', access: ['SLDCBusinessUser'] },
  interStateStoa: { path: '/inter-state-stoa/*', access: ['SLDCBusinessUser'] },
  applications: { path: '/applications/*', access: APPLICANT_AND_SLDC_ROLES },
  revision: { path: '/revision/*', access: APPLICANT_AND_SLDC_ROLES },
  eBidding: { path: '/e-bidding/*', access: APPLICANT_AND_SLDC_ROLES },
  payments: { path: '/payments/*', access: APPLICANT_AND_SLDC_ROLES },
  reports: { path: '/reports/:reportName', access: NON_ADMIN_ROLES },
  configurations: {
    path: '/configurations/*',
    access: ['Admin', 'OABusinessUser', 'SLDCBusinessUser', 'Trader'],
  },
  curtailment: { path: '/curtailment/*', access: APPLICANT_AND_SLDC_ROLES },
  // The configuration subpages (spec §2.7): the Admin keeps them; the SLDC's bank details are also read by
  // applicants and the SLDC business user (their "SLDC Bank Details"), which is why /configurations admits them.
  configStoaCharges: { path: '/configurations/stoaCharges', access: ['Admin'] },
  configFees: { path: '/configurations/fees', access: ['Admin'] },
  configTransco: { path: '/configurations/transco', access: ['Admin'] },
  configDiscom: { path: '/configurations/discom', access: ['Admin'] },
  configHolidays: { path: '/configurations/holiday', access: ['Admin'] },
  configBankDetails: {
    path: '/configurations/bankDetails',
    access: ['Admin', 'OABusinessUser', 'SLDCBusinessUser', 'Trader'],
  },
  configPayment: { path: '/configurations/payment', access: ['Admin'] },
  configManual: { path: '/configurations/manual', access: ['Admin'] },
  configRules: { path: '/configurations/rules', access: ['Admin'] },
  // Issue 36 item 8: the reasons a Reject or Seek Clarification offers, per record type.
  configReasons: { path: '/configurations/reasons', access: ['Admin'] },
  // Payments subpages built before the rest of payments (spec §2.5 /tds-config, /tds-interest).
  tdsConfig: { path: '/payments/tds-config', access: ['OABusinessUser'] },
  tdsInterest: { path: '/payments/tds-interest', access: SLDC_ROLES },
  // The rest of payments (spec §2.5), one key per subpage so each is shown in the nav once it is built.
  paymentDashboard: { path: '/payments/dashboard', access: APPLICANT_AND_SLDC_ROLES },
  paymentRefund: { path: '/payments/refund', access: APPLICANT_AND_SLDC_ROLES },
  // The monthly TDS list, optionally one application's months (spec §2.5 "with optional applicationId").
  tdsChallan: { path: '/payments/challan/:applicationId?', access: APPLICANT_AND_SLDC_ROLES },
  ebiddingPayments: { path: '/payments/ebidding', access: APPLICANT_AND_SLDC_ROLES },
  paymentDetail: { path: '/payments/:id', access: APPLICANT_AND_SLDC_ROLES },
} as const satisfies Record<string, { path: string; access: Access }>;

export type PageKey = keyof typeof PAGES;

/** May a visitor (role, or null when signed out) open the page? */
export function canOpenPage(page: PageKey, role: Role | null): boolean {
  return accessAllows(PAGES[page].access, role);
}

export function accessAllows(access: Access, role: Role | null): boolean {
  if (access === 'public') return true;
  if (access === 'unauth') return role === null;
  return role !== null && access.includes(role);
}

/** Where `/` sends each role: the first of these that is built (spec §2.2 "the first route for the role"). */
const FIRST_ROUTES: Record<Role, readonly string[]> = {
  Admin: ['/admin/users', '/landing'],
  OABusinessUser: ['/landing'],
  SLDCBusinessUser: ['/landing'],
  SLDCApproverI: ['/landing'],
  SLDCApproverII: ['/landing'],
  DISCOMBusinessUser: ['/landing'],
  TRANSCOBusinessUser: ['/landing'],
  Trader: ['/landing'],
};

export function firstRouteFor(role: Role, isBuilt: (to: string) => boolean = () => true): string {
  return FIRST_ROUTES[role].find(isBuilt) ?? '/landing';
}
