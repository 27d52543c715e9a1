import { sql, type SQL } from 'drizzle-orm';
import { DISTRICT_NAMES } from '@risk/shared/districts';
import { DISPOSAL_STATUS_LABEL } from '@risk/shared/disposal';
import { COUNTY_TABS, DISPOSAL_LEVELS, ORDER_ACTIONS } from '@risk/shared/order-machine';
import { RISK_DEGREE_LABEL } from '@risk/shared/pool';
import { interviewRate } from '@risk/shared/rates';
import {
  DISPOSAL_SPEED_OWN_TOTAL,
  DISPOSAL_SPEED_TOTAL,
  LATEST_ROWS,
  type CityNumber,
  type DisposalSpeed,
  type DistrictRiskRow,
  type DynamicRow,
  type Guidance,
  type LatestRiskInfoRow,
  type MonthCountRow,
  type NamedCount,
  type OrderMonthRow,
  type PublicOpinion,
  type RiskIndexRow,
  type StatisticsData,
  type WarnCompanyRow,
} from '@risk/shared/schemas/big-screen';
import { ORDER_STATUS, UNRATED, WARNING_LEVELS } from '@risk/shared/verification';
import type { DbOrTx } from '../../db/client.ts';
import { districtOf, scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { riskCompanyStat, verificationOrderStat } from '../../db/schema/kept-counts.ts';
import {
  bigScreenDisposalDay,
  bigScreenDisposalRegion,
  bigScreenInfoDay,
  bigScreenInfoKind,
  bigScreenInfoMonth,
  bigScreenOrderLevel,
  bigScreenOrderMonth,
} from '../../db/schema/big-screen.ts';

/**
 * The big-screen read model: read-only over the workflow tables and
 * the counts kept for it by triggers (drizzle/0017: big_screen_info_day, big_screen_info_kind,
 * big_screen_order_month, big_screen_order_level; 0025: big_screen_disposal_day; 0026:
 * big_screen_disposal_region) and by the pool and order modules
 * (risk_company_stat, risk_verification_order_stat). Every answer is limited to the caller's
 * district scope.
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const list = (values: readonly (number | string)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The caller's scope on a district column: everything for the city and operations, one district otherwise. */
function inScope(user: AuthUser, column: SQL): SQL {
  return scopeToDistrict(user, column) ?? sql`true`;
}

/** The districts on screen: all 17, or the district user's own. */
function visibleDistricts(user: AuthUser): string[] {
  const own = districtOf(user);
  return own === null ? [...DISTRICT_NAMES] : DISTRICT_NAMES.filter((d) => d === own);
}

/** Beijing calendar boundaries as SQL: the start of this year, month and (Monday) week, and today. */
const BJ_NOW = sql`(now() at time zone 'Asia/Shanghai')`;
const periodStart = (unit: 'year' | 'month' | 'week') => sql`date_trunc(${sql.raw(`'${unit}'`)}, ${BJ_NOW})::date`;
/** The instant a Beijing date starts. */
const instantOf = (day: SQL) => sql`(${day}::timestamp at time zone 'Asia/Shanghai')`;

const WARNING = DISPOSAL_LEVELS;

/** enterpriseRiskNumber: risk companies (the pool by dispatch district) and warning companies (orders rated 三级 or above). */
export async function enterpriseRiskNumber(db: DbOrTx, user: AuthUser): Promise<DistrictRiskRow[]> {
  const [risk, warning] = await Promise.all([
    db.execute(sql`select company_region as region, sum(n)::int as n from ${riskCompanyStat}
      where ${inScope(user, sql`company_region`)} group by 1`),
    db.execute(sql`select region, sum(n)::int as n from ${bigScreenOrderLevel}
      where level in (${list(WARNING)}) and ${inScope(user, sql`region`)} group by 1`),
  ]);
  const riskBy = new Map(rowsOf<{ region: string; n: number }>(risk).map((r) => [r.region, r.n]));
  const warnBy = new Map(rowsOf<{ region: string; n: number }>(warning).map((r) => [r.region, r.n]));
  return visibleDistricts(user).map((area) => ({
    area,
    riskTotal: riskBy.get(area) ?? 0,
    warningTotal: warnBy.get(area) ?? 0,
  }));
}

/** fieldDistribution: risk information by risk category, labelled from the risk_category dictionary. */
export async function fieldDistribution(db: DbOrTx, user: AuthUser): Promise<NamedCount[]> {
  const result = await db.execute(sql`
    select coalesce(d.label, k.category) as name, k.value from (
      select category, sum(n)::int as value from ${bigScreenInfoKind} where ${inScope(user, sql`region`)} group by 1
    ) k
    left join sys_dict_detail d on d.value = k.category and d.dict_id = (select id from sys_dict where name = 'risk_category')
    where k.value <> 0
    order by k.value desc, name`);
  return rowsOf<NamedCount>(result);
}

/** cityNumber: the headline figures of the scope. */
export async function cityNumber(db: DbOrTx, user: AuthUser): Promise<CityNumber> {
  const dispatched = COUNTY_TABS.countyAll;
  const result = await db.execute(sql`
    select
      (select coalesce(sum(n), 0)::int from ${riskCompanyStat} where ${inScope(user, sql`company_region`)}) as "riskCompanyNum",
      (select coalesce(sum(n), 0)::int from ${bigScreenInfoKind} where ${inScope(user, sql`region`)}) as "riskInfoNum",
      (select coalesce(sum(n), 0)::int from ${verificationOrderStat} where ${inScope(user, sql`region`)}) as "pushedNum",
      (select coalesce(sum(n), 0)::int from ${verificationOrderStat}
        where status in (${list(dispatched)}) and ${inScope(user, sql`region`)}) as "dispatchedNum",
      (select coalesce(sum(n), 0)::int from ${bigScreenOrderLevel}
        where level in (${list(WARNING)}) and ${inScope(user, sql`region`)}) as "warningNum",
      (select coalesce(sum(disposing_num), 0)::int from ${bigScreenDisposalRegion} where ${inScope(user, sql`region`)}) as "disposingNum",
      (select coalesce(sum(n), 0)::int from ${verificationOrderStat}
        where status = ${ORDER_STATUS.ARCHIVED} and ${inScope(user, sql`region`)}) as "archivedNum"`);
  return rowsOf<CityNumber>(result)[0];
}

/** disposalSpeed: per district, disposal orders, how many are finished, and their average days from rating to finish (kept in big_screen_disposal_region, migration 0026). */
export async function disposalSpeed(db: DbOrTx, user: AuthUser): Promise<DisposalSpeed> {
  const result = await db.execute(sql`
    select region, dispose_num::int as "disposeNum", finished_num::int as "finishedNum", finish_seconds::float8 as seconds
    from ${bigScreenDisposalRegion} where ${inScope(user, sql`region`)}`);
  const by = new Map(
    rowsOf<{ region: string; disposeNum: number; finishedNum: number; seconds: number }>(result).map((r) => [
      r.region,
      r,
    ]),
  );
  const days = (seconds: number, finished: number) => (finished ? Number((seconds / 86400 / finished).toFixed(2)) : 0);
  let disposeNum = 0;
  let finishedNum = 0;
  let seconds = 0;
  const rows = visibleDistricts(user).map((region) => {
    const r = by.get(region);
    disposeNum += r?.disposeNum ?? 0;
    finishedNum += r?.finishedNum ?? 0;
    seconds += r?.seconds ?? 0;
    return {
      region,
      disposeNum: r?.disposeNum ?? 0,
      finishedNum: r?.finishedNum ?? 0,
      avgDays: days(r?.seconds ?? 0, r?.finishedNum ?? 0),
    };
  });
  return {
    rows,
    total: {
      // a district's total is its own, and says so: 全市 over one district's figure misled the wall
      region: districtOf(user) === null ? DISPOSAL_SPEED_TOTAL : DISPOSAL_SPEED_OWN_TOTAL,
      disposeNum,
      finishedNum,
      avgDays: days(seconds, finishedNum),
    },
  };
}

/**
 * statisticsData: this year, month and week: risk information, warning companies (disposal orders
 * created), people laid off (裁员和维稳 records), from the kept day counts (big_screen_info_month,
 * big_screen_info_day, big_screen_disposal_day of migration 0025).
 */
export async function statisticsData(db: DbOrTx, user: AuthUser): Promise<StatisticsData> {
  const year = periodStart('year');
  const month = periodStart('month');
  const week = periodStart('week');
  const scope = inScope(user, sql`region`);
  const [info, disposal] = await Promise.all([
    db.execute(sql`select
      (select coalesce(sum(n), 0)::int from ${bigScreenInfoMonth} where month >= ${year} and ${scope}) as "yearNum",
      (select coalesce(sum(n), 0)::int from ${bigScreenInfoMonth} where month = ${month} and ${scope}) as "monthNum",
      (select coalesce(sum(n), 0)::int from ${bigScreenInfoDay} where day >= ${week} and ${scope}) as "weekNum"`),
    // the period starts computed once (offset 0 keeps them from being inlined into every row's filter)
    db.execute(sql`select
      coalesce(sum(created), 0)::int as "createdYear",
      coalesce(sum(created) filter (where day >= p.month), 0)::int as "createdMonth",
      coalesce(sum(created) filter (where day >= p.week), 0)::int as "createdWeek",
      coalesce(sum(layoff), 0)::int as "layoffYear",
      coalesce(sum(layoff) filter (where day >= p.month), 0)::int as "layoffMonth",
      coalesce(sum(layoff) filter (where day >= p.week), 0)::int as "layoffWeek"
      from ${bigScreenDisposalDay}, (select ${month} as month, ${week} as week offset 0) p
      where day >= ${year} and ${scope}`),
  ]);
  type P = StatisticsData['riskInfo'];
  const d = rowsOf<Record<string, number>>(disposal)[0];
  return {
    riskInfo: rowsOf<P>(info)[0],
    warningCompany: { yearNum: d.createdYear, monthNum: d.createdMonth, weekNum: d.createdWeek },
    layoffPeople: { yearNum: d.layoffYear, monthNum: d.layoffMonth, weekNum: d.layoffWeek },
  };
}

/** Names of audit-trail actions that are not actions of the order machine. */
const OTHER_ACTIONS: Record<string, string> = {
  create: '推送市级',
  archive: '存档',
  appSubmit: '企业提交核实',
  disposalFinish: '处置办结',
  related: '添加关联企业',
  reviewPass: '审核通过',
  reviewReturn: '审核退回',
};
const actionLabel = (action: string) =>
  OTHER_ACTIONS[action] ?? (ORDER_ACTIONS as Record<string, { label: string } | undefined>)[action]?.label ?? action;

const TIME = `'YYYY-MM-DD HH24:MI:SS'`;
const shown = (column: SQL) => sql`to_char(${column} at time zone 'Asia/Shanghai', ${sql.raw(TIME)})`;

/**
 * The newest rows of a scope, read through a window of the newest `WINDOW` rows of the whole table
 * first (an index walk): when the window holds enough rows of the scope they are exactly the newest
 * of the scope, since everything outside the window is older. Otherwise (a scope with few recent
 * rows) the query runs over the whole table.
 */
const WINDOW = 2000;
async function newestInScope<T>(db: DbOrTx, user: AuthUser, query: (window: number | null) => SQL): Promise<T[]> {
  if (districtOf(user) === null) return rowsOf<T>(await db.execute(query(LATEST_ROWS)));
  const windowed = rowsOf<T>(await db.execute(query(WINDOW)));
  return windowed.length >= LATEST_ROWS ? windowed : rowsOf<T>(await db.execute(query(null)));
}
const limitOf = (window: number | null) => (window === null ? sql`` : sql`limit ${window}`);

/** dynamic: the latest actions on verification orders, newest first. */
export async function dynamic(db: DbOrTx, user: AuthUser): Promise<DynamicRow[]> {
  const rows = await newestInScope<DynamicRow>(
    db,
    user,
    (window) => sql`
      select a.id::int as id, ${shown(sql`a.create_time`)} as time, o.company_name as "companyName", o.region,
        a.action, a.actor_name as actor
      from (select id, order_id, action, actor_name, create_time from risk_order_audit
            order by create_time desc, id desc ${limitOf(window)}) a
      join risk_verification_order o on o.id = a.order_id
      where ${inScope(user, sql`o.region`)}
      order by a.create_time desc, a.id desc limit ${LATEST_ROWS}`,
  );
  return rows.map((r) => ({ ...r, action: actionLabel(r.action) }));
}

/** riskIndex: risk information by risk point and degree, the most frequent point first. */
export async function riskIndex(db: DbOrTx, user: AuthUser): Promise<RiskIndexRow[]> {
  const result = await db.execute(sql`
    select coalesce(d.label, k.risk_point) as "riskPoint", k.low, k.medium, k.high, k.low + k.medium + k.high as total from (
      select risk_point,
        coalesce(sum(n) filter (where risk_degree = 0), 0)::int as low,
        coalesce(sum(n) filter (where risk_degree = 1), 0)::int as medium,
        coalesce(sum(n) filter (where risk_degree = 2), 0)::int as high
      from ${bigScreenInfoKind} where ${inScope(user, sql`region`)} group by 1
    ) k
    left join sys_dict_detail d on d.value = k.risk_point and d.dict_id = (select id from sys_dict where name = 'risk_dot')
    where k.low + k.medium + k.high <> 0
    order by total desc, "riskPoint"`);
  return rowsOf<RiskIndexRow>(result);
}

/** statisticsRiskLevel: verification orders by warning level, in the levels' order, 未定级 last. */
export async function statisticsRiskLevel(db: DbOrTx, user: AuthUser): Promise<NamedCount[]> {
  const result = await db.execute(sql`select level, sum(n)::int as n from ${bigScreenOrderLevel}
    where ${inScope(user, sql`region`)} group by 1`);
  const by = new Map(rowsOf<{ level: string; n: number }>(result).map((r) => [r.level, r.n]));
  return [...WARNING_LEVELS, UNRATED].map((name) => ({ name, value: by.get(name) ?? 0 }));
}

/** riskCompanyInfos: the latest risk information of the scope. */
export async function riskCompanyInfos(db: DbOrTx, user: AuthUser): Promise<LatestRiskInfoRow[]> {
  const rows = await newestInScope<Omit<LatestRiskInfoRow, 'riskDegree'> & { degree: number }>(
    db,
    user,
    (window) => sql`
      select i.id::int as id, c.company_name as "companyName", coalesce(c.company_region, '') as region,
        coalesce(d.label, i.risk_point) as "riskPoint", i.risk_degree as degree, ${shown(sql`i.included_time`)} as "includedTime"
      from (select id, risk_company_id, risk_point, risk_degree, included_time from risk_company_info
            order by included_time desc nulls last, id desc nulls last ${limitOf(window)}) i
      join risk_company c on c.id = i.risk_company_id
      left join sys_dict_detail d on d.value = i.risk_point and d.dict_id = (select id from sys_dict where name = 'risk_dot')
      where ${inScope(user, sql`c.company_region`)}
      order by i.included_time desc nulls last, i.id desc nulls last limit ${LATEST_ROWS}`,
  );
  return rows.map(({ degree, ...r }) => ({ ...r, riskDegree: RISK_DEGREE_LABEL[degree] ?? '' }));
}

/** warnCompanys: the latest companies rated 三级 or above (their disposal orders), newest rating first. */
export async function warnCompanys(db: DbOrTx, user: AuthUser): Promise<WarnCompanyRow[]> {
  const result = await db.execute(sql`
    select id, company_name as "companyName", region, level, ${shown(sql`create_time`)} as "gradeTime", status
    from risk_disposal_order where ${inScope(user, sql`region`)}
    order by create_time desc nulls last, id desc nulls last limit ${LATEST_ROWS}`);
  return rowsOf<Omit<WarnCompanyRow, 'status'> & { status: number }>(result).map((r) => ({
    ...r,
    status: DISPOSAL_STATUS_LABEL[r.status] ?? String(r.status),
  }));
}

/** The last `months` Beijing months, oldest first, as yyyy-MM-01 dates. */
const monthSeries = (months: number) => sql`
  select to_char(m, 'YYYY-MM') as month, m::date as start
  from generate_series(date_trunc('month', ${BJ_NOW}) - make_interval(months => ${months - 1}), date_trunc('month', ${BJ_NOW}), interval '1 month') m`;

/** riskNumber/month: risk information included per month. */
export async function riskNumberByMonth(db: DbOrTx, user: AuthUser, months: number): Promise<MonthCountRow[]> {
  const result = await db.execute(sql`
    with months as (${monthSeries(months)})
    select months.month, coalesce(sum(d.n), 0)::int as value
    from months left join ${bigScreenInfoMonth} d on d.month = months.start and ${inScope(user, sql`d.region`)}
    group by months.month order by months.month`);
  return rowsOf<MonthCountRow>(result);
}

/** orderNumber/month: orders pushed to the city and dispatched to the districts per month. */
export async function orderNumberByMonth(db: DbOrTx, user: AuthUser, months: number): Promise<OrderMonthRow[]> {
  const result = await db.execute(sql`
    with months as (${monthSeries(months)})
    select months.month, coalesce(sum(o.pushed), 0)::int as "riskCompanyCount",
      coalesce(sum(o.dispatched), 0)::int as "warningDispatchCount"
    from months left join ${bigScreenOrderMonth} o on o.month = months.start and ${inScope(user, sql`o.region`)}
    group by months.month order by months.month`);
  return rowsOf<OrderMonthRow>(result);
}

/**
 * guidance (/educationFullScreen): per district the disposal orders, how many companies were
 * interviewed (约谈) and how often, the interview rate, the companies served (对接服务) and how often
 * (kept record counts, summed per district in big_screen_disposal_region, migration 0026); interviews and
 * services per month (record dates); the latest records.
 */
export async function guidance(db: DbOrTx, user: AuthUser, months = 12): Promise<Guidance> {
  const [byDistrict, byMonth, latest] = await Promise.all([
    db.execute(sql`
      select region, dispose_num::int as "disposeNum",
        interview_companies::int as "interviewCompanies", interview_times::int as "interviewTimes",
        service_companies::int as "serviceCompanies", service_times::int as "serviceTimes"
      from ${bigScreenDisposalRegion} where ${inScope(user, sql`region`)}`),
    db.execute(sql`
      with months as (${monthSeries(months)})
      select months.month, coalesce(sum(k.talks), 0)::int as interviews, coalesce(sum(k.services), 0)::int as services
      from months left join ${bigScreenDisposalDay} k on k.day >= months.start
        and k.day < (months.start + interval '1 month')::date and ${inScope(user, sql`k.region`)}
      group by months.month order by months.month`),
    db.execute(sql`
      select i.id::int as id, to_char(i.record_date, 'YYYY-MM-DD') as date, o.company_name as "companyName", o.region, i.type,
        coalesce(case when i.type = 'talk' then i.data->>'opinion' else i.data->>'policies' end, '') as content
      from risk_disposal_info i join risk_disposal_order o on o.id = i.disposal_id
      where i.type in ('talk', 'server') and ${inScope(user, sql`o.region`)}
      order by i.record_date desc, i.id desc limit ${LATEST_ROWS}`),
  ]);
  type Counts = Omit<Guidance['total'], 'region' | 'interviewRate'>;
  const by = new Map(rowsOf<Counts & { region: string }>(byDistrict).map((r) => [r.region, r]));
  const zero: Counts = {
    disposeNum: 0,
    interviewCompanies: 0,
    interviewTimes: 0,
    serviceCompanies: 0,
    serviceTimes: 0,
  };
  const withRate = (region: string, c: Counts) => ({
    region,
    ...c,
    interviewRate: Number(interviewRate(c.interviewCompanies, c.disposeNum).toFixed(4)),
  });
  const total = { ...zero };
  const rows = visibleDistricts(user).map((region) => {
    const { region: _r, ...c } = by.get(region) ?? { region, ...zero };
    for (const k of Object.keys(total) as (keyof Counts)[]) total[k] += c[k];
    return withRate(region, c);
  });
  return {
    total: withRate(DISPOSAL_SPEED_TOTAL, total),
    rows,
    months: rowsOf<Guidance['months'][number]>(byMonth),
    latest: rowsOf<Guidance['latest'][number]>(latest).map((r) => ({
      ...r,
      type: r.type === 'talk' ? '约谈' : '对接服务',
    })),
  };
}

/**
 * publicOpinion (/publicOpinion): the news (all but 已下架) and the monitor keywords found in them. A
 * news item hits a keyword when its title or content contains it (case-insensitive). News has no
 * district; the keywords do: a district user's are those of 北京市 and of their district.
 */
export async function publicOpinion(db: DbOrTx, user: AuthUser, months = 12): Promise<PublicOpinion> {
  const own = districtOf(user);
  const keyScope = own === null ? sql`true` : sql`k.region in ('北京市', ${own})`;
  const shownNews = sql`n.status <> 2`;
  const hit = sql`strpos(lower(n.title || ' ' || coalesce(n.content, '')), lower(k.key_word)) > 0`;
  const hitAny = sql`exists (select 1 from risk_monitor_key k where ${keyScope} and ${hit})`;
  const dictLabel = (name: string, value: SQL) =>
    sql`(select d.label from sys_dict_detail d join sys_dict x on x.id = d.dict_id where x.name = ${name} and d.value = ${value})`;
  const [totals, keywords, byMonth, latest] = await Promise.all([
    db.execute(sql`select
      (select count(*)::int from biz_news n where ${shownNews}) as "newsNum",
      (select count(*)::int from risk_monitor_key k where ${keyScope}) as "keywordNum",
      (select count(*)::int from biz_news n where ${shownNews} and ${hitAny}) as "hitNewsNum"`),
    db.execute(sql`
      select k.key_word as "keyWord", coalesce(${dictLabel('riskMonitorKey_type', sql`k.type`)}, k.type) as type, k.region,
        count(n.id)::int as hits
      from risk_monitor_key k left join biz_news n on ${shownNews} and ${hit}
      where ${keyScope} group by k.id order by hits desc, "keyWord"`),
    db.execute(sql`
      with months as (${monthSeries(months)})
      select months.month, count(n.id)::int as news, count(n.id) filter (where ${hitAny})::int as "hitNews"
      from months left join biz_news n on ${shownNews}
        and n.create_time >= ${instantOf(sql`months.start`)} and n.create_time < ${instantOf(sql`(months.start + interval '1 month')::date`)}
      group by months.month order by months.month`),
    db.execute(sql`
      select n.id, ${shown(sql`n.create_time`)} as time, n.title,
        coalesce(${dictLabel('news_status', sql`n.status::text`)}, n.status::text) as status,
        coalesce((select string_agg(distinct k.key_word, '、' order by k.key_word) from risk_monitor_key k where ${keyScope} and ${hit}), '') as keywords
      from biz_news n where ${shownNews}
      order by n.create_time desc nulls last, n.id desc nulls last limit ${LATEST_ROWS}`),
  ]);
  const kw = rowsOf<PublicOpinion['keywords'][number]>(keywords);
  const types = new Map<string, number>();
  for (const k of kw) types.set(k.type, (types.get(k.type) ?? 0) + k.hits);
  return {
    total: rowsOf<PublicOpinion['total']>(totals)[0],
    keywords: kw,
    types: [...types].map(([name, value]) => ({ name, value })).sort((a, b) => b.value - a.value),
    months: rowsOf<PublicOpinion['months'][number]>(byMonth),
    latest: rowsOf<PublicOpinion['latest'][number]>(latest),
  };
}
