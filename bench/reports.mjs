// The report list's volume and load (DESIGN §8): `rows` reports of the first ordinary owner (the
// substation owner, hdny), each a form_instances row and its reports header, written by PostgreSQL
// itself (generate_series) into a database the server has migrated and seeded, with the server stopped.
import pg from 'pg';
import { describe, load } from './load.mjs';

const FAMILIES = ['inspection', 'ncr', 'release', 'patrol', 'witness'];

/**
 * Spread as a working owner's reports are: over every project, the five types (NCRs and release
 * reports about a piece of equipment of their project), its inspectors and managers as writers,
 * submissions over three years with the report dated that day, one in fifty still its writer's
 * draft, one conclusion in ten a fail. Deterministic (setseed), so two runs measure the same data.
 */
export async function seedReports({ databaseUrl, rows }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('select setseed(0.42)');
    const {
      rows: [owner],
    } = await db.query('select id from owners where not is_config order by id limit 1');
    const { rows: templates } = await db.query(
      `select distinct on (t.family) t.family, t.id, v.id as version_id
       from form_templates t join form_template_versions v on v.template_id = t.id and v.version = t.latest_version
       where t.owner_id = $1 and t.family = any($2) order by t.family, t.id`,
      [owner.id, FAMILIES],
    );
    if (templates.length !== FAMILIES.length) throw new Error('the owner lacks a published template of a report type');
    // The pieces of each project numbered from 1, so a report picks one of its own project's by arithmetic.
    await db.query(
      `create temporary table bench_pieces as
       select id, project_id, row_number() over (partition by project_id order by id) as k
       from equipment where owner_id = $1`,
      [owner.id],
    );
    await db.query(
      'create temporary table bench_piece_counts as select project_id, count(*) as n from bench_pieces group by 1',
    );
    await db.query(
      `create temporary table bench_templates as
       select k - 1 as k, family, id, version_id
       from unnest($1::text[], $2::int[], $3::int[]) with ordinality as t(family, id, version_id, k)`,
      [templates.map((t) => t.family), templates.map((t) => t.id), templates.map((t) => t.version_id)],
    );
    await db.query(
      `with people as (
         select array_agg(user_id order by user_id) as ids from memberships
         where owner_id = $1 and role in ('staff', 'manager')
       ), projects as (
         select array_agg(id order by id) as ids from projects where owner_id = $1
       ), drawn as (
         select n, p.ids[1 + floor(random() * cardinality(p.ids))::int] as project_id,
                w.ids[1 + floor(random() * cardinality(w.ids))::int] as writer_id,
                floor(random() * 5)::int as type_k,
                now() - interval '3 years' * random() as at
         from generate_series(1, $2::int) as n cross join projects p cross join people w
       ), made as (
         insert into form_instances (owner_id, template_id, version_id, project_id, status, created_by, submitted_at,
                                     number, created_at, update_at)
         select $1, t.id, t.version_id, d.project_id, case when d.n % 50 = 0 then 'draft' else 'submitted' end,
                d.writer_id, case when d.n % 50 <> 0 then d.at end,
                case when d.n % 50 <> 0 then 'BR-' || lpad(d.n::text, 7, '0') else '' end, d.at, d.at
         from drawn d join bench_templates t on t.k = d.type_k
         returning id, template_id, project_id, created_by, created_at
       )
       insert into reports (form_instance_id, owner_id, project_id, report_type, report_date, conclusion, writer_id,
                            equipment_id, created_by, created_at, update_at)
       select m.id, $1, m.project_id, t.family, (m.created_at at time zone 'Asia/Shanghai')::date,
              case when m.id % 10 = 0 then 'fail' when m.id % 10 = 1 then 'na' else 'pass' end, m.created_by,
              case when t.family in ('ncr', 'release') then e.id end, m.created_by, m.created_at, m.created_at
       from made m
       join bench_templates t on t.id = m.template_id
       left join bench_piece_counts c on c.project_id = m.project_id
       left join bench_pieces e on e.project_id = m.project_id and e.k = 1 + m.id % c.n`,
      [owner.id, rows],
    );
    await seedReviews(db, owner.id);
    await db.query('drop table bench_pieces, bench_piece_counts');
    await db.query('drop table bench_templates');
    // A database that has run for a while has its statistics and visibility map; a fresh bulk load does not.
    await db.query('vacuum analyze form_instances');
    await db.query('vacuum analyze reports');
  } finally {
    await db.end();
  }
}

/**
 * A review for each submitted report under the owner's first workflow, as its status lookups meet
 * them: seven in ten approved, one in five in review, one in twenty rejected, and one in twenty
 * submitted where no review applied.
 */
async function seedReviews(db, ownerId) {
  const {
    rows: [version],
  } = await db.query(
    'select v.id from workflow_versions v join workflow_definitions d on d.id = v.definition_id where d.owner_id = $1 order by v.id limit 1',
    [ownerId],
  );
  if (!version) throw new Error('the owner has no workflow to review the reports');
  await db.query(
    `insert into workflow_instances (owner_id, version_id, form_instance_id, status, submitter_id, step, form_number,
                                     template_id, template_name, family, started_at, ended_at, created_by, created_at, update_at)
     select f.owner_id, $2, f.id, s.status, f.created_by, case when s.status = 'in_review' then '审核' else '' end,
            f.number, f.template_id, t.name, t.family, f.submitted_at,
            case when s.status <> 'in_review' then f.submitted_at + interval '2 days' end, f.created_by, f.submitted_at, f.submitted_at
     from form_instances f
     join form_templates t on t.id = f.template_id
     cross join lateral (select case when f.id % 20 < 14 then 'approved' when f.id % 20 < 18 then 'in_review'
                                     else 'rejected' end as status) s
     where f.owner_id = $1 and f.number like 'BR-%' and f.id % 20 <> 19`,
    [ownerId, version.id],
  );
  await db.query('vacuum analyze workflow_instances');
}

/** A day `daysAgo` before today, as the list's date filter takes it. */
const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * The report list as the administrator (every project) and as an inspector (his projects): the first
 * page in the default order (newest submitted first), a page as deep as the count's cap reaches, and
 * filtered by type, by state (the rejected), by one project (one of the inspector's) and by a quarter of
 * report dates a year ago.
 */
export async function measureReports(kind, base, { admin, staff }, check) {
  const [project] = (await (await fetch(`${base}/api/project/options`, { headers: { cookie: staff } })).json()).data;
  const list = '/api/report/list?per-page=15';
  const cases = [
    ['first page', `${list}&page=1`],
    ['page 66', `${list}&page=66`],
    ['NCRs', `${list}&page=1&filter[report_type]=ncr`],
    // One submitted report in twenty is rejected (seedReports).
    ['rejected', `${list}&page=1&filter[status]=rejected`],
    ['one project', `${list}&page=1&project_id=${project.id}`],
    // Newest date first, as the screens order a range of dates.
    ['a quarter of dates', `${list}&page=1&sort=-report_date&filter[report_date]=${day(455)}|${day(365)}`],
  ];
  const figures = {};
  for (const [who, cookie] of [
    ['administrator', admin],
    ['inspector', staff],
  ]) {
    for (const [name, path] of cases) {
      const label = `report/list ${name}, ${who}`;
      console.log(`${kind} ${label}${await check(base, encodeURI(path), cookie)}`);
      figures[label] = await load(`${base}${encodeURI(path)}`, { cookie });
      console.log(`${kind} ${describe(label, figures[label])}`);
    }
  }
  // The report control's summary (报告管理) reads every report of the period: no list budget applies,
  // its time for one call is shown.
  for (const [name, query] of [
    ['every date', 'by=unit'],
    ['a quarter of dates', `by=unit&from=${day(455)}&to=${day(365)}`],
  ]) {
    const started = performance.now();
    const body = await (await fetch(`${base}/api/report/summary?${query}`, { headers: { cookie: admin } })).json();
    if (body.code !== 1) throw new Error(`report/summary answered ${JSON.stringify(body)}`);
    console.log(
      `${kind} report/summary by unit, ${name}, administrator: ${(performance.now() - started).toFixed(0)} ms`,
    );
  }
  return figures;
}
