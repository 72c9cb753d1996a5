/**
 * The registration, margin and inter-state transaction reports, and REPORTS: all 18 with their readers (spec §2.6).
 */
import { ENTITY_TYPE_LABELS } from '../auth/roles.ts';
import { FEE_TYPE_LABELS } from '../config/charges.schemas.ts';
import { IN_PROCESS_STATUSES, RECORD_STATUS_LABELS, RETURNED_STATUSES } from '../registration/registration-workflow.ts';
import {
  CLEARANCE_DIRECTION_LABELS,
  CLEARANCE_EXCHANGE_LABELS,
} from '../standing-clearance/standing-clearance.schemas.ts';
import { STANDING_CLEARANCE_STATUS_LABELS } from '../standing-clearance/standing-clearance-workflow.ts';
import {
  optionsOf,
  readersOf,
  type ReportColumn,
  type AuthoredReport,
  type ReportDefinition,
  type ReportKey,
  REPORT_TITLES,
} from './report-catalog.ts';
import { APPLICATION_REPORTS, CHARGES_BY_MONTH, MONEY_REPORTS } from './report-definitions.ts';

const ENTITY_TYPES = { label: 'Entity Type', options: optionsOf(ENTITY_TYPE_LABELS) };
const REGISTRATION_KIND_LABELS = { Registration: 'Registration', Renewal: 'Renewal' };
/** Pending: submitted and neither decided nor handed back (a returned one waits on its applicant). */
export const PENDING_REGISTRATION_STATUSES: readonly string[] = [...IN_PROCESS_STATUSES, ...RETURNED_STATUSES];
const registrationColumns: ReportColumn[] = [
  { key: 'registrationNo', header: 'Registration No', kind: 'identifier', width: 22 },
  { key: 'entity', header: 'Entity', kind: 'text', width: 26 },
  { key: 'entityType', header: 'Entity Type', kind: 'text', labels: ENTITY_TYPE_LABELS },
  { key: 'kind', header: 'Kind', kind: 'text', labels: REGISTRATION_KIND_LABELS },
  { key: 'status', header: 'Status', kind: 'text', labels: RECORD_STATUS_LABELS, width: 26 },
  { key: 'submittedAt', header: 'Submitted On', kind: 'instant', width: 22 },
];

function marginReport(key: ReportKey, corridor: 'IntraState' | 'InterState'): AuthoredReport {
  return {
    key,
    answers: `${corridor === 'IntraState' ? 'Intra-state' : 'Inter-state'} corridors per day: declared ATC, MW allocated and the margin left in the tightest block.`,
    columns: [
      { key: 'date', header: 'Date', kind: 'date' },
      { key: 'corridor', header: 'Corridor', kind: 'text', width: 22 },
      { key: 'leastAtc', header: 'Least ATC (MW)', kind: 'mw' },
      { key: 'peakAllocated', header: 'Peak Allocated (MW)', kind: 'mw' },
      { key: 'leastRemaining', header: 'Least Margin Left (MW)', kind: 'mw' },
      { key: 'fullBlocks', header: 'Blocks Without Margin', kind: 'count', total: true },
    ],
    filters: { dateRange: 'Date', corridor },
    defaultSort: { key: 'date', order: 'asc' },
    chart: {
      kind: 'byBlock',
      title: 'Margin per block (tightest day of the filter)',
      series: [
        { key: 'atc', label: 'ATC' },
        { key: 'allocated', label: 'Allocated' },
        { key: 'remaining', label: 'Margin left' },
      ],
      unit: 'mw',
    },
  };
}

function transactionReport(key: ReportKey, kind: 'Bilateral' | 'PowerExchange'): AuthoredReport {
  const bilateral = kind === 'Bilateral';
  return {
    key,
    answers: bilateral
      ? 'Standing clearances for inter-state bilateral transactions: direction, counterparty, MW, period and status.'
      : 'Standing clearances for transactions through a power exchange: direction, exchange, MW, period and status.',
    columns: [
      { key: 'clearanceNo', header: 'Clearance No', kind: 'identifier', width: 20 },
      { key: 'entity', header: 'Entity', kind: 'text', width: 26 },
      { key: 'direction', header: 'Direction', kind: 'text', labels: CLEARANCE_DIRECTION_LABELS, width: 26 },
      bilateral
        ? { key: 'counterparty', header: 'Counterparty', kind: 'text', width: 24 }
        : { key: 'counterparty', header: 'Exchange', kind: 'text', labels: CLEARANCE_EXCHANGE_LABELS },
      { key: 'quantum', header: 'Quantum (MW)', kind: 'mw' },
      { key: 'fromDate', header: 'From Date', kind: 'date' },
      { key: 'toDate', header: 'To Date', kind: 'date' },
      { key: 'energy', header: 'Energy (MWh)', kind: 'mwh', total: true },
      { key: 'status', header: 'Status', kind: 'text', labels: STANDING_CLEARANCE_STATUS_LABELS },
    ],
    filters: {
      dateRange: 'Period',
      type: { label: 'Direction', options: optionsOf(CLEARANCE_DIRECTION_LABELS) },
      status: { options: optionsOf(STANDING_CLEARANCE_STATUS_LABELS).filter((o) => o.value !== 'Draft') },
      entity: true,
    },
    defaultSort: { key: 'fromDate', order: 'desc' },
    chart: {
      kind: 'byMonth',
      title: 'Energy cleared per month',
      series: [{ key: 'energy', label: 'MWh' }],
      unit: 'mwh',
    },
  };
}

const REGISTRATION_REPORTS: readonly AuthoredReport[] = [
  {
    key: 'PendingRegistrations',
    answers:
      'Registrations and renewals awaiting a step, where each stands (whose step it waits on) and how many days it has waited.',
    columns: [...registrationColumns, { key: 'daysPending', header: 'Days Pending', kind: 'count' }],
    filters: {
      dateRange: 'Submitted on',
      type: ENTITY_TYPES,
      status: { options: optionsOf(RECORD_STATUS_LABELS, PENDING_REGISTRATION_STATUSES) },
      entity: true,
    },
    defaultSort: { key: 'daysPending', order: 'desc' },
    chart: {
      kind: 'byAge',
      title: 'Pending by age',
      series: [{ key: 'records', label: 'Registrations' }],
      unit: 'count',
    },
  },
  {
    key: 'RegistrationSummaryReport',
    answers:
      'Every submitted registration and renewal with where it stands, when it was approved and until when it is valid.',
    columns: [
      ...registrationColumns,
      { key: 'approvedOn', header: 'Approved On', kind: 'date' },
      { key: 'validTo', header: 'Valid Until', kind: 'date' },
    ],
    filters: {
      dateRange: 'Submitted on',
      type: ENTITY_TYPES,
      status: { options: optionsOf(RECORD_STATUS_LABELS).filter((o) => o.value !== 'Draft') },
      entity: true,
    },
    defaultSort: { key: 'submittedAt', order: 'desc' },
    chart: {
      kind: 'byCategory',
      title: 'Registrations by status',
      series: [{ key: 'records', label: 'Registrations' }],
      unit: 'count',
    },
  },
  {
    key: 'RegistrationFees',
    answers:
      'Registration and renewal fees per registration: what was charged, paid, deducted as TDS and is still owed.',
    columns: [
      { key: 'registrationNo', header: 'Registration No', kind: 'identifier', width: 22 },
      { key: 'party', header: 'Entity', kind: 'text', width: 26 },
      { key: 'dueType', header: 'Fee', kind: 'text', labels: FEE_TYPE_LABELS },
      { key: 'charged', header: 'Charged', kind: 'money', total: true },
      { key: 'paid', header: 'Paid', kind: 'money', total: true },
      { key: 'tds', header: 'TDS', kind: 'money', total: true },
      { key: 'outstanding', header: 'Outstanding', kind: 'money', total: true },
    ],
    filters: {
      dateRange: 'Raised on',
      type: { label: 'Fee', options: optionsOf(FEE_TYPE_LABELS, ['RegistrationFee', 'RenewalFee']) },
      entity: true,
    },
    defaultSort: { key: 'registrationNo', order: 'desc' },
    chart: CHARGES_BY_MONTH,
  },
  marginReport('MarginAvailibility', 'IntraState'),
  marginReport('MarginAvailibilityInterState', 'InterState'),
  transactionReport('BilateralTransactionSummaryReport', 'Bilateral'),
  transactionReport('PowerExchangeTransactionSummaryReport', 'PowerExchange'),
];

const ALL = [...APPLICATION_REPORTS, ...MONEY_REPORTS, ...REGISTRATION_REPORTS];

/** Every report by key, with its readers from the spec's visibility rule. */
export const REPORTS = Object.fromEntries(
  ALL.map((d) => [d.key, { ...d, title: REPORT_TITLES[d.key], readers: readersOf(d.key) }]),
) as Record<ReportKey, ReportDefinition>;
