import { describe, expect, it } from 'vitest';
import {
  STANDING_CLEARANCE_MESSAGES,
  formatClearanceNo,
  standingClearanceDetailsSchema,
  standingClearanceDraftSchema,
  standingClearanceListQuerySchema,
} from './standing-clearance.schemas.ts';

const issuesOf = (input: unknown) => {
  const result = standingClearanceDetailsSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
};

const bilateral = {
  direction: 'Sell',
  transactionKind: 'Bilateral',
  counterpartyName: 'Assam Power Distribution Co',
  counterpartyState: 'Assam',
  exchange: 'IEX',
  quantumMw: '12.5',
  fromDate: '2026-12-01',
  toDate: '2026-12-31',
  remarks: '',
};

describe('standingClearanceDetailsSchema', () => {
  it('accepts a bilateral request, reads MW as a number and clears the exchange', () => {
    const parsed = standingClearanceDetailsSchema.parse(bilateral);
    expect(parsed).toEqual({ ...bilateral, quantumMw: 12.5, exchange: null, remarks: null });
  });

  it('accepts a power-exchange request and clears the counterparty', () => {
    const parsed = standingClearanceDetailsSchema.parse({
      ...bilateral,
      transactionKind: 'PowerExchange',
      exchange: 'HPX',
    });
    expect(parsed).toMatchObject({ exchange: 'HPX', counterpartyName: null, counterpartyState: null });
  });

  it("names every missing field with '{label} is required', all at once", () => {
    expect(issuesOf({})).toEqual({
      direction: 'Direction is required',
      transactionKind: 'Transaction Type is required',
      quantumMw: 'Quantum (MW) is required',
      fromDate: 'From Date is required',
      toDate: 'To Date is required',
    });
    expect(issuesOf({ ...bilateral, counterpartyName: ' ', counterpartyState: 'Atlantis', quantumMw: '' })).toEqual({
      counterpartyName: 'Counterparty Name is required',
      counterpartyState: 'Counterparty State is required',
      quantumMw: 'Quantum (MW) is required',
    });
    expect(issuesOf({ ...bilateral, transactionKind: 'PowerExchange', exchange: 'NYSE' })).toEqual({
      exchange: 'Power Exchange is required',
    });
  });

  it('wants MW above 0 with at most 2 decimals, and To Date on or after From Date', () => {
    expect(issuesOf({ ...bilateral, quantumMw: '0' })).toEqual({ quantumMw: 'Quantum must be greater than 0.00 MW' });
    expect(issuesOf({ ...bilateral, quantumMw: '1.234' })).toEqual({
      quantumMw: 'Quantum (MW) can have at most 2 decimal places',
    });
    expect(issuesOf({ ...bilateral, toDate: '2026-11-30' })).toEqual({
      toDate: STANDING_CLEARANCE_MESSAGES.toBeforeFrom,
    });
    expect(issuesOf({ ...bilateral, fromDate: '2026-02-30' })).toEqual({ fromDate: 'From Date is not a valid date' });
    // The date order is checked even while another field fails.
    expect(issuesOf({ ...bilateral, direction: '', toDate: '2026-11-30' })).toEqual({
      direction: 'Direction is required',
      toDate: STANDING_CLEARANCE_MESSAGES.toBeforeFrom,
    });
  });
});

describe('standingClearanceDraftSchema', () => {
  it('needs only the columns the table keeps and keeps the rest as typed', () => {
    const draft = standingClearanceDraftSchema.parse({
      direction: 'Buy',
      quantumMw: 3,
      fromDate: '2026-12-01',
      toDate: '2026-12-02',
      transactionKind: 'Swap',
      counterpartyName: 'Someone',
    });
    expect(draft).toMatchObject({ transactionKind: null, counterpartyName: 'Someone', exchange: null, remarks: null });
    expect(standingClearanceDraftSchema.safeParse({ direction: 'Buy' }).success).toBe(false);
  });
});

describe('list query and numbers', () => {
  it('reads page as an alias of pageNumber, and the overdue flag', () => {
    expect(standingClearanceListQuerySchema.parse({ page: '2', pageSize: '50', overdue: 'true' })).toMatchObject({
      pageNumber: 2,
      pageSize: 50,
      overdue: 'true',
    });
    expect(standingClearanceListQuerySchema.parse({ pageNumber: '3', page: '2' })).toMatchObject({
      pageNumber: 3,
    });
    expect(standingClearanceListQuerySchema.safeParse({ status: 'Nope' }).success).toBe(false);
  });

  it('numbers clearances SC/<year>/<serial of 4>', () => {
    expect(formatClearanceNo(2026, 7)).toBe('SC/2026/0007');
    expect(formatClearanceNo(2027, 12345)).toBe('SC/2027/12345');
  });
});
