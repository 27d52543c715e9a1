import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/db/client.ts';
import { seedDatabase } from '../../src/seed/index.ts';

// PGlite (the embedded default, and this test's database) runs no autovacuum: without statistics its
// planner ignored the pool's name index and computed every company's search keys instead, and its GIN
// indexes kept their pending entries for every search to read.
describe('demo data and the planner', { timeout: 120_000 }, () => {
  it('when the demo is generated then the tables it filled are vacuumed and have planner statistics', async () => {
    const database = await openDatabase({});
    try {
      await migrateDatabase(database);
      await seedDatabase(database.db, { demoPassword: 'Risk@2026', scale: 20 });
      const { rows } = (await database.db.execute(
        `select t.relname as name, (select count(*)::int from pg_stats s where s.tablename = t.relname) as columns,
           t.last_vacuum is not null as vacuumed
         from pg_stat_user_tables t where t.relname in ('risk_company', 'risk_company_info', 'risk_verification_order')
         order by 1`,
      )) as unknown as { rows: { name: string; columns: number; vacuumed: boolean }[] };
      expect(rows.map((r) => r.name)).toEqual(['risk_company', 'risk_company_info', 'risk_verification_order']);
      for (const r of rows) {
        expect(r.columns, r.name).toBeGreaterThan(0);
        // a vacuum merges the GIN indexes' pending entries, which ANALYZE alone leaves for searches to read
        expect(r.vacuumed, r.name).toBe(true);
      }
    } finally {
      await database.close();
    }
  });
});
