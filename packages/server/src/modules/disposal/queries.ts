import { count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { DISPOSAL_OPEN_SELECTION, DISPOSAL_STATUS } from '@risk/shared/disposal';
import { normalizeCompanyName } from '@risk/shared/company';
import type { DisposalListQuery } from '@risk/shared/schemas/disposal';
import type { DisposalRow } from '@risk/shared/api/disposal';
import type { DbOrTx } from '../../db/client.ts';
import { runShaped, runShapedPage, totalInPage } from '../../db/shapes.ts';
import { disposalOrder as d } from '../../db/schema/disposal.ts';
import { riskCompany } from '../../db/schema/pool.ts';
import { districtCondition } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { allOf, inRange, nameContains, nullsFarthest, orderBy, type SortColumns } from '../../platform/http/query.ts';
import { deadlineMark } from '@risk/shared/timeliness';
import { timelinessCondition } from '../../platform/http/deadline-filter.ts';
import type { HolidayCalendar } from '@risk/shared/working-days';
import { holidayCalendar } from '../holidays/service.ts';
import type { DisposalOrder } from './service.ts';
import { DISPOSAL_SORT_FIELDS, DISPOSAL_DEFAULT_SORT } from '@risk/shared/api/disposal';
import { isoText, isoTextOrNull } from '../../platform/http/iso-text.ts';
import { disposalOrderStat } from '../../db/schema/kept-counts.ts';

/** A row's columns: the company's 存档/评价时间 are the order's copies (kept by triggers, drizzle/0028). */
const rowColumns = {
  id: d.id,
  orderId: d.orderId,
  riskCompanyId: d.riskCompanyId,
  companyName: d.companyName,
  creditCode: d.creditCode,
  region: d.region,
  registrationPlace: d.registrationPlace,
  level: d.level,
  status: d.status,
  poolStatus: d.poolStatus,
  talkNum: d.talkNum,
  downsizingNum: d.downsizingNum,
  serverNum: d.serverNum,
  finishTime: d.finishTime,
  archiveTime: d.archiveTime,
  evaluateTime: d.evaluateTime,
  createTime: d.createTime,
  dispatchDepartments: d.dispatchDepartments,
  dispatchOpinion: d.dispatchOpinion,
  dispatchTime: d.dispatchTime,
  dispatchBy: d.dispatchBy,
  deadline: d.deadline,
  urgeCount: d.urgeCount,
};
type DisposalRowRecord = Pick<DisposalOrder, keyof typeof rowColumns>;

export function toDisposalRow(x: DisposalRowRecord, now: Date, cal: HolidayCalendar): DisposalRow {
  const mark = deadlineMark(x.deadline, now, cal);
  return {
    id: x.id,
    orderId: x.orderId,
    riskCompanyId: x.riskCompanyId,
    companyName: x.companyName,
    creditCode: x.creditCode,
    region: x.region,
    registrationPlace: x.registrationPlace,
    level: x.level,
    status: x.status,
    poolStatus: x.poolStatus,
    talkNum: x.talkNum,
    downsizingNum: x.downsizingNum,
    serverNum: x.serverNum,
    finishTime: isoTextOrNull(x.finishTime),
    archiveTime: isoTextOrNull(x.archiveTime),
    evaluateTime: isoTextOrNull(x.evaluateTime),
    createTime: isoText(x.createTime),
    dispatchDepartments: x.dispatchDepartments,
    dispatchOpinion: x.dispatchOpinion,
    dispatchTime: isoTextOrNull(x.dispatchTime),
    dispatchBy: x.dispatchBy,
    deadline: isoTextOrNull(x.deadline),
    overdue: mark === 'overdue',
    dueSoon: mark === 'dueSoon',
    urgeCount: x.urgeCount,
  };
}

/**
 * What the list's district, 状态 and grade filters read: the disposal order's columns, or the same
 * keys of its kept counts (migration 0038), so both are written by one set of conditions.
 */
interface KeyColumns {
  region: SQL;
  poolStatus: SQL;
  status: SQL;
  level: SQL;
}
const ORDER_KEYS: KeyColumns = {
  region: sql`${d.region}`,
  poolStatus: sql`${d.poolStatus}`,
  status: sql`${d.status}`,
  level: sql`${d.level}`,
};
const STAT_KEYS: KeyColumns = {
  region: sql`region`,
  poolStatus: sql`pool_status`,
  status: sql`status`,
  level: sql`level`,
};

/** status: pool statuses (4, 6, 7) and/or 1, the open disposals of the selection lists; any of them matches. */
function statusCondition(statuses: number[] | undefined, k: KeyColumns): SQL | undefined {
  if (!statuses) return undefined;
  const pool = statuses.filter((s) => s !== DISPOSAL_OPEN_SELECTION);
  const open = statuses.includes(DISPOSAL_OPEN_SELECTION) ? ne(k.status, DISPOSAL_STATUS.FINISHED) : undefined;
  const byPool = pool.length ? inArray(k.poolStatus, pool) : undefined;
  return open && byPool ? or(open, byPool) : (open ?? byPool);
}

/** The filters the kept counts answer: district, 状态 and grade. */
const keyConditions = (user: AuthUser, q: DisposalListQuery, k: KeyColumns) => [
  districtCondition(user, k.region, q.region),
  statusCondition(q.status, k),
  q.level ? eq(k.level, q.level) : undefined,
];

function listWhere(user: AuthUser, q: DisposalListQuery, now: Date, cal: HolidayCalendar) {
  return allOf(
    ...keyConditions(user, q, ORDER_KEYS),
    q.companyName ? nameContains(riskCompany.nameNorm, normalizeCompanyName(q.companyName)) : undefined,
    q.registrationPlace ? eq(d.registrationPlace, q.registrationPlace) : undefined,
    inRange(d.createTime, q.createTime),
    q.timeliness ? timelinessCondition(d.deadline, q.timeliness, now, cal) : undefined,
  );
}

/**
 * Whether the list's total is the kept counts' sum (migration 0038): only district, 状态 and grade
 * filter it, as in the default list of every user.
 */
function keptTotalAnswers(q: DisposalListQuery): boolean {
  const { region: _r, status: _s, level: _l, page: _p, size: _z, sort: _o, ...others } = q;
  return Object.values(others).every((v) => v === undefined);
}

const keptTotal = (kept: SQL) => sql<number>`(select coalesce(sum(n), 0)::int from ${disposalOrderStat} where ${kept})`;

/**
 * The city's and the district's disposal list: one row per disposal order. A default list reads
 * its total from the kept counts in the page's own statement (one statement, not two); a filtered
 * one counts its rows beside the page. Only the name search reads the company; every other filter,
 * and the row's 存档/评价时间, are on the disposal order itself (one company per order).
 */
export async function listDisposals(
  db: DbOrTx,
  user: AuthUser,
  q: DisposalListQuery,
): Promise<{ rows: DisposalRow[]; total: number }> {
  const now = new Date();
  const cal = await holidayCalendar(db);
  const where = listWhere(user, q, now, cal);
  const kept = keptTotalAnswers(q) ? (allOf(...keyConditions(user, q, STAT_KEYS)) ?? sql`true`) : undefined;
  const byName = Boolean(q.companyName);
  const sort = orderBy(
    q.sort,
    {
      createTime: d.createTime,
      finishTime: d.finishTime,
      // the company's times as copied onto the order by triggers (drizzle/0028): sorted by the order's own indexes
      archiveTime: d.archiveTime,
      evaluateTime: d.evaluateTime,
      deadline: nullsFarthest(d.deadline),
    } satisfies SortColumns<typeof DISPOSAL_SORT_FIELDS>,
    DISPOSAL_DEFAULT_SORT,
    d.id,
  );
  const page = runShapedPage(
    db,
    `disposal.page ${q.sort} ${byName} ${kept !== undefined}`,
    [where, kept] as const,
    ([w, k]) => {
      const from = db.select({ ...rowColumns, total: k ? keptTotal(k) : sql<null>`null` }).from(d);
      return (byName ? from.innerJoin(riskCompany, eq(riskCompany.id, d.riskCompanyId)) : from)
        .where(w)
        .orderBy(...sort);
    },
    q,
  );
  if (!kept) {
    const [rows, total] = await Promise.all([page, countDisposals(db, byName, where)]);
    return { rows: rows.map((r) => toDisposalRow(r, now, cal)), total };
  }
  const rows = await page;
  return {
    rows: rows.map((r) => toDisposalRow(r, now, cal)),
    total: await totalInPage(db, 'disposal.stat', rows, q, keptTotal(kept)),
  };
}

async function countDisposals(db: DbOrTx, byName: boolean, where: SQL | undefined): Promise<number> {
  const [{ total }] = await runShaped(db, `disposal.count ${byName}`, where, (w) => {
    const from = db.select({ total: count() }).from(d);
    return (byName ? from.innerJoin(riskCompany, eq(riskCompany.id, d.riskCompanyId)) : from).where(w);
  });
  return total;
}

export async function disposalRow(db: DbOrTx, id: number): Promise<DisposalRow> {
  const [[row], cal] = await Promise.all([db.select(rowColumns).from(d).where(eq(d.id, id)), holidayCalendar(db)]);
  return toDisposalRow(row, new Date(), cal);
}
