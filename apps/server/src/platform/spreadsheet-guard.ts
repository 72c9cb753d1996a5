/**
 * An xlsx is a zip: 1 MB of upload can unpack to gigabytes (a "zip bomb"), and a spreadsheet reader that loads
 * it freezes the server. Before exceljs sees a workbook, this checks it from the outside in: the central
 * directory's claimed sizes (nothing inflated), then every entry inflated as a stream — never past what the
 * directory claimed, never past the limit in total — counting the worksheets' rows and cells as they stream by, so
 * a file over a limit stops at the chunk that crosses it. Inflating runs on libuv's thread pool chunk by chunk, so
 * the event loop keeps serving other users meanwhile.
 */
import { createInflateRaw } from 'node:zlib';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { readZipDirectory, ZipFormatError, type ZipEntry } from './zip-directory.ts';

export interface SheetLimits {
  /** All entries together, unpacked. */
  maxUnzippedBytes: number;
  /** Rows of all worksheets together. */
  maxRows: number;
  /** Cells of all worksheets together. */
  maxCells: number;
}

export type SheetRefusal = { reason: 'unreadable' } | { reason: 'unzipped-bytes' | 'rows' | 'cells'; max: number };

export class SpreadsheetRefused extends Error {
  constructor(
    readonly refusal: SheetRefusal,
    /** How much was inflated before refusing (tests assert the guard stopped in time). */
    readonly inflatedBytes: number,
  ) {
    super(`spreadsheet refused: ${refusal.reason}`);
    this.name = 'SpreadsheetRefused';
  }
}

export interface SheetCheck {
  inflatedBytes: number;
  rows: number;
  cells: number;
}

/** xlsx parts never number in the hundreds; an archive of thousands of entries is refused unread. */
const MAX_ENTRIES = 1000;
const CHUNK_BYTES = 64 * 1024;
const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
/** A row or cell element's start tag, with or without a namespace prefix (`<row `, `<c>`, `<x:c r=…`). */
const ROW_OR_CELL = /<(?:[A-Za-z_][\w.-]*:)?(row|c)[\s/>]/g;

/** Counts `<row>` and `<c>` start tags over a stream of chunks (a tag may straddle two chunks). */
class TagCounter {
  rows = 0;
  cells = 0;
  private carry = '';
  constructor(private readonly limits: SheetLimits) {}

  /** The limit this chunk crossed, if any. */
  push(chunk: Buffer): SheetRefusal | null {
    let text = this.carry + chunk.toString('latin1');
    const cut = text.lastIndexOf('<');
    this.carry = cut >= 0 && cut > text.length - 64 ? text.slice(cut) : '';
    if (this.carry) text = text.slice(0, cut);
    for (const match of text.matchAll(ROW_OR_CELL)) {
      if (match[1] === 'row') this.rows += 1;
      else this.cells += 1;
    }
    if (this.rows > this.limits.maxRows) return { reason: 'rows', max: this.limits.maxRows };
    if (this.cells > this.limits.maxCells) return { reason: 'cells', max: this.limits.maxCells };
    return null;
  }
}

type ChunkCheck = (chunk: Buffer) => SheetRefusal | null;
/** How one entry went: the bytes it unpacked to (so far), and the refusal that stopped it. */
interface EntryScan {
  bytes: number;
  refusal: SheetRefusal | null;
}

/** Inflates one deflated entry as a stream, stopping past `maxBytes` or at the first chunk `check` refuses. */
function inflateEntry(data: Buffer, maxBytes: number, check: ChunkCheck): Promise<EntryScan> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw({ chunkSize: CHUNK_BYTES });
    let bytes = 0;
    let settled = false;
    const settle = (refusal: SheetRefusal | null) => {
      if (settled) return;
      settled = true;
      if (refusal) inflate.destroy();
      resolve({ bytes, refusal });
    };
    inflate.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      // More than the directory claimed: the archive lies about its sizes, a zip bomb's trick.
      const refusal = bytes > maxBytes ? ({ reason: 'unreadable' } as const) : check(chunk);
      if (refusal) settle(refusal);
    });
    inflate.on('error', () => settle({ reason: 'unreadable' }));
    inflate.on('end', () => settle(null));
    inflate.end(data);
  });
}

/** A stored (uncompressed) entry: the same checks over its bytes, a turn of the event loop between chunks. */
async function scanStored(data: Buffer, check: ChunkCheck): Promise<EntryScan> {
  for (let at = 0; at < data.length; at += CHUNK_BYTES) {
    const refusal = check(data.subarray(at, at + CHUNK_BYTES));
    if (refusal) return { bytes: Math.min(data.length, at + CHUNK_BYTES), refusal };
    await nextTurn();
  }
  return { bytes: data.length, refusal: null };
}

function scanEntry(bytes: Buffer, entry: ZipEntry, check: ChunkCheck): Promise<EntryScan> {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.method === 8) return inflateEntry(data, entry.uncompressedSize, check);
  if (entry.compressedSize !== entry.uncompressedSize)
    return Promise.resolve({ bytes: 0, refusal: { reason: 'unreadable' } });
  return scanStored(data, check);
}

function directoryOf(bytes: Buffer, limits: SheetLimits): ZipEntry[] {
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(bytes, MAX_ENTRIES);
  } catch (err) {
    if (err instanceof ZipFormatError) throw new SpreadsheetRefused({ reason: 'unreadable' }, 0);
    throw err;
  }
  const claimed = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (claimed > limits.maxUnzippedBytes) {
    throw new SpreadsheetRefused({ reason: 'unzipped-bytes', max: limits.maxUnzippedBytes }, 0);
  }
  return entries;
}

/** Checks an xlsx against the limits before anything reads it; throws SpreadsheetRefused. */
export async function checkSpreadsheet(bytes: Buffer, limits: SheetLimits): Promise<SheetCheck> {
  const entries = directoryOf(bytes, limits);
  const counter = new TagCounter(limits);
  let inflatedBytes = 0;
  for (const entry of entries) {
    const check: ChunkCheck = WORKSHEET.test(entry.name) ? (chunk) => counter.push(chunk) : () => null;
    const scan = await scanEntry(bytes, entry, check);
    inflatedBytes += scan.bytes;
    if (scan.refusal) throw new SpreadsheetRefused(scan.refusal, inflatedBytes);
  }
  return { inflatedBytes, rows: counter.rows, cells: counter.cells };
}
