import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES } from '@risk/shared/permissions';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The permission catalogue, walked (issue 16 "Permissions"): every code of
 * packages/shared/src/permissions.ts and every code a seeded role is granted (button rows of the
 * menu and the roles' own lists) guards at least one route, read from the routes' declared
 * `config.access`. A code that is granted but checked nowhere would be a button the server never
 * refuses.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function guardedCodes(): Map<string, string[]> {
  const byCode = new Map<string, string[]>();
  for (const r of t.app.declaredRoutes) {
    const codes = typeof r.access === 'string' ? [r.access] : [...r.access];
    for (const c of codes) byCode.set(c, [...(byCode.get(c) ?? []), `${r.method} ${r.url}`]);
  }
  return byCode;
}

describe('permission catalogue', () => {
  it('every code of the catalogue guards at least one route', () => {
    const guarded = guardedCodes();
    expect(ALL_PERMISSION_CODES.filter((c) => !guarded.has(c))).toEqual([]);
  });

  it('every code a seeded role is granted (menu button rows and role lists) guards at least one route', async () => {
    const guarded = guardedCodes();
    const rows = (
      (await t.db.execute(sql`
        select distinct m.permission as code from sys_roles_menus rm join sys_menu m on m.id = rm.menu_id
        where m.permission is not null and m.permission <> ''
        union select distinct unnest(r.permissions) from sys_role r`)) as unknown as { rows: { code: string }[] }
    ).rows.map((r) => r.code);
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((c) => !guarded.has(c)).sort()).toEqual([]);
  });
});
