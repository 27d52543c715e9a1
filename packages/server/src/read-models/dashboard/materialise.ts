import { createHash } from 'node:crypto';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { COUNTY_TABS, DISPOSAL_LEVELS, LAYOFF_LIST, STAT_STATUSES } from '@risk/shared/order-machine';
import { UNCLASSIFIED } from '@risk/shared/figures';
import { COMPANY_STATUS } from '@risk/shared/pool';
import { ORDER_STATUS as S } from '@risk/shared/verification';
import { isWorkingDay, type HolidayCalendar } from '@risk/shared/working-days';
import type { Db, DbOrTx } from '../../db/client.ts';
import { dashCalendar, dashRefresh } from '../../db/schema/dashboard.ts';
import { holiday } from '../../db/schema/holidays.ts';
import type { State } from '../../platform/read-model/memo.ts';

/**
 * The materialised period rows of the dashboards (dash_region_day, dash_region_category,
 * dash_region_industry, and dash_layoff_latest behind the layoff plan figures). They are built whole
 * once, then kept by statement triggers on the domain tables in the writing transaction (migration
 * 0025): each trigger adds what the statement's new rows contribute and takes off what its old rows
 * did, per district and day, so a reader sees every committed write at once.
 *
 * The trigger bodies are generated here from the same column definitions as the whole build (the
 * status sets come from packages/shared) and installed by the build; `dash_refresh.defs` holds the
 * hash of what is installed, so a changed definition rebuilds once. A whole build happens when the
 * rows were never built, when the holiday calendar changed (the working-day figures of every day move;
 * a trigger on sys_holiday sets version −1) and when the definitions changed. It holds the writers of
 * every source table back (SHARE locks) until the rows and the functions are in place.
 */
const LOCK_KEY = 0x64617368; // 'dash'
const FIRST_CALENDAR_DAY = '2015-01-01';

/** The Beijing calendar day of a timestamptz column. */
export const bjDay = (col: AnyColumn | SQL) => sql`((${col} at time zone 'UTC') + interval '8 hours')::date`;
const bj = (e: string) => `((${e} at time zone 'UTC') + interval '8 hours')::date`;
const lit = (v: number | string) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);
const inList = (values: readonly (number | string)[]) => values.map(lit).join(', ');
/** The first day of a day's month: the category and industry rows are kept per month (the charts read whole years). */
const month = (day: string) => `date_trunc('month', ${day})::date`;
/** 1 when the condition holds, else 0 (null counts as false). */
const one = (cond: string) => `(case when ${cond} then 1 else 0 end)`;

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * A row without a district (a company ops has not placed, an order not yet dispatched) is kept under
 * region '' (NO_DISTRICT): the city and operations count it, no district sees it, and the city's
 * tables show it as 未分区县, so 全市 is the same number on every screen.
 */
const anyRegion = (region: string) => `coalesce(${region}, '')`;

// ---- the figures: each a part over a relation `x` of signed rows (sg = +1 added, −1 taken off) ----

type Col = [column: string, value: string];

/** Adds a relation's signed figures to dash_region_day, per (region, day). */
function dayPart(rel: string, region: string, day: string, cols: Col[], join = '', where = 'true'): string {
  const names = cols.map(([c]) => c).join(', ');
  const sums = cols.map(([, e]) => `sum(x.sg * ${e})`);
  const set = cols.map(([c]) => `${c} = s.${c} + excluded.${c}`).join(', ');
  return `insert into dash_region_day as s (region, day, ${names})
    select ${anyRegion(region)}, ${day}, ${sums.join(', ')} from ${rel} x ${join}
    where ${day} is not null and (${where})
    group by 1, 2 having ${sums.map((e) => `${e} <> 0`).join(' or ')} order by 1, 2
    on conflict (region, day) do update set ${set}`;
}

/** Adds a relation's signed counts to a (region, day, name) table. */
function namedPart(table: string, column: string, rel: string, day: string, name: string): string {
  return `insert into ${table} as s (region, day, ${column}, n)
    select ${anyRegion('x.region')}, ${day}, ${name}, sum(x.sg) from ${rel} x where ${day} is not null
    group by 1, 2, 3 having sum(x.sg) <> 0 order by 1, 2, 3
    on conflict (region, day, ${column}) do update set n = s.n + excluded.n`;
}

const IN_POOL = [COMPANY_STATUS.PUSHED, COMPANY_STATUS.VERIFYING, COMPANY_STATUS.DISPOSING, COMPANY_STATUS.TO_ARCHIVE];

/** Companies: relation (sg, region, included_time, user_add_region, status, archive_time, evaluate_time, industry). */
const companyParts = (rel: string) => [
  dayPart(rel, 'x.region', bj('x.included_time'), [
    ['company_num', '1'],
    ['zone_add_num', one('x.user_add_region is not null')],
    ['monitoring_num', one(`x.status in (${inList(IN_POOL)})`)],
  ]),
  dayPart(rel, 'x.region', bj('x.archive_time'), [['archived_num', '1']]),
  dayPart(rel, 'x.region', bj('x.evaluate_time'), [['evaluated_num', '1']]),
  companyIndustryPart(rel),
];
const companyIndustryPart = (rel: string) =>
  namedPart(
    'dash_region_industry',
    'industry',
    rel,
    month(bj('x.included_time')),
    `coalesce(nullif(x.industry, ''), '${UNCLASSIFIED}')`,
  );
const companyRel = (rows: string, sg: number) => `(select ${sg} as sg, r.company_region as region, r.included_time,
  r.user_add_region, r.status, r.archive_time, r.evaluate_time,
  (select g.industry from registry_company g where g.credit_code = r.credit_code) as industry from ${rows} r)`;

/** Risk information: relation (sg, region, included_time, category), region being the company's. */
const infoParts = (rel: string) => [
  dayPart(rel, 'x.region', bj('x.included_time'), [['risk_info_num', '1']]),
  namedPart('dash_region_category', 'category', rel, month(bj('x.included_time')), 'x.category'),
];
const infoRel = (rows: string, sg: number) => `(select ${sg} as sg, r.risk_company_id, c.company_region as region,
  r.included_time, r.category from ${rows} r join risk_company c on c.id = r.risk_company_id)`;
/** Risk information per company and category (the focus tabs); a deleted company's rows go with it (dash_company_gone). */
const companyCategoryPart = (rel: string) => `insert into dash_company_category as s (risk_company_id, category, n)
    select x.risk_company_id, x.category, sum(x.sg) from ${rel} x group by 1, 2 having sum(x.sg) <> 0 order by 1, 2
    on conflict (risk_company_id, category) do update set n = s.n + excluded.n`;
const infoAndCompanyParts = (rel: string) => [...infoParts(rel), companyCategoryPart(rel)];

/** Verification orders: the push-day figures and the grade-day levels. */
const orderParts = (rel: string) => {
  const dispatched = `x.status in (${inList(COUNTY_TABS.countyAll)})`;
  const above = `${dispatched} and x.level in (${inList(DISPOSAL_LEVELS)})`;
  const submitted = `x.status in (${inList(STAT_STATUSES.FED_BACK)})`;
  // 裁员企业数 and 核实裁员人数 count the very same orders: the people are those orders' forms' people
  const layoffOrder = `${dispatched} and x.is_downsizing = '1'`;
  return [
    dayPart(
      rel,
      'x.region',
      bj('x.push_time'),
      [
        ['push_num', '1'],
        ['should_num', one(dispatched)],
        ['received_num', one(`x.status in (${inList(STAT_STATUSES.ACCEPTED)})`)],
        ['feedback_num', one(submitted)],
        ['approved_num', one(`x.status in (${inList([S.TO_RATE, S.DISPOSING, S.DONE, S.ARCHIVED])})`)],
        ['layoffs_num', one(layoffOrder)],
        ['verified_down_num', `(case when ${layoffOrder} then coalesce(x.form_down_num, 0) else 0 end)`],
        ['above_level3_total', one(above)],
        ['guide_num', one(`${above} and x.status in (${inList(STAT_STATUSES.DISPOSED)})`)],
        ['difference_time', `(case when ${submitted} then coalesce(cv.wd - cd.wd, 0) else 0 end)`],
        ['submit_total', one(submitted)],
        ['wait_orders_num', one(`x.status = ${S.DISPATCHED}`)],
        ['wait_verify_num', one(`x.status in (${inList(COUNTY_TABS.AwaitVerification)})`)],
        ['returned_num', one(`x.status = ${S.VERIFYING} and x.audit_explain is not null`)],
      ],
      `left join dash_calendar cd on cd.day = ${bj('x.dispatch_time')} left join dash_calendar cv on cv.day = ${bj('x.verification_time')}`,
    ),
    // a layoff report is an order on the layoff list, dated by its verification (before that, its dispatch)
    dayPart(rel, 'x.region', bj('coalesce(x.verification_time, x.dispatch_time, x.create_time)'), [
      [
        'submit_laff_num',
        one(`x.status in (${inList(LAYOFF_LIST.statuses)}) and x.is_downsizing = '${LAYOFF_LIST.isDownsizing}'`),
      ],
    ]),
    dayPart(rel, 'x.region', bj('x.grade_time'), [
      ['level1_num', one(`x.level = '一级'`)],
      ['level2_num', one(`x.level = '二级'`)],
      ['level3_num', one(`x.level = '三级'`)],
      ['below_level3_num', one(`x.level = '三级以下'`)],
    ]),
  ];
};
const orderRel = (rows: string, sg: number) => `(select ${sg} as sg, r.region, r.push_time, r.dispatch_time,
  r.verification_time, r.status, r.level, r.is_downsizing, r.audit_explain, r.grade_time, r.create_time,
  r.form_down_num from ${rows} r)`;

/** Disposal orders, on their creation day. */
const disposalParts = (rel: string) => {
  const finished = 'x.status = 2 and x.finish_time is not null';
  return [
    dayPart(
      rel,
      'x.region',
      bj('x.create_time'),
      [
        ['dispose_comp_num', '1'],
        ['un_pending', one('x.status = 0')],
        ['interview_num', one('x.talk_num > 0')],
        ['all_interview_num', 'coalesce(x.talk_num, 0)'],
        ['stability_num', one('x.downsizing_num > 0')],
        ['dock_num', one('x.server_num > 0')],
        ['all_dock_num', 'coalesce(x.server_num, 0)'],
        ['disposal_finished_num', one(finished)],
        ['disposal_days', `(case when ${finished} then coalesce(cf.wd - cc.wd, 0) else 0 end)`],
      ],
      `left join dash_calendar cc on cc.day = ${bj('x.create_time')} left join dash_calendar cf on cf.day = ${bj('x.finish_time')}`,
    ),
  ];
};
const disposalRel = (
  rows: string,
  sg: number,
) => `(select ${sg} as sg, r.region, r.create_time, r.finish_time, r.status,
  r.talk_num, r.downsizing_num, r.server_num from ${rows} r)`;

/** 裁员和维稳 records: people laid off on the record's date, under the disposal order's district. */
const layoffParts = (rel: string) => [
  dayPart(rel, 'x.region', 'x.record_date', [
    [
      'layoff_person',
      `(case when (x.data ->> 'layoffsPerson') ~ '^[0-9]{1,9}$' then (x.data ->> 'layoffsPerson')::int else 0 end)`,
    ],
  ]),
];
const layoffRel = (rows: string, sg: number) => `(select ${sg} as sg, d.region, r.record_date, r.data
  from ${rows} r join risk_disposal_order d on d.id = r.disposal_id where r.type = 'downsizing')`;

/** Each company's latest layoff statistics (kept in dash_layoff_latest), on its date. */
const latestParts = (rel: string) => [
  dayPart(rel, 'x.region', 'x.stat_date', [
    ['plan_down_num', 'x.plan_num'],
    ['actual_down_num', 'x.actual_num'],
  ]),
];
const latestOf = (
  companies: string,
) => `(select distinct on (s.risk_company_id) s.risk_company_id, c.company_region as region,
  s.stat_date, s.plan_num, s.actual_num
  from risk_layoff_statistics s join risk_company c on c.id = s.risk_company_id
  where ${companies}
  order by s.risk_company_id, s.stat_date desc, s.id desc)`;

// ---- the trigger functions ----

const both = (rel: (rows: string, sg: number) => string) =>
  `(select * from ${rel('new_rows', 1)} a union all select * from ${rel('old_rows', -1)} b)`;

/** A statement-trigger body applying `parts` to the statement's rows (new +1, old −1). */
function statementBody(
  rel: (rows: string, sg: number) => string,
  parts: (rel: string) => string[],
  extra = '',
): string {
  const run = (r: string) =>
    parts(r)
      .map((p) => `${p};`)
      .join('\n');
  return `BEGIN
  IF TG_OP = 'INSERT' THEN
${run(rel('new_rows', 1))}
  ELSIF TG_OP = 'DELETE' THEN
${run(rel('old_rows', -1))}
  ELSE
${run(both(rel))}
${extra}
  END IF;
  RETURN NULL;
END`;
}

const changedCompanies = (col: string) =>
  `new_rows n join old_rows o on o.id = n.id where n.${col} is distinct from o.${col}`;

/** The companies whose layoff statistics a statement touched. */
const touched = (op: 'INSERT' | 'UPDATE' | 'DELETE') =>
  op === 'INSERT'
    ? 'select risk_company_id from new_rows'
    : op === 'DELETE'
      ? 'select risk_company_id from old_rows'
      : 'select risk_company_id from new_rows union select risk_company_id from old_rows';

function layoffStatBody(): string {
  const branch = (op: 'INSERT' | 'UPDATE' | 'DELETE') => {
    const ids = `s.risk_company_id in (${touched(op)})`;
    const kept = `(select -1 as sg, k.region, k.stat_date, k.plan_num, k.actual_num from dash_layoff_latest k
      where k.risk_company_id in (${touched(op)}))`;
    const fresh = `(select 1 as sg, l.region, l.stat_date, l.plan_num, l.actual_num from ${latestOf(ids)} l)`;
    return `${latestParts(`(select * from ${kept} a union all select * from ${fresh} b)`)[0]};
    delete from dash_layoff_latest where risk_company_id in (${touched(op)});
    insert into dash_layoff_latest (risk_company_id, region, stat_date, plan_num, actual_num) select * from ${latestOf(ids)} l;`;
  };
  return `BEGIN
  IF TG_OP = 'INSERT' THEN ${branch('INSERT')}
  ELSIF TG_OP = 'DELETE' THEN ${branch('DELETE')}
  ELSE ${branch('UPDATE')}
  END IF;
  RETURN NULL;
END`;
}

/** A company moved to another district takes its information and its latest layoff figures along. */
const companyMoves = () => {
  const moved = (sg: number, side: 'n' | 'o') =>
    `select ${sg} as sg, ${side}.company_region as region, i.included_time, i.category
      from new_rows n join old_rows o on o.id = n.id join risk_company_info i on i.risk_company_id = n.id
      where n.company_region is distinct from o.company_region`;
  const infoRelMoved = `(${moved(1, 'n')} union all ${moved(-1, 'o')})`;
  const latestMoved = (sg: number, side: 'n' | 'o') =>
    `select ${sg} as sg, ${side}.company_region as region, k.stat_date, k.plan_num, k.actual_num
      from new_rows n join old_rows o on o.id = n.id join dash_layoff_latest k on k.risk_company_id = n.id
      where n.company_region is distinct from o.company_region`;
  return [
    ...infoParts(infoRelMoved),
    ...latestParts(`(${latestMoved(1, 'n')} union all ${latestMoved(-1, 'o')})`),
    `update dash_layoff_latest k set region = n.company_region
      from ${changedCompanies('company_region')} and k.risk_company_id = n.id`,
  ]
    .map((p) => `${p};`)
    .join('\n');
};

/** A disposal order moved to another district takes its layoff records along. */
const disposalMoves = () => {
  const moved = (sg: number, side: 'n' | 'o') =>
    `select ${sg} as sg, ${side}.region, i.record_date, i.data
      from new_rows n join old_rows o on o.id = n.id join risk_disposal_info i on i.disposal_id = n.id
      where n.region is distinct from o.region and i.type = 'downsizing'`;
  return layoffParts(`(${moved(1, 'n')} union all ${moved(-1, 'o')})`)
    .map((p) => `${p};`)
    .join('\n');
};

/** A registry change moves its companies between industries (未分类 when the registry has no row). */
function registryBody(): string {
  const rel = (rows: string) => `(select g.sg * k.sg as sg, c.company_region as region, c.included_time,
      case when k.sg = 1 then g.industry end as industry
    from ${rows} g cross join (values (1), (-1)) k(sg) join risk_company c on c.credit_code = g.credit_code)`;
  const signed = (op: 'INSERT' | 'UPDATE' | 'DELETE') =>
    op === 'INSERT'
      ? '(select 1 as sg, credit_code, industry from new_rows)'
      : op === 'DELETE'
        ? '(select -1 as sg, credit_code, industry from old_rows)'
        : '(select 1 as sg, credit_code, industry from new_rows union all select -1, credit_code, industry from old_rows)';
  return `BEGIN
  IF TG_OP = 'INSERT' THEN ${companyIndustryPart(rel(signed('INSERT')))};
  ELSIF TG_OP = 'DELETE' THEN ${companyIndustryPart(rel(signed('DELETE')))};
  ELSE ${companyIndustryPart(rel(signed('UPDATE')))};
  END IF;
  RETURN NULL;
END`;
}

const fn = (name: string, body: string) =>
  `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $dash$\n${body}\n$dash$`;

/** The trigger functions of migration 0025, as installed by the whole build. */
export const TRIGGER_FUNCTIONS: string[] = [
  fn('dash_company_apply', statementBody(companyRel, companyParts, companyMoves())),
  fn(
    'dash_company_gone',
    `BEGIN
${infoParts(
  `(select -1 as sg, OLD.company_region as region, i.included_time, i.category from risk_company_info i where i.risk_company_id = OLD.id)`,
)
  .map((p) => `${p};`)
  .join('\n')}
  delete from dash_company_category where risk_company_id = OLD.id;
  RETURN OLD;
END`,
  ),
  fn('dash_info_apply', statementBody(infoRel, infoAndCompanyParts)),
  fn('dash_registry_apply', registryBody()),
  fn('dash_order_apply', statementBody(orderRel, orderParts)),
  fn('dash_disposal_apply', statementBody(disposalRel, disposalParts, disposalMoves())),
  fn(
    'dash_disposal_gone',
    `BEGIN
${layoffParts(
  `(select -1 as sg, OLD.region as region, i.record_date, i.data from risk_disposal_info i where i.disposal_id = OLD.id and i.type = 'downsizing')`,
)
  .map((p) => `${p};`)
  .join('\n')}
  RETURN OLD;
END`,
  ),
  fn('dash_disposal_info_apply', statementBody(layoffRel, layoffParts)),
  fn('dash_layoff_stat_apply', layoffStatBody()),
];

/** What the whole build writes: every part over every row of its table. */
const WHOLE_BUILD: string[] = [
  ...companyParts(companyRel('risk_company', 1)),
  ...infoAndCompanyParts(infoRel('risk_company_info', 1)),
  ...orderParts(orderRel('risk_verification_order', 1)),
  ...disposalParts(disposalRel('risk_disposal_order', 1)),
  ...layoffParts(layoffRel('risk_disposal_info', 1)),
  `insert into dash_layoff_latest (risk_company_id, region, stat_date, plan_num, actual_num) select * from ${latestOf('true')} l`,
  ...latestParts('(select 1 as sg, k.region, k.stat_date, k.plan_num, k.actual_num from dash_layoff_latest k)'),
];

/** The hash of the installed definitions (dash_refresh.defs). */
export const DEFS = createHash('sha256')
  .update([...TRIGGER_FUNCTIONS, ...WHOLE_BUILD].join('\n'))
  .digest('hex')
  .slice(0, 16);

/** Source tables whose writers wait while the rows are rebuilt whole. */
const SOURCES = [
  'risk_company',
  'risk_company_info',
  'registry_company',
  'risk_verification_order',
  'risk_disposal_order',
  'risk_disposal_info',
  'risk_layoff_statistics',
  'sys_holiday',
];
const KEPT = [
  'dash_region_day',
  'dash_region_category',
  'dash_region_industry',
  'dash_layoff_latest',
  'dash_company_category',
  'dash_calendar',
];

/** The check every dashboard call runs first (one round trip): the change sequence and the build state. */
export const FRESHNESS_SQL = sql`select st.seq::bigint as seq, st.settled, r.version::bigint as version, r.defs,
  (extract(epoch from r.built_at) * 1000)::bigint as built
  from ${dashRefresh} r, dash_state() st where r.id = 1`;

type Freshness = { seq: string; settled: boolean; version: string; defs: string; built: string };
const isBuilt = (f: Freshness | undefined): f is Freshness =>
  f !== undefined && Number(f.version) >= 0 && f.defs === DEFS;

/** Whole build, one at a time across instances (advisory lock); the state is checked again under the lock. */
async function rebuildNow(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const [again] = rowsOf<Freshness>(await tx.execute(FRESHNESS_SQL));
    if (isBuilt(again)) return;
    await rebuild(tx);
  });
}

/**
 * The state of the sources (`<change sequence>:<build time>`), asked of the database on every call:
 * answers computed at one state may be served again at the same state (dashboard/cache.ts). The rows
 * themselves are always current (kept in the writing transaction); only a whole build is waited for.
 */
export async function ensureFresh(db: Db): Promise<State> {
  let [state] = rowsOf<Freshness>(await db.execute(FRESHNESS_SQL));
  if (!isBuilt(state)) {
    try {
      await rebuildNow(db);
    } catch (e) {
      // a writer and the build's locks can deadlock; PostgreSQL aborts one of them: build once more
      if ((e as { code?: string }).code !== '40P01') throw e;
      await rebuildNow(db);
    }
    [state] = rowsOf<Freshness>(await db.execute(FRESHNESS_SQL));
  }
  return state.settled ? `${state.seq}:${state.built}` : null;
}

/** Working-day index from the holiday calendar (shared isWorkingDay): wd(day) − wd(from) = workingDaysBetween. */
async function buildCalendar(tx: DbOrTx) {
  const rows = rowsOf<{ day: string; kind: string }>(
    await tx.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, kind from ${holiday}`),
  );
  const cal: HolidayCalendar = {
    holidays: new Set(rows.filter((r) => r.kind === 'holiday').map((r) => r.day)),
    workdays: new Set(rows.filter((r) => r.kind === 'workday').map((r) => r.day)),
  };
  const days: string[] = [];
  const wds: number[] = [];
  let wd = 0;
  const end = Date.now() + 400 * 86_400_000;
  for (let t = Date.parse(`${FIRST_CALENDAR_DAY}T00:00:00Z`); t <= end; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (isWorkingDay(day, cal)) wd++;
    days.push(day);
    wds.push(wd);
  }
  await tx.execute(
    sql`insert into ${dashCalendar} (day, wd) select * from unnest(${`{${days.join(',')}}`}::date[], ${`{${wds.join(',')}}`}::int[])`,
  );
}

async function rebuild(tx: DbOrTx) {
  await tx.execute(sql.raw(`lock table ${SOURCES.join(', ')} in share mode`));
  await tx.execute(sql.raw(`lock table ${KEPT.join(', ')} in exclusive mode`));
  for (const f of TRIGGER_FUNCTIONS) await tx.execute(sql.raw(f));
  for (const t of KEPT) await tx.execute(sql.raw(`delete from ${t}`));
  await buildCalendar(tx);
  for (const s of WHOLE_BUILD) await tx.execute(sql.raw(s));
  await tx.execute(
    sql`update ${dashRefresh} set version = (select last_value from dash_change_seq), defs = ${DEFS}, built_at = now() where id = 1`,
  );
}
