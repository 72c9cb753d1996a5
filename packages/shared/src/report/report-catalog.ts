/**
 * The reports (spec §2.6, DOMAIN §9, issue 19): the 18 keys, who reads each, and what each shows — its one line for
 * the reader, columns, filters, default order, totals and chart. The server builds its SQL and files from this; the
 * web its page; the tests the role table. One source per fact.
 */
import { APPLICANT_ROLES, ROLES, SLDC_ROLES, UTILITY_ROLES, type Role } from '../auth/roles.ts';

export const REPORT_KEYS = [
  'ApplicationDetails',
  'FinancialSummary',
  'PaymentReceiptSummary',
  'RevisionSummary',
  'PendingRegistrations',
  'PendingApplications',
  'MarginAvailibility',
  'MarginAvailibilityInterState',
  'STOACharges',
  'OperatingCharges',
  'RefundReport',
  'UnderUtilizedSTOAReport',
  'RegistrationFees',
  'ApplicationSummaryReport',
  'CurtailmentReport',
  'RegistrationSummaryReport',
  'BilateralTransactionSummaryReport',
  'PowerExchangeTransactionSummaryReport',
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

/** Each report's name on the nav, the page and its files ('STOACharges' is shown as 'STU Charges', spec §2.6). */
export const REPORT_TITLES: Record<ReportKey, string> = {
  ApplicationDetails: 'Application Details',
  FinancialSummary: 'Financial Summary',
  PaymentReceiptSummary: 'Payment Receipt Summary',
  RevisionSummary: 'Revision Summary',
  PendingRegistrations: 'Pending Registrations',
  PendingApplications: 'Pending Applications',
  MarginAvailibility: 'Margin Availability (Intra-State)',
  MarginAvailibilityInterState: 'Margin Availability (Inter-State)',
  STOACharges: 'STU Charges',
  OperatingCharges: 'Operating Charges',
  RefundReport: 'Refund Report',
  UnderUtilizedSTOAReport: 'Under-Utilized STOA',
  RegistrationFees: 'Registration Fees',
  ApplicationSummaryReport: 'Application Summary',
  CurtailmentReport: 'Curtailment Report',
  RegistrationSummaryReport: 'Registration Application Status',
  BilateralTransactionSummaryReport: 'Bilateral Transaction Summary',
  PowerExchangeTransactionSummaryReport: 'Power Exchange Transaction Summary',
};

export function isReportKey(value: unknown): value is ReportKey {
  return typeof value === 'string' && (REPORT_KEYS as readonly string[]).includes(value);
}

/**
 * How a cell's value travels and shows: `mw`, `mwh` and `percent` are integer hundredths, `money` integer paise,
 * `date` an ISO date, `instant` an ISO timestamp (shown in IST), `text` shown as it is (through `labels` when set),
 * `identifier` a number people quote (an application or receipt number), shown whole on one line (issue 36 item 5).
 */
export type ReportCellKind = 'text' | 'identifier' | 'date' | 'instant' | 'count' | 'mw' | 'mwh' | 'money' | 'percent';
export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

export interface ReportColumn {
  key: string;
  header: string;
  kind: ReportCellKind;
  /** Raw value → the words shown (statuses, types). */
  labels?: Readonly<Record<string, string>>;
  /** The column adds up: its sum is in the totals. */
  total?: boolean;
  /** The grid may sort on it (default: yes). */
  sortable?: boolean;
  /** Width in characters (xlsx, PDF proportions). */
  width?: number;
}

export type ReportFilterName = 'dateRange' | 'type' | 'status' | 'entity' | 'corridor';

export interface ReportOption {
  value: string;
  label: string;
}

export interface ReportFilters {
  /** What the date range is read against (shown beside the From/To dates). */
  dateRange?: string;
  /** The Type filter's label and options. */
  type?: { label: string; options: readonly ReportOption[] };
  status?: { options: readonly ReportOption[] };
  /** The entity (party) filter: offered to the SLDC and utilities; an applicant's reports are its own already. */
  entity?: boolean;
  /** The corridor filter, of corridors of this kind (or any kind). */
  corridor?: 'IntraState' | 'InterState' | 'Any';
}

/**
 * A chart over the whole filtered set (never one page): `byMonth` — a bar per month of the date column; `byAge` — a bar
 * per age band of pending records; `byBlock` — a line per series over the 96 blocks; `byCategory` — a bar per value of
 * a column.
 */
export interface ReportChart {
  kind: 'byMonth' | 'byAge' | 'byBlock' | 'byCategory';
  title: string;
  /** Series key → legend label; the values are in the unit of `unit`. */
  series: readonly { key: string; label: string }[];
  unit: 'count' | 'mw' | 'mwh' | 'money';
}

export interface ReportDefinition {
  key: ReportKey;
  title: string;
  /** What it answers for its reader, in one line (shown on the page and printed on the PDF). */
  answers: string;
  readers: readonly Role[];
  columns: readonly ReportColumn[];
  filters: ReportFilters;
  defaultSort: { key: string; order: 'asc' | 'desc' };
  chart?: ReportChart;
}

/** Spec §2.6: the SLDC roles read all 18; applicants 13; the utilities two. */
export const APPLICANT_HIDDEN_REPORTS: readonly ReportKey[] = [
  'MarginAvailibility',
  'MarginAvailibilityInterState',
  'RegistrationSummaryReport',
  'BilateralTransactionSummaryReport',
  'PowerExchangeTransactionSummaryReport',
];
export const UTILITY_REPORTS: readonly ReportKey[] = ['PendingRegistrations', 'RegistrationSummaryReport'];

/** A definition as written: its title and readers are added from REPORT_TITLES and readersOf. */
export type AuthoredReport = Omit<ReportDefinition, 'title' | 'readers'>;

export function readersOf(key: ReportKey): readonly Role[] {
  return ROLES.filter(
    (role) =>
      (SLDC_ROLES as readonly Role[]).includes(role) ||
      ((APPLICANT_ROLES as readonly Role[]).includes(role) && !APPLICANT_HIDDEN_REPORTS.includes(key)) ||
      ((UTILITY_ROLES as readonly Role[]).includes(role) && UTILITY_REPORTS.includes(key)),
  );
}

export /** The reports a role reads, in the catalog's order (the Reports nav). */
function reportsFor(role: Role): ReportKey[] {
  return REPORT_KEYS.filter((key) => readersOf(key).includes(role));
}

export const optionsOf = (labels: Readonly<Record<string, string>>, values?: readonly string[]): ReportOption[] =>
  (values ?? Object.keys(labels)).map((value) => ({ value, label: labels[value] ?? value }));
