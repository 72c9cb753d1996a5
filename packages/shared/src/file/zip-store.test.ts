import { describe, expect, it } from 'vitest';
import { crc32, storedZip } from './zip-store.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the stored zip', () => {
  it('computes CRC-32 as the standard check value says, in one go or in parts', () => {
    expect(crc32(bytes('123456789'))).toBe(0xcbf43926);
    expect(crc32(bytes('6789'), crc32(bytes('12345')))).toBe(0xcbf43926);
  });

  it('stores each entry as it is, behind its local header, and lists them in the central directory', () => {
    const zip = storedZip(
      [
        ['a.txt', 'hello'],
        ['dir/ü.xml', '<x/>'],
      ],
      new Date('2026-12-01T04:00:00Z'),
    );
    const view = new DataView(zip.buffer);
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    expect(new TextDecoder().decode(zip.subarray(30, 35))).toBe('a.txt');
    expect(new TextDecoder().decode(zip.subarray(35, 40))).toBe('hello');
    const end = zip.length - 22;
    expect(view.getUint32(end, true)).toBe(0x06054b50);
    expect(view.getUint16(end + 10, true)).toBe(2);
    const directory = view.getUint32(end + 16, true);
    expect(view.getUint32(directory, true)).toBe(0x02014b50);
    expect(view.getUint32(directory + 16, true)).toBe(crc32(bytes('hello')));
    expect(view.getUint32(directory + 42, true)).toBe(0);
  });
});
