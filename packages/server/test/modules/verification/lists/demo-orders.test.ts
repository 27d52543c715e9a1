import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../../../../src/db/client.ts';
import { seedCompanies } from '../../../../src/seed/companies.ts';

const NOW = new Date('2026-01-15T08:00:00Z');
const rows = async <T>(d: Database, q: string) => ((await d.db.execute(q)) as unknown as { rows: T[] }).rows;

async function generated(scale: number, seed: number): Promise<Database> {
  const d = await openDatabase({});
  await migrateDatabase(d);
  await seedCompanies(d.db, { scale, seed, now: NOW });
  return d;
}

const digest = (d: Database, table: string) =>
  rows<{ h: string }>(
    d,
    `select md5(coalesce(string_agg((to_jsonb(t) - 'id' - 'create_time' - 'update_time' - 'insert_time' - 'chain_seq' - 'prev_hash' - 'hash')::text, '|' order by (to_jsonb(t) - 'id' - 'create_time' - 'update_time' - 'insert_time' - 'chain_seq' - 'prev_hash' - 'hash')::text), '')) as h from ${table} t`,
  ).then((r) => r[0].h);

describe('demo orders', () => {
  it(
    'when generated twice with one seed then orders, forms, app forms, trails and related companies are identical',
    { timeout: 120_000 },
    async () => {
      const [a, b] = await Promise.all([generated(200, 5), generated(200, 5)]);
      try {
        for (const table of [
          'risk_verification_order',
          'risk_verification_info',
          'risk_mini_app_form',
          'risk_order_audit',
          'risk_order_related_company',
        ])
          expect(await digest(b, table)).toBe(await digest(a, table));
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    },
  );

  it(
    'when 400 companies are generated then every status is present with consistent times, forms and pool statuses',
    { timeout: 120_000 },
    async () => {
      const d = await generated(400, 2);
      try {
        const statuses = await rows<{ status: number }>(
          d,
          'select distinct status from risk_verification_order order by 1',
        );
        expect(statuses.map((s) => s.status)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
        const [{ pushed, orders }] = await rows<{ pushed: number; orders: number }>(
          d,
          'select (select count(*)::int from risk_company where status > 0) as pushed, (select count(*)::int from risk_verification_order) as orders',
        );
        expect(orders).toBe(pushed);
        const bad = await rows(
          d,
          `select o.id from risk_verification_order o join risk_company c on c.id = o.risk_company_id where
        not (c.status = 1 and o.status in (10, 11, 0, 2, 3) or c.status = 2 and o.status in (1, 4, 5, 6) or c.status = 3 and o.status = 7 and o.level in ('一级', '二级', '三级')
             or c.status = 4 and o.status = 8 and o.level = '三级以下' or c.status in (6, 7) and o.status = 9)
        or (o.status in (0, 1, 3, 4, 5, 6, 7, 8, 9)) <> (o.dispatch_time is not null)
        or (o.status in (1, 4, 5, 6, 7, 8, 9)) <> (o.orders_time is not null)
        or (o.status >= 5 and o.status <= 9) <> (o.verification_time is not null)
        or (o.status in (7, 8, 9)) <> (o.grade_time is not null)
        or o.push_time > o.dispatch_time or o.dispatch_time > o.orders_time or o.orders_time > o.verification_time or o.verification_time > o.grade_time
        or greatest(o.push_time, o.dispatch_time, o.orders_time, o.verification_time, o.grade_time) > '${NOW.toISOString()}'
        or (o.status between 5 and 9) and not exists (select 1 from risk_verification_info f where f.order_id = o.id)
        or o.status < 4 and exists (select 1 from risk_verification_info f where f.order_id = o.id)
        or c.level <> o.level
        or c.info_status <> case when o.status = 11 then 2 when o.status in (0, 1, 4, 5, 6, 7, 8, 9) then 1 else 0 end`,
        );
        expect(bad).toEqual([]);
        const fills = await rows<{ fill_app_status: number }>(
          d,
          'select distinct fill_app_status from risk_mini_app_form order by 1',
        );
        expect(fills.map((f) => f.fill_app_status)).toEqual(expect.arrayContaining([2, 3]));
        expect(fills.every((f) => [0, 1, 2, 3].includes(f.fill_app_status))).toBe(true);
        const [{ n: overdue }] = await rows<{ n: number }>(
          d,
          `select count(*)::int as n from risk_verification_order where status in (0, 1, 4) and dispatch_time < '${NOW.toISOString()}'::timestamptz - interval '12 days'`,
        );
        expect(overdue).toBeGreaterThan(0);
        const [{ n: related }] = await rows<{ n: number }>(
          d,
          'select count(*)::int as n from risk_order_related_company',
        );
        expect(related).toBeGreaterThan(0);
        const [{ n: trails }] = await rows<{ n: number }>(
          d,
          'select count(*)::int as n from risk_verification_order o where o.status <> 10 and not exists (select 1 from risk_order_audit a where a.order_id = o.id)',
        );
        expect(trails).toBe(0);
      } finally {
        await d.close();
      }
    },
  );
});
