/**
 * Time-block rows of an application (spec §3 Time-block row, §5 Time-block rows; DOMAIN §2). A day has 96 blocks of
 * 15 minutes and 97 labels, 00:00 … 24:00. On the wire a row's `fromTimeBlock` is the label index (0..95) where it
 * starts and `toTimeBlock` the label index (1..96) where it ends, exclusive: 0 → 96 is the whole day, and the 1-based
 * blocks covered are fromTimeBlock + 1 … toTimeBlock.
 */
import { addDays, formatDisplayDate, isIsoDate } from '../calendar/dates.ts';

export const BLOCKS_PER_DAY = 96;
export const BLOCK_MINUTES = 15;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** '00:00', '00:15', … '23:45', '24:00' (97 labels; 24:00 is the end of the day). */
export const TIME_LABELS: readonly string[] = Array.from({ length: BLOCKS_PER_DAY + 1 }, (_, i) => {
  const minutes = i * BLOCK_MINUTES;
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
});

/**
 * A time of day 'HH:mm', 00:00 … 23:59 (Form ST2's deadline and bid opening, the rules' cut-offs): the form the forms,
 * lists and facts show a time of day in, as the block labels are.
 */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const isLabelIndex = (index: number) => Number.isInteger(index) && index >= 0 && index <= BLOCKS_PER_DAY;

function assertLabelIndex(index: number): void {
  if (!isLabelIndex(index)) throw new RangeError(`Time label index must be an integer 0..96, got ${index}`);
}

/** The label of a label index (0 → '00:00', 96 → '24:00'). */
export function blockLabel(index: number): string {
  assertLabelIndex(index);
  return TIME_LABELS[index] as string;
}

/** Blocks covered by a row's from/to label indices; 0 when `to` is not after `from` (the row is invalid anyway). */
export function blocksOfRow(fromTimeBlock: number, toTimeBlock: number): number {
  assertLabelIndex(fromTimeBlock);
  assertLabelIndex(toTimeBlock);
  return Math.max(0, toTimeBlock - fromTimeBlock);
}

/** 'HH:MM' → label index; null when the time is not one of the 97 labels (off the 15-minute schema or past 24:00). */
export function timeLabelToIndex(label: string): number | null {
  const index = TIME_LABELS.indexOf(label);
  return index === -1 ? null : index;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

function assertDate(date: string): void {
  if (!isIsoDate(date)) throw new RangeError(`Expected a YYYY-MM-DD date, got '${date}'`);
}

/** Days from `from` to `to`, both inclusive (0 when to < from). */
export function daysInclusive(from: string, to: string): number {
  assertDate(from);
  assertDate(to);
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1);
}

/** The dates from `from` to `to`, both inclusive (empty when to < from). */
export function dateRange(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let i = 0, n = daysInclusive(from, to); i < n; i += 1) dates.push(addDays(from, i));
  return dates;
}

export type TimeBlockRow = {
  oaFromDate: string;
  oaToDate: string;
  fromTimeBlock: number;
  toTimeBlock: number;
  /** MW, at most 2 decimals. */
  oaRequirement: number;
};

/**
 * MW as integer hundredths. Throws when the value has more than 2 decimals or is negative: the number inputs block
 * both, so such a value is a programming error and rounding it would quietly change a request.
 */
export function mwToHundredths(mw: number): number {
  const hundredths = Math.round(mw * 100);
  if (!Number.isFinite(mw) || mw < 0 || Math.abs(mw * 100 - hundredths) > 1e-6) {
    throw new RangeError(`MW must be non-negative with at most 2 decimals, got ${mw}`);
  }
  return hundredths;
}

/**
 * A row's energy in 1/400 MWh (0.01 MW × one 15-minute block): exact integers, so energy sums never drift.
 */
function rowEnergyUnits(row: TimeBlockRow): number {
  return (
    mwToHundredths(row.oaRequirement) *
    blocksOfRow(row.fromTimeBlock, row.toTimeBlock) *
    daysInclusive(row.oaFromDate, row.oaToDate)
  );
}

/** 1/400 MWh → MWh rounded half up to 2 decimals (the exact value has at most 4: it is a multiple of 0.0025). */
/** Energy in 1/400 MWh units (0.01 MW × a block) as MWh with 2 decimals, half up. */
export const unitsToMwh = (units: number) => Math.floor((units + 2) / 4) / 100;

/**
 * The row's MWh, the spec's "days inclusive × hours × MW" with hours = blocks / 4 (DOMAIN §2), rounded half up to
 * 2 decimals from the exact value (1 block at 0.01 MW = 0.0025 MWh → 0.00; 2 blocks = 0.005 MWh → 0.01).
 */
export function rowMwh(row: TimeBlockRow): number {
  return unitsToMwh(rowEnergyUnits(row));
}

/**
 * The application's MWh: the exact sum of the rows rounded once, so it may differ by a hundredth from the sum of the
 * rounded row values (the exact total is the one charges are computed from).
 */
export function totalMwh(rows: readonly TimeBlockRow[]): number {
  return unitsToMwh(rows.reduce((sum, row) => sum + rowEnergyUnits(row), 0));
}

/**
 * Requested MW per date and 15-minute block (index 0 = block 1) in integer hundredths: the engine's input. Valid
 * rows do not overlap; overlapping rows are summed. Dates come out in calendar order. Throws on an invalid row
 * (validate first).
 */
export function scheduleOf(rows: readonly TimeBlockRow[]): Map<string, number[]> {
  const byDate = new Map<string, number[]>();
  for (const row of rows) {
    if (blocksOfRow(row.fromTimeBlock, row.toTimeBlock) === 0 || row.oaToDate < row.oaFromDate) {
      throw new RangeError(`Invalid time-block row ${JSON.stringify(row)}`);
    }
    const mw = mwToHundredths(row.oaRequirement);
    for (const date of dateRange(row.oaFromDate, row.oaToDate)) {
      const blocks = byDate.get(date) ?? new Array<number>(BLOCKS_PER_DAY).fill(0);
      for (let b = row.fromTimeBlock; b < row.toTimeBlock; b += 1) blocks[b] = (blocks[b] as number) + mw;
      byDate.set(date, blocks);
    }
  }
  return new Map([...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The spec's exact messages (§5 Time-block rows). */
export const TIME_BLOCK_MESSAGES = {
  toAfterFrom: 'To Time should be after From Time',
  toDateAfterFrom: 'To Date should not be before From Date',
  overlap: 'Time block overlap has been found, please edit inputs for this row.',
  minRequirement: (n: number) => `Applied requirement : ${n} can not be less than 1`,
  moreThanApproved: (n: number, m: number) => `Applied requirement : ${n} is more than approved : ${m}`,
  /** Bounds as YYYY-MM-DD; shown as MMM DD, YYYY. */
  dateRange: (min: string, max: string) =>
    `Date should be between ${formatDisplayDate(min)} and ${formatDisplayDate(max)}`,
  schema: 'Time should be on the 15 minute schema',
} as const;

export type TimeBlockField = 'oaFromDate' | 'oaToDate' | 'fromTimeBlock' | 'toTimeBlock' | 'oaRequirement';
export type TimeBlockIssue = { row: number; field: TimeBlockField; message: string };
export type TimeBlockRowOptions = {
  /** The application window's dates (application-windows.ts); give both or neither. */
  minDate?: string;
  maxDate?: string;
  /** MW; when given (a previous approval limits the quantum), every row's requirement must be ≤ it. */
  remaining?: number | null;
};

const FIELD_ORDER: readonly TimeBlockField[] = [
  'oaFromDate',
  'oaToDate',
  'fromTimeBlock',
  'toTimeBlock',
  'oaRequirement',
];

/** The rules of one row on its own: field → first failing rule's message. */
function rowIssues(row: TimeBlockRow, opts: TimeBlockRowOptions): Map<TimeBlockField, string> {
  const issues = new Map<TimeBlockField, string>();
  const { minDate, maxDate, remaining } = opts;
  const outside = (d: string) =>
    minDate !== undefined && maxDate !== undefined && (!isIsoDate(d) || d < minDate || d > maxDate);
  const range = TIME_BLOCK_MESSAGES.dateRange(minDate ?? '', maxDate ?? '');
  if (outside(row.oaFromDate)) issues.set('oaFromDate', range);
  if (isIsoDate(row.oaFromDate) && isIsoDate(row.oaToDate) && row.oaToDate < row.oaFromDate) {
    issues.set('oaToDate', TIME_BLOCK_MESSAGES.toDateAfterFrom);
  } else if (outside(row.oaToDate)) issues.set('oaToDate', range);
  const fromOk = isLabelIndex(row.fromTimeBlock) && row.fromTimeBlock < BLOCKS_PER_DAY;
  const toOk = isLabelIndex(row.toTimeBlock) && row.toTimeBlock > 0;
  if (!fromOk) issues.set('fromTimeBlock', TIME_BLOCK_MESSAGES.schema);
  if (!toOk) issues.set('toTimeBlock', TIME_BLOCK_MESSAGES.schema);
  else if (fromOk && row.toTimeBlock <= row.fromTimeBlock) issues.set('toTimeBlock', TIME_BLOCK_MESSAGES.toAfterFrom);
  const n = row.oaRequirement;
  if (!Number.isFinite(n) || n < 1) {
    issues.set('oaRequirement', TIME_BLOCK_MESSAGES.minRequirement(n));
  } else if (remaining != null && n > remaining) {
    issues.set('oaRequirement', TIME_BLOCK_MESSAGES.moreThanApproved(n, remaining));
  }
  return issues;
}

/** Real dates in order and a non-empty block range: only such rows can be said to overlap. */
function isSoundRow(row: TimeBlockRow): boolean {
  return (
    isIsoDate(row.oaFromDate) &&
    isIsoDate(row.oaToDate) &&
    row.oaFromDate <= row.oaToDate &&
    isLabelIndex(row.fromTimeBlock) &&
    isLabelIndex(row.toTimeBlock) &&
    row.fromTimeBlock < row.toTimeBlock
  );
}

/** Date ranges intersect (inclusive) and block ranges intersect (half-open label ranges). */
function overlaps(a: TimeBlockRow, b: TimeBlockRow): boolean {
  return (
    a.oaFromDate <= b.oaToDate &&
    b.oaFromDate <= a.oaToDate &&
    a.fromTimeBlock < b.toTimeBlock &&
    b.fromTimeBlock < a.toTimeBlock
  );
}

/**
 * The spec's time-block row rules (§5): to-time after from-time on the 15-minute schema, to-date not before
 * from-date, dates inside [minDate, maxDate], requirement ≥ 1 MW and ≤ the remaining approved quantum when given,
 * no overlap. Of two overlapping rows the later one is flagged, on From Time, so the user edits the row just added.
 * Rows whose dates or times are malformed or reversed take no part in the overlap check. One message per field
 * (first failing rule wins), ordered by row and then field. Required fields and date formats are the row schema's.
 */
export function validateTimeBlockRows(rows: readonly TimeBlockRow[], opts: TimeBlockRowOptions = {}): TimeBlockIssue[] {
  if ((opts.minDate === undefined) !== (opts.maxDate === undefined)) {
    throw new Error('validateTimeBlockRows: give both minDate and maxDate or neither');
  }
  const perRow = rows.map((row) => rowIssues(row, opts));
  const sound = rows.map(isSoundRow);
  rows.forEach((row, i) => {
    if (!sound[i]) return;
    const clash = rows.slice(0, i).some((earlier, j) => sound[j] && overlaps(earlier, row));
    if (clash) (perRow[i] as Map<TimeBlockField, string>).set('fromTimeBlock', TIME_BLOCK_MESSAGES.overlap);
  });
  return perRow.flatMap((issues, row) =>
    FIELD_ORDER.filter((field) => issues.has(field)).map((field) => ({
      row,
      field,
      message: issues.get(field) as string,
    })),
  );
}

/** Consecutive blocks of one MW: label indices `from` (inclusive) to `to` (exclusive), as a time-block row reads. */
export interface MwRun {
  from: number;
  to: number;
  mw: number;
}

/** A day's 96 block MW as runs of equal MW, the blocks with nothing scheduled left out. */
export function mwRunsOf(blocks: readonly number[]): MwRun[] {
  const runs: MwRun[] = [];
  blocks.forEach((mw, b) => {
    const last = runs.at(-1);
    if (mw <= 0) return;
    if (last && last.to === b && last.mw === mw) last.to = b + 1;
    else runs.push({ from: b, to: b + 1, mw });
  });
  return runs;
}
