import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/server.ts';
import { withDatabase } from '../global-setup.ts';
import { TEST_PASSWORD } from '../helpers/constants.ts';

const url = inject('databaseUrl');

/**
 * Two instances deployed together start on one empty PostgreSQL database: they take turns at
 * migrating and seeding, so both start and the database holds one set of first-start data.
 * (PGlite has one process per data directory, so there is nobody to take turns with.)
 */
describe.skipIf(!url)('start-up of two instances on one empty PostgreSQL database', () => {
  it(
    'when both start at once then both succeed and the first-start data exists once',
    { timeout: 180_000 },
    async () => {
      const name = `risk_t_${crypto.randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const [a, b] = await Promise.all([
        openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 3 }),
        openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 3 }),
      ]);
      try {
        const config = { dataDir: os.tmpdir(), DEMO_PASSWORD: TEST_PASSWORD, DEMO_SCALE: 0 };
        const [first, second] = await Promise.all([prepareDatabase(a, config), prepareDatabase(b, config)]);
        expect([first.seeded, second.seeded].sort()).toEqual([false, true]);
        const users = (await a.db.execute(
          'select username, count(*)::int as n from sys_user group by username having count(*) > 1',
        )) as unknown as { rows: unknown[] };
        expect(users.rows).toEqual([]);
        const locks = await admin.query(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 727001`,
        );
        expect(locks.rows[0].n).toBe(0);
      } finally {
        await Promise.all([a.close(), b.close()]);
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
