// The knowledge lists' volume and load (DESIGN §8, issue 15): `rows` laws, announcements, standard
// clauses and findings of the first ordinary owner (the substation owner, hdny), written by PostgreSQL
// itself (generate_series) into a database the server has migrated and seeded, with the server stopped.
import pg from 'pg';
import { describe, load } from './load.mjs';

/** A list written as one string, `|` between its items. */
const words = (text) => text.split('|');

// Twenty kinds of equipment, drawn with random()² so that the first is in a fifth of the laws and the
// last (光伏逆变器) in one in forty: the search measures a word of a minority of the library.
const EQUIPMENT = words(
  '电力变压器|断路器|气体绝缘金属封闭开关设备|互感器|隔离开关|电抗器|电力电缆|避雷器|水轮发电机组|电容器|' +
    '开关柜|绝缘子|套管|接地装置|蓄电池|励磁系统|调速器|闸门启闭机|母线槽|光伏逆变器',
);
const ASPECTS = words(
  '技术条件|试验方法|安装工程施工及验收规范|运行规程|检修导则|通用技术要求|绝缘配合|温升试验|' +
    '局部放电测量|声级测定|焊接质量检验|防腐涂装|包装运输和贮存|铭牌标志|出厂检验|现场交接试验',
);
const ISSUERS = words(
  '国家市场监督管理总局、国家标准化管理委员会|国家能源局|住房和城乡建设部|中国电力企业联合会|国家电网有限公司|水利部',
);
const SENTENCES = words(
  '检验时应核对铭牌参数并记录试验数据。|试验前应检查试品外观，确认无损伤和渗漏。|' +
    '验收资料应包括出厂试验报告、合格证和安装说明书。|紧固件应按规定力矩紧固并做好标记。|' +
    '绝缘电阻测量应在环境温度和湿度满足要求时进行。|涂层厚度应均匀，无流挂、起泡和漏涂。|' +
    '运输过程中应装设冲击记录仪并保存记录。|不符合项应书面通知制造厂并跟踪整改闭环。',
);
const CHAPTERS = words('范围|规范性引用文件|术语和定义|使用条件|额定值|设计与结构|试验|标志和铭牌|包装运输和贮存|验收');
const SECTIONS = words('一般要求|材料|结构尺寸|外观|绝缘|温升|密封|接地|防腐');
const TOPICS = words(
  '出厂试验见证|驻厂监造排班|设备到货验收|安全文明施工|质量月活动|检验计划调整|资料归档|汛期安全|节假日值班',
);
const PROBLEMS = words(
  '油箱焊缝局部存在渗油痕迹|套管表面有划伤，釉面破损|铭牌参数与技术协议不一致|出厂试验报告缺少局部放电试验记录|' +
    '绝缘电阻测试值偏低，需复测|螺栓紧固力矩不足|防腐涂层厚度不足|包装箱受潮，内部有积水|接地线截面不符合图纸要求|' +
    '运输冲击记录仪显示超过 3g 冲击',
);
const PLACES = words('1#主变本体|2#主变高压侧|GIS 室|资料室|总装车间|试验大厅|运输车辆|开关场');
const ORGS = words('制造厂质量部|施工单位项目部|运输单位');

/** Clauses of each standard: 10 chapters, 9 sections each, 10 items each (5, 5.2, 5.2.3). */
const CLAUSES_PER_STANDARD = 1_000;

/**
 * law-search.ts's searchDocument in SQL, for the generated texts (Han text of the basic and extension
 * A blocks, ASCII letters and digits): Han runs as overlapping pairs (one alone stays one), letter and
 * digit runs as words of at most 64 characters, after NFKC and lower case; each field one position
 * past the last token of the one before, title A, code B, issuer C, text D; positions capped at 16,383
 * and 256 kept per lexeme. It gives the demo laws (written by the server) their exact `search`.
 */
const SEARCH_FUNCTION = `
create function pg_temp.bench_search(title text, code text, issuer text, content text) returns tsvector
language sql immutable as $fn$
  with fields(f, body, w) as (values (1, title, 'A'), (2, code, 'B'), (3, issuer, 'C'), (4, content, '')),
  runs as (
    select f, w, r.ord, r.m[1] as run
    from fields cross join lateral
      regexp_matches(lower(normalize(body, nfkc)), '[㐀-䶿一-鿿]+|[0-9]+|[a-z]+', 'g') with ordinality as r(m, ord)
  ),
  tokens as (
    select f, w, ord, t.k, t.tok from runs cross join lateral (
      select 1 as k, left(run, 64) as tok where run !~ '^[㐀-䶿一-鿿]' or char_length(run) = 1
      union all
      select i, substr(run, i, 2) from generate_series(1, char_length(run) - 1) as i where run ~ '^[㐀-䶿一-鿿]'
    ) as t
  ),
  placed as (select tok, w, least(f + row_number() over (order by f, ord, k), 16383) as pos from tokens),
  kept as (select tok, w, pos, row_number() over (partition by tok order by pos) as nth from placed)
  select coalesce(string_agg(lexeme, ' '), '')::tsvector from (
    select '''' || replace(replace(tok, '\\', '\\\\'), '''', '''''') || ''':' || string_agg(pos || w, ',' order by pos) as lexeme
    from kept where nth <= 256 group by tok
  ) as l
$fn$`;

const pick = (list, draw) => `(${list})[1 + floor(${draw} * cardinality(${list}))::int]`;

/**
 * Laws over forty years of enable dates (7 in 10 current, 2 replaced, 1 withdrawn), titled by kind of
 * equipment and aspect, one in a thousand also about offshore substations (海上); codes like
 * `DL/T 100123-2009`, unique, apart from the demo's. The first `rows / 1,000` are the standards.
 */
async function seedLaws(db, ownerId, rows) {
  await db.query(SEARCH_FUNCTION);
  await db.query(
    `insert into laws (owner_id, code, title, issuer, enable_date, status, content, search)
     select $1, code, title, issuer, enable_date, status, content, pg_temp.bench_search(title, code, issuer, content)
     from (
       select d.*, (array['GB', 'GB/T', 'DL/T', 'NB/T', 'JB/T'])[1 + d.n % 5] || ' ' || (100000 + d.n) || '-' ||
                extract(year from d.enable_date) as code,
              d.eq || ' 第' || (1 + d.n % 6) || '部分：' || d.aspect || case when d.n % 1000 = 7 then '（含海上升压站）' else '' end
                as title,
              '本部分规定了' || d.eq || '的' || d.aspect || '要求，适用于额定电压 ' || (10 * (1 + d.n % 50)) ||
                ' kV 及以下的' || d.eq || '。' || d.sentence as content
       from (
         select n, ($3::text[])[1 + floor(power(random(), 2) * cardinality($3::text[]))::int] as eq,
                ${pick('$4::text[]', 'random()')} as aspect, ${pick('$5::text[]', 'random()')} as issuer,
                ${pick('$6::text[]', 'random()')} as sentence,
                date '1985-01-01' + floor(random() * 14600)::int as enable_date,
                case when n % 10 < 7 then 'current' when n % 10 < 9 then 'replaced' else 'withdrawn' end as status
         from generate_series(1, $2::int) as n
       ) as d
     ) as law`,
    [ownerId, rows, EQUIPMENT, ASPECTS, ISSUERS, SENTENCES],
  );
}

/**
 * Clause trees of the first `rows / 1,000` laws written above, 1,000 clauses each, level by level so
 * that each finds its parent: chapters with a title and no text, sections with both, items with text.
 */
async function seedClauses(db, ownerId, rows) {
  const standards = Math.max(1, Math.floor(rows / CLAUSES_PER_STANDARD));
  await db.query(
    `create temporary table bench_standards as
     select id from laws where owner_id = $1 and code ~ ' 1[0-9]{5}-' order by id limit $2`,
    [ownerId, standards],
  );
  await db.query(
    `insert into criterion_clauses (owner_id, law_id, code, sort_path, level, title)
     select $1, s.id, g.n::text, array[g.n], 1, ($2::text[])[g.n] from bench_standards s, generate_series(1, 10) as g(n)
     order by s.id, g.n`,
    [ownerId, CHAPTERS],
  );
  await db.query(
    `insert into criterion_clauses (owner_id, law_id, parent_id, code, sort_path, level, title, requirement)
     select $1, p.law_id, p.id, p.code || '.' || s, p.sort_path || s, 2, ($2::text[])[s],
            ($3::text[])[1 + (p.id + s) % cardinality($3::text[])]
     from criterion_clauses p join bench_standards b on b.id = p.law_id, generate_series(1, 9) as s
     where p.level = 1
     order by p.law_id, p.id, s`,
    [ownerId, SECTIONS, SENTENCES],
  );
  await db.query(
    `insert into criterion_clauses (owner_id, law_id, parent_id, code, sort_path, level, requirement)
     select $1, p.law_id, p.id, p.code || '.' || i, p.sort_path || i, 3,
            ($2::text[])[1 + (p.id + i) % cardinality($2::text[])] || '允许偏差为 ±' || i || '%。'
     from criterion_clauses p join bench_standards b on b.id = p.law_id, generate_series(1, 10) as i
     where p.level = 2
     order by p.law_id, p.id, i`,
    [ownerId, SENTENCES],
  );
  await db.query('drop table bench_standards');
}

/**
 * Announcements over five years, by the owner's administrators; one in ten thousand pinned, one in a
 * thousand scheduled within the next month (administrators see it, the others not yet).
 */
async function seedNews(db, ownerId, rows) {
  await db.query(
    `with writers as (
       select array_agg(user_id order by user_id) as ids from memberships where owner_id = $1 and role = 'admin'
     )
     insert into news (owner_id, title, body, published_at, pinned, author_id, created_by, created_at, update_at)
     select $1, '关于' || d.topic || '的通知（第 ' || d.n || ' 期）',
            '各检验单位：' || d.topic || '工作即将开始。' || d.s1 || d.s2 || d.s3 || '请各单位按要求落实，并于本周内反馈。项目部',
            d.at, d.n % 10000 = 0, d.writer, d.writer, least(d.at, now()), least(d.at, now())
     from (
       select n, w.ids[1 + floor(random() * cardinality(w.ids))::int] as writer,
              ${pick('$3::text[]', 'random()')} as topic, ${pick('$4::text[]', 'random()')} as s1,
              ${pick('$4::text[]', 'random()')} as s2, ${pick('$4::text[]', 'random()')} as s3,
              case when n % 1000 = 1 then now() + interval '30 days' * random()
                   else now() - interval '5 years' * random() end as at
       from generate_series(1, $2::int) as n cross join writers w
     ) as d`,
    [ownerId, rows, TOPICS, SENTENCES],
  );
}

/**
 * Findings over three years on every project of the owner, raised by its inspectors and managers (the
 * administrator where it has none), with a member or an outside party responsible, of the five types,
 * most with a theme, due 7 to 30 days after. Old ones are nearly all closed (1.5% still open, 0.5%
 * submitted, so some overdue), those of the last 90 days 40% open, 20% submitted. One in ten cites a
 * clause of the standards, one in two a piece of its project's equipment.
 */
async function seedFindings(db, ownerId, rows) {
  await db.query(
    `create temporary table bench_crew as
     select p.id as project_id,
            coalesce(array_agg(m.user_id order by m.user_id) filter (where m.user_id is not null),
                     array[(select min(user_id) from memberships where owner_id = $1 and role = 'admin')]) as raisers,
            array_agg(m.user_id order by m.user_id) filter (where m.user_id is not null) as members,
            (select array_agg(e.id order by e.id) from equipment e where e.project_id = p.id) as pieces
     from projects p left join project_members m on m.project_id = p.id and m.role in ('staff', 'manager')
     where p.owner_id = $1 group by p.id`,
    [ownerId],
  );
  await db.query(
    `create temporary table bench_units as
     select user_id, min(unit_id) as unit_id from inspection_unit_people where owner_id = $1 group by user_id`,
    [ownerId],
  );
  await db.query(
    `with projects as (select array_agg(project_id order by project_id) as ids from bench_crew),
     kinds as (
       select array_agg(id order by sort, id) filter (where kind = 'type') as types,
              array_agg(id order by sort, id) filter (where kind = 'theme') as themes
       from finding_categories where owner_id = $1
     ),
     cited as (select min(id) as lo, max(id) as hi from criterion_clauses where owner_id = $1),
     drawn as (
       select n, p.ids[1 + floor(random() * cardinality(p.ids))::int] as project_id,
              k.types[1 + floor(power(random(), 1.5) * cardinality(k.types))::int] as type_id,
              case when random() < 0.8 then k.themes[1 + floor(random() * cardinality(k.themes))::int] end as theme_id,
              now() - interval '3 years' * power(random(), 1.2) as at, random() as fate, random() as r, c.lo, c.hi
       from generate_series(1, $2::int) as n cross join projects p cross join kinds k cross join cited c
     ),
     fated as (
       select d.*, case when d.at > now() - interval '90 days'
                        then case when d.fate < 0.4 then 'open' when d.fate < 0.6 then 'submitted' else 'closed' end
                        else case when d.fate < 0.015 then 'open' when d.fate < 0.02 then 'submitted' else 'closed' end
                   end as state,
              interval '1 day' * (1 + floor(d.r * 20)) as answered
       from drawn d
     ),
     -- The rectification and the verification, never later than now.
     stepped as (
       select f.*, least(f.at + f.answered, now()) as submitted_at, least(f.at + f.answered * 2, now()) as closed_at
       from fated f
     )
     insert into findings (owner_id, project_id, equipment_id, type_id, theme_id, description, location, is_important,
                           on_focus, clause_id, responsible_id, responsible_org, due_date, unit_id, state, raised_by,
                           raised_at, first_submitted_at, closed_at, created_by, created_at, update_at)
     select $1, f.project_id,
            case when f.n % 2 = 0 and c.pieces is not null then c.pieces[1 + f.n % cardinality(c.pieces)] end,
            f.type_id, f.theme_id, ($3::text[])[1 + f.n % cardinality($3::text[])] || '（' || f.n || '）',
            ($4::text[])[1 + f.n % cardinality($4::text[])], f.n % 10 = 0, f.n % 20 = 0,
            case when f.n % 10 = 3 and f.lo is not null then f.lo + f.n % (f.hi - f.lo + 1) end,
            case when f.n % 4 <> 0 and c.members is not null then c.members[1 + (f.n / 4) % cardinality(c.members)] end,
            case when f.n % 4 = 0 or c.members is null then ($5::text[])[1 + f.n % cardinality($5::text[])] else '' end,
            (f.at at time zone 'Asia/Shanghai')::date + 7 + floor(f.r * 24)::int,
            u.unit_id, f.state, c.raisers[1 + f.n % cardinality(c.raisers)], f.at,
            case when f.state <> 'open' then f.submitted_at end,
            case when f.state = 'closed' then f.closed_at end,
            c.raisers[1 + f.n % cardinality(c.raisers)], f.at,
            case when f.state = 'closed' then f.closed_at when f.state = 'submitted' then f.submitted_at else f.at end
     from stepped f
     join bench_crew c on c.project_id = f.project_id
     left join bench_units u on u.user_id = c.raisers[1 + f.n % cardinality(c.raisers)]`,
    [ownerId, rows, PROBLEMS, PLACES, ORGS],
  );
  await db.query('drop table bench_crew, bench_units');
}

/**
 * Fills the four tables, the same rows at every run (setseed) but for the dates, which are counted
 * back from now; then vacuums and analyses them.
 */
export async function seedKnowledge({ databaseUrl, rows = 1_000_000 }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query("set maintenance_work_mem = '256MB'");
    await db.query('select setseed(0.15)');
    const {
      rows: [owner],
    } = await db.query('select id from owners where not is_config order by id limit 1');
    await seedLaws(db, owner.id, rows);
    await seedClauses(db, owner.id, rows);
    await seedNews(db, owner.id, rows);
    await seedFindings(db, owner.id, rows);
    // A database that has run for a while has its statistics and visibility map; a fresh bulk load does not.
    for (const table of ['laws', 'criterion_clauses', 'news', 'findings']) await db.query(`vacuum analyze ${table}`);
  } finally {
    await db.end();
  }
}

/** GETs `path` once (it must answer code 1) and answers its data. */
async function read(base, path, cookie) {
  const body = await (await fetch(`${base}${encodeURI(path)}`, { headers: { cookie } })).json();
  if (body.code !== 1) throw new Error(`${path} answered ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

/**
 * The cases of each list: [name, path, who, load options]; `standard` and `project` are found through
 * the API.
 */
function casesOf({ standard, project }) {
  const law = '/api/law/index?per-page=15';
  const news = '/api/news/index?per-page=15';
  const finding = `/api/finding/index?per-page=15&project_id=${project}`;
  return {
    law: [
      ['first page', `${law}&page=1`, 'staff'],
      ['page 66', `${law}&page=66`, 'staff'],
      ['withdrawn', `${law}&page=1&filter[status]=withdrawn`, 'staff'],
      // 光伏 is in one law in forty, 海上 in one in a thousand (seedLaws).
      ['search 光伏 (2.5%)', `${law}&page=1&filter[q]=光伏`, 'staff'],
      ['search 海上 (0.1%)', `${law}&page=1&filter[q]=海上`, 'staff'],
    ],
    clause: [
      ['standard picker', '/api/criterion/laws?q=', 'staff'],
      ['standard picker 光伏', '/api/criterion/laws?q=光伏', 'staff'],
      // Taken compressed, as a browser takes it: 10 KB where the JSON is 217 KB (sendSerialized).
      [
        `tree of one standard (${CLAUSES_PER_STANDARD} clauses), gzip`,
        `/api/criterion/tree?law_id=${standard}`,
        'staff',
        { gzip: true },
      ],
    ],
    news: [
      ['first page', `${news}&page=1`, 'admin'],
      ['page 66', `${news}&page=66`, 'admin'],
      ['first page', `${news}&page=1`, 'staff'],
      ['page 66', `${news}&page=66`, 'staff'],
      ['oldest first', `${news}&page=1&sort=published_at`, 'staff'],
    ],
    finding: [
      ['first page', `${finding}&page=1`, 'admin'],
      ['page 66', `${finding}&page=66`, 'admin'],
      ['open', `${finding}&page=1&filter[state]=open`, 'admin'],
      // One finding in ten is important (seedFindings), a filter built at each call before its shape was prepared.
      ['important', `${finding}&page=1&filter[is_important]=true`, 'admin'],
      ['first page', `${finding}&page=1`, 'staff'],
      ['page 66', `${finding}&page=66`, 'staff'],
      ['open', `${finding}&page=1&filter[state]=open`, 'staff'],
      ['important', `${finding}&page=1&filter[is_important]=true`, 'staff'],
    ],
  };
}

const ROLE = { admin: 'administrator', staff: 'inspector' };
const CALL = { law: 'law/index', clause: 'criterion', news: 'news/index', finding: 'finding/index' };

/**
 * The knowledge lists at 50 concurrent clients: the law library (first page in the default order,
 * newest enable date first; page 66, as deep as the count's cap reaches; the withdrawn; a search of
 * a word of 2.5% and of 0.1% of the laws), the standard picker and one standard's clause tree, the
 * announcements (pinned first: newest first as the administrator and as an inspector, and oldest
 * first) and one project's findings (one of the inspector's), with its open and its important ones, as both. `lists`
 * picks some of law, clause, news, finding; `seconds` shortens the load of each (a trial of the cases).
 */
export async function measureKnowledge(kind, base, cookies, check, { lists, seconds } = {}) {
  const [project] = await read(base, '/api/project/options', cookies.staff);
  // The first standard seedClauses wrote (law 1 of seedLaws), whatever the volume.
  const [picked] = (await read(base, '/api/criterion/laws?q=100001', cookies.staff)).filter((law) =>
    law.code.includes(' 100001-'),
  );
  if (!picked) throw new Error('the standard 100001 is missing: is the knowledge volume seeded?');
  const cases = casesOf({ standard: picked.id, project: project.id });
  const figures = {};
  for (const [list, rows] of Object.entries(cases)) {
    if (lists && !lists.includes(list)) continue;
    for (const [name, path, who, options = {}] of rows) {
      const cookie = cookies[who];
      const label = `${CALL[list]} ${name}, ${ROLE[who]}`;
      console.log(`${kind} ${label}${await check(base, encodeURI(path), cookie)}`);
      figures[label] = await load(`${base}${encodeURI(path)}`, { cookie, seconds, ...options });
      console.log(`${kind} ${describe(label, figures[label])}`);
    }
  }
  return figures;
}
