// The applications at scale the list and report benchmarks read (issue 14 item 3, issue 19 item 5): a few hundred OA
// applicants, some traders, APPLICATIONS applications of every type and status over a year. Set-based, seeded.
import type pg from 'pg';

export const OA_USERS = 300;
export const TRADERS = 20;

/**
 * A few hundred OA applicants (one approved registration each: injecting, drawee or both), some traders, 100,000
 * applications of every type and status (5 % drafts) over a year, and one Submit step on the timeline of each
 * submitted one (the list's clocks read it). Set-based: generate_series, the random choices seeded.
 */
export async function seedApplications(pool: pg.Pool, APPLICATIONS: number) {
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  await q(
    `insert into users (user_name, email, role, first_name, last_name, entity_name, entity_type, zone, accept_terms)
     select 'bench.oa.' || g, 'bench.oa.' || g || '@stoa-bench.in', 'OABusinessUser', 'Bench', 'Applicant ' || g,
            (array['Hill', 'River', 'Valley', 'Summit', 'Delta'])[1 + g % 5] || ' ' ||
            (array['Power', 'Cement', 'Steel', 'Textiles'])[1 + g % 4] || ' ' || g,
            (array['InjectingEntity', 'DraweeEntity', 'BothEntity'])[1 + g % 3], 'Ziro', true
       from generate_series(1, $1::int) g`,
    [OA_USERS],
  );
  await q(
    `insert into users (user_name, email, role, first_name, last_name, entity_name, accept_terms)
     select 'bench.trader.' || g, 'bench.trader.' || g || '@stoa-bench.in', 'Trader', 'Bench', 'Trader ' || g,
            'Bench Trading ' || g, true
       from generate_series(1, $1::int) g`,
    [TRADERS],
  );
  await q(
    `insert into registrations (kind, entity_type, applicant_user_id, status, registration_no, details, submitted_at,
       approved_on, valid_from, expired_on)
     select 'Registration', u.entity_type, u.id, 'Approved', 'STOA/BENCH/' || u.id, '{}'::jsonb,
            now() - interval '400 days', current_date - 400, current_date - 400, current_date + 365
       from users u where u.user_name like 'bench.oa.%' order by u.id`,
  );
  await q('select setseed(0.1402)');
  await q(
    `with sellers as (
       select array_agg(r.id order by r.id) as ids, array_agg(r.applicant_user_id order by r.id) as users
         from registrations r join users u on u.id = r.applicant_user_id
        where u.user_name like 'bench.oa.%' and r.entity_type in ('InjectingEntity', 'BothEntity')),
     buyers as (
       select array_agg(r.id order by r.id) as ids, array_agg(r.applicant_user_id order by r.id) as users
         from registrations r join users u on u.id = r.applicant_user_id
        where u.user_name like 'bench.oa.%' and r.entity_type in ('DraweeEntity', 'BothEntity')),
     traders as (select array_agg(id order by id) as ids from users where user_name like 'bench.trader.%'),
     draws as (
       select g, random() as rt, random() as rs, 1 + floor(random() * s.n)::int as si,
              1 + floor(random() * b.n)::int as bi, random() as ra, random() as rtr,
              1 + floor(random() * t.n)::int as ti, now() - random() * interval '365 days' as created
         from generate_series(1, $1::int) g,
              (select cardinality(ids) as n from sellers) s, (select cardinality(ids) as n from buyers) b,
              (select cardinality(ids) as n from traders) t),
     picked as (
       select d.*,
              case when d.rt < 0.40 then 'DayAhead' when d.rt < 0.60 then 'FCFS' when d.rt < 0.75 then 'Advance'
                   when d.rt < 0.875 then 'ContingencyDayAhead' else 'ContingencySameDay' end as type,
              case when d.rs < 0.05 then 'Draft'
                   else (array['Submitted', 'PendingSTOAApproval', 'STOAApproved', 'SLDCApproverIApproved', 'Approved',
                               'Approved', 'Approved', 'Rejected', 'Returned', 'PartiallyApproved', 'Withdrawn',
                               'PendingApplicantApproval', 'NoSTOARejected', 'PendingConsent'])
                        [1 + floor((d.rs - 0.05) / 0.95 * 14)::int] end as status
         from draws d)
     insert into applications (application_no, type, applicant_user_id, trader_user_id, seller_registration_id,
       buyer_registration_id, status, details, corridor_ids, from_date, to_date, processing_date, received_at,
       seller_consent, buyer_consent, requested_mwh, allocated_mwh, submitted_at, created_at, updated_at)
     select case when p.status = 'Draft' then null
                 else (case p.type when 'DayAhead' then 'STOA/DA' when 'FCFS' then 'STOA/FCFS' when 'Advance' then 'STOA/ADV'
                       when 'ContingencyDayAhead' then 'STOA/CDA' else 'STOA/CSD' end) || '/2026/' || lpad(p.g::text, 6, '0')
            end,
            p.type,
            case when p.rtr < 0.10 then t.ids[p.ti] when p.ra < 0.5 then s.users[p.si] else b.users[p.bi] end,
            case when p.rtr < 0.10 then t.ids[p.ti] end,
            s.ids[p.si], b.ids[p.bi], p.status,
            jsonb_build_object('timeBlocks', jsonb_build_array(jsonb_build_object(
              'oaFromDate', (p.created + interval '1 day')::date, 'oaToDate', (p.created + interval '1 day')::date,
              'fromTimeBlock', 0, 'toTimeBlock', 96, 'oaRequirement', 1 + p.g % 50)), 'remarks', null),
            '{}'::integer[], (p.created + interval '1 day')::date, (p.created + interval '1 day')::date,
            (p.created + interval '1 day')::date,
            case when p.status <> 'Draft' then p.created + interval '1 hour' end,
            case when p.rtr < 0.10 then 'Given' end, case when p.rtr < 0.10 then 'Given' end,
            (1 + p.g % 50) * 2400, case when p.status in ('Approved', 'PartiallyApproved') then (1 + p.g % 50) * 2000 end,
            case when p.status <> 'Draft' then p.created + interval '1 hour' end, p.created, p.created + interval '2 hours'
       from picked p, sellers s, buyers b, traders t
      order by p.g`,
    [APPLICATIONS],
  );
  await q(
    `insert into workflow_events (record_type, record_id, action, from_status, to_status, actor_user_id, actor_role,
       occurred_at)
     select 'Application', a.id, 'Submit', 'Draft', a.status, a.applicant_user_id, 'OABusinessUser', a.submitted_at
       from applications a where a.status <> 'Draft'`,
  );
  await q('vacuum analyze');
  const { rows } = await q(
    `select count(*)::int as apps, count(*) filter (where type = 'DayAhead' and status <> 'Draft')::int as day_ahead,
            (select count(*)::int from users) as users, (select count(*)::int from registrations) as registrations
       from applications`,
  );
  return rows[0] as { apps: number; day_ahead: number; users: number; registrations: number };
}
