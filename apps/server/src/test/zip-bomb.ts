/**
 * Real zip bombs for the upload tests: an xlsx whose worksheet is hundreds of MB of repeated cells, deflated by
 * node:zlib into a file of a few hundred KB, written by a small hand-made zip writer (APPNOTE local headers,
 * central directory, end record) so the test can also make the directory lie about sizes.
 */
import { once } from 'node:events';
import { createDeflateRaw } from 'node:zlib';

export interface BombEntry {
  name: string;
  /** The deflated bytes. */
  deflated: Buffer;
  /** The size the headers claim (a bomb may lie). */
  declaredSize: number;
}

/** Deflates `head`, `unit` × `times`, `tail` as one stream, never holding the unpacked text in memory. */
export async function deflateRepeated(head: string, unit: string, times: number, tail: string): Promise<BombEntry> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = once(deflate, 'end');
  const block = Buffer.from(unit.repeat(Math.max(1, Math.floor((1 << 20) / unit.length))));
  const perBlock = block.length / unit.length;
  deflate.write(head);
  let written = 0;
  for (; written + perBlock <= times; written += perBlock) {
    if (!deflate.write(block)) await once(deflate, 'drain');
  }
  deflate.write(unit.repeat(times - written));
  deflate.end(tail);
  await ended;
  const size = Buffer.byteLength(head) + Buffer.byteLength(unit) * times + Buffer.byteLength(tail);
  return { name: '', deflated: Buffer.concat(out), declaredSize: size };
}

export function deflatedEntry(name: string, text: string): Promise<BombEntry> {
  return deflateRepeated('', text, 1, '').then((e) => ({ ...e, name }));
}

/** A little-endian record: [offset, byte width (2 or 4), value] per field, the rest zero. */
function record(size: number, fields: [number, 2 | 4, number][]): Buffer {
  const bytes = Buffer.alloc(size);
  for (const [at, width, value] of fields) {
    if (width === 2) bytes.writeUInt16LE(value, at);
    else bytes.writeUInt32LE(value, at);
  }
  return bytes;
}

/** A zip of deflated entries (APPNOTE 4.3.7, 4.3.12, 4.3.16; CRCs left 0: the guard refuses before any check). */
export function zipOf(entries: BombEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const sizes: [number, 2 | 4, number][] = [
      [0, 4, entry.deflated.length],
      [4, 4, entry.declaredSize],
      [8, 2, name.length],
    ];
    const shift = (by: number) => sizes.map(([at, width, value]): [number, 2 | 4, number] => [at + by, width, value]);
    locals.push(record(30, [[0, 4, 0x04034b50], [4, 2, 20], [8, 2, 8], ...shift(18)]), name, entry.deflated);
    centrals.push(
      record(46, [[0, 4, 0x02014b50], [4, 2, 20], [6, 2, 20], [10, 2, 8], ...shift(20), [42, 4, offset]]),
      name,
    );
    offset += 30 + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const count = entries.length;
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, count],
    [10, 2, count],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';
const ROW = `<row>${'<c t="inlineStr"><is><t>0</t></is></c>'.repeat(98)}</row>`;

/**
 * An xlsx whose one worksheet unpacks to about `megabytes` MB of rows of 98 cells. `lie` makes every header claim
 * 1 KB, as a bomb built to slip past a size check would.
 */
export async function xlsxBomb(megabytes: number, options: { lie?: boolean } = {}): Promise<Buffer> {
  const rows = Math.ceil((megabytes * 1024 * 1024) / ROW.length);
  const sheet = { ...(await deflateRepeated(SHEET_HEAD, ROW, rows, SHEET_TAIL)), name: 'xl/worksheets/sheet1.xml' };
  const parts = await Promise.all([
    deflatedEntry('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
    deflatedEntry('xl/workbook.xml', '<?xml version="1.0"?><workbook/>'),
  ]);
  const entries = [...parts, sheet];
  return zipOf(options.lie ? entries.map((e) => ({ ...e, declaredSize: 1024 })) : entries);
}
