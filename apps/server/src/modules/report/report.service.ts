/**
 * The reports (spec §2.6, DOMAIN §9, issue 19): who may read which (the shared catalog's readers: 403 otherwise),
 * whose rows (the reader's scope), a page with the totals and chart of the whole filtered set, and the file
 * (xlsx streamed; PDF with the filters printed on it).
 */
import type { FastifyReply } from 'fastify';
import {
  AGE_BANDS,
  REPORTS,
  blockLabel,
  businessDate,
  describeFilters,
  isReportQueryIssue,
  reportExportColumns,
  reportQueryOf,
  type ReportDefinition,
  type ReportKey,
  type ReportPage,
  type ReportQuery,
  type ReportQueryWire,
  type ReportRow,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import { sendFile } from '../../platform/send-file.ts';
import { EXPORT_PAGE_SIZE, sendTable } from '../../platform/table-export.ts';
import { recordScopeOf } from '../../platform/record-scope.repository.ts';
import { userOfPrincipal, type UserRow } from '../../platform/users/users.ts';
import { renderReportPdf, PDF_ROW_LIMIT } from './report-pdf.ts';
import * as repo from './report.repository.ts';
import type { ReportScope } from './report-scope.repository.ts';
import { REPORT_SOURCES } from './report-sources.repository.ts';

/** Whose rows a report shows: the portal's record scope of the reader. */
const scopeOf = (user: UserRow): ReportScope => recordScopeOf(user);

/** A raw row as the wire carries it: the report's columns only, numbers as numbers, instants as ISO text. */
export function rowOf(def: ReportDefinition, raw: repo.RawRow): ReportRow {
  const row: ReportRow = {};
  for (const c of def.columns) {
    const value = raw[c.key];
    if (value === null || value === undefined) row[c.key] = null;
    else if (value instanceof Date) row[c.key] = value.toISOString();
    else if (c.kind === 'text' || c.kind === 'identifier' || c.kind === 'date' || c.kind === 'instant') {
      row[c.key] = String(value);
    } else row[c.key] = Number(value);
  }
  return row;
}

function chartOf(def: ReportDefinition, points: repo.RawRow[]): ReportPage['chart'] {
  const chart = def.chart;
  if (!chart) return null;
  const valuesOf = (p: repo.RawRow | undefined) =>
    Object.fromEntries(chart.series.map(({ key }) => [key, Number(p?.[key] ?? 0)]));
  if (chart.kind === 'byAge') {
    const byBand = new Map(points.map((p) => [Number(p['x']), p]));
    return { points: AGE_BANDS.map((band, i) => ({ x: band.label, values: valuesOf(byBand.get(i)) })) };
  }
  if (chart.kind === 'byBlock') {
    return {
      points: points.map((p) => ({
        x: `${blockLabel(Number(p['x']) - 1)}-${blockLabel(Number(p['x']))}`,
        values: valuesOf(p),
      })),
    };
  }
  return { points: points.map((p) => ({ x: String(p['x'] ?? ''), values: valuesOf(p) })) };
}

export function createReportService(deps: ServiceDeps) {
  const { db } = deps;

  async function readOf(principal: Principal, key: ReportKey, wire: ReportQueryWire) {
    const def = REPORTS[key];
    if (!def.readers.includes(principal.role)) {
      throw new AppError('forbidden', `${def.title} is not among the reports you may read`);
    }
    const q = reportQueryOf(def, wire);
    if (isReportQueryIssue(q)) throw new AppError('validation', q.message, q.path);
    const user = await userOfPrincipal(db, principal);
    const read: repo.ReportRead = {
      def,
      source: REPORT_SOURCES[key],
      scope: scopeOf(user),
      today: businessDate(deps.now()),
      q,
    };
    return { def, q, read };
  }

  async function page(principal: Principal, key: ReportKey, wire: ReportQueryWire): Promise<ReportPage> {
    const { def, q, read } = await readOf(principal, key, wire);
    const rows = await repo.readPage(db, read, q.pageNumber, q.pageSize);
    const summary = await repo.readSummary(db, read);
    const chart = chartOf(def, await repo.readChart(db, read));
    const totals = Object.fromEntries(
      def.columns.filter((c) => c.total).map((c) => [c.key, Number(summary[c.key] ?? 0)]),
    );
    return { rows: rows.map((r) => rowOf(def, r)), dataCount: Number(summary['dataCount'] ?? 0), totals, chart };
  }

  /**
   * Page n (1-based, EXPORT_PAGE_SIZE rows) of the whole ordered set: the ids read once, each chunk of rows read while
   * the one before is written (the next is fetched as soon as one is handed over).
   */
  function pagerOf(read: repo.ReportRead) {
    let all: Promise<{ ids?: number[]; rows?: repo.RawRow[] }> | undefined;
    const fetched = new Map<number, Promise<ReportRow[]>>();
    const fetchPage = async (n: number): Promise<ReportRow[]> => {
      all ??= read.source.keyed
        ? repo.readOrderedIds(db, read).then((ids) => ({ ids }))
        : repo.readAll(db, read).then((rows) => ({ rows }));
      const { ids, rows } = await all;
      const from = (n - 1) * EXPORT_PAGE_SIZE;
      const raw = ids
        ? await repo.readRowsById(db, read, ids.slice(from, from + EXPORT_PAGE_SIZE))
        : (rows ?? []).slice(from, from + EXPORT_PAGE_SIZE);
      return raw.map((r) => rowOf(read.def, r));
    };
    return async (n: number): Promise<ReportRow[]> => {
      const page = fetched.get(n) ?? fetchPage(n);
      fetched.delete(n);
      const rows = await page;
      if (rows.length === EXPORT_PAGE_SIZE) {
        const next = fetchPage(n + 1);
        next.catch(() => undefined); // awaited when asked for; a failure surfaces there
        fetched.set(n + 1, next);
      }
      return rows;
    };
  }

  async function exportReport(reply: FastifyReply, principal: Principal, key: ReportKey, wire: ReportQueryWire) {
    const { def, q, read } = await readOf(principal, key, wire);
    const fileName = `${def.title} ${businessDate(deps.now())}`;
    const pager = pagerOf(read);
    if (wire.format === 'xlsx') {
      return sendTable(
        reply,
        { fileName, sheetName: def.title.slice(0, 31), columns: reportExportColumns(def), page: pager },
        'xlsx',
      );
    }
    const rows: ReportRow[] = [];
    for (let n = 1; rows.length < PDF_ROW_LIMIT; n += 1) {
      const chunk = await pager(n);
      rows.push(...chunk);
      if (chunk.length < EXPORT_PAGE_SIZE) break;
    }
    const summary = await repo.readSummary(db, read);
    const names = await repo.readFilterNames(db, q.entityId, q.corridorId);
    const pdf = await renderReportPdf({
      def,
      rows: rows.slice(0, PDF_ROW_LIMIT),
      dataCount: Number(summary['dataCount'] ?? 0),
      totals: summary,
      filters: describeFilters(def, q, names),
      exportedAt: deps.now(),
    });
    return sendFile(reply, { contentType: 'application/pdf', fileName: `${fileName}.pdf`, content: pdf }, 'attachment');
  }

  async function filterOptions(principal: Principal, key: ReportKey) {
    const def = REPORTS[key];
    if (!def.readers.includes(principal.role)) {
      throw new AppError('forbidden', `${def.title} is not among the reports you may read`);
    }
    const user = await userOfPrincipal(db, principal);
    const scope = scopeOf(user);
    return repo.readFilterOptions(
      db,
      def.filters.entity ? scope : { kind: 'own', userId: user.id },
      def.filters.corridor,
    );
  }

  return { page, exportReport, filterOptions };
}

export type ReportService = ReturnType<typeof createReportService>;
export type { ReportQuery };
