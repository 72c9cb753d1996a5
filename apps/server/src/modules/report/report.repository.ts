/**
 * THE report engine's SQL (issue 19): a report's source rows, filtered, grouped when it is a summary, sorted, paged,
 * summed and charted — each a statement over the same filtered set, so a page, its totals and its chart never
 * disagree. An export reads the ordered ids once, then the rows a chunk at a time (keyed sources), so 100,000 rows
 * never sit in memory and no page re-sorts the set.
 */
import { sql, type SQL } from 'drizzle-orm';
import { AGE_BANDS, type ReportDefinition, type ReportQuery } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { ReportScope, ReportSource } from './report-scope.repository.ts';

export interface ReportRead {
  def: ReportDefinition;
  source: ReportSource;
  scope: ReportScope;
  /** The business date (days pending are counted to it). */
  today: string;
  q: Omit<ReportQuery, 'pageNumber' | 'pageSize'>;
}
export type RawRow = Record<string, unknown>;

const rowsOf = async <T = RawRow>(db: DbOrTx, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const col = (key: string) => sql.identifier(key);

function filtered(r: ReportRead): SQL {
  const { q } = r;
  const conditions = [
    q.fromDate ? sql`f._to >= ${q.fromDate}::date` : null,
    q.toDate ? sql`f._from <= ${q.toDate}::date` : null,
    q.type ? sql`f._type = ${q.type}` : null,
    q.status ? sql`f._status = ${q.status}` : null,
    q.entityId ? sql`${q.entityId}::int = any(f._entities)` : null,
    q.corridorId ? sql`${q.corridorId}::int = any(f._corridors)` : null,
  ].filter((c): c is SQL => c !== null);
  const where = conditions.length > 0 ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`select * from (${r.source.rows(r.scope, r.today)}) f${where}`;
}

/** The report's rows before sorting: the filtered rows, or their groups with each aggregate. */
function finalRows(r: ReportRead): SQL {
  const group = r.source.group;
  if (!group) return filtered(r);
  const keys = group.keys.map((k) => sql`f.${col(k)}`);
  const aggregates = Object.entries(group.aggregates).map(([k, expr]) => sql`${expr} as ${col(k)}`);
  return sql`select ${sql.join([...keys.map((k, i) => sql`${k} as ${col(group.keys[i]!)}`), ...aggregates], sql`, `)}
    from (${filtered(r)}) f group by ${sql.join(keys, sql`, `)}`;
}

function orderBy(r: ReportRead): SQL {
  const direction = r.q.sortOrder === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const tiebreak = r.source.group ? r.source.group.keys.map((k) => sql`r.${col(k)}`) : [sql`r._id`];
  return sql`order by r.${col(r.q.sortBy)} ${direction}, ${sql.join(tiebreak, sql`, `)}`;
}

export function readPage(db: DbOrTx, r: ReportRead, pageNumber: number, pageSize: number): Promise<RawRow[]> {
  return rowsOf(
    db,
    sql`select * from (${finalRows(r)}) r ${orderBy(r)}
    limit ${pageSize} offset ${(pageNumber - 1) * pageSize}`,
  );
}

/** The count of rows and the sum of every total column over the whole filtered set. */
export async function readSummary(db: DbOrTx, r: ReportRead): Promise<RawRow> {
  const sums = r.def.columns.filter((c) => c.total).map((c) => sql`coalesce(sum(r.${col(c.key)}), 0) as ${col(c.key)}`);
  const [row] = await rowsOf(
    db,
    sql`select ${sql.join([sql`count(*)::int as "dataCount"`, ...sums], sql`, `)}
    from (${finalRows(r)}) r`,
  );
  return row ?? { dataCount: 0 };
}

const AGE_CASE = sql.raw(
  AGE_BANDS.map((b, i) => (b.upTo === null ? `else ${i}` : `when f."daysPending" <= ${b.upTo} then ${i}`)).join(' '),
);

/** The chart's points: x and each series' value, over the filtered rows (not a page). */
export async function readChart(db: DbOrTx, r: ReportRead): Promise<RawRow[]> {
  const chart = r.def.chart;
  if (!chart) return [];
  const custom = r.source.chart;
  const series = chart.series.map(
    ({ key }) => sql`${custom?.series[key] ?? sql`coalesce(sum(f.${col(key)}), 0)`} as ${col(key)}`,
  );
  const values = sql.join(series, sql`, `);
  const base = filtered(r);
  switch (chart.kind) {
    case 'byBlock':
      return rowsOf(
        db,
        sql`select b.i as x, ${values} from (${base}) f
        cross join generate_series(1, 96) as b(i) group by b.i order by b.i`,
      );
    case 'byAge':
      return rowsOf(db, sql`select case ${AGE_CASE} end as x, ${values} from (${base}) f group by 1 order by 1`);
    case 'byCategory':
      return rowsOf(db, sql`select ${custom!.x!} as x, ${values} from (${base}) f group by 1 order by 1`);
    default:
      return rowsOf(
        db,
        sql`select f._month as x, ${values} from (${base}) f
        where f._month is not null group by 1 order by 1`,
      );
  }
}

/** Ordered ids of a keyed report's whole filtered set (an export's first read): one array, not a row per id. */
export async function readOrderedIds(db: DbOrTx, r: ReportRead): Promise<number[]> {
  const [row] = await rowsOf<{ ids: number[] | null }>(
    db,
    sql`select array_agg(r._id ${orderBy(r)}) as ids from (${finalRows(r)}) r`,
  );
  return (row?.ids ?? []).map(Number);
}

/** A keyed report's rows of these ids, in the ids' order. */
export async function readRowsById(db: DbOrTx, r: ReportRead, ids: readonly number[]): Promise<RawRow[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf(
    db,
    sql`select * from (${filtered(r)}) r
    where r._id = any(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`,
  );
  const byId = new Map(rows.map((row) => [Number(row['_id']), row]));
  return ids.map((id) => byId.get(id)).filter((row): row is RawRow => row !== undefined);
}

/** Every row of a report that is not keyed (summaries, corridor-days), ordered. */
export function readAll(db: DbOrTx, r: ReportRead): Promise<RawRow[]> {
  return rowsOf(db, sql`select * from (${finalRows(r)}) r ${orderBy(r)}`);
}

/** What the reader may filter on: parties (the SLDC every applicant and trader; a utility those registered through
 * it; an applicant none — its reports are its own) and corridors of the report's kind. */
export async function readFilterOptions(
  db: DbOrTx,
  scope: ReportScope,
  corridorKind: 'IntraState' | 'InterState' | 'Any' | undefined,
): Promise<{ entities: { value: number; label: string }[]; corridors: { value: number; label: string }[] }> {
  const name = sql`coalesce(u.entity_name, u.first_name || ' ' || u.last_name)`;
  const entities =
    scope.kind === 'all'
      ? sql`select u.id as value, ${name} as label from users u where u.role in ('OABusinessUser', 'Trader') order by 2, 1`
      : scope.kind === 'utility' && scope.utilityId !== null
        ? sql`select distinct u.id as value, ${name} as label from users u join registrations g on g.applicant_user_id = u.id
            where ${sql.raw(`g.${scope.column}`)} = ${scope.utilityId} order by 2, 1`
        : null;
  const corridors =
    corridorKind === undefined
      ? null
      : sql`select id as value, name as label from corridors
          ${corridorKind === 'Any' ? sql`` : sql`where kind = ${corridorKind}`} order by name`;
  return {
    entities: entities ? await rowsOf(db, entities) : [],
    corridors: corridors ? await rowsOf(db, corridors) : [],
  };
}

/** The names of the chosen entity and corridor (printed with the filters). */
export async function readFilterNames(db: DbOrTx, entityId: number | undefined, corridorId: number | undefined) {
  const [row] = await rowsOf<{ entity: string | null; corridor: string | null }>(
    db,
    sql`select (select coalesce(u.entity_name, u.first_name || ' ' || u.last_name) from users u where u.id = ${entityId ?? null}::int)
        as entity, (select c.name from corridors c where c.id = ${corridorId ?? null}::int) as corridor`,
  );
  return { entity: row?.entity ?? null, corridor: row?.corridor ?? null };
}
