import { verificationCalls } from '@risk/shared/api/verification';
import { riskInfoCalls } from '@risk/shared/api/riskInfo';
import { disposalCalls } from '@risk/shared/api/disposal';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES } from '@risk/shared/permissions';
import type { AnyEndpoint } from '@risk/shared/api/endpoint';
import { poolCalls } from '@risk/shared/api/pool';
import { logCalls } from '@risk/shared/api/system';
import { createTestApp, injectOf, type TestApp } from '../helpers/test-app.ts';

/**
 * The permission catalogue, walked: every code of
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

describe('codes that were granted but checked nowhere now guard their action', () => {
  it('log:downLoad: the operation-log export answers an xlsx to the administrator and 403 to the city', async () => {
    const admin = await t.login('admin');
    const city = await t.login('city');
    const res = await t.send(admin, logCalls.downloadOperations);
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    expect((await t.send(city, logCalls.downloadOperations)).status).toBe(403);
  });

  it('riskCompany:delRiskInfo and riskCompanyInfo:push are among the codes of the delete and push routes', () => {
    const access = (method: string, url: string) =>
      t.app.declaredRoutes.find((r) => r.method === method && r.url === url)?.access;
    const accessOf = (call: AnyEndpoint) => access(call.method, injectOf(call).url as string);
    expect(accessOf(riskInfoCalls.remove)).toContain('riskCompany:delRiskInfo');
    expect(accessOf(poolCalls.push)).toContain('riskCompanyInfo:push');
    expect(accessOf(disposalCalls.dispatch)).toBe('riskDisposalCounty:dispatchOrders');
  });

  it("riskVerificationCounty:backOrder guards the district's 退单 and the administrator's 退回市级; takeOrder guards 接单 only", () => {
    const accessOf = (call: AnyEndpoint) =>
      t.app.declaredRoutes.find((r) => r.method === call.method && r.url === `/api/pres${call.path}`)?.access;
    expect(accessOf(verificationCalls.refuse)).toEqual(['riskVerificationCounty:backOrder']);
    expect(accessOf(verificationCalls.backOrder)).toEqual(['riskVerificationCounty:backOrder']);
    expect(accessOf(verificationCalls.take)).toEqual(['riskVerificationCounty:takeOrder']);
  });
});
