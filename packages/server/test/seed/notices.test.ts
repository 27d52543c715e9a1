import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/db/client.ts';
import { seedDatabase } from '../../src/seed/index.ts';

const rows = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], q: string) =>
  ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

// the generated demo workflow leaves the notices each step would have sent (通知公告 and the bell).
describe('demo notices', { timeout: 300_000 }, () => {
  it('when the demo is generated then each notifying step of the trail gave its notice to the users it hands work to', async () => {
    const database = await openDatabase({});
    try {
      await migrateDatabase(database);
      await seedDatabase(database.db, { demoPassword: 'Risk@2026', scale: 120 });
      const db = database.db;
      // 派单 → every enabled district user of the order's district, one notice each
      const [dispatch] = await rows(
        db,
        `select
           (select count(*)::int from risk_order_audit a join risk_verification_order o on o.id = a.order_id
              join sys_dept d on d.region = o.region join sys_user u on u.dept_id = d.id and u.enabled
              join sys_users_roles ur on ur.user_id = u.id join sys_role r on r.id = ur.role_id and r.level = 3
            where a.action = 'dispatch') as expected,
           (select count(*)::int from sys_notice where notice_body like '市级派发了核实工单：%') as actual`,
      );
      expect(dispatch.expected).toBeGreaterThan(0);
      expect(dispatch.actual).toBe(dispatch.expected);
      // 提交核实 → every city user
      const [submit] = await rows(
        db,
        `select
           (select count(*)::int from risk_order_audit where action = 'submit')
             * (select count(distinct u.id)::int from sys_user u join sys_users_roles ur on ur.user_id = u.id
                join sys_role r on r.id = ur.role_id and r.level = 2 where u.enabled) as expected,
           (select count(*)::int from sys_notice where notice_body like '%的核实情况，请审核') as actual`,
      );
      expect(submit.actual).toBe(submit.expected);
      // the city's demo account finds them in 通知公告; the last days' ones are still unread (the bell)
      const [city] = await rows(
        db,
        `select count(n.id)::int as total, count(n.id) filter (where n.status = 0)::int as unread,
           count(n.id) filter (where n.status = 0 and n.create_time < now() - interval '3 days')::int as staleUnread
         from sys_user u join sys_notice n on n.accept_user_id = u.id where u.username = 'city'`,
      );
      expect(city.total).toBeGreaterThan(0);
      expect(city.staleunread ?? city.staleUnread).toBe(0);
    } finally {
      await database.close();
    }
  });
});
