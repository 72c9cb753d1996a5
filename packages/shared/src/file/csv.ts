/** Rows and cells an import reads at the most (blank rows count: they cost as much to read). */
export interface TableLimits {
  maxRows: number;
  maxCells: number;
}

/** A table past one of its limits; the reader stopped where it crossed it. */
export class TableTooLargeError extends Error {
  constructor(
    readonly limit: 'rows' | 'cells',
    readonly max: number,
  ) {
    super(`more than ${max} ${limit}`);
    this.name = 'TableTooLargeError';
  }
}

const NO_LIMITS: TableLimits = { maxRows: Infinity, maxCells: Infinity };

/**
 * A small RFC 4180 CSV reader (quoted fields, doubled quotes, CRLF or LF, a UTF-8 BOM). With `limits`, throws
 * TableTooLargeError as soon as the text holds more rows or cells than allowed.
 */
export function parseCsv(text: string, limits: TableLimits = NO_LIMITS): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let cells = 0;
  const pushField = () => {
    row.push(field);
    field = '';
    cells += 1;
    if (cells > limits.maxCells) throw new TableTooLargeError('cells', limits.maxCells);
  };
  const pushRow = () => {
    pushField();
    rows.push(row);
    row = [];
    if (rows.length > limits.maxRows) throw new TableTooLargeError('rows', limits.maxRows);
  };
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < input.length; i += 1) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') pushField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i += 1;
      pushRow();
    } else field += c;
  }
  if (field !== '' || row.length > 0) pushRow();
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}
