/**
 * A zip written as a stream (what an xlsx is): each entry deflated as its bytes arrive, sizes and CRC-32 in a data
 * descriptor after it (general-purpose flag bit 3), the central directory at the end. Backpressure is kept end to end:
 * a slow reader slows the writer, so a large file never piles up in memory. No ZIP64: an entry or the archive must
 * stay under 4 GiB (a 100,000-row sheet is about 40 MB before deflating).
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { createDeflateRaw } from 'node:zlib';
import { crc32, dosTime } from '@stoa/shared';

/** Resolves once `out` takes more; rejects when it is closed or fails first (a download the reader abandoned). */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (err?: Error) => {
      out.off('drain', onDrain).off('close', onClose).off('error', done);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('the output was closed before the zip was written'));
    out.once('drain', onDrain).once('close', onClose).once('error', done);
  });
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

const FLAGS = 0x0808; // bit 3: sizes in a data descriptor; bit 11: UTF-8 names

export class ZipWriter {
  private offset = 0;
  private readonly entries: Written[] = [];
  private readonly stamp: { time: number; date: number };

  constructor(
    private readonly out: Writable,
    at: Date,
    private readonly level = 3,
  ) {
    this.stamp = dosTime(at);
  }

  private async write(bytes: Buffer): Promise<void> {
    if (this.out.destroyed) throw new Error('the output was closed before the zip was written');
    this.offset += bytes.length;
    if (!this.out.write(bytes)) await drained(this.out);
  }

  /** One entry, its content as it comes (strings are UTF-8). */
  async entry(name: string, content: AsyncIterable<string | Buffer> | Iterable<string | Buffer>): Promise<void> {
    const entry: Written = { name: Buffer.from(name, 'utf8'), crc: 0, compressed: 0, size: 0, offset: this.offset };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(8, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt16LE(entry.name.length, 26);
    await this.write(Buffer.concat([header, entry.name]));
    const deflate = createDeflateRaw({ level: this.level });
    const pump = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        entry.compressed += chunk.length;
        await this.write(chunk);
      }
    })();
    // A reader that went away stops the writing: the deflater is destroyed, so a write waiting on it fails too.
    pump.catch((err: unknown) => deflate.destroy(err instanceof Error ? err : new Error(String(err))));
    for await (const part of content) {
      const bytes = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
      entry.crc = crc32(bytes, entry.crc);
      entry.size += bytes.length;
      if (!deflate.write(bytes)) await once(deflate, 'drain');
    }
    deflate.end();
    await pump;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.write(descriptor);
    this.entries.push(entry);
  }

  /** The central directory and its end record; then the output is ended. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4);
      h.writeUInt16LE(20, 6);
      h.writeUInt16LE(FLAGS, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt16LE(this.stamp.time, 12);
      h.writeUInt16LE(this.stamp.date, 14);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt32LE(e.offset, 42);
      await this.write(Buffer.concat([h, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    this.out.end();
  }
}
