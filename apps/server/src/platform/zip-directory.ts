/**
 * The central directory of a zip archive (an xlsx is one), read without inflating anything: what each entry claims
 * to unpack to, and where its data starts. PKWARE APPNOTE 4.3.12 (central directory header), 4.3.16 (end record).
 * Zip64, encryption and compression methods other than stored and deflate are refused: an upload of 10 MB never
 * needs them, and a reader that skips them cannot be fooled by them.
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate. */
  method: 0 | 8;
  compressedSize: number;
  /** What the directory claims; the guard checks it while inflating. */
  uncompressedSize: number;
  /** Where the entry's compressed bytes start. */
  dataOffset: number;
}

export class ZipFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipFormatError';
  }
}

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_SIZE = 22;
const ZIP64_MARK = 0xffffffff;

function findEndRecord(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - END_SIZE - 0xffff);
  for (let at = bytes.length - END_SIZE; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  throw new ZipFormatError('no end of central directory');
}

function dataOffsetOf(bytes: Buffer, localOffset: number): number {
  if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) {
    throw new ZipFormatError('bad local header');
  }
  return localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
}

function readEntry(bytes: Buffer, at: number): { entry: ZipEntry; next: number } {
  if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
    throw new ZipFormatError('bad central directory header');
  }
  const flags = bytes.readUInt16LE(at + 8);
  const method = bytes.readUInt16LE(at + 10);
  const compressedSize = bytes.readUInt32LE(at + 20);
  const uncompressedSize = bytes.readUInt32LE(at + 24);
  const nameLength = bytes.readUInt16LE(at + 28);
  const localOffset = bytes.readUInt32LE(at + 42);
  if (flags & 0x1) throw new ZipFormatError('encrypted entry');
  if (method !== 0 && method !== 8) throw new ZipFormatError(`compression method ${method}`);
  if ([compressedSize, uncompressedSize, localOffset].includes(ZIP64_MARK)) throw new ZipFormatError('zip64');
  const dataOffset = dataOffsetOf(bytes, localOffset);
  if (dataOffset + compressedSize > bytes.length) throw new ZipFormatError('entry beyond the end of the file');
  const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
  const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  return { entry: { name, method, compressedSize, uncompressedSize, dataOffset }, next };
}

/** Every entry of the archive, as its central directory lists them (at most `maxEntries`). */
export function readZipDirectory(bytes: Buffer, maxEntries: number): ZipEntry[] {
  if (bytes.length < END_SIZE) throw new ZipFormatError('too short');
  const end = findEndRecord(bytes);
  const count = bytes.readUInt16LE(end + 10);
  if (count > maxEntries) throw new ZipFormatError(`${count} entries`);
  const entries: ZipEntry[] = [];
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < count; i += 1) {
    const { entry, next } = readEntry(bytes, at);
    entries.push(entry);
    at = next;
  }
  return entries;
}
