import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { COUNTY_TABS, DISPOSAL_LEVELS, STAT_STATUSES } from '@risk/shared/order-machine';
import { COMPANY_STATUS } from '@risk/shared/pool';
import { ORDER_STATUS as S } from '@risk/shared/verification';
import { isWorkingDay } from '@risk/shared/working-days';
import type { Db, DbOrTx } from '../../db/client.ts';
import { disposalInfo, disposalOrder, layoffReport, layoffStatistics } from '../../db/schema/disposal.ts';
import {
  dashCalendar,
  dashRefresh,
  dashRegionCategory,
  dashRegionDay,
  dashRegionIndustry,
} from '../../db/schema/dashboard.ts';
import { riskCompany, riskCompanyInfo } from '../../db/schema/pool.ts';
import { registryCompany } from '../../db/schema/registry.ts';
import { verificationOrder as o } from '../../db/schema/verification.ts';
import { holidayCalendar } from '../holidays/service.ts';

/**
 * The materialised period rows of the dashboards (dash_region_day and friends). Statement triggers
 * on the domain tables bump `dash_change_seq` (migration 0018); a call that finds the sequence past
 * the version the rows were built from rebuilds them first, in one transaction behind an advisory
 * lock, so readers keep reading the previous rows until the new ones commit. A build older than
 * MAX_AGE_MS is rebuilt too: a writer bumps the sequence before it commits, so a build that read the
 * sequence in between would otherwise miss that commit until the next change.
 */
const MAX_AGE_MS = 10 * 60_000;
const LOCK_KEY = 0x64617368; // 'dash'
const FIRST_CALENDAR_DAY = '2015-01-01';

/** The Beijing calendar day of a timestamptz column. */
export const bjDay = (col: AnyColumn | SQL) => sql`((${col} at time zone 'UTC') + interval '8 hours')::date`;
const list = (values: readonly (number | string)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The freshness check every dashboard call runs first (one round trip). */
export const FRESHNESS_SQL = sql`select (select last_value from dash_change_seq)::bigint as seq, r.version::bigint as version,
  (extract(epoch from now() - r.built_at) * 1000)::bigint as age, (extract(epoch from r.built_at) * 1000)::bigint as built
  from ${dashRefresh} r where r.id = 1`;

type Freshness = { seq: string; version: string; age: string; built: string };
const isFresh = (f: Freshness | undefined): boolean =>
  f !== undefined && f.seq === f.version && Number(f.age) < MAX_AGE_MS;

const building = new WeakSet<object>();

/** One rebuild at a time across instances (advisory lock); another instance's build is left to finish. */
async function rebuildNow(db: Db, wait: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    if (wait) await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    else {
      const [got] = rowsOf<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as ok`));
      if (!got?.ok) return;
    }
    const [again] = rowsOf<Freshness>(await tx.execute(FRESHNESS_SQL));
    if (again && isFresh(again)) return;
    await rebuild(tx, Number(again?.seq ?? 0));
  });
}

/**
 * A fresh state is remembered for STATE_MEMO_MS per process: requests within it skip the state query
 * (a write elsewhere shows that much later; this instance's own follow toggle forgets it at once).
 */
const STATE_MEMO_MS = 250;
const memo = new WeakMap<object, { at: number; state: string }>();
export const forgetState = (db: Db) => memo.delete(db);

const stateOf = (f: Freshness) => `${f.seq}:${f.version}:${f.built}`;

/**
 * The state of the sources and of the materialised rows (`<change sequence>:<rows' version>:<build
 * time>`): answers computed at one state may be served again at the same state (dashboard/cache.ts).
 * Stale rows are rebuilt in the background while reads go on from the previous build (a dashboard
 * shows a write once the build that includes it commits, a second or so later); the first build
 * and `wait` (publishing a month) wait for it.
 */
export async function ensureFresh(db: Db, opts: { wait?: boolean } = {}): Promise<string> {
  const seen = memo.get(db);
  if (!opts.wait && seen && Date.now() - seen.at < STATE_MEMO_MS) return seen.state;
  const [state] = rowsOf<Freshness>(await db.execute(FRESHNESS_SQL));
  if (state && isFresh(state)) {
    memo.set(db, { at: Date.now(), state: stateOf(state) });
    return stateOf(state);
  }
  if (opts.wait || !state || Number(state.version) < 0) {
    await rebuildNow(db, true);
    const [built] = rowsOf<Freshness>(await db.execute(FRESHNESS_SQL));
    return stateOf(built);
  }
  if (!building.has(db)) {
    building.add(db);
    void rebuildNow(db, false)
      .catch((e: unknown) => console.error('看板物化行重建失败', e))
      .finally(() => building.delete(db));
  }
  return stateOf(state);
}

/** Working-day index from the holiday calendar (shared isWorkingDay): wd(day) − wd(from) = workingDaysBetween. */
async function buildCalendar(tx: DbOrTx) {
  const cal = await holidayCalendar(tx);
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
  await tx.execute(sql`delete from ${dashCalendar}`);
  await tx.execute(
    sql`insert into ${dashCalendar} (day, wd) select * from unnest(${`{${days.join(',')}}`}::date[], ${`{${wds.join(',')}}`}::int[])`,
  );
}

/** Upserts one source's columns of dash_region_day from a `select region, day, <cols…>`. */
function upsertDay(columns: string[], select: SQL): SQL {
  const cols = sql.raw(columns.join(', '));
  const set = sql.raw(columns.map((c) => `${c} = excluded.${c}`).join(', '));
  return sql`insert into ${dashRegionDay} (region, day, ${cols}) ${select} on conflict (region, day) do update set ${set}`;
}

async function rebuild(tx: DbOrTx, version: number) {
  await buildCalendar(tx);
  await tx.execute(sql`delete from ${dashRegionDay}`);
  await tx.execute(sql`delete from ${dashRegionCategory}`);
  await tx.execute(sql`delete from ${dashRegionIndustry}`);
  const c = riskCompany;
  const inPool = [COMPANY_STATUS.PUSHED, COMPANY_STATUS.VERIFYING, COMPANY_STATUS.DISPOSING, COMPANY_STATUS.TO_ARCHIVE];
  const statements: SQL[] = [
    upsertDay(
      ['company_num', 'zone_add_num', 'monitoring_num'],
      sql`select ${c.companyRegion}, ${bjDay(c.includedTime)}, count(*), count(*) filter (where ${c.userAddRegion} is not null),
        count(*) filter (where ${c.status} in (${list(inPool)}))
      from ${c} where ${c.companyRegion} is not null group by 1, 2`,
    ),
    upsertDay(
      ['risk_info_num'],
      sql`select ${c.companyRegion}, ${bjDay(riskCompanyInfo.includedTime)}, count(*)
      from ${riskCompanyInfo} join ${c} on ${c.id} = ${riskCompanyInfo.riskCompanyId}
      where ${c.companyRegion} is not null group by 1, 2`,
    ),
    (() => {
      const dispatched = sql`${o.status} in (${list(COUNTY_TABS.countyAll)})`;
      const above = sql`${dispatched} and ${o.level} in (${list(DISPOSAL_LEVELS)})`;
      const submitted = sql`${o.status} in (${list(STAT_STATUSES.FED_BACK)})`;
      return upsertDay(
        [
          'push_num',
          'should_num',
          'received_num',
          'feedback_num',
          'approved_num',
          'layoffs_num',
          'above_level3_total',
          'guide_num',
          'difference_time',
          'submit_total',
          'wait_orders_num',
          'wait_verify_num',
          'returned_num',
        ],
        sql`select ${o.region}, ${bjDay(o.pushTime)}, count(*),
          count(*) filter (where ${dispatched}),
          count(*) filter (where ${o.status} in (${list(STAT_STATUSES.ACCEPTED)})),
          count(*) filter (where ${submitted}),
          count(*) filter (where ${o.status} in (${list([S.TO_RATE, S.DISPOSING, S.DONE, S.ARCHIVED])})),
          count(*) filter (where ${dispatched} and ${o.isDownsizing} = '1'),
          count(*) filter (where ${above}),
          count(*) filter (where ${above} and ${o.status} in (${list(STAT_STATUSES.DISPOSED)})),
          coalesce(sum(cv.wd - cd.wd) filter (where ${submitted}), 0),
          count(*) filter (where ${submitted}),
          count(*) filter (where ${o.status} = ${S.DISPATCHED}),
          count(*) filter (where ${o.status} in (${list(COUNTY_TABS.AwaitVerification)})),
          count(*) filter (where ${o.status} = ${S.VERIFYING} and ${o.auditExplain} is not null)
        from ${o}
        left join ${dashCalendar} cd on cd.day = ${bjDay(o.dispatchTime)}
        left join ${dashCalendar} cv on cv.day = ${bjDay(o.verificationTime)}
        group by 1, 2`,
      );
    })(),
    upsertDay(
      ['level1_num', 'level2_num', 'level3_num', 'below_level3_num'],
      sql`select ${o.region}, ${bjDay(o.gradeTime)},
        count(*) filter (where ${o.level} = '一级'), count(*) filter (where ${o.level} = '二级'),
        count(*) filter (where ${o.level} = '三级'), count(*) filter (where ${o.level} = '三级以下')
      from ${o} where ${o.gradeTime} is not null group by 1, 2`,
    ),
    (() => {
      const d = disposalOrder;
      return upsertDay(
        [
          'dispose_comp_num',
          'un_pending',
          'interview_num',
          'all_interview_num',
          'stability_num',
          'dock_num',
          'all_dock_num',
          'disposal_finished_num',
          'disposal_days',
        ],
        sql`select ${d.region}, ${bjDay(d.createTime)}, count(*),
          count(*) filter (where ${d.status} = 0),
          count(*) filter (where ${d.talkNum} > 0), coalesce(sum(${d.talkNum}), 0),
          count(*) filter (where ${d.downsizingNum} > 0),
          count(*) filter (where ${d.serverNum} > 0), coalesce(sum(${d.serverNum}), 0),
          count(*) filter (where ${d.status} = 2 and ${d.finishTime} is not null),
          coalesce(sum(cf.wd - cc.wd) filter (where ${d.status} = 2 and ${d.finishTime} is not null), 0)
        from ${d}
        left join ${dashCalendar} cc on cc.day = ${bjDay(d.createTime)}
        left join ${dashCalendar} cf on cf.day = ${bjDay(d.finishTime)}
        group by 1, 2`,
      );
    })(),
    upsertDay(
      ['layoff_person'],
      sql`select ${disposalOrder.region}, ${disposalInfo.recordDate},
        coalesce(sum(case when (${disposalInfo.data} ->> 'layoffsPerson') ~ '^[0-9]+$' then (${disposalInfo.data} ->> 'layoffsPerson')::int end), 0)
      from ${disposalInfo} join ${disposalOrder} on ${disposalOrder.id} = ${disposalInfo.disposalId}
      where ${disposalInfo.type} = 'downsizing' group by 1, 2`,
    ),
    upsertDay(
      ['plan_down_num', 'actual_down_num'],
      sql`select region, stat_date, sum(plan_num), sum(actual_num) from (
        select distinct on (${layoffStatistics.riskCompanyId}) ${c.companyRegion} as region, ${layoffStatistics.statDate} as stat_date,
          ${layoffStatistics.planNum} as plan_num, ${layoffStatistics.actualNum} as actual_num
        from ${layoffStatistics} join ${c} on ${c.id} = ${layoffStatistics.riskCompanyId}
        where ${c.companyRegion} is not null
        order by ${layoffStatistics.riskCompanyId}, ${layoffStatistics.statDate} desc, ${layoffStatistics.id} desc
      ) latest group by 1, 2`,
    ),
    upsertDay(
      ['archived_num'],
      sql`select ${c.companyRegion}, ${bjDay(c.archiveTime)}, count(*) from ${c}
      where ${c.archiveTime} is not null and ${c.companyRegion} is not null group by 1, 2`,
    ),
    upsertDay(
      ['evaluated_num'],
      sql`select ${c.companyRegion}, ${bjDay(c.evaluateTime)}, count(*) from ${c}
      where ${c.evaluateTime} is not null and ${c.companyRegion} is not null group by 1, 2`,
    ),
    upsertDay(
      ['submit_laff_num'],
      sql`select ${layoffReport.region}, ${bjDay(layoffReport.reportTime)}, count(*) from ${layoffReport} group by 1, 2`,
    ),
    sql`insert into ${dashRegionCategory} (region, day, category, n)
      select ${c.companyRegion}, ${bjDay(riskCompanyInfo.includedTime)}, ${riskCompanyInfo.category}, count(*)
      from ${riskCompanyInfo} join ${c} on ${c.id} = ${riskCompanyInfo.riskCompanyId}
      where ${c.companyRegion} is not null group by 1, 2, 3`,
    sql`insert into ${dashRegionIndustry} (region, day, industry, n)
      select ${c.companyRegion}, ${bjDay(c.includedTime)}, coalesce(nullif(${registryCompany.industry}, ''), '未知'), count(*)
      from ${c} left join ${registryCompany} on ${registryCompany.creditCode} = ${c.creditCode}
      where ${c.companyRegion} is not null group by 1, 2, 3`,
    sql`update ${dashRefresh} set version = ${version}, built_at = now() where id = 1`,
  ];
  for (const s of statements) await tx.execute(s);
}
