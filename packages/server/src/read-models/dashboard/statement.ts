import { desc, eq } from 'drizzle-orm';
import { disposalRate, fraction, percent, verifyRate } from '@risk/shared/rates';
import {
  DASHBOARD_MSG,
  MONTHLY_TABLES,
  REGION_STATEMENT_COLUMNS,
  WHOLE_CITY,
  type MonthSnapshotRow,
  type MonthlyRow,
  type MonthlyTable,
  type MonthlyTableKey,
  type RegionStatementQuery,
  type RegionStatementRow,
} from '@risk/shared/schemas/dashboard';
import { averageFeedbackDays } from '@risk/shared/rates';
import { beijingDay } from '@risk/shared/working-days';
import type { Db } from '../../db/client.ts';
import { runShaped } from '../../db/shapes.ts';
import { monthReportSnapshot } from '../../db/schema/dashboard.ts';
import { districtOf, NO_DISTRICT } from '../../platform/auth/district-scope.ts';
import { UNPLACED_LABEL } from '@risk/shared/districts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { buildWorkbook } from '../../platform/excel/workbook.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { readRows } from './cache.ts';
import { ensureFresh } from './materialise.ts';
import { daySumsByRegionSql, regionStatementSql, type DayColumn, type DaySums } from './queries.ts';
import { visibleRegions } from './service.ts';

export const MONTHLY_MODULE = '月度监测';

/** A statement bound's calendar day; a day that does not exist (2025-02-30) is a 400. */
function dayOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const day = value.slice(0, 10);
  const t = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== day) throw badRequest(`日期“${value}”不存在`);
  return day;
}

type Sums = Record<string, number>;
const NUMERIC = REGION_STATEMENT_COLUMNS.map((c) => c.key).filter((k) => k !== 'disposalRate');
const EXTRA = ['guideNum', 'aboveLevel3Total'];

function statementRow(region: string, s: Sums): RegionStatementRow {
  const row = { region } as RegionStatementRow;
  for (const k of NUMERIC) (row as unknown as Sums)[k] = s[k] ?? 0;
  const rate = disposalRate(s.guideNum ?? 0, s.aboveLevel3Total ?? 0);
  row.disposalRate = `${percent(rate)},${fraction(s.guideNum ?? 0, s.aboveLevel3Total ?? 0)}`;
  return row;
}

/**
 * 风险报表: a tree with 全市 at the root and a child per district (the caller's districts, or the
 * searched one). A district user's tree is their district alone.
 */
export async function regionStatement(db: Db, user: AuthUser, q: RegionStatementQuery): Promise<RegionStatementRow[]> {
  const from = dayOf(q.startTime);
  const to = dayOf(q.endTime);
  if (from && to && from > to) throw badRequest('开始时间不能晚于结束时间');
  const own = districtOf(user);
  if (own !== null && q.companyRegion && q.companyRegion !== WHOLE_CITY && q.companyRegion !== own) return [];
  const scope = q.companyRegion && q.companyRegion !== WHOLE_CITY ? q.companyRegion : own;
  const rows = await readRows<{ region: string } & Sums>(
    db,
    regionStatementSql(scope, { from, to }, to ?? beijingDay(new Date())),
  );
  const by = new Map(rows.map((r) => [r.region, r]));
  const regions = visibleRegions(user).filter(
    (r) => !q.companyRegion || q.companyRegion === WHOLE_CITY || r === q.companyRegion,
  );
  const total: Sums = {};
  const wholeCity = own === null && (!q.companyRegion || q.companyRegion === WHOLE_CITY);
  const children = withUnplaced(regions, by, wholeCity).map(([label, found]) => {
    const s: Sums = found ?? {};
    for (const k of [...NUMERIC, ...EXTRA]) total[k] = (total[k] ?? 0) + (s[k] ?? 0);
    return statementRow(label, s);
  });
  if (own !== null) return children;
  return [{ ...statementRow(WHOLE_CITY, total), children }];
}

export function regionStatementWorkbook(tree: RegionStatementRow[]) {
  const flat = tree.flatMap((r) => [r, ...(r.children ?? [])]).map(({ children: _c, ...r }) => r);
  return buildWorkbook([{ header: '区县', key: 'region' }, ...REGION_STATEMENT_COLUMNS], flat, '风险报表');
}

// ---- monthly report (月度监测) ----

const MONTH_KEYS = [
  'companyNum',
  'riskInfoNum',
  'pushNum',
  'shouldNum',
  'receivedNum',
  'feedbackNum',
  'level1Num',
  'level2Num',
  'level3Num',
  'belowLevel3Num',
  'differenceTime',
  'submitTotal',
  'disposeCompNum',
  'interviewNum',
  'allInterviewNum',
  'dockNum',
  'layoffPerson',
  'submitLaffNum',
] as const satisfies readonly DayColumn[];
type MonthSums = DaySums<(typeof MONTH_KEYS)[number]>;

/**
 * A city table's rows: each district's sums, then 未分区县 (region '') when the city's table counts
 * rows without a district, so the districts add up to 全市 and 全市 equals every other screen's city figure.
 */
function withUnplaced<S extends object>(
  regions: string[],
  by: Map<string, S>,
  wholeCity: boolean,
): [string, S | undefined][] {
  const rows: [string, S | undefined][] = regions.map((r) => [r, by.get(r)]);
  const unplaced = by.get(NO_DISTRICT);
  const counts = unplaced && Object.entries(unplaced).some(([k, v]) => k !== 'region' && Number(v) !== 0);
  return wholeCity && counts ? [...rows, [UNPLACED_LABEL, unplaced]] : rows;
}

function monthRange(month: string) {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: last };
}

function tableRow(table: MonthlyTableKey, region: string, s: MonthSums): MonthlyRow {
  const derived: Record<string, number> = {
    ...s,
    verifyRate: verifyRate(s.feedbackNum, s.shouldNum),
    averageFeedbackDays: averageFeedbackDays(s.differenceTime, s.submitTotal),
  };
  const row: MonthlyRow = { region };
  for (const c of MONTHLY_TABLES[table].columns) row[c.key] = derived[c.key] ?? 0;
  return row;
}

/** The three tables of a month computed now from the materialised rows: a row per district, then 全市. */
async function liveTables(db: Db, month: string): Promise<Record<MonthlyTableKey, MonthlyRow[]>> {
  const rows = await readRows<{ region: string } & MonthSums>(
    db,
    daySumsByRegionSql(null, monthRange(month), MONTH_KEYS),
  );
  const by = new Map(rows.map((r) => [r.region, r]));
  const zero = Object.fromEntries(MONTH_KEYS.map((k) => [k, 0])) as MonthSums;
  const regions = visibleRegions({ username: 'admin' } as AuthUser);
  const total = { ...zero };
  const sums = withUnplaced(regions, by, true).map(([region, found]) => {
    const s = { ...zero, ...found };
    for (const k of MONTH_KEYS) total[k] += s[k];
    return [region, s] as const;
  });
  const table = (t: MonthlyTableKey) => [...sums.map(([r, s]) => tableRow(t, r, s)), tableRow(t, WHOLE_CITY, total)];
  return { one: table('one'), two: table('two'), three: table('three') };
}

const SNAPSHOT_COLUMN = { one: 'tableOne', two: 'tableTwo', three: 'tableThree' } as const;

/** One table of a month: the published snapshot when there is one, else computed now. District users get their row. */
export async function monthlyTable(
  db: Db,
  user: AuthUser,
  table: MonthlyTableKey,
  month: string,
): Promise<MonthlyTable> {
  // the asked table only: each snapshot row holds all three as JSON
  const [snap] = await runShaped(db, `month.snapshot ${table}`, eq(monthReportSnapshot.month, month), (w) =>
    db
      .select({ createTime: monthReportSnapshot.createTime, rows: monthReportSnapshot[SNAPSHOT_COLUMN[table]] })
      .from(monthReportSnapshot)
      .where(w),
  );
  const rows = snap ? (snap.rows as MonthlyRow[]) : (await liveTables(db, month))[table];
  const own = districtOf(user);
  return {
    month,
    published: Boolean(snap),
    publishTime: snap ? snap.createTime.toISOString() : null,
    rows: own === null ? rows : rows.filter((r) => r.region === own),
  };
}

/** The published months; the query's text is kept (`runShaped`): built afresh, Drizzle took a fifth of the call's server time. */
export async function listSnapshots(db: Db, month?: string): Promise<MonthSnapshotRow[]> {
  const where = month ? eq(monthReportSnapshot.month, month) : undefined;
  const rows = await runShaped(db, 'month.snapshots', where, (w) =>
    db
      .select({
        id: monthReportSnapshot.id,
        month: monthReportSnapshot.month,
        createBy: monthReportSnapshot.createBy,
        createTime: monthReportSnapshot.createTime,
      })
      .from(monthReportSnapshot)
      .where(w)
      .orderBy(desc(monthReportSnapshot.month)),
  );
  return rows.map((r) => ({ ...r, createTime: r.createTime.toISOString() }));
}

/** Publishes a month: its three tables as they are now, kept unchanged from then on. */
export async function publishMonth(db: Db, actor: Actor, month: string): Promise<MonthSnapshotRow> {
  await ensureFresh(db);
  const tables = await liveTables(db, month);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(monthReportSnapshot)
      .values({
        month,
        tableOne: tables.one,
        tableTwo: tables.two,
        tableThree: tables.three,
        createBy: actor.user.username,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw badRequest(DASHBOARD_MSG.snapshotExists(month));
    await recordOperation(tx, actor, {
      module: MONTHLY_MODULE,
      action: '发布月度监测',
      target: month,
      newValue: { month },
    });
    return { id: row.id, month: row.month, createBy: row.createBy, createTime: row.createTime.toISOString() };
  });
}
