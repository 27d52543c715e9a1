import { sql, type SQL } from 'drizzle-orm';
import { DISPOSAL_LEVELS } from '@risk/shared/order-machine';
import { UNCLASSIFIED } from '@risk/shared/figures';
import type { FocusType } from '@risk/shared/schemas/dashboard';
import { dashRegionCategory, dashRegionDay, dashRegionIndustry } from '../../db/schema/dashboard.ts';
import { riskCompany } from '../../db/schema/pool.ts';
import { verificationOrder as o } from '../../db/schema/verification.ts';
import { registryCompany } from '../../db/schema/registry.ts';
import { NO_DISTRICT } from '../../platform/auth/district-scope.ts';
import { dashCompanyCategory } from '../../db/schema/dashboard.ts';

/**
 * The SQL behind every dashboard, work-plan and statement call, as builders of (scope, period):
 * the service runs them and the benchmark runs the very same text behind a bare handler.
 * `own` is districtOf(user): null sees every district, a name only that district, '' nothing.
 */
export type Own = string | null;

/** A closed day range (yyyy-MM-dd); undefined bounds are open. */
export interface DayRange {
  from?: string;
  to?: string;
}

export const yearRange = (year: number | undefined): DayRange =>
  year === undefined ? {} : { from: `${year}-01-01`, to: `${year}-12-31` };

const regionScope = (own: Own, column: SQL): SQL =>
  own === null ? sql`true` : own === NO_DISTRICT ? sql`false` : sql`${column} = ${own}`;

const dayScope = (range: DayRange, column: SQL): SQL =>
  sql.join(
    [
      range.from ? sql`${column} >= ${range.from}::date` : sql`true`,
      range.to ? sql`${column} <= ${range.to}::date` : sql`true`,
    ],
    sql` and `,
  );

/** The summed columns of dash_region_day, by their answer names. */
export const DAY_COLUMNS = {
  companyNum: 'company_num',
  zoneAddNum: 'zone_add_num',
  monitoringNum: 'monitoring_num',
  riskInfoNum: 'risk_info_num',
  pushNum: 'push_num',
  shouldNum: 'should_num',
  receivedNum: 'received_num',
  feedbackNum: 'feedback_num',
  approvedNum: 'approved_num',
  layoffsNum: 'layoffs_num',
  verifiedDownNum: 'verified_down_num',
  aboveLevel3Total: 'above_level3_total',
  guideNum: 'guide_num',
  differenceTime: 'difference_time',
  submitTotal: 'submit_total',
  waitOrdersNum: 'wait_orders_num',
  waitVerifyNum: 'wait_verify_num',
  returnedNum: 'returned_num',
  level1Num: 'level1_num',
  level2Num: 'level2_num',
  level3Num: 'level3_num',
  belowLevel3Num: 'below_level3_num',
  disposeCompNum: 'dispose_comp_num',
  unPending: 'un_pending',
  interviewNum: 'interview_num',
  allInterviewNum: 'all_interview_num',
  stabilityNum: 'stability_num',
  dockNum: 'dock_num',
  allDockNum: 'all_dock_num',
  disposalFinishedNum: 'disposal_finished_num',
  disposalDays: 'disposal_days',
  layoffPerson: 'layoff_person',
  planDownNum: 'plan_down_num',
  actualDownNum: 'actual_down_num',
  archivedNum: 'archived_num',
  evaluatedNum: 'evaluated_num',
  submitLaffNum: 'submit_laff_num',
} as const;
export type DayColumn = keyof typeof DAY_COLUMNS;
export type DaySums<K extends DayColumn = DayColumn> = Record<K, number>;

const sums = (keys: readonly DayColumn[]) =>
  sql.raw(keys.map((k) => `coalesce(sum(${DAY_COLUMNS[k]}), 0)::int as "${k}"`).join(', '));

/** Sums of the given columns over the scope and period. */
export function daySumsSql(own: Own, range: DayRange, keys: readonly DayColumn[]): SQL {
  return sql`select ${sums(keys)} from ${dashRegionDay} d
    where ${regionScope(own, sql`d.region`)} and ${dayScope(range, sql`d.day`)}`;
}

/** The same sums per district. */
export function daySumsByRegionSql(own: Own, range: DayRange, keys: readonly DayColumn[]): SQL {
  return sql`select d.region, ${sums(keys)} from ${dashRegionDay} d
    where ${regionScope(own, sql`d.region`)} and ${dayScope(range, sql`d.day`)} group by d.region`;
}

/**
 * 已超期 and 催办次数 per district over the orders the work plan's 应核实 counts (dispatched in the
 * period): past their current step's deadline at `now`, and the city's reminders of them. Read from
 * the orders, not the day rows: being overdue is a state of now (docs/timeliness.md).
 */
export function timelinessByRegionSql(own: Own, range: DayRange, now: Date): SQL {
  return sql`select ${o.region} as region, (count(*) filter (where ${o.deadline} < ${now}))::int as "overdueNum",
      coalesce(sum(${o.urgeCount}), 0)::int as "urgeNum"
    from ${o} where ${o.dispatchTime} is not null and ${regionScope(own, sql`${o.region}`)}
      and ${dayScope(range, sql`(${o.dispatchTime} at time zone 'Asia/Shanghai')::date`)}
    group by ${o.region}`;
}

/** One column per day, for the daily line. */
export function dailySql(own: Own, range: DayRange, key: DayColumn): SQL {
  return sql`select to_char(d.day, 'YYYY-MM-DD') as day, ${sql.raw(`sum(${DAY_COLUMNS[key]})::int`)} as num
    from ${dashRegionDay} d where ${regionScope(own, sql`d.region`)} and ${dayScope(range, sql`d.day`)}
    group by d.day order by d.day`;
}

/**
 * The first days of the year, month and (Monday) week of a yyyy-MM-dd day, as date constants: a
 * date_trunc in a filter is evaluated again on every row of every sum (it is only stable).
 */
export function periodStarts(today: string): { year: SQL; month: SQL; week: SQL } {
  const t = new Date(`${today}T00:00:00Z`);
  const monday = new Date(t.getTime() - ((t.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
  return {
    year: sql`${`${today.slice(0, 4)}-01-01`}::date`,
    month: sql`${`${today.slice(0, 7)}-01`}::date`,
    week: sql`${monday}::date`,
  };
}

/**
 * The ring charts: risk information (条), warning companies rated 三级 or above (家) and laid-off
 * people (人), in this calendar year, month and week (Monday first) of `today`.
 */
export function periodRingSql(own: Own, today: string): SQL {
  const t = sql`${today}::date`;
  const period = (col: string, from: SQL) =>
    sql`coalesce(sum(${sql.raw(col)}) filter (where d.day >= ${from}), 0)::int`;
  const { year, month, week } = periodStarts(today);
  const warn = '(level1_num + level2_num + level3_num)';
  return sql`select
      ${period('risk_info_num', year)} as "riskYear", ${period('risk_info_num', month)} as "riskMonth", ${period('risk_info_num', week)} as "riskWeek",
      ${period(warn, year)} as "warningYear", ${period(warn, month)} as "warningMonth", ${period(warn, week)} as "warningWeek",
      ${period('layoff_person', year)} as "layoffYear", ${period('layoff_person', month)} as "layoffMonth", ${period('layoff_person', week)} as "layoffWeek"
    from ${dashRegionDay} d where ${regionScope(own, sql`d.region`)} and d.day >= ${year} and d.day <= ${t}`;
}

/** Laid-off people in the last 365 days up to `today` and in its month (the two layoff tiles). */
export function layoffTilesSql(own: Own, today: string): SQL {
  const t = sql`${today}::date`;
  return sql`select coalesce(sum(layoff_person), 0)::int as "yearLayoffsNum",
      coalesce(sum(layoff_person) filter (where d.day >= ${periodStarts(today).month}), 0)::int as "monthLayoffsNum"
    from ${dashRegionDay} d where ${regionScope(own, sql`d.region`)} and d.day > ${t} - 365 and d.day <= ${t}`;
}

export function categorySql(own: Own, range: DayRange): SQL {
  return sql`select c.category as name, sum(c.n)::int as value from ${dashRegionCategory} c
    where ${regionScope(own, sql`c.region`)} and ${dayScope(range, sql`c.day`)} group by c.category having sum(c.n) <> 0 order by c.category`;
}

export function industrySql(own: Own, range: DayRange): SQL {
  return sql`select i.industry as name, sum(i.n)::int as value from ${dashRegionIndustry} i
    where ${regionScope(own, sql`i.region`)} and ${dayScope(range, sql`i.day`)} group by i.industry having sum(i.n) <> 0
    order by i.industry = ${UNCLASSIFIED}, value desc, name`;
}

// ---- the focus tabs (市级关注, 区级关注, 其他关注): live over the partial indexes of migration 0018 ----

const c = riskCompany;
export const FOCUS_FLAG: Record<FocusType, SQL> = {
  city: sql`${c.cityFocus}`,
  district: sql`${c.focus}`,
  other: sql`${c.specialFollow}`,
};
const focusWhere = (own: Own, type: FocusType, range: DayRange) =>
  sql`${FOCUS_FLAG[type]} and ${c.companyRegion} is not null and ${regionScope(own, sql`${c.companyRegion}`)}
    and ${dayScope(range, sql`((${c.includedTime} at time zone 'UTC') + interval '8 hours')::date`)}`;
const levels = sql.join(
  DISPOSAL_LEVELS.map((l) => sql`${l}`),
  sql`, `,
);

export function focusAreaSql(own: Own, type: FocusType, range: DayRange): SQL {
  return sql`select ${c.companyRegion} as area, count(*)::int as "riskCompanyCount",
      count(*) filter (where ${c.level} in (${levels}))::int as "warningDispatchCount"
    from ${c} where ${focusWhere(own, type, range)} group by 1`;
}
export function focusStatusSql(own: Own, type: FocusType, range: DayRange): SQL {
  return sql`select ${c.status}::text as name, count(*)::int as value from ${c} where ${focusWhere(own, type, range)} group by 1 order by 1`;
}
export function focusDegreeSql(own: Own, type: FocusType, range: DayRange): SQL {
  return sql`select coalesce(${c.riskDegree}::text, '') as name, count(*)::int as value from ${c} where ${focusWhere(own, type, range)} group by 1 order by 1`;
}
export function focusIndustrySql(own: Own, type: FocusType, range: DayRange): SQL {
  // one registry probe per followed company (a hash join would read the whole registry)
  return sql`select * from (select coalesce(nullif((select g.industry from ${registryCompany} g where g.credit_code = ${c.creditCode}), ''), ${UNCLASSIFIED}) as name,
      count(*)::int as value
    from ${c} where ${focusWhere(own, type, range)} group by 1) t order by t.name = ${UNCLASSIFIED}, t.value desc, t.name`;
}
export function focusCategorySql(own: Own, type: FocusType, range: DayRange): SQL {
  // the kept counts per company and category (migration 0025) instead of the companies' information rows
  // (offset 0 keeps the lateral read an index probe per company rather than a hash join over every company's rows)
  return sql`select k.category as name, sum(k.n)::int as value
    from ${c} cross join lateral (select k.category, k.n from ${dashCompanyCategory} k where k.risk_company_id = ${c.id} offset 0) k
    where ${focusWhere(own, type, range)} group by 1 having sum(k.n) <> 0 order by 1`;
}
export function focusListSql(own: Own, type: FocusType, size: number, offset: number): SQL {
  return sql`select ${c.id} as id, ${c.companyName} as "companyName", ${c.companyRegion} as region, ${c.level} as level,
      ${c.status} as status, ${c.riskDegree} as "riskDegree", ${c.riskInfoCount} as "riskInfoCount",
      (${c.focus} or ${c.cityFocus}) as followed, count(*) over ()::int as total
    from ${c} where ${focusWhere(own, type, {})} order by ${c.id} desc limit ${size} offset ${offset}`;
}

/**
 * The risk statement's sums per district: the period's figures, and the 1- and 12-month windows
 * ending on the period's last day (gradeThreeCompOne/Twelve, downsCompPersonNumTwelve). Its people
 * (核实裁员人数) are those the verification forms of its layoff orders report, on the same push day
 * as 裁员企业数, so a district with layoff companies shows their people; the dashboards' 裁员人数 stay
 * the disposal's records.
 */
export function regionStatementSql(own: Own, range: DayRange, end: string): SQL {
  const inRange = dayScope(range, sql`d.day`);
  const e = sql`${end}::date`;
  const s = (col: string, alias: string) =>
    sql`coalesce(sum(${sql.raw(col)}) filter (where ${inRange}), 0)::int as ${sql.raw(`"${alias}"`)}`;
  const grade = '(level1_num + level2_num + level3_num)';
  return sql`select d.region,
      ${s('should_num', 'oddNum')}, ${s('approved_num', 'approveCompNum')}, ${s('received_num', 'orderReceivedNum')},
      ${s('feedback_num', 'feedbackReceived')}, ${s('layoffs_num', 'downsCompNum')}, ${s('verified_down_num', 'downsCompPersonNum')},
      coalesce(sum(verified_down_num) filter (where d.day > (${e} - interval '12 months')::date and d.day <= ${e}), 0)::int as "downsCompPersonNumTwelve",
      ${s(grade, 'gradeThreeComp')},
      coalesce(sum(${sql.raw(grade)}) filter (where d.day > (${e} - interval '1 month')::date and d.day <= ${e}), 0)::int as "gradeThreeCompOne",
      coalesce(sum(${sql.raw(grade)}) filter (where d.day > (${e} - interval '12 months')::date and d.day <= ${e}), 0)::int as "gradeThreeCompTwelve",
      ${s('guide_num', 'guideNum')}, ${s('above_level3_total', 'aboveLevel3Total')},
      ${s('all_interview_num', 'guidanceTrainNum')}, ${s('plan_down_num', 'planDownNum')}, ${s('actual_down_num', 'actualDownNum')},
      ${s('all_dock_num', 'dockingSevNum')}, ${s('submit_laff_num', 'submitLaffNum')}, ${s('archived_num', 'archivedNum')},
      ${s('evaluated_num', 'evaluatedNum')}
    from ${dashRegionDay} d where ${regionScope(own, sql`d.region`)} group by d.region`;
}

// ---- the coloured warning list: rated orders, newest rating first (partial index of migration 0018) ----

const levelWhere = (own: Own, range: DayRange) =>
  sql`${o.gradeTime} is not null and ${regionScope(own, sql`${o.region}`)}
    and ${dayScope(range, sql`((${o.gradeTime} at time zone 'UTC') + interval '8 hours')::date`)}`;

export function levelListSql(own: Own, range: DayRange, size: number, offset: number): SQL {
  return sql`select ${o.id} as "orderId", ${o.riskCompanyId} as "riskCompanyId", ${o.companyName} as "companyName",
      ${o.region} as region, ${o.level} as level, ${o.isDefuse} as defused,
      to_char((${o.gradeTime} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS') as "gradeTime",
      coalesce((select a.payload ->> 'level' from risk_order_audit a where a.order_id = ${o.id} and a.action = 'rating'
        order by a.create_time, a.id limit 1), ${o.level}) as "initialLevel",
      (select c.focus or c.city_focus from ${riskCompany} c where c.id = ${o.riskCompanyId}) as followed
    from ${o} where ${levelWhere(own, range)}
    order by ${o.gradeTime} desc nulls last, ${o.id} desc limit ${size} offset ${offset}`;
}
export function levelCountSql(own: Own, range: DayRange): SQL {
  return sql`select count(*)::int as n from ${o} where ${levelWhere(own, range)}`;
}
