import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from '@risk/shared/verification';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { socialSecurity } from '../../../../src/db/schema/monitor-config.ts';
import { registryCompany } from '../../../../src/db/schema/registry.ts';
import { verificationOrder } from '../../../../src/db/schema/verification.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { poolEntry } from '../../../helpers/pool-fixtures.ts';

const NAME = '社保变化测试';
const MONTHS: Record<string, number> = {
  '2025-01': 130,
  '2025-02': 128,
  '2025-03': 125,
  '2025-04': 124,
  '2025-05': 120,
  '2025-06': 112,
};
const YEARS: Record<string, number> = { '2023': 150, '2024': 140 };

/** The months as the 社保数据 import holds them: one row per month, with the reductions over the one and three months before. */
function socialRows(creditCode: string, companyName: string) {
  const keys = Object.keys(MONTHS).sort();
  return keys.map((month, i) => ({
    creditCode,
    companyName,
    region: '海淀区',
    month,
    currentMonth: MONTHS[month],
    january: i >= 1 ? Math.max(0, MONTHS[keys[i - 1]] - MONTHS[month]) : 0,
    march: i >= 3 ? Math.max(0, MONTHS[keys[i - 3]] - MONTHS[month]) : 0,
  }));
}

let t: TestApp;
let city: string;
const ids = { monthly: 0, yearly: 0, none: 0, notDispatched: 0, dispatched: 0 };

/** A pool company with one order in `status`; with registry data when `social` says which. */
async function company(suffix: string, status: number, social?: 'monthly' | 'yearly'): Promise<number> {
  const companyName = `北京${NAME}${suffix}有限公司`;
  const pool = await poolEntry(t.db, { companyName });
  if (social) {
    await t.db
      .insert(registryCompany)
      .values({ creditCode: pool.creditCode, companyName, nameNorm: pool.nameNorm, yearSocial: YEARS });
    if (social === 'monthly') await t.db.insert(socialSecurity).values(socialRows(pool.creditCode, companyName));
  }
  const dispatched = status === S.DISPATCHED ? new Date() : null;
  const [order] = await t.db
    .insert(verificationOrder)
    .values({
      riskCompanyId: pool.id,
      companyName,
      creditCode: pool.creditCode,
      region: '海淀区',
      status,
      dispatchTime: dispatched,
    })
    .returning();
  return order.id;
}

beforeAll(async () => {
  t = await createTestApp();
  city = await t.login('city');
  ids.monthly = await company('甲', S.NEW, 'monthly');
  ids.yearly = await company('乙', S.NEW, 'yearly');
  ids.none = await company('丙', S.NEW);
  ids.notDispatched = await company('丁', S.NOT_DISPATCHED, 'monthly');
  ids.dispatched = await company('戊', S.DISPATCHED, 'monthly');
});
afterAll(() => t.close());

const list = async (tab: string) => {
  const res = await t.send(city, calls.list, { query: { tab, companyName: NAME, size: '50' } });
  expect(res.status).toBe(200);
  return new Map(res.body.content.content.map((c) => [c.content.id, c.content]));
};

describe('社保变化 of the pending-dispatch list', () => {
  const sorted = Object.keys(MONTHS).sort();
  const latest = MONTHS[sorted.at(-1)!];
  const fromMonths = { currentSocial: latest, threeLayoffsNum: MONTHS[sorted.at(-4)!] - latest };

  it('when the city opens 新建 then a company with imported 社保数据 shows the headcount and the 3-month reduction, one without registry data null', async () => {
    const rows = await list('New');
    expect(rows.get(ids.monthly)!.socialChange).toEqual(fromMonths);
    expect(fromMonths).toEqual({ currentSocial: 112, threeLayoffsNum: 13 });
    expect(rows.get(ids.none)!.socialChange).toBeNull();
  });

  it('when the registry has only yearly headcounts then the latest year is the headcount and the 3-month reduction is unknown', async () => {
    const rows = await list('New');
    expect(rows.get(ids.yearly)!.socialChange).toEqual({ currentSocial: YEARS['2024'], threeLayoffsNum: null });
  });

  it('when another pending-dispatch tab (暂不派单) opens then its rows carry it too', async () => {
    const rows = await list('NotDispatched');
    expect([...rows.keys()]).toEqual([ids.notDispatched]);
    expect(rows.get(ids.notDispatched)!.socialChange).toEqual(fromMonths);
  });

  it('when a list after dispatch (待接单) opens then the registry is not read and rows carry no 社保变化', async () => {
    const rows = await list('AwaitOrder');
    expect([...rows.keys()]).toEqual([ids.dispatched]);
    expect(rows.get(ids.dispatched)).not.toHaveProperty('socialChange');
  });
});
