import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { loadSecrets } from '../src/platform/auth/secrets.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { TEST_PASSWORD, TEMPLATE_DB, snapshotFile } from './helpers/constants.ts';

/**
 * Builds the migrated and seeded starting point once per run: a PGlite data-directory dump, or
 * a template database on the PostgreSQL server named by TEST_DATABASE_URL. Every test file then
 * starts from a copy in well under a second instead of migrating again.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname like 'risk_t_%' or datname = '${TEMPLATE_DB}'`,
    );
    const old = await admin.query(
      `select datname from pg_database where datname like 'risk_t_%' or datname = '${TEMPLATE_DB}'`,
    );
    for (const r of old.rows) await admin.query(`drop database if exists "${r.datname}"`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, TEMPLATE_DB), poolSize: 2 });
    await migrateDatabase(database);
    await seedDatabase(database.db, { demoPassword: TEST_PASSWORD, scale: 0 });
    await loadSecrets(database.db);
    await database.close();
    project.provide('databaseUrl', url);
    return;
  }
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedDatabase(database.db, { demoPassword: TEST_PASSWORD, scale: 0 });
  // every copy then shares one token key and RSA pair instead of making its own (0.4 s a file)
  await loadSecrets(database.db);
  const dump = await database.dump!();
  fs.mkdirSync(path.dirname(snapshotFile), { recursive: true });
  fs.writeFileSync(snapshotFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('databaseUrl', '');
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
