import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATUSES, VERIFICATION_LIST_DEFAULTS } from '@risk/shared/list-defaults';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { seedCompanies } from '../../../../src/seed/companies.ts';
import { seedDisposal } from '../../../../src/seed/disposal.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';

let t: TestApp;
let city: string;
let haidian: string;

const total = async (token: string, query: Record<string, string | string[]>) => {
  const res = await t.send(token, calls.list, { query: { size: '1', ...query } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.content!.metadata.totalElements;
};
const countOf = async (where: string) =>
  (
    (await t.db.execute(
      sql.raw(`select count(*)::int as n from risk_verification_order where ${where}`),
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0].n;

beforeAll(async () => {
  t = await createTestApp();
  await seedCompanies(t.db, { scale: 400, seed: 31 });
  await seedDisposal(t.db, { seed: 31 });
  [city, haidian] = await Promise.all(['city', 'haidian'].map((u) => t.login(u)));
  // one rated 二级 order that (as a test fixture) reports no layoffs, so the default filter has something to leave out
  await t.db.execute(
    sql.raw(`update risk_verification_order set is_downsizing = '0' where id = (select min(id) from risk_verification_order
      where level = '二级' and status in (7,8,9))`),
  );
});
afterAll(() => t.close());

describe('default filters of doc 1 §4', () => {
  it('when the city asks without a tab or status then the default status set 1,5,6,7,8,9 applies; an explicit status wins', async () => {
    expect([...DEFAULT_LIST_STATUSES]).toEqual([1, 5, 6, 7, 8, 9]);
    const expected = await countOf(`status in (${DEFAULT_LIST_STATUSES.join(',')})`);
    expect(expected).toBeGreaterThan(0);
    expect(await total(city, {})).toBe(expected);
    expect(await total(city, { status: '0' })).toBe(await countOf('status = 0'));
    expect(await total(city, { status: ['10', '11'] })).toBe(await countOf('status in (10,11)'));
    // a district's list without a tab stays its countyAll (0,1,4–9) in its own district
    expect(await total(haidian, {})).toBe(await countOf(`region = '海淀区' and status in (0,1,4,5,6,7,8,9)`));
  });

  it("when an early-warning tab is asked without isDownsizing then '1' applies; an explicit '0' wins", async () => {
    expect(VERIFICATION_LIST_DEFAULTS.warningTabs.isDownsizing).toBe('1');
    const base = `level = '二级' and status in (7,8,9)`;
    const withLayoffs = await countOf(`${base} and is_downsizing = '1'`);
    const without = await countOf(`${base} and is_downsizing = '0'`);
    expect(without).toBeGreaterThan(0);
    expect(await total(city, { tab: 'EarlyWarn2' })).toBe(withLayoffs);
    expect(await total(city, { tab: 'EarlyWarn2', isDownsizing: '1' })).toBe(withLayoffs);
    expect(await total(city, { tab: 'EarlyWarn2', isDownsizing: '0' })).toBe(without);
    // other tabs take no layoff default
    expect(await total(city, { tab: 'CityAll' })).toBe(await countOf(`status in (1,5,6,7,8,9)`));
  });
});
