import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { COUNTY_TABS } from '@risk/shared/order-machine';
import { LEVEL_ALL, WHOLE_CITY, type DetailQuery } from '@risk/shared/schemas/dashboard';
import { MSG } from '@risk/shared/messages';
import { workingDaysBetween } from '@risk/shared/working-days';
import type { Db } from '../../db/client.ts';
import { disposalOrder } from '../../db/schema/disposal.ts';
import { orderIdentity, verificationOrder as o } from '../../db/schema/verification.ts';
import { districtOf, scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { notFound } from '../../platform/http/errors.ts';
import { holidayCalendar } from '../../modules/holidays/service.ts';
import { readBuilt } from './cache.ts';
import { disposalTotals } from './service.ts';

/**
 * The work plan's hidden detail pages (/workPlanDetails/…/{region}): the orders behind a cell, pushed
 * in the year of the table (all years when none), for one district or 全市 (every district the user sees).
 */
function regionCondition(user: AuthUser, region: string, column: typeof o.region | typeof disposalOrder.region) {
  if (region === WHOLE_CITY) return scopeToDistrict(user, column);
  const own = districtOf(user);
  if (own !== null && own !== region) throw notFound(MSG.notFound);
  return eq(column, region);
}

const yearBounds = (column: typeof o.pushTime | typeof disposalOrder.createTime, year: number | undefined): SQL[] =>
  year === undefined
    ? []
    : [gte(column, new Date(`${year}-01-01T00:00:00+08:00`)), lt(column, new Date(`${year + 1}-01-01T00:00:00+08:00`))];

const ORDER_COLUMNS = {
  ...orderIdentity,
  isDownsizing: o.isDownsizing,
  pushTime: o.pushTime,
  dispatchTime: o.dispatchTime,
  ordersTime: o.ordersTime,
  verificationTime: o.verificationTime,
  gradeTime: o.gradeTime,
};

async function orderPage(db: Db, where: SQL | undefined, q: DetailQuery) {
  // answered again at the same state of the sources (cache.ts), as the cell the page links from
  const [rows, [{ total }]] = await readBuilt(db, [
    db
      .select(ORDER_COLUMNS)
      .from(o)
      .where(where)
      .orderBy(desc(o.dispatchTime), desc(o.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ total: count() }).from(o).where(where),
  ]);
  return { rows, total };
}

const dispatched = (user: AuthUser, region: string, q: DetailQuery) =>
  and(
    regionCondition(user, region, o.region),
    inArray(o.status, [...COUNTY_TABS.countyAll]),
    ...yearBounds(o.pushTime, q.year),
  );

/** 预警名单: the orders dispatched to the district (should accept), with whether they were taken. */
export const earlyWarningDetails = (db: Db, user: AuthUser, region: string, q: DetailQuery) =>
  orderPage(db, dispatched(user, region, q), q);

/** 核实率: the same orders with their feedback time in working days (to now while still awaited). */
export async function verifyRateDetails(db: Db, user: AuthUser, region: string, q: DetailQuery, now = new Date()) {
  const [{ rows, total }, cal] = await Promise.all([
    orderPage(db, dispatched(user, region, q), q),
    holidayCalendar(db),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      feedbackDays: r.dispatchTime ? workingDaysBetween(r.dispatchTime, r.verificationTime ?? now, cal) : null,
    })),
    total,
  };
}

/** 裁员名单: dispatched orders whose verification reported layoffs, of one level or all. */
export const downsizingDetails = (db: Db, user: AuthUser, region: string, level: string, q: DetailQuery) =>
  orderPage(
    db,
    and(dispatched(user, region, q), eq(o.isDownsizing, '1'), level === LEVEL_ALL ? undefined : eq(o.level, level)),
    q,
  );

/** 联动处置率: the five cards (over the disposal orders created in the year) and the disposal orders. */
export async function disposalRateDetails(db: Db, user: AuthUser, region: string, q: DetailQuery) {
  const where = and(
    regionCondition(user, region, disposalOrder.region),
    ...yearBounds(disposalOrder.createTime, q.year),
  );
  const [[rows, [{ total }]], cards] = await Promise.all([
    readBuilt(db, [
      db
        .select({
          id: disposalOrder.id,
          orderId: disposalOrder.orderId,
          companyName: disposalOrder.companyName,
          region: disposalOrder.region,
          level: disposalOrder.level,
          status: disposalOrder.status,
          talkNum: disposalOrder.talkNum,
          downsizingNum: disposalOrder.downsizingNum,
          serverNum: disposalOrder.serverNum,
          createTime: disposalOrder.createTime,
          finishTime: disposalOrder.finishTime,
        })
        .from(disposalOrder)
        .where(where)
        .orderBy(desc(disposalOrder.createTime), desc(disposalOrder.id))
        .limit(q.size)
        .offset(q.page * q.size),
      db.select({ total: count() }).from(disposalOrder).where(where),
    ]),
    disposalTotals(db, user, q.year, region),
  ]);
  return { rows, total, cards };
}
