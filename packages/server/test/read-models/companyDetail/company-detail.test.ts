import { perMonth } from '@risk/shared/social-months';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDetailCalls as calls } from '@risk/shared/api/registry';
import { socialSecurity } from '../../../src/db/schema/monitor-config.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { poolEntry, registryEntry } from '../../helpers/pool-fixtures.ts';

let t: TestApp;
let ops: string;
let city: string;
let chaoyang: string;
let matched: Awaited<ReturnType<typeof poolEntry>>;
let unmatched: Awaited<ReturnType<typeof poolEntry>>;

beforeAll(async () => {
  t = await createTestApp();
  [ops, city, chaoyang] = await Promise.all([t.login('ops'), t.login('city'), t.login('chaoyang')]);
  const reg = await registryEntry(t.db, { companyName: '北京(朝阳)科技有限公司', registrationPlace: '朝阳区' });
  matched = await poolEntry(t.db, {
    companyName: reg.companyName,
    creditCode: reg.creditCode,
    registrationPlace: '朝阳区',
    companyRegion: '朝阳区',
    isMatch: true,
    riskInfoCount: 0,
  });
  unmatched = await poolEntry(t.db, { companyName: '北京未匹配测试有限公司', companyRegion: '朝阳区', isMatch: false });
  // 13 months of 社保数据 imported before the twelve reductions were (1 and 3 months only), 5 fewer people each month
  await t.db.insert(socialSecurity).values(
    Array.from({ length: 13 }, (_, i) => ({
      creditCode: reg.creditCode,
      companyName: reg.companyName,
      region: '朝阳区',
      month: `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
      currentMonth: 200 - i * 5,
      january: i >= 1 ? 5 : 0,
      march: i >= 3 ? 15 : i * 5,
    })),
  );
});
afterAll(() => t.close());

describe('company detail', () => {
  it('when the company is not matched with the registry then 400 工商数据未匹配,请同步工商数据后再尝试访问', async () => {
    const res = await t.send(ops, calls.detail, { params: { creditCode: unmatched.creditCode } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('工商数据未匹配,请同步工商数据后再尝试访问');
  });

  it('when a matched company is opened then every block answers, social security from the imported 社保数据 months (the reductions not imported derived from the earlier headcounts)', async () => {
    const res = await t.send(city, calls.detail, { params: { creditCode: matched.creditCode } });
    expect(res.status).toBe(200);
    const d = res.body.content;
    expect(Object.keys(d)).toEqual(
      expect.arrayContaining([
        'business',
        'riskWarning',
        'socialSecurity',
        'relationRisk',
        'disposal',
        'help',
        'basic',
        'stock',
      ]),
    );
    expect(d.business.companyName).toBe('北京(朝阳)科技有限公司');
    expect(d.socialSecurity).toEqual({
      currentSocial: 140,
      ...perMonth('detail', (m) => 5 * m.months),
    });
    expect(d.riskWarning.isDispatch).toBe('0');
    expect(d.basic.legalPerson).toBe('王法人');
  });

  it('when a user of another district opens it then 404, as if absent', async () => {
    const haidian = await t.login('haidian');
    expect((await t.send(haidian, calls.detail, { params: { creditCode: matched.creditCode } })).status).toBe(404);
    expect((await t.send(chaoyang, calls.detail, { params: { creditCode: matched.creditCode } })).status).toBe(200);
  });
});

describe('personal data of the company detail', () => {
  it('when the detail is read then the legal person phone is masked', async () => {
    const detail = await t.send(city, calls.detail, { params: { creditCode: matched.creditCode } });
    expect(detail.body.content.basic.legalPersonPhone).toBe('139****5678');
    expect(detail.raw.payload).not.toContain('13912345678');
  });
});
