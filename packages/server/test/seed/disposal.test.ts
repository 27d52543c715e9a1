import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../../src/db/client.ts';
import { seedCompanies } from '../../src/seed/companies.ts';
import { seedDisposal } from '../../src/seed/disposal.ts';

const NOW = new Date('2026-01-15T08:00:00Z');

async function generated(scale: number, seed: number): Promise<Database> {
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedCompanies(database.db, { scale, seed, now: NOW });
  await seedDisposal(database.db, { seed, now: NOW });
  return database;
}

const rows = async (d: Database, q: string) =>
  ((await d.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
const one = async (d: Database, q: string) => (await rows(d, q))[0];

async function digest(d: Database, table: string): Promise<string> {
  const r = await one(
    d,
    `select md5(coalesce(string_agg((to_jsonb(t) - 'update_time' - 'id' - 'disposal_id')::text, '|' order by (to_jsonb(t) - 'update_time' - 'id' - 'disposal_id')::text), '')) as digest from ${table} t`,
  );
  return r.digest as string;
}

// Migrates fresh in-memory databases and generates into them: slow by nature on 2 busy cores.
describe('demo disposal generator', { timeout: 240_000 }, () => {
  it('when run twice with one seed then the disposal tables are identical', async () => {
    const [a, b] = await Promise.all([generated(150, 3), generated(150, 3)]);
    try {
      for (const table of [
        'risk_disposal_order',
        'risk_disposal_info',
        'risk_layoff_statistics',
        'risk_company_evaluation',
      ]) {
        expect(await digest(b, table), table).toBe(await digest(a, table));
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('when generated then kept counts equal the records and every disposal, archive and evaluation state is present', async () => {
    const d = await generated(400, 1);
    try {
      const missing = await one(
        d,
        `select count(*)::int as n from risk_verification_order v where v.status in (7, 8, 9) and v.level in ('一级', '二级', '三级') and not exists (select 1 from risk_disposal_order o where o.order_id = v.id)`,
      );
      expect(missing.n).toBe(0);
      const wrongCounts = await one(
        d,
        `select count(*)::int as n from risk_disposal_order o where o.talk_num <> (select count(*) from risk_disposal_info i where i.disposal_id = o.id and i.type = 'talk') or o.downsizing_num <> (select count(*) from risk_disposal_info i where i.disposal_id = o.id and i.type = 'downsizing') or o.server_num <> (select count(*) from risk_disposal_info i where i.disposal_id = o.id and i.type = 'server')`,
      );
      expect(wrongCounts.n).toBe(0);
      const early = await one(
        d,
        `select count(*)::int as n from risk_disposal_info i join risk_disposal_order o on o.id = i.disposal_id join risk_verification_order v on v.id = o.order_id where i.record_date < (v.grade_time at time zone 'Asia/Shanghai')::date`,
      );
      expect(early.n).toBe(0);
      const byStatus = await rows(
        d,
        `select o.status, v.status as order_status, c.status as pool_status, count(*)::int as n from risk_disposal_order o join risk_verification_order v on v.id = o.order_id join risk_company c on c.id = o.risk_company_id group by 1, 2, 3`,
      );
      const has = (s: number, os: number, ps: number) =>
        byStatus.some((r) => r.status === s && r.order_status === os && r.pool_status === ps && (r.n as number) > 0);
      expect(has(0, 7, 3), '待处置').toBe(true);
      expect(has(1, 7, 3), '处置中').toBe(true);
      expect(has(2, 8, 4), '已办结 待存档').toBe(true);
      expect(has(2, 9, 6), '已存档 待评价').toBe(true);
      expect(has(2, 9, 7), '已评价').toBe(true);
      // Records exist only on started disposals; finished ones and archived ones carry their times.
      expect(
        (
          await one(
            d,
            `select count(*)::int as n from risk_disposal_order o where (o.status = 0) = exists (select 1 from risk_disposal_info i where i.disposal_id = o.id)`,
          )
        ).n,
      ).toBe(0);
      expect(
        (
          await one(
            d,
            `select count(*)::int as n from risk_disposal_order where (status = 2) <> (finish_time is not null)`,
          )
        ).n,
      ).toBe(0);
      expect(
        (
          await one(
            d,
            // every archived company, disposed or archived straight after a rating below 三级 (风险报表 counts by these dates)
            `select count(*)::int as n from risk_company c where c.status in (6, 7) and (c.archive_time is null or (c.status = 7) <> (c.evaluate_time is not null))`,
          )
        ).n,
      ).toBe(0);
      expect(
        (
          await one(
            d,
            `select count(*)::int as n from risk_company c where c.status = 7 and not exists (select 1 from risk_company_evaluation e where e.risk_company_id = c.id)`,
          )
        ).n,
      ).toBe(0);
      for (const type of ['talk', 'downsizing', 'server'])
        expect(
          (await one(d, `select count(*)::int as n from risk_disposal_info where type = '${type}'`)).n,
          type,
        ).toBeGreaterThan(0);
      // Layoff statistics exactly for companies with downsizing records.
      expect(
        (
          await one(
            d,
            `select count(*)::int as n from (select distinct o.risk_company_id from risk_disposal_info i join risk_disposal_order o on o.id = i.disposal_id where i.type = 'downsizing') x where not exists (select 1 from risk_layoff_statistics s where s.risk_company_id = x.risk_company_id)`,
          )
        ).n,
      ).toBe(0);
      expect(
        (
          await one(
            d,
            `select count(*)::int as n from risk_layoff_statistics where standard_num + no_compensation_num + other_num > actual_num`,
          )
        ).n,
      ).toBe(0);
      // 裁员报告 reads the orders whose form reports layoffs (docs/clerk-notes.md): the demo has orders on that list.
      expect(
        (
          await one(
            d,
            `select count(*)::int as n from risk_verification_order where status in (0,1,4,5,6,7,8,9) and is_downsizing = '1'`,
          )
        ).n,
      ).toBeGreaterThan(0);
    } finally {
      await d.close();
    }
  });
});
