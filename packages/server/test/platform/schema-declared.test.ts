import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * What the ORM and the type checker see is the database the migrations build: every declared table
 * (the trigger-kept count tables included) has exactly its declared columns, nullable where declared
 * so. On PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('every table of the schema has in the migrated database the columns it declares, not null where declared', async () => {
  const tables = (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => v instanceof PgTable)
    .map((table) => getTableConfig(table));
  const res = (await t.db.execute(
    sql`select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'`,
  )) as unknown as { rows: { table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }[] };
  const inDatabase = (name: string) =>
    res.rows
      .filter((r) => r.table_name === name)
      .map((r) => `${r.column_name}${r.is_nullable === 'NO' ? ' not null' : ''}`)
      .sort();
  expect(tables.length).toBeGreaterThan(60);
  for (const table of tables) {
    const declared = table.columns.map((c) => `${c.name}${c.notNull ? ' not null' : ''}`).sort();
    expect(inDatabase(table.name), table.name).toEqual(declared);
  }
});
