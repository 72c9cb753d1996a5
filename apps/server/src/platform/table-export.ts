/**
 * A list as a download (issue 15 Excel out): every page of the list's current filters, streamed as an xlsx (Excel
 * dates and numbers in their formats, a frozen header, filters on: xlsx-writer.ts) or a csv (ISO dates), with the
 * screen's columns and their kinds (shared ExportColumn). The first page is read before the answer starts, so a
 * refusal is still a 4xx; later pages are read as the file is written, never all rows in memory at once.
 */
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvLines, inertText, type ExportColumn, type TableExportFormat } from '@stoa/shared';
import { contentDisposition } from './send-file.ts';
import { writeXlsx } from './xlsx-writer.ts';

/** Rows read per page while the file is written. */
export const EXPORT_PAGE_SIZE = 500;

const CONTENT_TYPES: Record<TableExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export interface TableFile<R> {
  /** Without the extension. */
  fileName: string;
  sheetName: string;
  columns: readonly ExportColumn<R>[];
  /** Page `n` (1-based) of the rows; an empty page ends the file. */
  page: (n: number) => Promise<readonly R[]>;
}

async function* pagesOf<R>(first: readonly R[], page: TableFile<R>['page']) {
  let rows = first;
  for (let n = 1; rows.length > 0; n += 1) {
    yield rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
    rows = await page(n + 1);
  }
}

const cellOf = (value: string | number | null) => (typeof value === 'string' ? inertText(value) : value);

/** Rows of `R` as an xlsx into `out` (ended when done): each column's kind, its cells formula-inert. */
export async function writeTableXlsx<R>(
  out: Writable,
  sheetName: string,
  columns: readonly ExportColumn<R>[],
  pages: AsyncIterable<readonly R[]>,
): Promise<void> {
  async function* cells() {
    for await (const rows of pages) yield rows.map((row) => columns.map((c) => cellOf(c.cell(row))));
  }
  const sheetColumns = columns.map((c) => ({ header: c.header, kind: c.kind ?? 'text' }));
  await writeXlsx(out, sheetName, sheetColumns, cells());
}

async function writeCsv<R>(stream: PassThrough, file: TableFile<R>, pages: AsyncGenerator<readonly R[]>) {
  let withHeader = true;
  stream.write('\uFEFF'); // Excel reads UTF-8 (₹, names) only with the BOM.
  for await (const rows of pages) {
    stream.write(csvLines(file.columns, rows, withHeader));
    withHeader = false;
  }
  if (withHeader) stream.write(csvLines(file.columns, [], true));
  stream.end();
}

export async function sendTable<R>(reply: FastifyReply, file: TableFile<R>, format: TableExportFormat) {
  const first = await file.page(1);
  const stream = new PassThrough();
  const pages = pagesOf(first, file.page);
  const writing =
    format === 'xlsx' ? writeTableXlsx(stream, file.sheetName, file.columns, pages) : writeCsv(stream, file, pages);
  writing.catch((err: unknown) => {
    reply.log.error({ err }, 'list export failed while streaming');
    stream.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply
    .type(CONTENT_TYPES[format])
    .header('content-disposition', contentDisposition('attachment', `${file.fileName}.${format}`))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stream);
}
