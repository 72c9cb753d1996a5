/**
 * A zip of small text entries, stored (not deflated), in memory: what the browser needs to write an xlsx of a grid it
 * holds (lib/table-file.ts). The server streams and deflates instead (platform/zip-writer.ts); both check entries with
 * this CRC-32.
 */

const CRC_TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, previous = 0): number {
  let crc = ~previous;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return ~crc >>> 0;
}

/** MS-DOS time and date of an instant (its UTC fields: a zip has no time zone). */
export function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

const UTF8_NAMES = 0x0800; // general-purpose flag bit 11

/** The zip of `entries` ([name, text], UTF-8), each stored as it is. */
export function storedZip(entries: readonly [string, string][], at: Date): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const stamp = dosTime(at);
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(text);
    const fields = { crc: crc32(data), size: data.length, nameLength: nameBytes.length, offset };
    const local = new Uint8Array(30 + nameBytes.length + data.length);
    writeHeader(new DataView(local.buffer), 0x04034b50, 4, stamp, fields);
    local.set(nameBytes, 30);
    local.set(data, 30 + nameBytes.length);
    const central = new Uint8Array(46 + nameBytes.length);
    writeHeader(new DataView(central.buffer), 0x02014b50, 6, stamp, fields);
    central.set(nameBytes, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directorySize = centrals.reduce((sum, c) => sum + c.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, directorySize, true);
  end.setUint32(16, offset, true);
  const parts = [...locals, ...centrals, new Uint8Array(end.buffer)];
  const zip = new Uint8Array(offset + directorySize + 22);
  let position = 0;
  for (const part of parts) {
    zip.set(part, position);
    position += part.length;
  }
  return zip;
}

/**
 * A local (signature 0x04034b50, fields from byte 4) or central (0x02014b50, from byte 6, after "version made by")
 * header of a stored entry; the central one also gets the entry's offset.
 */
function writeHeader(
  view: DataView,
  signature: number,
  from: number,
  stamp: { time: number; date: number },
  e: { crc: number; size: number; nameLength: number; offset: number },
) {
  view.setUint32(0, signature, true);
  if (from === 6) view.setUint16(4, 20, true);
  view.setUint16(from, 20, true); // version needed
  view.setUint16(from + 2, UTF8_NAMES, true);
  view.setUint16(from + 4, 0, true); // stored
  view.setUint16(from + 6, stamp.time, true);
  view.setUint16(from + 8, stamp.date, true);
  view.setUint32(from + 10, e.crc, true);
  view.setUint32(from + 14, e.size, true);
  view.setUint32(from + 18, e.size, true);
  view.setUint16(from + 22, e.nameLength, true);
  if (from === 6) view.setUint32(42, e.offset, true);
}
