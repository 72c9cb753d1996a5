// What each simulated user does next (bench/soak.ts): per login, a weighted mix of lists, records (a details page's
// GET), the dashboard summary, reports, downloads (xlsx / pdf of a list, a report or a receipt) and the writes of
// soak-pipeline.ts. The pages and records are the role's own: its lists, the records its lists show (registrations
// read at start-up, applications and payments as the run creates them), the reports its role reads.
import { reportsFor, type Role } from '@stoa/shared';
import type { Action, Kind, Pipeline } from './soak-pipeline.ts';
import type { Login } from './soak-users.ts';

type Group = 'desk' | 'approver' | 'admin' | 'utility' | 'filer' | 'applicant';
type Weights = Record<'lists' | 'records' | 'dashboard' | 'reports' | 'downloads' | 'write', number>;

/** Per cent of each user's requests by kind. */
const MIX: Record<Group, Weights> = {
  desk: { lists: 40, records: 20, dashboard: 8, reports: 10, downloads: 5, write: 17 },
  approver: { lists: 30, records: 20, dashboard: 8, reports: 8, downloads: 4, write: 30 },
  admin: { lists: 55, records: 15, dashboard: 15, reports: 0, downloads: 15, write: 0 },
  utility: { lists: 50, records: 20, dashboard: 10, reports: 12, downloads: 8, write: 0 },
  filer: { lists: 35, records: 17, dashboard: 8, reports: 8, downloads: 5, write: 27 },
  applicant: { lists: 50, records: 20, dashboard: 10, reports: 12, downloads: 8, write: 0 },
};

const FILERS = ['oa.injecting', 'oa.consumer'];
const PAGE = 'pageNumber=1&pageSize=10';
const SLDC: readonly Role[] = ['SLDCBusinessUser', 'SLDCApproverI', 'SLDCApproverII'];

function groupOf(login: Login): Group {
  if (login.role === 'SLDCBusinessUser') return 'desk';
  if (SLDC.includes(login.role)) return 'approver';
  if (login.role === 'Admin') return 'admin';
  if (login.role === 'DISCOMBusinessUser' || login.role === 'TRANSCOBusinessUser') return 'utility';
  return FILERS.includes(login.userName) ? 'filer' : 'applicant';
}

/** The list pages of a role (the lists the idle phase measures too). */
function listsOf(group: Group): string[] {
  const notifications = `/api/Notification/GetAll?${PAGE}`;
  const registrations = `/api/Registration/GetRegistrations?${PAGE}`;
  const payments = `/api/Payment/GetPaymentList?${PAGE}&view=payments`;
  const dues = `/api/Payment/GetPaymentList?${PAGE}&view=dues`;
  switch (group) {
    case 'desk':
    case 'approver':
      return [
        '/api/Application/GetAll/DayAhead?page=1&pageSize=10',
        '/api/Application/GetAll/DayAhead?page=1&pageSize=10&status=Submitted',
        registrations,
        payments,
        dues,
        notifications,
      ];
    case 'admin':
      return [`/api/Admin/GetUsers?${PAGE}`, `/api/Admin/Outbox?${PAGE}`, `/api/Jobs/GetRuns?${PAGE}`, notifications];
    case 'utility':
      return [
        registrations,
        `/api/Registration/GetTranscoDiscomRegistrations?${PAGE}`,
        `/api/Registration/GetRenewalRegistrations?${PAGE}`,
        notifications,
      ];
    default:
      return [
        '/api/Application/GetAppliedApplications?page=1&pageSize=10',
        payments,
        dues,
        registrations,
        notifications,
      ];
  }
}

function downloadsOf(group: Group, reports: readonly string[]): string[] {
  const report = reports.slice(0, 3).flatMap((key) => [`/api/Report/Export/${key}?format=pdf`]);
  const xlsx = reports.slice(0, 2).map((key) => `/api/Report/Export/${key}?format=xlsx`);
  switch (group) {
    case 'desk':
    case 'approver':
      return [
        '/api/Application/GetAll/DayAhead/Export?format=xlsx',
        '/api/Payment/DownloadPayments?format=xlsx&view=payments',
        ...report,
        ...xlsx,
      ];
    case 'admin':
      return [
        '/api/Admin/GetUsers/Export?format=xlsx',
        '/api/Admin/Outbox/Export?format=xlsx',
        '/api/Notification/GetAll/Export?format=xlsx',
      ];
    case 'utility':
      return ['/api/Registration/GetRegistrations/Export?format=xlsx', ...report, ...xlsx];
    default:
      return [
        '/api/Application/GetAppliedApplications/Export?format=xlsx',
        '/api/Payment/DownloadPayments?format=xlsx&view=dues',
        '/api/Notification/GetAll/Export?format=xlsx',
        ...report,
      ];
  }
}

/** What one login's users may open, read once at start-up. */
export interface Visible {
  registrations: { id: number; entityType: string }[];
  userIds: number[];
}

export interface Script {
  login: Login;
  lists: string[];
  /** Every static GET of the script (lists, reports, downloads, dashboard): probed once before the run. */
  staticPaths: string[];
  next(phase: 'idle' | 'load'): Action;
}

export function scriptFor(login: Login, visible: Visible, pipeline: Pipeline, random: () => number): Script {
  const group = groupOf(login);
  const weights = MIX[group];
  const lists = listsOf(group);
  const reports = reportsFor(login.role).map((key) => `/api/Report/Get/${key}?${PAGE}`);
  const downloads = downloadsOf(group, reportsFor(login.role));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const get = (kind: Kind, path: string): Action => ({ kind, method: 'GET', path });

  const records = (): string => {
    const own = group === 'desk' || group === 'approver';
    const apps = own ? pipeline.allApps : (pipeline.appsOf.get(login.userName) ?? []);
    const payments = own ? pipeline.allPayments : (pipeline.paymentsOf.get(login.userName) ?? []);
    const options: (() => string)[] = [];
    if (apps.length > 0) options.push(() => `/api/Application/Get/${pick(apps.slice(-50))}`);
    if (payments.length > 0) options.push(() => `/api/Payment/GetPaymentDetails/${pick(payments.slice(-50))}`);
    for (const r of visible.registrations)
      options.push(() => `/api/Registration/Get${r.entityType}Registration/${r.id}`);
    if (group === 'admin') options.push(() => `/api/Admin/User/${pick(visible.userIds)}`);
    return options.length > 0 ? pick(options)() : '/api/Account/Profile';
  };
  const download = (): string => {
    const own = group === 'desk' || group === 'approver';
    const receipts = own ? pipeline.allReceipts : (pipeline.receiptsOf.get(login.userName) ?? []);
    if (receipts.length > 0 && group !== 'admin' && random() < 0.3) {
      return `/api/Payment/DownloadReceipt/${pick(receipts.slice(-50))}`;
    }
    return pick(downloads);
  };
  const write = (): Action | null => {
    if (group === 'desk') return pipeline.deskWrite();
    if (group === 'approver') return pipeline.approverWrite(login.role === 'SLDCApproverI' ? 1 : 2);
    if (group === 'filer') return pipeline.applicantWrite(login.userName);
    return null;
  };
  const kinds = Object.entries(weights) as [keyof Weights, number][];
  const total = kinds.reduce((s, [, w]) => s + w, 0);

  return {
    login,
    lists,
    staticPaths: [...lists, ...reports, ...downloads, '/api/Dashboard/Summary'],
    next(phase) {
      if (phase === 'idle') return get('lists', pick(lists));
      let r = random() * total;
      const kind = kinds.find(([, w]) => (r -= w) < 0)?.[0] ?? 'lists';
      switch (kind) {
        case 'write':
          return write() ?? get('lists', pick(lists));
        case 'records':
          return get('records', records());
        case 'dashboard':
          return get('dashboard', '/api/Dashboard/Summary');
        case 'reports':
          return reports.length > 0 ? get('reports', pick(reports)) : get('lists', pick(lists));
        case 'downloads':
          return get('downloads', download());
        default:
          return get('lists', pick(lists));
      }
    },
  };
}
