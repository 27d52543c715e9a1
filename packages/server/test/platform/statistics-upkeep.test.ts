import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { keepStatistics, upkeepStatistics, type UpkeepStep } from '../../src/db/statistics-upkeep.ts';
import { snapshotFile } from '../helpers/constants.ts';

// PGlite runs no autovacuum; the server applies autovacuum's rules itself. PGlite only: on PostgreSQL
// autovacuum runs and the server starts no upkeep, so the PostgreSQL pass skips this file.
describe.skipIf(inject('databaseUrl'))('PGlite statistics upkeep (skipped on PostgreSQL)', () => {
  let database: Database;
  const round = async () => (await upkeepStatistics(database.db)).map(({ table, action }) => ({ table, action }));
  const stepsFor = (steps: Pick<UpkeepStep, 'table' | 'action'>[], table: string) =>
    steps.filter((s) => s.table === table);
  const facts = async (table: string) => {
    const { rows } = (await database.db.execute(sql`
      select (select count(*)::int from pg_stats p where p.tablename = t.relname) as "statColumns",
        t.last_vacuum is not null as vacuumed, t.last_analyze is not null as analysed
      from pg_stat_user_tables t where t.relname = ${table}`)) as unknown as {
      rows: { statColumns: number; vacuumed: boolean; analysed: boolean }[];
    };
    return rows[0];
  };
  const addRegistryCompanies = (from: number, count: number) =>
    database.db.execute(sql`
      insert into registry_company (credit_code, company_name, name_norm, registration_place)
      select 'UPKEEP' || lpad(i::text, 12, '0'), '北京维护测试' || i || '有限公司', '维护测试' || i, '朝阳区'
      from generate_series(${from}::int, ${from + count - 1}::int) i`);

  beforeAll(async () => {
    database = await openDatabase({ pgliteSnapshot: new Blob([fs.readFileSync(snapshotFile)]) });
    await round(); // the snapshot's own small tables, filled by the migrations and never analysed
  });
  afterAll(() => database.close());

  it('when nothing has changed then a round does nothing', async () => {
    expect(await round()).toEqual([]);
  });

  it('when a table is loaded then it is vacuumed and analysed, and the planner has its statistics', async () => {
    await addRegistryCompanies(1, 3000);
    expect(await facts('registry_company')).toMatchObject({ statColumns: 0, vacuumed: false });
    expect(stepsFor(await round(), 'registry_company')).toEqual([
      { table: 'registry_company', action: 'vacuum analyze' },
    ]);
    expect(await facts('registry_company')).toMatchObject({ vacuumed: true, analysed: true });
    expect((await facts('registry_company')).statColumns).toBeGreaterThan(0);
    expect(await round()).toEqual([]);
  });

  it('when fewer rows change than autovacuum waits for then the table is left; past it, analysed', async () => {
    // 3,000 rows: analyse after 50 + 300 changed rows, vacuum after 50 + 600 dead ones
    await database.db.execute(
      sql`update registry_company set industry = '制造业' where credit_code <= 'UPKEEP000000000300'`,
    );
    expect(stepsFor(await round(), 'registry_company')).toEqual([]);
    await database.db.execute(
      sql`update registry_company set industry = '批发业' where credit_code <= 'UPKEEP000000000100'`,
    );
    expect(stepsFor(await round(), 'registry_company')).toEqual([{ table: 'registry_company', action: 'analyze' }]);
  });

  it('when a filled table has never been analysed then it is, however few its rows', async () => {
    // a database filled before the seed analysed, or whose counters were lost: no statistics at all
    await database.db.execute(sql`
      insert into registry_record (credit_code, kind, record_date, title, data)
      values ('UPKEEP000000000001', 'news', '2026-11-02', '维护测试', '{}')`);
    expect(stepsFor(await round(), 'registry_record')).toEqual([{ table: 'registry_record', action: 'analyze' }]);
    expect((await facts('registry_record')).statColumns).toBeGreaterThan(0);
  });

  it('when kept by the server then a round runs at once and stopping waits for it', async () => {
    await addRegistryCompanies(5000, 2000);
    const logged: object[] = [];
    const upkeep = keepStatistics(database.db, { info: (o) => logged.push(o), warn: (o) => logged.push(o) }, 3_600_000);
    await upkeep.stop();
    expect(logged).toEqual([expect.objectContaining({ table: 'registry_company', action: 'vacuum analyze' })]);
  });
});
