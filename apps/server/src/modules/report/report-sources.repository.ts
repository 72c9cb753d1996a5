/**
 * The rows each report reads (issue 19), as SQL the report engine (report.repository.ts) filters, sorts, pages, sums
 * and charts. A source's rows carry the report's columns under their keys plus the filter columns every source has:
 * `_id` (unique; keyed sources: the table's primary key), `_from`/`_to` (the dates the date range is read against),
 * `_type`, `_status`, `_entities` (user ids of the parties), `_corridors`, and `_month` (the chart's month). Each
 * source applies the reader's scope itself, inside, where the indexes are.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PENDING_APPLICATION_STATUSES, type ReportKey } from '@stoa/shared';
import { MONEY_SOURCES } from './report-money-sources.repository.ts';
import { applicationScope, type ReportScope, type ReportSource } from './report-scope.repository.ts';

const nameOf = (userId: SQL) => sql`(select coalesce(u.entity_name, u.first_name || ' ' || u.last_name)
  from users u where u.id = ${userId})`;
const registrantOf = (registrationId: SQL) => sql`(select r.applicant_user_id from registrations r
  where r.id = ${registrationId})`;
const istDate = (instant: SQL) => sql`(${instant} at time zone 'Asia/Kolkata')::date`;
/** Block-hundredths (1/400 MWh) → MWh hundredths, half up. */
const mwhOf = (blockHundredths: SQL) => sql`round(${blockHundredths} / 4.0)::bigint`;

/** Every submitted application the reader sees, with its parties (ApplicationDetails and its summary). */
function applicationRows(scope: ReportScope): SQL {
  const seller = registrantOf(sql`a.seller_registration_id`);
  const buyer = registrantOf(sql`a.buyer_registration_id`);
  return sql`select a.id as _id, a.application_no as "applicationNo", a.type, ${nameOf(sql`a.applicant_user_id`)} as applicant,
      ${nameOf(seller)} as seller, ${nameOf(buyer)} as buyer,
      a.from_date::text as "fromDate", a.to_date::text as "toDate", a.requested_mwh as "requestedMwh",
      a.allocated_mwh as "approvedMwh", a.status, a.submitted_at as "submittedAt",
      a.from_date as _from, a.to_date as _to, a.type as _type, a.status as _status,
      array[a.applicant_user_id, a.trader_user_id, ${seller}, ${buyer}] as _entities, a.corridor_ids as _corridors,
      to_char(a.from_date, 'YYYY-MM') as _month
    from applications a where ${applicationScope(scope)}`;
}

function pendingApplicationRows(scope: ReportScope, today: string): SQL {
  const submitted = istDate(sql`a.submitted_at`);
  return sql`select a.id as _id, a.application_no as "applicationNo", a.type,
      ${nameOf(sql`a.applicant_user_id`)} as applicant, a.from_date::text as "fromDate", a.to_date::text as "toDate",
      a.requested_mwh as "requestedMwh", a.status, a.submitted_at as "submittedAt",
      (${today}::date - ${submitted}) as "daysPending",
      ${submitted} as _from, ${submitted} as _to, a.type as _type, a.status as _status,
      array[a.applicant_user_id, a.trader_user_id, ${registrantOf(sql`a.seller_registration_id`)},
        ${registrantOf(sql`a.buyer_registration_id`)}] as _entities, a.corridor_ids as _corridors, null::text as _month
    from applications a
    where a.status in (${sql.join(
      PENDING_APPLICATION_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )}) and ${applicationScope(scope)}`;
}

function revisionRows(scope: ReportScope): SQL {
  const requested = istDate(sql`rr.requested_at`);
  return sql`select rr.id as _id, rr.revision_no as "revisionNo", a.application_no as "applicationNo", a.type,
      ${nameOf(sql`rr.applicant_user_id`)} as applicant, rr.effective_date::text as "effectiveDate", rr.status,
      rr.requested_at as "requestedAt", ${mwhOf(sql`c.before`)} as "energyBefore", ${mwhOf(sql`c.after`)} as "energyAfter",
      ${mwhOf(sql`c.before`)} - ${mwhOf(sql`c.after`)} as "energyReduced",
      ${requested} as _from, ${requested} as _to, a.type as _type, rr.status as _status,
      array[rr.applicant_user_id, a.applicant_user_id, a.trader_user_id] as _entities, a.corridor_ids as _corridors,
      to_char(${requested}, 'YYYY-MM') as _month
    from revision_requests rr join applications a on a.id = rr.application_id
    left join lateral (select sum(sc.energy_before) as before, sum(sc.energy_after) as after from schedule_changes sc
      where sc.kind = 'Revision' and sc.source_id = rr.id) c on true
    where ${applicationScope(scope)}`;
}

/**
 * Under-use (docs/DECISIONS.md): an application whose approved schedule was lowered — given up by its own revision or
 * shed by a curtailment. Approved = scheduled now + revised away + curtailed; used = scheduled now ÷ approved.
 */
function underUsedRows(scope: ReportScope): SQL {
  return sql`select a.id as _id, a.application_no as "applicationNo", a.type, ${nameOf(sql`a.applicant_user_id`)} as applicant,
      a.from_date::text as "fromDate", a.to_date::text as "toDate",
      coalesce(a.allocated_mwh, 0) + c.revised + c.curtailed as "approvedMwh", c.revised as "revisedMwh",
      c.curtailed as "curtailedMwh", coalesce(a.allocated_mwh, 0) as "scheduledMwh",
      case when coalesce(a.allocated_mwh, 0) + c.revised + c.curtailed = 0 then null
        else round(coalesce(a.allocated_mwh, 0) * 10000.0 / (coalesce(a.allocated_mwh, 0) + c.revised + c.curtailed))::bigint end
        as utilisation,
      a.from_date as _from, a.to_date as _to, a.type as _type, a.status as _status,
      array[a.applicant_user_id, a.trader_user_id, ${registrantOf(sql`a.seller_registration_id`)},
        ${registrantOf(sql`a.buyer_registration_id`)}] as _entities, a.corridor_ids as _corridors, null::text as _month
    from applications a
    join lateral (select
        coalesce(${mwhOf(sql`sum(sc.energy_before - sc.energy_after) filter (where sc.kind = 'Revision')`)}, 0) as revised,
        coalesce(${mwhOf(sql`sum(sc.energy_before - sc.energy_after) filter (where sc.kind = 'Curtailment')`)}, 0) as curtailed,
        count(*) as changes
      from schedule_changes sc where sc.application_id = a.id) c on c.changes > 0
    where ${applicationScope(scope)}`;
}

/** A curtailment with what it shed of the applications the reader sees (an applicant: its own; listed if any). */
function curtailmentRows(scope: ReportScope): SQL {
  return sql`select c.id as _id, c.curtailment_no as "curtailmentNo", co.name as corridor, c.from_date::text as "fromDate",
      c.to_date::text as "toDate", c.mw, c.reason_type as "reasonType", x.applications, x.energy as "energyShed",
      c.applied_at as "appliedAt", c.from_date as _from, c.to_date as _to, c.reason_type as _type, null::text as _status,
      null::int[] as _entities, array[c.corridor_id] as _corridors, to_char(c.from_date, 'YYYY-MM') as _month
    from curtailments c join corridors co on co.id = c.corridor_id
    join lateral (select count(distinct ci.application_id)::int as applications,
        coalesce(${mwhOf(sql`sum((select sum(v) from unnest(ci.shed) v))`)}, 0) as energy
      from curtailment_items ci join applications a on a.id = ci.application_id
      where ci.curtailment_id = c.id and ${applicationScope(scope)}) x on ${scope.kind === 'all' ? sql`true` : sql`x.applications > 0`}`;
}

const APPLICATION_SOURCES = {
  ApplicationDetails: { rows: applicationRows, keyed: true },
  ApplicationSummaryReport: {
    rows: applicationRows,
    keyed: false,
    group: {
      keys: ['type', 'status'],
      aggregates: {
        applications: sql`count(*)::int`,
        requestedMwh: sql`coalesce(sum(f."requestedMwh"), 0)`,
        approvedMwh: sql`coalesce(sum(f."approvedMwh"), 0)`,
      },
    },
    chart: { x: sql`f.type`, series: { applications: sql`count(*)::int` } },
  },
  PendingApplications: {
    rows: pendingApplicationRows,
    keyed: true,
    chart: { series: { records: sql`count(*)::int` } },
  },
  RevisionSummary: { rows: revisionRows, keyed: true },
  UnderUtilizedSTOAReport: { rows: underUsedRows, keyed: true },
  CurtailmentReport: { rows: curtailmentRows, keyed: true },
} satisfies Partial<Record<ReportKey, ReportSource>>;

export const REPORT_SOURCES: Record<ReportKey, ReportSource> = { ...APPLICATION_SOURCES, ...MONEY_SOURCES };
