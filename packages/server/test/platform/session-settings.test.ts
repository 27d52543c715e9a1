import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_SETTINGS } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('planner settings of the platform’s sessions (db/client.ts SESSION_SETTINGS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every connection the platform opens runs with them', async () => {
    expect(SESSION_SETTINGS.enable_memoize).toBe('off');
    // concurrent reads open several of the pool's connections on PostgreSQL (PGlite has one)
    const shown = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const res = (await t.db.execute(
          sql`select current_setting('enable_memoize') as memoize, pg_sleep(0.05)`,
        )) as unknown as { rows: { memoize: string }[] };
        return res.rows[0].memoize;
      }),
    );
    expect(new Set(shown)).toEqual(new Set(['off']));
  });
});
