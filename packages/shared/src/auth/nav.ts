/**
 * The nav of each role (spec §2.7), part of the one access table (access.ts). Each item names
 * the page it opens; the web hides items whose page is not built yet.
 */
import { APPLICANT_AND_SLDC_ROLES, APPLICANT_ROLES, ROLES, SLDC_ROLES, UTILITY_ROLES, type Role } from './roles.ts';
import { PAGES, type PageKey } from './pages.ts';
import { REPORT_KEYS, REPORT_TITLES, readersOf } from '../report/report-catalog.ts';

// ---------------------------------------------------------------------------------------------------------------
// Navigation (spec §2.7). Each item names the page it opens; the web hides items whose page is not built yet.
// ---------------------------------------------------------------------------------------------------------------
export interface NavItem {
  label: string;
  /**
   * The heading of the page when it says more than the label; it contains the label, so the nav and the page agree
   * (spec §2.7 names the nav items 'Hangfire' and 'Invitation'; their pages say what they hold).
   */
  title?: string;
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
    items: [{ label: 'Dashboard', to: '/landing', page: 'landing', roles: ROLES }],
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
        ['Reasons', 'configReasons'],
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
      { label: 'Applied Curtailments', to: '/curtailment', page: 'curtailment', roles: APPLICANT_AND_SLDC_ROLES },
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
      // The SLDC roles see only the invitations table (spec §2.3), the one the applicants' tab calls so.
      {
        label: 'Invitation',
        title: 'E-Bidding Invitations',
        to: '/e-bidding',
        page: 'eBidding',
        roles: SLDC_ROLES,
      },
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
    // Not in spec §2.7's list; the reports route (§2.2) needs a way in. One item per report its reader may open.
    key: 'reports',
    label: 'Reports',
    items: REPORT_KEYS.map((key) => ({
      label: REPORT_TITLES[key],
      to: `/reports/${key}`,
      page: 'reports' as const,
      roles: readersOf(key),
    })),
  },
  {
    key: 'admin',
    label: 'Administration',
    items: [
      { label: 'Users', to: '/admin/users', page: 'adminUsers', roles: ['Admin'] },
      { label: 'Outbox', to: '/admin/outbox', page: 'adminOutbox', roles: ['Admin'] },
      { label: 'Hangfire', title: 'Hangfire: Recurring Jobs', to: '/hangfire', page: 'hangfire', roles: ['Admin'] },
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

/** The heading of the page a role's nav item opens: its title, else its label; undefined when its nav has none. */
export function navTitleOf(role: Role | null, to: string): string | undefined {
  if (!role) return undefined;
  const item = NAV.flatMap((section) => section.items).find((i) => i.to === to && i.roles.includes(role));
  return item ? (item.title ?? item.label) : undefined;
}

/**
 * Where a section's bare root (`/payments`, `/configurations`: no page of its own) sends a role: the first item of
 * its nav under that root, or undefined when its nav has none (the caller keeps its 404).
 */
export function firstNavPathUnder(
  role: Role,
  root: string,
  isBuilt: (to: string) => boolean = () => true,
): string | undefined {
  const prefix = `${root.replace(/\/+$/, '')}/`;
  return navFor(role, isBuilt)
    .flatMap((section) => section.items)
    .find((item) => item.to.startsWith(prefix))?.to;
}

/** Sections with more than this many items are laid out in two columns (spec §2.7). */
export const NAV_TWO_COLUMN_THRESHOLD = 4;
