/**
 * The registration, margin and inter-state transaction reports' rows (issue 19). Column conventions:
 * report-sources.repository.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PENDING_REGISTRATION_STATUSES, type ReportKey } from '@stoa/shared';
import { partyScope, registrationScope, type ReportScope, type ReportSource } from './report-scope.repository.ts';

const istDate = (instant: SQL) => sql`(${instant} at time zone 'Asia/Kolkata')::date`;
const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

function registrationRows(pendingOnly: boolean) {
  return (scope: ReportScope, today: string): SQL => {
    const submitted = istDate(sql`g.submitted_at`);
    // Numbered on approval: until then a request is known by its id, as the registration lists show it.
    return sql`select g.id as _id, coalesce(g.registration_no, '#' || g.id) as "registrationNo",
        (select coalesce(u.entity_name, u.first_name || ' ' || u.last_name) from users u where u.id = g.applicant_user_id)
          as entity,
        g.entity_type as "entityType", g.kind, g.status, g.submitted_at as "submittedAt",
        g.approved_on::text as "approvedOn", g.expired_on::text as "validTo",
        (${today}::date - ${submitted}) as "daysPending",
        ${submitted} as _from, ${submitted} as _to, g.entity_type as _type, g.status as _status,
        array[g.applicant_user_id] as _entities, null::int[] as _corridors, to_char(${submitted}, 'YYYY-MM') as _month
      from registrations g
      where ${registrationScope(scope)}${pendingOnly ? sql` and g.status in (${listOf(PENDING_REGISTRATION_STATUSES)})` : sql``}`;
  };
}

/** A corridor-day of the kind with its tightest block (ATC, allocated and margin left, max(0, ATC − allocated)). */
function marginRows(kind: 'IntraState' | 'InterState') {
  return (scope: ReportScope): SQL =>
    sql`select ad.corridor_id::text || ':' || ad.date::text as _id, ad.date::text as date, co.name as corridor,
        m.least_atc as "leastAtc", m.peak_allocated as "peakAllocated", m.least_remaining as "leastRemaining",
        m.full_blocks as "fullBlocks", ad.atc as _atc, ad.allocated as _allocated,
        ad.date as _from, ad.date as _to, null::text as _type, null::text as _status, null::int[] as _entities,
        array[ad.corridor_id] as _corridors, to_char(ad.date, 'YYYY-MM') as _month
      from atc_days ad join corridors co on co.id = ad.corridor_id and co.kind = ${kind}
      cross join lateral (select min(t.atc) as least_atc, max(t.allocated) as peak_allocated,
          min(greatest(t.atc - t.allocated, 0)) as least_remaining,
          count(*) filter (where t.atc - t.allocated <= 0)::int as full_blocks
        from unnest(ad.atc, ad.allocated) as t(atc, allocated)) m
      where ${scope.kind === 'all' ? sql`true` : sql`false`}`;
}

/** Per block over the filtered corridor-days: the least ATC, the most allocated, the least margin left. */
const marginChart = {
  series: {
    atc: sql`min(f._atc[b.i])`,
    allocated: sql`max(f._allocated[b.i])`,
    remaining: sql`min(greatest(f._atc[b.i] - f._allocated[b.i], 0))`,
  },
};

function clearanceRows(kind: 'Bilateral' | 'PowerExchange') {
  return (scope: ReportScope): SQL => {
    const counterparty = kind === 'Bilateral' ? sql`s.details->>'counterpartyName'` : sql`s.details->>'exchange'`;
    const days = sql`(s.to_date - s.from_date + 1)`;
    return sql`select s.id as _id, s.clearance_no as "clearanceNo",
        (select coalesce(u.entity_name, u.first_name || ' ' || u.last_name) from users u where u.id = s.applicant_user_id)
          as entity,
        s.direction, ${counterparty} as counterparty, s.quantum, s.from_date::text as "fromDate",
        s.to_date::text as "toDate", s.quantum::bigint * 24 * ${days} as energy, s.status,
        s.from_date as _from, s.to_date as _to, s.direction as _type, s.status as _status,
        array[s.applicant_user_id] as _entities, null::int[] as _corridors, to_char(s.from_date, 'YYYY-MM') as _month
      from standing_clearances s
      where s.status <> 'Draft' and s.details->>'transactionKind' = ${kind}
        and ${partyScope(scope, sql`s.applicant_user_id`)}`;
  };
}

export const REGISTRY_SOURCES = {
  PendingRegistrations: {
    rows: registrationRows(true),
    keyed: true,
    chart: { series: { records: sql`count(*)::int` } },
  },
  RegistrationSummaryReport: {
    rows: registrationRows(false),
    keyed: true,
    chart: { x: sql`f.status`, series: { records: sql`count(*)::int` } },
  },
  MarginAvailibility: { rows: marginRows('IntraState'), keyed: false, chart: marginChart },
  MarginAvailibilityInterState: { rows: marginRows('InterState'), keyed: false, chart: marginChart },
  BilateralTransactionSummaryReport: { rows: clearanceRows('Bilateral'), keyed: true },
  PowerExchangeTransactionSummaryReport: { rows: clearanceRows('PowerExchange'), keyed: true },
} satisfies Partial<Record<ReportKey, ReportSource>>;
