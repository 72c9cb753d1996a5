/**
 * The export columns of the standing clearance, inter-state, Users and Outbox lists (issue 15 Excel out): the
 * screen's words, dates and numbers as values of their kinds (issue 36), and their Export queries (the list's filters
 * without paging, a format).
 */
import { describe, expect, it } from 'vitest';
import { OUTBOX_EXPORT_COLUMNS, USER_EXPORT_COLUMNS, outboxExportQuerySchema } from '../admin/admin-export.ts';
import type { OutboxItem, User } from '../admin/admin.schemas.ts';
import { INTER_STATE_EXPORT_COLUMNS, interStateExportQuerySchema } from '../inter-state/inter-state-export.ts';
import type { InterStateRow } from '../inter-state/inter-state.schemas.ts';
import {
  standingClearanceExportColumns,
  standingClearanceExportQuerySchema,
} from '../standing-clearance/standing-clearance-export.ts';
import type { StandingClearanceRow } from '../standing-clearance/standing-clearance.schemas.ts';
import { csvLines, type ExportColumn } from './table-export.ts';

const cells = <R>(columns: ExportColumn<R>[], row: R) => columns.map((c) => c.cell(row));
const clock = { dueOn: '2026-11-25', isOverdue: false, workingDaysLeft: 2, workingDaysOverdue: 0 };

const clearance: StandingClearanceRow = {
  id: 5,
  clearanceNo: null,
  entityName: 'Siang Hydro Power Ltd',
  direction: 'Sell',
  transactionKind: 'Bilateral',
  counterparty: 'Assam Power (Assam)',
  quantumMw: 12.5,
  fromDate: '2026-12-01',
  toDate: '2026-12-31',
  submittedOn: '2026-11-20T05:00:00.000Z',
  dueOn: '2026-11-25',
  due: { ...clock, text: 'Due by Nov 25, 2026 (2 working days left)' },
  decidedOn: null,
  updatedOn: '2026-11-20T05:00:00.000Z',
  status: { status: 'Submitted', statusDescription: 'Submitted' },
};

describe('list export columns', () => {
  it("writes a standing clearance as the applicant's and as the SLDC's list show it", () => {
    const rest = [12.5, '2026-12-01', '2026-12-31', expect.any(String), 'Due by Nov 25, 2026 (2 working days left)'];
    expect(cells(standingClearanceExportColumns(true), clearance)).toEqual([
      'Request #5',
      'Sell',
      'Bilateral',
      'Assam Power (Assam)',
      ...rest,
    ]);
    const sldc = standingClearanceExportColumns(false);
    expect(cells(sldc, { ...clearance, clearanceNo: 'SC/2026/0001', transactionKind: null, due: null })).toEqual([
      'SC/2026/0001',
      'Siang Hydro Power Ltd',
      'Sell',
      '',
      ...rest.slice(0, 4),
      '',
    ]);
    expect(sldc.find((c) => c.header === 'MW')?.kind).toBe('quantity');
    expect(sldc.filter((c) => c.kind === 'date').map((c) => c.header)).toEqual(['From', 'To']);
  });

  it('writes an inter-state registration with MW as quantities and the validity date', () => {
    const row: InterStateRow = {
      id: 31,
      registrationNo: 'ISR/2026/0001',
      entityName: 'Kameng Cement',
      sector: 'C&I Consumer',
      rldc: null,
      maxInjectionMw: null,
      maxDrawlMw: 7.25,
      transmissionZone: null,
      submittedOn: null,
      updatedOn: '2026-11-20T05:00:00.000Z',
      expiredOn: '2027-03-31',
      status: { status: 'Approved', statusDescription: 'Approved' },
      clock: null,
    };
    expect(cells(INTER_STATE_EXPORT_COLUMNS, row)).toEqual([
      'ISR/2026/0001',
      'Kameng Cement',
      'C&I Consumer',
      null,
      7.25,
      '',
      '2027-03-31',
      expect.any(String),
      '',
    ]);
    expect(csvLines(INTER_STATE_EXPORT_COLUMNS, [row], false)).toContain(',,7.25,,2027-03-31,');
  });

  it('writes a user with its status and Yes / No switches, and a mail with its IST time and status words', () => {
    const user = { firstName: 'Ravi', lastName: 'Menon', userName: 'ravi', email: 'r@x.in', status: 'Pending' };
    expect(cells(USER_EXPORT_COLUMNS, { ...user, isEnabled: true, isDefaulter: false } as User)).toEqual([
      'Ravi',
      'Menon',
      'ravi',
      'Pending',
      'r@x.in',
      'Yes',
      'No',
    ]);
    const mail = {
      createdAt: '2026-11-20T09:05:00.000Z',
      to: 'a@b.in',
      subject: 'Code',
      status: 'logged',
      attempts: 0,
    };
    expect(cells(OUTBOX_EXPORT_COLUMNS, mail as OutboxItem)).toEqual([
      '2026-11-20T09:05:00.000Z',
      'a@b.in',
      'Code',
      'Logged',
      0,
    ]);
    expect(csvLines(OUTBOX_EXPORT_COLUMNS, [mail as OutboxItem], false)).toBe(
      '2026-11-20T14:35:00+05:30,a@b.in,Code,Logged,0\r\n',
    );
  });

  it('reads an Export query as the list filters without paging, xlsx by default', () => {
    expect(standingClearanceExportQuerySchema.parse({ direction: 'Buy', pageNumber: '2' })).toEqual({
      direction: 'Buy',
      format: 'xlsx',
    });
    expect(interStateExportQuerySchema.safeParse({ format: 'pdf' }).success).toBe(false);
    expect(outboxExportQuerySchema.parse({ to: ' sldc ', format: 'csv' })).toEqual({ to: 'sldc', format: 'csv' });
  });
});
