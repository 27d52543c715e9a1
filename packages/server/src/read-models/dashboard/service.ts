import { sql, type SQL } from 'drizzle-orm';
import { DISTRICT_NAMES } from '@risk/shared/districts';
import { DEFAULT_DICTS } from '@risk/shared/dicts';
import { FEEDBACK_TARGET_WORKING_DAYS } from '@risk/shared/order-machine';
import { averageFeedbackDays, disposalRate, guidanceRate, interviewRate, ratio, verifyRate } from '@risk/shared/rates';
import {
  DISPOSAL_COUNT_KEYS,
  VERIFY_COUNT_KEYS,
  WHOLE_CITY,
  levelColour,
  type AreaRiskRow,
  type CityNumber,
  type CompanyRadar,
  type DayCount,
  type DashboardTotal,
  type DisposalTotals,
  type DistrictTotal,
  type FocusAreaRow,
  type FocusCompanyRow,
  type FocusType,
  type LevelListRow,
  type NamedCount,
  type SpeedRow,
  type SpeedTotal,
  type VerifyTotals,
  type WorkPlanRow,
} from '@risk/shared/schemas/dashboard';
import type { Db } from '../../db/client.ts';
import { riskCompany } from '../../db/schema/pool.ts';
import { registryCompany } from '../../db/schema/registry.ts';
import { districtOf } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { notFound } from '../../platform/http/errors.ts';
import { MSG } from '@risk/shared/messages';
import { toggleFocus } from '../../modules/pool/service.ts';
import { poolTotals } from '../../modules/pool/queries.ts';
import type { Actor } from '../../platform/audit/operation-log.ts';
import { beijingDay } from '@risk/shared/working-days';
import { readAll, readRows } from './cache.ts';
import {
  categorySql,
  dailySql,
  daySumsByRegionSql,
  daySumsSql,
  focusAreaSql,
  focusCategorySql,
  focusDegreeSql,
  focusIndustrySql,
  focusListSql,
  focusStatusSql,
  industrySql,
  layoffTilesSql,
  levelCountSql,
  levelListSql,
  periodRingSql,
  timelinessByRegionSql,
  yearRange,
  type DayColumn,
  type DayRange,
  type DaySums,
  type Own,
} from './queries.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Runs a builder's SQL at a fresh state of the materialised rows (answers reused at the same state). */
const read = <T>(db: Db, query: SQL): Promise<T[]> => readRows<T>(db, query);
async function readOne<T>(db: Db, query: SQL): Promise<T> {
  return (await read<T>(db, query))[0];
}

const own = (user: AuthUser): Own => districtOf(user);
/** The districts a user's tables list: all of global_regoin's names, or their own. */
export function visibleRegions(user: AuthUser): string[] {
  const d = districtOf(user);
  return d === null ? [...DISTRICT_NAMES] : DISTRICT_NAMES.filter((r) => r === d);
}

const CATEGORY_LABEL = new Map(
  (DEFAULT_DICTS.find((d) => d.name === 'risk_category')?.items ?? []).map((i) => [i.value, i.label]),
);
const labelled = (rows: NamedCount[]) =>
  rows.map((r) => ({ name: CATEGORY_LABEL.get(r.name) ?? r.name, value: r.value }));

// ---- city and operations dashboards ----

export const TOTAL_KEYS = [
  'pushNum',
  'level1Num',
  'level2Num',
  'zoneAddNum',
  'shouldNum',
  'feedbackNum',
  'aboveLevel3Total',
  'guideNum',
] as const satisfies readonly DayColumn[];

export async function dashboardTotal(
  db: Db,
  user: AuthUser,
  year: number | undefined,
  now = new Date(),
): Promise<DashboardTotal> {
  const today = beijingDay(now);
  const [[[sums], [layoffs]], pool] = await Promise.all([
    readAll<[DaySums<(typeof TOTAL_KEYS)[number]>[], { yearLayoffsNum: number; monthLayoffsNum: number }[]]>(db, [
      daySumsSql(own(user), yearRange(year), TOTAL_KEYS),
      layoffTilesSql(own(user), today),
    ]),
    // 重点关注 is the pool card's figure: the viewer's level's focus flag over the companies their pool lists
    poolTotals(db, user),
  ]);
  return {
    pushNum: sums.pushNum,
    firstWarningCompany: sums.level1Num,
    secondWarningCompany: sums.level2Num,
    cityWarningNum: sums.level1Num + sums.level2Num,
    zoneAddNum: sums.zoneAddNum,
    focusNum: pool.focusTotal ?? 0,
    yearLayoffsNum: layoffs.yearLayoffsNum,
    monthLayoffsNum: layoffs.monthLayoffsNum,
    shouldNum: sums.shouldNum,
    feedbackNum: sums.feedbackNum,
    aboveLevel3Total: sums.aboveLevel3Total,
    guideNum: sums.guideNum,
  };
}

export async function cityNumber(db: Db, user: AuthUser, now = new Date()): Promise<CityNumber> {
  const r = await readOne<Record<string, number>>(db, periodRingSql(own(user), beijingDay(now)));
  const of = (k: string) => ({ yearNum: r[`${k}Year`], monthNum: r[`${k}Month`], weekNum: r[`${k}Week`] });
  return { risk: of('risk'), warning: of('warning'), layoff: of('layoff') };
}

export const AREA_KEYS = ['companyNum', 'level1Num', 'level2Num', 'level3Num'] as const satisfies readonly DayColumn[];
export async function areaRiskNumber(db: Db, user: AuthUser, year: number | undefined): Promise<AreaRiskRow[]> {
  const rows = await read<{ region: string } & DaySums<(typeof AREA_KEYS)[number]>>(
    db,
    daySumsByRegionSql(own(user), yearRange(year), AREA_KEYS),
  );
  const by = new Map(rows.map((r) => [r.region, r]));
  return visibleRegions(user).map((area) => {
    const r = by.get(area);
    return { area, riskTotal: r?.companyNum ?? 0, warningTotal: r ? r.level1Num + r.level2Num + r.level3Num : 0 };
  });
}

export async function categoryNumber(db: Db, user: AuthUser, year: number | undefined) {
  return labelled(await read<NamedCount>(db, categorySql(own(user), yearRange(year))));
}

export const fieldDistribution = (db: Db, user: AuthUser, year: number | undefined) =>
  read<NamedCount>(db, industrySql(own(user), yearRange(year)));

export const VERIFY_KEYS = VERIFY_COUNT_KEYS satisfies readonly DayColumn[];
export async function verifyTotals(db: Db, user: AuthUser, year: number | undefined): Promise<VerifyTotals> {
  const s = await readOne<DaySums<(typeof VERIFY_KEYS)[number]>>(
    db,
    daySumsSql(own(user), yearRange(year), VERIFY_KEYS),
  );
  return {
    ...s,
    verifyRate: verifyRate(s.feedbackNum, s.shouldNum),
    guidanceRate: guidanceRate(s.feedbackNum, s.shouldNum),
  };
}

export const DISPOSAL_KEYS = DISPOSAL_COUNT_KEYS satisfies readonly DayColumn[];
export function disposalOf(s: DaySums<(typeof DISPOSAL_KEYS)[number]>): DisposalTotals {
  return {
    ...s,
    disposalRate: disposalRate(s.guideNum, s.aboveLevel3Total),
    interviewRate: interviewRate(s.interviewNum, s.aboveLevel3Total),
  };
}
export async function disposalTotals(db: Db, user: AuthUser, year: number | undefined, region?: string) {
  const scope = region && region !== WHOLE_CITY ? region : own(user);
  return disposalOf(await readOne(db, daySumsSql(scope, yearRange(year), DISPOSAL_KEYS)));
}

export async function verifySpeedTotal(db: Db, user: AuthUser, year: number | undefined): Promise<SpeedTotal> {
  const s = await readOne<DaySums<'differenceTime' | 'submitTotal'>>(
    db,
    daySumsSql(own(user), yearRange(year), ['differenceTime', 'submitTotal']),
  );
  return {
    ...s,
    averageDays: averageFeedbackDays(s.differenceTime, s.submitTotal),
    targetDays: FEEDBACK_TARGET_WORKING_DAYS,
  };
}

export async function disposalSpeedTotal(db: Db, user: AuthUser, year: number | undefined): Promise<SpeedTotal> {
  const s = await readOne<DaySums<'disposalDays' | 'disposalFinishedNum'>>(
    db,
    daySumsSql(own(user), yearRange(year), ['disposalDays', 'disposalFinishedNum']),
  );
  return {
    differenceTime: s.disposalDays,
    submitTotal: s.disposalFinishedNum,
    averageDays: averageFeedbackDays(s.disposalDays, s.disposalFinishedNum),
    targetDays: FEEDBACK_TARGET_WORKING_DAYS,
  };
}

export const SPEED_KEYS = ['differenceTime', 'submitTotal', 'disposalDays', 'disposalFinishedNum'] as const;
export async function disposalSpeed(db: Db, user: AuthUser, year: number | undefined): Promise<SpeedRow[]> {
  const rows = await read<{ region: string } & DaySums<(typeof SPEED_KEYS)[number]>>(
    db,
    daySumsByRegionSql(own(user), yearRange(year), SPEED_KEYS),
  );
  const by = new Map(rows.map((r) => [r.region, r]));
  return visibleRegions(user).map((region) => {
    const r = by.get(region) ?? { differenceTime: 0, submitTotal: 0, disposalDays: 0, disposalFinishedNum: 0 };
    return {
      region,
      differenceTime: r.differenceTime,
      submitTotal: r.submitTotal,
      averageDays: averageFeedbackDays(r.differenceTime, r.submitTotal),
      disposalDays: r.disposalDays,
      disposalTotal: r.disposalFinishedNum,
      disposalAverageDays: averageFeedbackDays(r.disposalDays, r.disposalFinishedNum),
    };
  });
}

/** The coloured warning list: rated orders, newest rating first, the first rating against the current level. */
export async function levelList(
  db: Db,
  user: AuthUser,
  q: { year?: number; page: number; size: number },
): Promise<{ rows: LevelListRow[]; total: number }> {
  const range = yearRange(q.year);
  const [rows, [count]] = await readAll<
    [(Omit<LevelListRow, 'colour'> & { defused: string | null })[], { n: number }[]]
  >(db, [levelListSql(own(user), range, q.size, q.page * q.size), levelCountSql(own(user), range)]);
  return {
    rows: rows.map(({ defused, ...r }) => ({
      ...r,
      followed: Boolean(r.followed),
      colour: levelColour(r.level, defused === '1'),
    })),
    total: count.n,
  };
}

const num = (v: string | null | undefined) => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};
const latestSocial = (ys: Record<string, number> | null) => {
  if (!ys) return 0;
  const years = Object.keys(ys).sort();
  return years.length ? (ys[years[years.length - 1]] ?? 0) : 0;
};

/** Radar of one pool company against its district's average: profit, income, layoffs, social insurance, employees. */
export async function companyRadar(db: Db, user: AuthUser, id: number): Promise<CompanyRadar> {
  const [company] = rowsOf<{
    companyName: string;
    region: string | null;
    profit: string | null;
    income: string | null;
    employees: number | null;
    yearSocial: Record<string, number> | null;
    layoffs: number;
  }>(
    await db.execute(sql`
      select c.company_name as "companyName", c.company_region as region, r.profit_scale as profit, r.income_scale as income,
        r.employees, r.year_social as "yearSocial",
        coalesce((select s.actual_num from risk_layoff_statistics s where s.risk_company_id = c.id order by s.stat_date desc, s.id desc limit 1), 0)::int as layoffs
      from ${riskCompany} c left join ${registryCompany} r on r.credit_code = c.credit_code where c.id = ${id}`),
  );
  if (!company) throw notFound(MSG.notFound);
  const d = districtOf(user);
  if (d !== null && company.region !== d) throw notFound(MSG.notFound);
  // the district average reads every company of the district: kept with the other answers at the sources' state
  const [avg] = await readRows<Record<string, number>>(
    db,
    sql`
      select coalesce(avg(case when r.profit_scale ~ '^-?[0-9.]+$' then r.profit_scale::numeric end), 0)::float8 as profit,
        coalesce(avg(case when r.income_scale ~ '^-?[0-9.]+$' then r.income_scale::numeric end), 0)::float8 as income,
        coalesce(avg(r.employees), 0)::float8 as employees,
        coalesce(avg((select s.actual_num from risk_layoff_statistics s where s.risk_company_id = c.id order by s.stat_date desc, s.id desc limit 1)), 0)::float8 as layoffs,
        coalesce(avg((select max(v::int) from jsonb_each_text(r.year_social) as j(k, v) where j.k = (select max(k2) from jsonb_object_keys(r.year_social) k2))), 0)::float8 as social
      from ${riskCompany} c join ${registryCompany} r on r.credit_code = c.credit_code where c.company_region = ${company.region}`,
  );
  const mine = [
    num(company.profit),
    num(company.income),
    company.layoffs,
    latestSocial(company.yearSocial),
    company.employees ?? 0,
  ];
  const average = [avg.profit, avg.income, avg.layoffs, avg.social, avg.employees].map(
    (v) => Math.round(v * 100) / 100,
  );
  const names = ['利润', '营业收入', '裁员', '参保', '从业'];
  return {
    companyName: company.companyName,
    region: company.region ?? '',
    indicators: names.map((name, i) => ({ name, max: Math.max(1, Math.abs(mine[i]), Math.abs(average[i])) * 1.2 })),
    company: mine,
    districtAverage: average,
  };
}

/** 关注 from a dashboard list: the pool's focus toggle (city focus for the city, focus for operations). */
export async function followCompany(db: Db, actor: Actor, id: number): Promise<boolean> {
  return toggleFocus(db, actor, id);
}

// ---- focus tabs (content) ----

export async function focusArea(db: Db, user: AuthUser, type: FocusType, year?: number): Promise<FocusAreaRow[]> {
  const rows = await read<FocusAreaRow>(db, focusAreaSql(own(user), type, yearRange(year)));
  const by = new Map(rows.map((r) => [r.area, r]));
  return visibleRegions(user).map((area) => by.get(area) ?? { area, riskCompanyCount: 0, warningDispatchCount: 0 });
}
const STATUS_LABEL = new Map(
  (DEFAULT_DICTS.find((d) => d.name === 'company_status')?.items ?? []).map((i) => [i.value, i.label]),
);
const DEGREE_LABEL: Record<string, string> = { '0': '低', '1': '中', '2': '高', '': '未评估' };
export async function focusStatus(db: Db, user: AuthUser, type: FocusType, year?: number) {
  const rows = await read<NamedCount>(db, focusStatusSql(own(user), type, yearRange(year)));
  return rows.map((r) => ({ name: STATUS_LABEL.get(r.name) ?? r.name, value: r.value }));
}
export async function focusDegree(db: Db, user: AuthUser, type: FocusType, year?: number) {
  const rows = await read<NamedCount>(db, focusDegreeSql(own(user), type, yearRange(year)));
  return rows.map((r) => ({ name: DEGREE_LABEL[r.name] ?? r.name, value: r.value }));
}
export const focusIndustry = async (db: Db, user: AuthUser, type: FocusType, year?: number) =>
  await read<NamedCount>(db, focusIndustrySql(own(user), type, yearRange(year)));
export const focusCategory = async (db: Db, user: AuthUser, type: FocusType, year?: number) =>
  labelled(await read<NamedCount>(db, focusCategorySql(own(user), type, yearRange(year))));
export async function focusList(db: Db, user: AuthUser, type: FocusType, page: number, size: number) {
  const rows = await read<FocusCompanyRow & { total: number }>(db, focusListSql(own(user), type, size, page * size));
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

// ---- district dashboard ----

export const DISTRICT_KEYS = [
  'shouldNum',
  'waitOrdersNum',
  'waitVerifyNum',
  'unPending',
  'returnedNum',
  'monitoringNum',
  'zoneAddNum',
  'allDockNum',
] as const satisfies readonly DayColumn[];
export async function districtTotal(db: Db, user: AuthUser, year: number | undefined): Promise<DistrictTotal> {
  const s = await readOne<DaySums<(typeof DISTRICT_KEYS)[number]>>(
    db,
    daySumsSql(own(user), yearRange(year), DISTRICT_KEYS),
  );
  return {
    earlyWarningNum: s.shouldNum,
    waitOrdersNum: s.waitOrdersNum,
    waitVerifyNum: s.waitVerifyNum,
    waitDisposalNum: s.unPending,
    returnedNum: s.returnedNum,
    monitoringNum: s.monitoringNum,
    reportNum: s.zoneAddNum,
    dockNum: s.allDockNum,
  };
}

/** New risk information per day over the 30 days up to today (or to the end of a past year). */
export async function dayAddRiskNumber(
  db: Db,
  user: AuthUser,
  year: number | undefined,
  now = new Date(),
): Promise<DayCount[]> {
  const today = beijingDay(now);
  const end = year !== undefined && `${year}-12-31` < today ? `${year}-12-31` : today;
  const days: string[] = [];
  for (let i = 29; i >= 0; i--)
    days.push(new Date(Date.parse(`${end}T00:00:00Z`) - i * 86_400_000).toISOString().slice(0, 10));
  const rows = await read<DayCount>(db, dailySql(own(user), { from: days[0], to: end }, 'riskInfoNum'));
  const by = new Map(rows.map((r) => [r.day, r.num]));
  return days.map((day) => ({ day, num: by.get(day) ?? 0 }));
}

// ---- work plan ----

export const WORK_PLAN_KEYS = [
  'receivedNum',
  'shouldNum',
  'feedbackNum',
  'aboveLevel3Total',
  'layoffsNum',
  'guideNum',
  'differenceTime',
  'submitTotal',
] as const satisfies readonly DayColumn[];
type WorkSums = DaySums<(typeof WORK_PLAN_KEYS)[number]>;
const zeroWork = (): WorkSums => Object.fromEntries(WORK_PLAN_KEYS.map((k) => [k, 0])) as WorkSums;

/** A district's 已超期 and 催办次数 (timelinessByRegionSql). */
interface TimelinessSums {
  overdueNum: number;
  urgeNum: number;
}
const NO_TIMELINESS: TimelinessSums = { overdueNum: 0, urgeNum: 0 };

/**
 * Read beside the day rows, not memoised by statement: the answer's own memo is keyed by the Beijing
 * day and the sources' state, and a deadline is the end of a Beijing day (stepDeadline), so an order
 * turns overdue only when the day turns.
 */
async function timelinessByRegion(db: Db, user: AuthUser, year: number | undefined) {
  const res = await db.execute(timelinessByRegionSql(own(user), yearRange(year), new Date()));
  return new Map(rowsOf<TimelinessSums & { region: string }>(res).map((r) => [r.region, r]));
}

export function workPlanRow(region: string, s: WorkSums, t: TimelinessSums): WorkPlanRow {
  return {
    region,
    ...s,
    overdueNum: t.overdueNum,
    urgeNum: t.urgeNum,
    verifyRate: verifyRate(s.feedbackNum, s.shouldNum),
    disposalRate: disposalRate(s.guideNum, s.aboveLevel3Total),
    averageFeedbackDays: averageFeedbackDays(s.differenceTime, s.submitTotal),
  };
}

/** The work plan: a row per visible district, then 全市 (the sum of the rows shown). */
export async function workPlan(db: Db, user: AuthUser, year: number | undefined): Promise<WorkPlanRow[]> {
  const [rows, timeliness] = await Promise.all([
    read<{ region: string } & WorkSums>(db, daySumsByRegionSql(own(user), yearRange(year), WORK_PLAN_KEYS)),
    timelinessByRegion(db, user, year),
  ]);
  const by = new Map(rows.map((r) => [r.region, r]));
  const total = zeroWork();
  const late = { ...NO_TIMELINESS };
  const out = visibleRegions(user).map((region) => {
    const s = { ...zeroWork(), ...by.get(region) };
    delete (s as { region?: string }).region;
    for (const k of WORK_PLAN_KEYS) total[k] += s[k];
    const t = timeliness.get(region) ?? NO_TIMELINESS;
    late.overdueNum += t.overdueNum;
    late.urgeNum += t.urgeNum;
    return workPlanRow(region, s, t);
  });
  return [...out, workPlanRow(WHOLE_CITY, total, late)];
}

/** The district dashboard's work index: its own row, for a year or for all years. */
export async function workIndex(db: Db, user: AuthUser, year: number | undefined): Promise<WorkPlanRow> {
  const [s, timeliness] = await Promise.all([
    readOne<WorkSums>(db, daySumsSql(own(user), yearRange(year), WORK_PLAN_KEYS)),
    timelinessByRegion(db, user, year),
  ]);
  const late = { ...NO_TIMELINESS };
  for (const t of timeliness.values()) {
    late.overdueNum += t.overdueNum;
    late.urgeNum += t.urgeNum;
  }
  return workPlanRow(districtOf(user) ?? WHOLE_CITY, s, late);
}

export { ratio, type DayRange };
