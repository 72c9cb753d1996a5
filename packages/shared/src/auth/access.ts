/**
 * The one access table (ARCHITECTURE §6, STYLE rule 4): which role may open which page (spec §2.2), which nav
 * items each role sees (spec §2.7) and which role may call which API permission. The server's guard, the web's
 * route guards and the web's nav all read this file; nothing else decides access by role.
 */
import { APPLICANT_ROLES, NON_ADMIN_ROLES, ROLES, SLDC_ROLES, UTILITY_ROLES, type Role } from './roles.ts';
import type { FileFormName } from '../file/file-rules.ts';

/** `unauth`: signed-out users only; `public`: anyone; otherwise the roles allowed (ROLES = "All"). */
export type Access = 'unauth' | 'public' | readonly Role[];

const ALL = ROLES;
const APPLICANTS_AND_SLDC = [...APPLICANT_ROLES, ...SLDC_ROLES] as const;

// ---------------------------------------------------------------------------------------------------------------
// Pages (spec §2.2). `path` is a React Router pattern.
// ---------------------------------------------------------------------------------------------------------------
export const PAGES = {
  login: { path: '/login', access: 'unauth' },
  preRegister: { path: '/pre-register', access: 'unauth' },
  setPassword: { path: '/set-password', access: 'unauth' },
  forgotPassword: { path: '/forgot-password', access: 'unauth' },
  home: { path: '/', access: ALL },
  landing: { path: '/landing', access: ALL },
  forbidden: { path: '/forbidden', access: 'public' },
  profile: { path: '/profile', access: ALL },
  changePassword: { path: '/change-password', access: ALL },
  notifications: { path: '/notifications', access: ALL },
  hangfire: { path: '/hangfire', access: ['Admin'] },
  adminUsers: { path: '/admin/users', access: ['Admin'] },
  adminOutbox: { path: '/admin/outbox', access: ['Admin'] },
  registrations: { path: '/registrations/*', access: NON_ADMIN_ROLES },
  traders: { path: '/traders', access: ['OABusinessUser'] },
  entities: { path: '/entities', access: ['Trader'] },
  interStateRegistration: { path: '/inter-state-registration/*', access: NON_ADMIN_ROLES },
  consent: { path: '/consent-for-inter-state-stoa-transactions/*', access: APPLICANTS_AND_SLDC },
  standingClearance: { path: '/standing-clearance-power/*', access: SLDC_ROLES },
  intraStateStoa: { path: '/intra-state-stoa/*', access: ['SLDCBusinessUser'] },
  interStateStoa: { path: '/inter-state-stoa/*', access: ['SLDCBusinessUser'] },
  applications: { path: '/applications/*', access: APPLICANTS_AND_SLDC },
  revision: { path: '/revision/*', access: APPLICANTS_AND_SLDC },
  eBidding: { path: '/e-bidding/*', access: APPLICANTS_AND_SLDC },
  payments: { path: '/payments/*', access: APPLICANTS_AND_SLDC },
  reports: { path: '/reports/:reportName', access: NON_ADMIN_ROLES },
  configurations: {
    path: '/configurations/*',
    access: ['Admin', 'OABusinessUser', 'SLDCBusinessUser', 'Trader'],
  },
  curtailment: { path: '/curtailment/*', access: APPLICANTS_AND_SLDC },
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
  // Payments subpages built before the rest of payments (spec §2.5 /tds-config, /tds-interest).
  tdsConfig: { path: '/payments/tds-config', access: ['OABusinessUser'] },
  tdsInterest: { path: '/payments/tds-interest', access: SLDC_ROLES },
  // The rest of payments (spec §2.5), one key per subpage so each is shown in the nav once it is built.
  paymentDashboard: { path: '/payments/dashboard', access: APPLICANTS_AND_SLDC },
  paymentRefund: { path: '/payments/refund', access: APPLICANTS_AND_SLDC },
  tdsChallan: { path: '/payments/challan', access: APPLICANTS_AND_SLDC },
  ebiddingPayments: { path: '/payments/ebidding', access: APPLICANTS_AND_SLDC },
  paymentDetail: { path: '/payments/:id', access: APPLICANTS_AND_SLDC },
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

// ---------------------------------------------------------------------------------------------------------------
// Navigation (spec §2.7). Each item names the page it opens; the web hides items whose page is not built yet.
// ---------------------------------------------------------------------------------------------------------------
export interface NavItem {
  label: string;
  /** The URL the item opens. */
  to: string;
  page: PageKey;
  roles: readonly Role[];
}
export interface NavSection {
  key: string;
  label: string;
  items: readonly NavItem[];
}

const REQUEST_ROLES = [...UTILITY_ROLES, ...SLDC_ROLES] as const;

export const NAV: readonly NavSection[] = [
  {
    key: 'home',
    label: 'Home',
    items: [{ label: 'Dashboard', to: '/landing', page: 'landing', roles: ALL }],
  },
  {
    key: 'configurations',
    label: 'Configurations',
    items: (
      [
        ['STOA Charges', 'configStoaCharges'],
        ['Fees', 'configFees'],
        ['TRANSCO', 'configTransco'],
        ['DISCOM', 'configDiscom'],
        ['Holidays', 'configHolidays'],
        ['Bank Details', 'configBankDetails'],
        ['Payment Details', 'configPayment'],
        ['User Manual', 'configManual'],
        ['Network and Rules', 'configRules'],
      ] as const
    ).map(([label, page]) => ({ label, to: PAGES[page].path, page, roles: ['Admin'] as const })),
  },
  {
    key: 'registration',
    label: 'Registration',
    items: [
      { label: 'Registration', to: '/registrations', page: 'registrations', roles: APPLICANT_ROLES },
      { label: 'Renewal of Registration', to: '/registrations/renew', page: 'registrations', roles: APPLICANT_ROLES },
      { label: 'Registration Requests', to: '/registrations', page: 'registrations', roles: REQUEST_ROLES },
      { label: 'Renewal Requests', to: '/registrations/renew', page: 'registrations', roles: REQUEST_ROLES },
      // Spec §2.7 lists Inter-State Registration under the SLDC's Inter-state section only, but the page is open to
      // all seven non-admin roles (§2.2) and applicants and DISCOMs apply there: their link sits here.
      {
        label: 'Inter-State Registration',
        to: '/inter-state-registration',
        page: 'interStateRegistration',
        roles: [...APPLICANT_ROLES, ...UTILITY_ROLES],
      },
    ],
  },
  {
    key: 'parties',
    label: 'Parties',
    items: [
      { label: 'Traders', to: '/traders', page: 'traders', roles: ['OABusinessUser'] },
      { label: 'Entities', to: '/entities', page: 'entities', roles: ['Trader'] },
    ],
  },
  {
    key: 'transactions',
    label: 'Transactions',
    items: [
      { label: 'Applications', to: '/applications/oa', page: 'applications', roles: APPLICANT_ROLES },
      { label: 'Revision', to: '/revision/oa', page: 'revision', roles: APPLICANT_ROLES },
      {
        label: 'Standing Clearance of Inter-State Bilateral Transaction',
        to: '/consent-for-inter-state-stoa-transactions',
        page: 'consent',
        roles: APPLICANT_ROLES,
      },
      { label: 'Advance', to: '/applications/sldc/Advance', page: 'applications', roles: SLDC_ROLES },
      { label: 'Day Ahead', to: '/applications/sldc/DayAhead', page: 'applications', roles: SLDC_ROLES },
      { label: 'First Come First Serve', to: '/applications/sldc/FCFS', page: 'applications', roles: SLDC_ROLES },
      { label: 'Contingency', to: '/applications/sldc/Contingency', page: 'applications', roles: SLDC_ROLES },
      { label: 'Requested Revisions', to: '/revision/sldc', page: 'revision', roles: SLDC_ROLES },
      { label: 'Applied Curtailments', to: '/curtailment', page: 'curtailment', roles: APPLICANTS_AND_SLDC },
    ],
  },
  {
    key: 'atc',
    label: 'ATC',
    items: [
      {
        label: 'Intra-State Uploads',
        to: '/intra-state-stoa/upload',
        page: 'intraStateStoa',
        roles: ['SLDCBusinessUser'],
      },
      {
        label: 'Intra-State View/Edit',
        to: '/intra-state-stoa/view-edit',
        page: 'intraStateStoa',
        roles: ['SLDCBusinessUser'],
      },
      {
        label: 'Inter-State Uploads',
        to: '/inter-state-stoa/upload',
        page: 'interStateStoa',
        roles: ['SLDCBusinessUser'],
      },
      {
        label: 'Inter-State View/Edit',
        to: '/inter-state-stoa/view-edit',
        page: 'interStateStoa',
        roles: ['SLDCBusinessUser'],
      },
    ],
  },
  {
    key: 'interState',
    label: 'Inter-state',
    items: [
      {
        label: 'Inter-State Registration',
        to: '/inter-state-registration',
        page: 'interStateRegistration',
        roles: SLDC_ROLES,
      },
      {
        label: 'Standing Clearance for Inter-State Transaction',
        to: '/standing-clearance-power',
        page: 'standingClearance',
        roles: SLDC_ROLES,
      },
    ],
  },
  {
    key: 'eBidding',
    label: 'E-bidding',
    items: [
      { label: 'E-Bidding Applications', to: '/e-bidding', page: 'eBidding', roles: APPLICANT_ROLES },
      { label: 'Invitation', to: '/e-bidding', page: 'eBidding', roles: SLDC_ROLES },
    ],
  },
  {
    key: 'payments',
    label: 'Payments',
    items: [
      { label: 'Payment Details', to: '/payments/dashboard', page: 'paymentDashboard', roles: APPLICANT_ROLES },
      { label: 'TDS Challan Details', to: '/payments/challan', page: 'tdsChallan', roles: APPLICANT_ROLES },
      { label: 'Refund', to: '/payments/refund', page: 'paymentRefund', roles: APPLICANT_ROLES },
      { label: 'E-Bidding Payments', to: '/payments/ebidding', page: 'ebiddingPayments', roles: APPLICANT_ROLES },
      {
        label: 'SLDC Bank Details',
        to: '/configurations/bankDetails',
        page: 'configBankDetails',
        roles: APPLICANT_ROLES,
      },
      { label: 'TDS Configuration', to: '/payments/tds-config', page: 'tdsConfig', roles: ['OABusinessUser'] },
      { label: 'Payment Reconciliation', to: '/payments/dashboard', page: 'paymentDashboard', roles: SLDC_ROLES },
      { label: 'TDS Reconciliation', to: '/payments/challan', page: 'tdsChallan', roles: SLDC_ROLES },
      { label: 'Refund', to: '/payments/refund', page: 'paymentRefund', roles: SLDC_ROLES },
      { label: 'E-Bidding Payments', to: '/payments/ebidding', page: 'ebiddingPayments', roles: SLDC_ROLES },
      {
        label: 'SLDC Bank Details',
        to: '/configurations/bankDetails',
        page: 'configBankDetails',
        roles: ['SLDCBusinessUser'],
      },
      { label: 'TDS Interest', to: '/payments/tds-interest', page: 'tdsInterest', roles: SLDC_ROLES },
    ],
  },
  {
    key: 'admin',
    label: 'Administration',
    items: [
      { label: 'Users', to: '/admin/users', page: 'adminUsers', roles: ['Admin'] },
      { label: 'Outbox', to: '/admin/outbox', page: 'adminOutbox', roles: ['Admin'] },
      { label: 'Hangfire', to: '/hangfire', page: 'hangfire', roles: ['Admin'] },
    ],
  },
];

/**
 * The nav a role sees: sections with at least one item for the role. `isBuilt` lets the web hide items whose page
 * is not built yet (never dead links, never "coming soon").
 */
export function navFor(role: Role, isBuilt: (to: string) => boolean = () => true): NavSection[] {
  return NAV.map((section) => ({
    ...section,
    items: section.items.filter((item) => item.roles.includes(role) && isBuilt(item.to)),
  })).filter((section) => section.items.length > 0);
}

/** Sections with more than this many items are laid out in two columns (spec §2.7). */
export const NAV_TWO_COLUMN_THRESHOLD = 4;

// ---------------------------------------------------------------------------------------------------------------
// API permissions. Every server route names one of these; the guard answers 401/403 from this table.
// ---------------------------------------------------------------------------------------------------------------
export const API_ACCESS = {
  /** Sign-in, captcha, token refresh, logout, health, docs. */
  public: 'public',
  /** Anything any signed-in user may do for themselves. */
  session: ALL,
  notificationRead: ALL,
  dashboardRead: ALL,
  /** The signed-in user's own profile and password. */
  profile: ALL,
  /** The user manual of the caller's role or entity type. */
  manualDownload: ALL,
  /** TRANSCO/DISCOM utilities with their zones (profile, user dialog, registrations). */
  utilitiesRead: ALL,
  /** User administration (spec §6 Admin). */
  userAdmin: ['Admin'],
  /** The mail outbox page. */
  outboxRead: ['Admin'],
  /** Rates, fees, holidays, corridors, rules, payment modes: read by every screen that shows or computes them. */
  configRead: ALL,
  /** Changing configuration and master data (spec §6 Admin: configurations). */
  configWrite: ['Admin'],
  /** The audit trail of a configuration row. */
  configHistory: ['Admin', 'SLDCBusinessUser'],
  /** The SLDC's bank accounts: full for Admin and SLDC business user, payable details for applicants. */
  bankDetailsRead: ['Admin', 'OABusinessUser', 'SLDCBusinessUser', 'Trader'],
  /** Who sees every bank-account field and inactive accounts (not a route permission: it shapes the answer). */
  bankDetailsFull: ['Admin', 'SLDCBusinessUser'],
  /** An OA applicant's own TDS configuration (spec §7.6). */
  tdsOwn: ['OABusinessUser'],
  /** The TDS interest percentage: kept by the SLDC business user, read by applicants and SLDC roles. */
  tdsInterestRead: APPLICANTS_AND_SLDC,
  tdsInterestWrite: ['SLDCBusinessUser'],
  /** Uploading a document and reading one (each file is then checked against FILE_FORM_READERS). */
  fileUpload: ALL,
  fileRead: ALL,
  /** An applicant's own registrations and renewals: save, submit, renew (spec §7.8). */
  registrationOwn: APPLICANT_ROLES,
  /** Registration lists and records; the service narrows each role to what it may see (own, own utility, all). */
  registrationRead: NON_ADMIN_ROLES,
  /** GetTranscoDiscomRegistrations: a utility's own requests. */
  registrationUtilityRead: UTILITY_ROLES,
  /** Workflow actions on registrations; the transition table decides per status which role acts. */
  registrationAct: [...SLDC_ROLES, ...UTILITY_ROLES],
  /** Marking each document valid or invalid (the SLDC's verification). */
  registrationVerify: ['SLDCBusinessUser'],
  /** Inter-state registration (spec §2.2): owners save and submit their own (the sectors of their role). */
  interStateOwn: ['OABusinessUser', 'Trader', 'DISCOMBusinessUser'],
  /** Inter-state lists, records and documents; the service narrows owners to their own, others to submitted ones. */
  interStateRead: NON_ADMIN_ROLES,
  /** Workflow actions on inter-state registrations; the transition table decides per status which role acts. */
  interStateAct: SLDC_ROLES,
  /** Marking each inter-state document valid or invalid (the SLDC's verification). */
  interStateVerify: ['SLDCBusinessUser'],
  /** An OA applicant's traders (spec §7.5). */
  traderOwn: ['OABusinessUser'],
  /** A trader's associated applicants (/entities). */
  traderEntities: ['Trader'],
  /**
   * The ATC API (spec §2.2 /intra-state-stoa, /inter-state-stoa: SLDC business user only). Processing and standing
   * clearance read margins through their own services, not through this API.
   */
  atcRead: ['SLDCBusinessUser'],
  /** Uploading and editing ATC (spec §2.2 /intra-state-stoa, /inter-state-stoa: SLDC business user only). */
  atcWrite: ['SLDCBusinessUser'],
  /** An applicant's own applications: parties, save, submit, accept a partial allocation, consent (spec §7.7). */
  applicationOwn: APPLICANT_ROLES,
  /** Application lists and records; the service narrows applicants to their own (and those naming them). */
  applicationRead: APPLICANTS_AND_SLDC,
  /** Workflow actions on applications; the transition table decides per status which SLDC role acts. */
  applicationAct: SLDC_ROLES,
  /** STOA check, processing and allocation of a batch (SLDC business user). */
  applicationProcess: ['SLDCBusinessUser'],
  /** An applicant's own standing clearance / consent requests (DOMAIN §8). */
  standingClearanceOwn: APPLICANT_ROLES,
  /** Standing clearance lists, records and PDFs; the service narrows applicants to their own. */
  standingClearanceRead: APPLICANTS_AND_SLDC,
  /** Checking, approving and rejecting standing clearances. */
  standingClearanceAct: SLDC_ROLES,
  /** E-bidding lists, invitations and bids; the service narrows applicants to the invitations of their applications. */
  /** Payments (spec §7.9): the lists and a payment's detail (applicants: their own), the receipt. */
  paymentRead: APPLICANTS_AND_SLDC,
  /** Recording a payment against one's own dues. */
  paymentMake: APPLICANT_ROLES,
  /** Reconciling a payment (Approve / Revert): the SLDC business user; approvers read. */
  paymentReconcile: ['SLDCBusinessUser'],
  /** Refunds: the dashboard and an application's history (applicants: their own); recording one. */
  refundRead: APPLICANTS_AND_SLDC,
  refundMake: ['SLDCBusinessUser'],
  /** TDS challans: the monthly deductions (payers: their own), uploading a month's challan, reconciling it. */
  tdsChallanRead: APPLICANTS_AND_SLDC,
  tdsChallanMake: ['OABusinessUser'],
  tdsChallanReconcile: ['SLDCBusinessUser'],
  /** Parties unpaid past the rules' days past due: the Admin's list of proposed defaulters (the Admin decides). */
  defaulterProposals: ['Admin'],
  eBiddingRead: APPLICANTS_AND_SLDC,
  /** Every invitation (GetAllInvitations, DownloadAllInvitations), the proposals of one and the process screen. */
  eBiddingSldcRead: SLDC_ROLES,
  /** The invitations of the caller's own applications (GetInvitations, DownloadInvitations, GetProposals?query). */
  eBiddingOwnRead: APPLICANT_ROLES,
  /** Form ST2: inviting e-bidding and processing the bids (spec §6: the SLDC business user). */
  eBiddingInvite: ['SLDCBusinessUser'],
  /** Form ST3: bidding for an invited application (spec §6: OA applicants and traders). */
  eBiddingBid: APPLICANT_ROLES,
  /**
   * A record's timeline as PDF or xlsx (registrations, inter-state registrations, applications, standing
   * clearances): every role that reads one of them; the record type's own read permission and the record's service
   * then decide per record (TIMELINE_READ_PERMISSIONS).
   */
  timelineExport: NON_ADMIN_ROLES,
} as const satisfies Record<string, 'public' | readonly Role[]>;

export type ApiPermission = keyof typeof API_ACCESS;

export function can(role: Role | null, permission: ApiPermission): boolean {
  const access = API_ACCESS[permission];
  if (access === 'public') return true;
  return role !== null && (access as readonly Role[]).includes(role);
}

/**
 * Who, besides its uploader, may read a file uploaded for a form: the roles that process such records (later
 * issues narrow this per record, e.g. a DISCOM to its own utility's registrations). A file no record holds yet is
 * its uploader's alone.
 */
export const FILE_FORM_READERS: Record<FileFormName, readonly Role[]> = {
  Registration: [...SLDC_ROLES, ...UTILITY_ROLES],
  Payment: SLDC_ROLES,
  TdsChallan: SLDC_ROLES,
  HolidayList: ['Admin'],
  UserManual: ALL,
  AtcUpload: API_ACCESS.atcRead,
};

/**
 * Who may upload a file for a form: the roles that save the records the form belongs to (File/Upload refuses the
 * others with 403 before it reads the file).
 */
export const FILE_FORM_WRITERS: Record<FileFormName, readonly Role[]> = {
  /** Registration and inter-state registration documents: their owners. */
  Registration: [...new Set([...API_ACCESS.registrationOwn, ...API_ACCESS.interStateOwn])],
  Payment: APPLICANT_ROLES,
  TdsChallan: APPLICANT_ROLES,
  HolidayList: API_ACCESS.configWrite,
  UserManual: API_ACCESS.configWrite,
  AtcUpload: API_ACCESS.atcWrite,
};

export function canUploadFor(role: Role, form: FileFormName): boolean {
  return FILE_FORM_WRITERS[form].includes(role);
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
