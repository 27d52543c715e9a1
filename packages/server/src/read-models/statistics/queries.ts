import { and, count, eq, sql } from 'drizzle-orm';
import { DISTRICT_NAMES, UNPLACED_LABEL } from '@risk/shared/districts';
import { COMPANY_STATUS } from '@risk/shared/pool';
import { DISPOSAL_LEVELS, STAT_STATUSES, onLayoffList } from '@risk/shared/order-machine';
import { isOverdue } from '@risk/shared/timeliness';
import { averageFeedbackDays, disposalRate, guidanceRate, ratio, verifyRate } from '@risk/shared/rates';
import type {
  CityBadges,
  CityStatRow,
  CountyBadges,
  CountyStatRow,
  OrderStatistics,
} from '@risk/shared/api/verification';
import type { DisposalStatics } from '@risk/shared/api/disposal';
import { ORDER_STATUS as S } from '@risk/shared/verification';
import { workingDaysBetween } from '@risk/shared/working-days';
import type { DbOrTx } from '../../db/client.ts';
import { runShapedSql } from '../../db/shapes.ts';
import { riskCompany } from '../../db/schema/pool.ts';
import { registryCompany } from '../../db/schema/registry.ts';
import { verificationOrder as o } from '../../db/schema/verification.ts';
import { districtOf, NO_DISTRICT, scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { holidayCalendar } from '../../modules/holidays/service.ts';
import { pendingDelayCount } from '../../modules/verification/timeliness/delay.ts';
import { orderCountsByStatus, sumOf } from '../../modules/verification/lists/order-stats.ts';
import { disposalOrderStat } from '../../db/schema/kept-counts.ts';

/**
 * The counts of the workflow read across its tables: the work lists' badges, 核实统计 (the county
 * and city tables) and the disposal cards.
 */

const TOTAL_ROW = '全市';

const DISPATCHED: readonly number[] = STAT_STATUSES.DISPATCHED;
const ACCEPTED: readonly number[] = STAT_STATUSES.ACCEPTED;
const SUBMITTED: readonly number[] = STAT_STATUSES.FED_BACK;
const WITH_CITY: readonly number[] = STAT_STATUSES.WITH_CITY;
const DISPOSED: readonly number[] = STAT_STATUSES.DISPOSED;

/** The city list's tab badges over every district. */
export async function cityBadges(db: DbOrTx, user: AuthUser): Promise<CityBadges> {
  const [m, delayPendingNum] = await Promise.all([orderCountsByStatus(db, user), pendingDelayCount(db)]);
  return {
    unprocessedNum: sumOf(m, [S.NEW]),
    unhandlerNum: sumOf(m, [S.DISPATCHED]),
    returnedNum: sumOf(m, [S.REFUSED]),
    reviewedNum: sumOf(m, [S.TO_AUDIT]),
    unRatingNum: sumOf(m, [S.TO_RATE]),
    delayPendingNum,
  };
}

/** The county list's badges for the caller's district. */
export async function countyBadges(db: DbOrTx, user: AuthUser): Promise<CountyBadges> {
  const m = await orderCountsByStatus(db, user);
  return {
    earlyWarnNum: sumOf(m, DISPATCHED),
    waitOrdersNum: sumOf(m, [S.DISPATCHED]),
    waitVerifyUnPushNum: sumOf(m, [S.TAKEN, S.VERIFYING], false),
    waitVerifyPushNum: sumOf(m, [S.TAKEN, S.VERIFYING], true),
    waitReviewedNum: sumOf(m, [S.TO_AUDIT]),
  };
}

interface Tally {
  notPushed: number;
  withCity: number;
  dispatched: number;
  accepted: number;
  submitted: number;
  layoffs: number;
  aboveLevel3: number;
  guided: number;
  feedbackDays: number;
  overdue: number;
  urges: number;
  social: number;
  socialBefore: number;
}
const emptyTally = (): Tally => ({
  notPushed: 0,
  withCity: 0,
  dispatched: 0,
  accepted: 0,
  submitted: 0,
  layoffs: 0,
  aboveLevel3: 0,
  guided: 0,
  feedbackDays: 0,
  overdue: 0,
  urges: 0,
  social: 0,
  socialBefore: 0,
});

/** The latest year's headcount and the year before's from the registry's yearly social-security numbers. */
function socialOf(yearSocial: Record<string, number> | null): [number, number] {
  if (!yearSocial) return [0, 0];
  const years = Object.keys(yearSocial).sort();
  if (years.length === 0) return [0, 0];
  const latest = years[years.length - 1];
  return [yearSocial[latest] ?? 0, yearSocial[String(Number(latest) - 1)] ?? 0];
}

/** Per-order facts of the tables, read in one pass over the orders of the visible districts. */
async function tallies(db: DbOrTx, user: AuthUser, now: Date): Promise<Map<string, Tally>> {
  const own = districtOf(user);
  // the city also counts what has no district yet (NO_DISTRICT, shown as 未分区县), so 全市 is every row
  const regions = own === null ? [...DISTRICT_NAMES, NO_DISTRICT] : DISTRICT_NAMES.filter((d) => d === own);
  const byRegion = new Map(regions.map((r) => [r, emptyTally()]));
  const [orders, notPushed, cal] = await Promise.all([
    db
      .select({
        region: o.region,
        status: o.status,
        level: o.level,
        isDownsizing: o.isDownsizing,
        dispatchTime: o.dispatchTime,
        verificationTime: o.verificationTime,
        deadline: o.deadline,
        urgeCount: o.urgeCount,
        yearSocial: registryCompany.yearSocial,
      })
      .from(o)
      .leftJoin(registryCompany, eq(registryCompany.creditCode, o.creditCode))
      .where(scopeToDistrict(user, o.region)),
    db
      .select({ region: riskCompany.companyRegion, n: count() })
      .from(riskCompany)
      .where(and(eq(riskCompany.status, COMPANY_STATUS.NOT_PUSHED), scopeToDistrict(user, riskCompany.companyRegion)))
      .groupBy(riskCompany.companyRegion),
    holidayCalendar(db),
  ]);
  for (const r of notPushed) {
    const t = byRegion.get(r.region ?? NO_DISTRICT);
    if (t) t.notPushed = r.n;
  }
  for (const r of orders) {
    const t = byRegion.get(r.region ?? NO_DISTRICT);
    if (!t) continue;
    if (WITH_CITY.includes(r.status)) t.withCity++;
    if (!DISPATCHED.includes(r.status)) continue;
    t.dispatched++;
    if (ACCEPTED.includes(r.status)) t.accepted++;
    if (onLayoffList(r)) t.layoffs++;
    if ((DISPOSAL_LEVELS as readonly string[]).includes(r.level)) {
      t.aboveLevel3++;
      if (DISPOSED.includes(r.status)) t.guided++;
    }
    if (SUBMITTED.includes(r.status)) {
      t.submitted++;
      if (r.dispatchTime && r.verificationTime)
        t.feedbackDays += workingDaysBetween(r.dispatchTime, r.verificationTime, cal);
    }
    // 已超期 as the lists mark it: the current step's deadline has passed (docs/timeliness.md)
    if (isOverdue(r.deadline, now)) t.overdue++;
    t.urges += r.urgeCount;
    const [social, before] = socialOf(r.yearSocial);
    t.social += social;
    t.socialBefore += before;
  }
  return byRegion;
}

function countyRow(region: string, t: Tally): CountyStatRow {
  return {
    region,
    receivedNum: t.accepted,
    shouldNum: t.dispatched,
    submittedNum: t.submitted,
    guidanceRate: guidanceRate(t.submitted, t.dispatched),
    layoffsNum: t.layoffs,
    aboveLevel3Num: t.aboveLevel3,
    guidedNum: t.guided,
    disposalRate: disposalRate(t.guided, t.aboveLevel3),
    averageFeedbackDays: averageFeedbackDays(t.feedbackDays, t.submitted),
    overdueNum: t.overdue,
    urgeNum: t.urges,
  };
}

function cityRow(region: string, t: Tally): CityStatRow {
  return {
    region,
    notPushedNum: t.notPushed,
    notDispatchedNum: t.withCity,
    dispatchedNum: t.dispatched,
    acceptedNum: t.accepted,
    shouldNum: t.dispatched,
    feedbackNum: t.submitted,
    verifyRate: verifyRate(t.submitted, t.dispatched),
    layoffsNum: t.layoffs,
    aboveLevel3Num: t.aboveLevel3,
    guidedNum: t.guided,
    disposalRate: disposalRate(t.guided, t.aboveLevel3),
    socialNum: t.social,
    socialReductionRate: ratio(t.socialBefore - t.social, t.socialBefore),
  };
}

function addTally(a: Tally, b: Tally): Tally {
  const out = { ...a };
  for (const k of Object.keys(out) as (keyof Tally)[]) out[k] += b[k];
  return out;
}

/** Both statistics tables: a row per district of global_regoin the user may see, then the 全市 total. */
export async function orderStatistics(db: DbOrTx, user: AuthUser, now = new Date()): Promise<OrderStatistics> {
  const byRegion = await tallies(db, user, now);
  const total = [...byRegion.values()].reduce(addTally, emptyTally());
  // 未分区县 is listed only when it counts something; 全市 includes it either way
  const rows = [...byRegion]
    .filter(([r, t]) => r !== NO_DISTRICT || Object.values(t).some((n) => n !== 0))
    .map(([r, t]) => [r === NO_DISTRICT ? UNPLACED_LABEL : r, t] as const);
  return {
    county: [...rows.map(([r, t]) => countyRow(r, t)), countyRow(TOTAL_ROW, total)],
    city: [...rows.map(([r, t]) => cityRow(r, t)), cityRow(TOTAL_ROW, total)],
  };
}

/**
 * The disposal cards from the kept counts (migration 0039: per district, pool status, status and
 * grade, with the orders that have a talk, a downsizing record or a service and the talks and services
 * themselves): a few dozen rows for the city, whatever the number of cases.
 */
export async function disposalStatics(db: DbOrTx, user: AuthUser): Promise<DisposalStatics> {
  const scope = scopeToDistrict(user, sql`region`);
  const res = await runShapedSql<DisposalStatics>(
    db,
    'disposal.statics',
    sql`select coalesce(sum(n), 0)::int as "disposeCompNum",
               coalesce(sum(n) filter (where status = 0), 0)::int as "unPending",
               coalesce(sum(talked), 0)::int as "interviewNum",
               coalesce(sum(talks), 0)::int as "allInterviewNum",
               coalesce(sum(downsized), 0)::int as "stabilityNum",
               coalesce(sum(served), 0)::int as "dockNum",
               coalesce(sum(services), 0)::int as "allDockNum"
        from ${disposalOrderStat} where ${scope ?? sql`true`}`,
  );
  return res.rows[0];
}
