/**
 * The money reports' rows (issue 19): every figure a sum over the ledger (ledger_entries), with the signs and
 * groupings of the shared `sumsOf` (charged = charges and reversals, paid = payments, TDS = deductions, refunded =
 * refunds, outstanding = every entry). Column conventions: report-sources.repository.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportKey } from '@stoa/shared';
import { tdsPartSql } from '../../platform/ledger-credit.repository.ts';
import { REGISTRY_SOURCES } from './report-registry-sources.repository.ts';
import { partyScope, type ReportScope, type ReportSource } from './report-scope.repository.ts';

const partyName = sql`(select coalesce(u.entity_name, u.first_name || ' ' || u.last_name) from users u
  where u.id = d.party_user_id)`;
const istDate = (instant: SQL) => sql`(${instant} at time zone 'Asia/Kolkata')::date`;
const kindSum = (kinds: string, sign = '') =>
  sql.raw(`coalesce(${sign}sum(e.amount_paise) filter (where e.kind in (${kinds})), 0)`);
/** A due's (or any entries') sums over ledger entries `e`, as sumsOf adds them. */
const LEDGER_SUMS = sql`${kindSum(`'Charge', 'Reversal'`)} as charged, ${kindSum(`'Payment'`, '-')} as paid,
  ${kindSum(`'TdsDeduction'`, '-')} as tds, ${kindSum(`'Refund'`)} as refunded,
  coalesce(sum(e.amount_paise), 0) as outstanding`;

/** One row per due of the given types, with its ledger sums; dated by when the due was raised. */
function dueRows(dueTypes: readonly string[], number: 'applicationNo' | 'registrationNo') {
  return (scope: ReportScope): SQL => {
    const raised = istDate(sql`d.created_at`);
    const kindColumn = number === 'applicationNo' ? sql`d.record_kind as type,` : sql`d.due_type as "dueType",`;
    return sql`select d.id as _id, d.record_no as ${sql.identifier(number)}, ${kindColumn} ${partyName} as party,
        s.charged, s.paid, s.tds, s.refunded, s.outstanding,
        ${raised} as _from, ${raised} as _to, ${number === 'applicationNo' ? sql`d.record_kind` : sql`d.due_type`} as _type,
        null::text as _status, array[d.party_user_id] as _entities, null::int[] as _corridors,
        to_char(${raised}, 'YYYY-MM') as _month
      from dues d
      cross join lateral (select ${LEDGER_SUMS} from ledger_entries e where e.due_id = d.id) s
      where d.due_type in (${sql.join(
        dueTypes.map((t) => sql`${t}`),
        sql`, `,
      )}) and ${partyScope(scope, sql`d.party_user_id`)}`;
  };
}

/** Every ledger entry the reader sees, with its due's party and type: the financial summary groups them. */
function entryRows(scope: ReportScope): SQL {
  const on = istDate(sql`e.created_at`);
  return sql`select e.id as _id, ${partyName} as party, d.due_type as "dueType", d.id as due_id, e.kind,
      e.amount_paise, ${on} as _from, ${on} as _to, d.due_type as _type, null::text as _status,
      array[d.party_user_id] as _entities, null::int[] as _corridors, to_char(${on}, 'YYYY-MM') as _month
    from ledger_entries e join dues d on d.id = e.due_id
    where ${partyScope(scope, sql`d.party_user_id`)}`;
}
const entrySums = (f = 'f') =>
  ({
    charged: sql.raw(`coalesce(sum(${f}.amount_paise) filter (where ${f}.kind in ('Charge', 'Reversal')), 0)`),
    paid: sql.raw(`coalesce(-sum(${f}.amount_paise) filter (where ${f}.kind = 'Payment'), 0)`),
    tds: sql.raw(`coalesce(-sum(${f}.amount_paise) filter (where ${f}.kind = 'TdsDeduction'), 0)`),
    refunded: sql.raw(`coalesce(sum(${f}.amount_paise) filter (where ${f}.kind = 'Refund'), 0)`),
    outstanding: sql.raw(`coalesce(sum(${f}.amount_paise), 0)`),
  }) as const;

function paymentRows(scope: ReportScope): SQL {
  return sql`select p.id as _id, p.receipt_no as "receiptNo", ${sql`(select coalesce(u.entity_name, u.first_name || ' ' || u.last_name)
        from users u where u.id = p.party_user_id)`} as party,
      p.mode, p.reference_no as "referenceNo", p.payment_date::text as "paymentDate",
      p.amount_paise + p.tds_paise as gross, p.tds_paise as tds, p.amount_paise as amount, p.status,
      p.payment_date as _from, p.payment_date as _to, p.mode as _type, p.status as _status,
      array[p.party_user_id] as _entities, null::int[] as _corridors, to_char(p.payment_date, 'YYYY-MM') as _month
    from payments p where ${partyScope(scope, sql`p.party_user_id`)}`;
}

/**
 * The TDS that went with a refund's cash (DOMAIN §5: never paid out, the payer's to reverse): per due it refunded,
 * its part of the cash the due could give back × the TDS part of the due's credit (tdsPartSql: the credit split as
 * the due was settled), half up, so a refund of a due's whole cash part carries its whole TDS part.
 */
const refundTds = sql`(select coalesce(sum(case when k.cash_part > 0
      then round(re.amount_paise::numeric * k.tds_part / k.cash_part) else 0 end), 0)
    from ledger_entries re
    cross join lateral (
      select coalesce(-sum(f.amount_paise) filter (where f.kind in ('Payment', 'TdsDeduction')), 0) as settled,
        coalesce(-sum(f.amount_paise) filter (where f.kind = 'TdsDeduction'), 0) as tds,
        coalesce(sum(f.amount_paise) filter (where f.kind in ('Charge', 'Reversal')), 0) as charged
      from ledger_entries f where f.due_id = re.due_id) q
    cross join lateral (select ${tdsPartSql(sql`q.charged`, sql`q.settled`, sql`q.tds`)} as tds_part) x
    cross join lateral (select greatest(0, q.settled - q.charged) - x.tds_part as cash_part, x.tds_part) k
   where re.refund_id = r.id and re.kind = 'Refund')`;

function refundRows(scope: ReportScope): SQL {
  return sql`select r.id as _id,
      coalesce((select a.application_no from applications a where r.record_type = 'Application' and a.id = r.record_id),
        (select g.registration_no from registrations g where r.record_type = 'Registration' and g.id = r.record_id))
        as "recordNo",
      (select coalesce(u.entity_name, u.first_name || ' ' || u.last_name) from users u where u.id = r.party_user_id) as party,
      r.refund_date::text as "refundDate", r.mode, r.reference_no as "referenceNo", r.amount_paise as amount,
      ${refundTds} as "tdsToReverse", r.refund_date as _from, r.refund_date as _to, r.mode as _type, null::text as _status,
      array[r.party_user_id] as _entities, null::int[] as _corridors, to_char(r.refund_date, 'YYYY-MM') as _month
    from refunds r where ${partyScope(scope, sql`r.party_user_id`)}`;
}

const chargedPaidChart = { series: { charged: sql`coalesce(sum(f.charged), 0)`, paid: sql`coalesce(sum(f.paid), 0)` } };

export const MONEY_SOURCES = {
  FinancialSummary: {
    rows: entryRows,
    keyed: false,
    group: { keys: ['party', 'dueType'], aggregates: { dues: sql`count(distinct f.due_id)::int`, ...entrySums() } },
    chart: { series: { charged: entrySums().charged, paid: entrySums().paid } },
  },
  PaymentReceiptSummary: { rows: paymentRows, keyed: true },
  STOACharges: { rows: dueRows(['STUCharges'], 'applicationNo'), keyed: true, chart: chargedPaidChart },
  OperatingCharges: { rows: dueRows(['SLDCOperatingCharges'], 'applicationNo'), keyed: true, chart: chargedPaidChart },
  RefundReport: { rows: refundRows, keyed: true },
  RegistrationFees: {
    rows: dueRows(['RegistrationFee', 'RenewalFee'], 'registrationNo'),
    keyed: true,
    chart: chargedPaidChart,
  },
  ...REGISTRY_SOURCES,
} satisfies Partial<Record<ReportKey, ReportSource>>;
