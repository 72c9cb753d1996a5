/**
 * ATC files (spec §2.2 /intra-state-stoa, /inter-state-stoa: STOA Upload; DOMAIN §1 corridors, §2 time): one row
 * per corridor and date, one column per 15-minute block, MW with at most 2 decimals. The server turns xlsx or csv
 * into cells; this decides what each cell means, so the preview and the import never disagree.
 */
import { formatDisplayDate, isIsoDate } from '../calendar/dates.ts';
import { requiredMessage } from '../api/messages.ts';
import { BLOCKS_PER_DAY, TIME_LABELS } from '../application/time-blocks.ts';
import { CORRIDOR_KIND_LABELS, type Corridor, type CorridorKind } from '../config/master-data.schemas.ts';
import { MAX_DECIMALS, NUMBER_MESSAGES, hasAtMostDecimals } from '../validation/number-input.ts';
import { toHundredths } from '../validation/hundredths.ts';
import { marginKey } from '../allocation/types.ts';

/** The largest ATC a block may declare (MW): far above any state corridor, far below the integer column's limit. */
export const MAX_ATC_MW = 100_000;
/** Rows one file may hold: a quarter of daily rows for a dozen corridors. */
export const MAX_ATC_ROWS = 2000;
const ATC = 'ATC';

/** 'HH:MM-HH:MM' of block `block` (1..96): the file's column header and the grid's Time. */
export function atcBlockLabel(block: number): string {
  return `${TIME_LABELS[block - 1]}-${TIME_LABELS[block]}`;
}

/** The 96 block columns' headers, '00:00-00:15' … '23:45-24:00'. */
export const ATC_BLOCK_COLUMNS: readonly string[] = Array.from({ length: BLOCKS_PER_DAY }, (_, i) =>
  atcBlockLabel(i + 1),
);
export const ATC_FILE_HEADER: readonly string[] = ['Corridor', 'Date', ...ATC_BLOCK_COLUMNS];

/** Hundredths of a MW as text with 2 decimals ('4000' → '40.00'), exact. */
export function formatHundredths(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const kindText = (kind: CorridorKind) => CORRIDOR_KIND_LABELS[kind].toLowerCase();

export const ATC_MESSAGES = {
  /** Optimistic lock of a corridor-day (the same words as the user records' lock). */
  stale: 'This record was changed by someone else. Reload and try again.',
  belowAllocated: (atc: number, block: number, allocated: number) =>
    `ATC ${formatHundredths(atc)} MW in block ${block} (${TIME_LABELS[block - 1]}–${TIME_LABELS[block]}) is below ` +
    `the ${formatHundredths(allocated)} MW already allocated`,
  noRows: 'The file has no ATC rows. Download the template to see the expected columns.',
  badHeader: `The columns do not match the template: Corridor, Date, ${ATC_BLOCK_COLUMNS[0]} … ${ATC_BLOCK_COLUMNS.at(-1)}`,
  tooManyRows: (max: number) => `An ATC file can have at most ${max} rows`,
  alreadyImported: 'This file has already been imported.',
  nothingToImport: 'The file has no valid rows to import.',
  fallsUnconfirmed: (count: number) =>
    `This file lowers the ATC of ${count} corridor-${count === 1 ? 'block' : 'blocks'}: ` +
    'confirm the falls to import it.',
  badDate: 'Date must be YYYY-MM-DD or DD-MM-YYYY',
  unknownCorridor: (name: string, kind: CorridorKind) => `'${name}' is not an ${kindText(kind)} corridor`,
  wrongKind: (name: string, actual: CorridorKind) =>
    `'${name}' is an ${kindText(actual)} corridor: upload it on the ${CORRIDOR_KIND_LABELS[actual]} STOA page`,
  inactiveCorridor: (name: string) => `Corridor '${name}' is not active`,
  duplicate: (name: string, date: string, lines: readonly number[]) =>
    `${name} on ${formatDisplayDate(date)} appears more than once in the file (lines ${lines.join(', ')})`,
  corridorNotFound: 'Corridor not found.',
  blockCount: `ATC must have ${BLOCKS_PER_DAY} blocks`,
  required: requiredMessage(ATC),
  notNumber: `${ATC} must be a number`,
  negative: NUMBER_MESSAGES.min(ATC, 0, 'MW'),
  decimals: NUMBER_MESSAGES.decimals(ATC, MAX_DECIMALS),
  tooLarge: NUMBER_MESSAGES.max(ATC, MAX_ATC_MW, 'MW'),
} as const;

/** A corridor as the parser needs it. */
export type AtcCorridorRef = Pick<Corridor, 'id' | 'name' | 'kind' | 'isActive'>;

export interface AtcCellError {
  /** The header of the column the message is about: 'Corridor', 'Date' or a block such as '02:45-03:00'. */
  column: string;
  message: string;
}

export interface AtcFileRow {
  /** Line of the file (1 = the header). */
  line: number;
  corridorId: number | null;
  /** The corridor's stored name when recognised, else the text of the file. */
  corridorName: string;
  date: string | null;
  /** ATC per block in hundredths of a MW (index 0 = block 1); 0 where the cell has an error. */
  values: number[];
  /** The 96 block cells as the file has them. */
  cells: string[];
  errors: AtcCellError[];
}

export interface AtcFileParse {
  rows: AtcFileRow[];
  /** A problem with the file as a whole (its header); no rows are read then. */
  fileError: string | null;
}

/** YYYY-MM-DD or DD-MM-YYYY → YYYY-MM-DD; null when neither or not a real date. */
export function parseAtcDate(text: string): string | null {
  const value = text.trim();
  if (isIsoDate(value)) return value;
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/** One block cell → hundredths of a MW, or the message that refuses it. */
export function parseAtcCell(text: string): { value: number } | { error: string } {
  const value = text.trim();
  if (value === '') return { error: ATC_MESSAGES.required };
  if (/^-(\d+\.?\d*|\.\d+)$/.test(value) && Number(value) !== 0) return { error: ATC_MESSAGES.negative };
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(value)) return { error: ATC_MESSAGES.notNumber };
  if (!hasAtMostDecimals(value)) return { error: ATC_MESSAGES.decimals };
  const mw = Math.abs(Number(value));
  if (mw > MAX_ATC_MW) return { error: ATC_MESSAGES.tooLarge };
  return { value: toHundredths(mw) };
}

const normalizeHeader = (text: string) => text.trim().toLowerCase().replace(/\s+/g, '').replace(/[–—]/g, '-');
const EXPECTED_HEADER = ATC_FILE_HEADER.map(normalizeHeader);

function headerMatches(header: readonly string[]): boolean {
  const cells = header.map(normalizeHeader);
  return EXPECTED_HEADER.every((expected, i) => cells[i] === expected) && cells.slice(98).every((c) => c === '');
}

/** The file's first row against the template's header: the message refusing the file, or null. */
export function atcHeaderError(header: readonly string[]): string | null {
  return headerMatches(header) ? null : ATC_MESSAGES.badHeader;
}

function matchCorridor(
  text: string,
  corridors: readonly AtcCorridorRef[],
  kind: CorridorKind,
): { corridor: AtcCorridorRef | null; error: string | null } {
  if (text === '') return { corridor: null, error: requiredMessage('Corridor') };
  const found = corridors.find((c) => c.name.trim().toLowerCase() === text.toLowerCase());
  if (!found) return { corridor: null, error: ATC_MESSAGES.unknownCorridor(text, kind) };
  if (found.kind !== kind) return { corridor: null, error: ATC_MESSAGES.wrongKind(found.name, found.kind) };
  if (!found.isActive) return { corridor: null, error: ATC_MESSAGES.inactiveCorridor(found.name) };
  return { corridor: found, error: null };
}

function parseRow(
  cells: readonly string[],
  line: number,
  corridors: readonly AtcCorridorRef[],
  kind: CorridorKind,
): AtcFileRow {
  const errors: AtcCellError[] = [];
  const corridorText = (cells[0] ?? '').trim();
  const { corridor, error } = matchCorridor(corridorText, corridors, kind);
  if (error) errors.push({ column: 'Corridor', message: error });
  const dateText = (cells[1] ?? '').trim();
  const date = dateText === '' ? null : parseAtcDate(dateText);
  if (dateText === '') errors.push({ column: 'Date', message: requiredMessage('Date') });
  else if (date === null) errors.push({ column: 'Date', message: ATC_MESSAGES.badDate });
  const blockCells = ATC_BLOCK_COLUMNS.map((_, i) => (cells[i + 2] ?? '').trim());
  const values = blockCells.map((text, i) => {
    const parsed = parseAtcCell(text);
    if ('value' in parsed) return parsed.value;
    errors.push({ column: ATC_BLOCK_COLUMNS[i]!, message: parsed.error });
    return 0;
  });
  return {
    line,
    corridorId: corridor?.id ?? null,
    corridorName: corridor?.name ?? corridorText,
    date,
    values,
    cells: blockCells,
    errors,
  };
}

/** Flags every row of a corridor and date that the file holds more than once. */
function flagDuplicates(rows: AtcFileRow[]): void {
  const lines = new Map<string, number[]>();
  for (const row of rows) {
    if (row.corridorId === null || row.date === null) continue;
    const key = `${row.corridorId}|${row.date}`;
    lines.set(key, [...(lines.get(key) ?? []), row.line]);
  }
  for (const row of rows) {
    const same = row.corridorId === null ? undefined : lines.get(`${row.corridorId}|${row.date}`);
    if (same && same.length > 1) {
      row.errors.push({ column: 'Date', message: ATC_MESSAGES.duplicate(row.corridorName, row.date!, same) });
    }
  }
}

/**
 * Cells of a sheet (first row: the template's header) → each row with its per-cell errors. Corridors are matched by
 * name, ignoring case, among the active corridors of `kind`; a corridor and date may appear once.
 */
export function parseAtcRows(
  table: readonly (readonly string[])[],
  corridors: readonly AtcCorridorRef[],
  kind: CorridorKind,
): AtcFileParse {
  const [header, ...body] = table;
  if (!header || !headerMatches(header)) return { rows: [], fileError: ATC_MESSAGES.badHeader };
  const rows = body
    .map((cells, i) => ({ cells, line: i + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''))
    .map(({ cells, line }) => parseRow(cells, line, corridors, kind));
  flagDuplicates(rows);
  return { rows, fileError: null };
}

export interface AtcBlockError {
  /** 1..96 */
  block: number;
  /** The block's column header, '02:45-03:00'. */
  column: string;
  message: string;
}

/**
 * Blocks where a new ATC would fall below the MW already allocated to applications: such an ATC cannot be declared,
 * since the margin (ATC − allocated) may never go negative (DOMAIN §3). Both arrays in hundredths.
 */
export function atcBelowAllocated(atc: readonly number[], allocated: readonly number[]): AtcBlockError[] {
  const errors: AtcBlockError[] = [];
  atc.forEach((value, i) => {
    const taken = allocated[i] ?? 0;
    if (value < taken) {
      errors.push({
        block: i + 1,
        column: ATC_BLOCK_COLUMNS[i]!,
        message: ATC_MESSAGES.belowAllocated(value, i + 1, taken),
      });
    }
  });
  return errors;
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The template users download: the header, then for each date one row per active corridor of `kind`, prefilled with
 * the ATC declared for it (`declared`, hundredths keyed by marginKey) and 0 where nothing is declared yet. Uploaded
 * unchanged it changes nothing: the import writes only rows that differ from what is declared (issue 15).
 */
export function ATC_TEMPLATE_CSV(
  kind: CorridorKind,
  corridors: readonly AtcCorridorRef[],
  dates: readonly string[],
  declared: ReadonlyMap<string, readonly number[]>,
): string {
  const zeros = new Array<number>(BLOCKS_PER_DAY).fill(0);
  const active = corridors.filter((c) => c.kind === kind && c.isActive);
  const rows = dates.flatMap((date) =>
    active.map((c) => {
      const atc = declared.get(marginKey(c.id, date)) ?? zeros;
      return [csvField(c.name), date, ...atc.map(formatHundredths)].join(',');
    }),
  );
  return `${[ATC_FILE_HEADER.join(','), ...rows].join('\r\n')}\r\n`;
}
