import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import {
  companyDetailCalls as calls,
  registryRecordCalls,
  type RegistryRecordCallName,
} from '@risk/shared/api/registry';
import { registryRecord } from '../../../src/db/schema/registry.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { poolEntry, registryEntry } from '../../helpers/pool-fixtures.ts';

/** Company data service calls: compDetails/match, matchArry, the listed-company calls by board, the fund panel. */

let t: TestApp;
let ops: string;
let chaoyang: string;
let haidian: string;
let matched: Awaited<ReturnType<typeof poolEntry>>;
let unknown: Awaited<ReturnType<typeof poolEntry>>;
let byName: Awaited<ReturnType<typeof poolEntry>>;
let registryCode: string;

beforeAll(async () => {
  t = await createTestApp();
  [ops, chaoyang, haidian] = await Promise.all([t.login('ops'), t.login('chaoyang'), t.login('haidian')]);
  const reg = await registryEntry(t.db, { companyName: '北京上市匹配测试股份有限公司', registrationPlace: '朝阳区' });
  registryCode = reg.creditCode;
  matched = await poolEntry(t.db, {
    companyName: reg.companyName,
    creditCode: reg.creditCode,
    registrationPlace: '朝阳区',
    companyRegion: '朝阳区',
    isMatch: true,
  });
  // the pool's credit code differs from the registry's: the match goes by the normalised name
  const sameName = await registryEntry(t.db, { companyName: '北京名称匹配测试有限公司' });
  byName = await poolEntry(t.db, { companyName: sameName.companyName, companyRegion: '朝阳区', isMatch: false });
  unknown = await poolEntry(t.db, {
    companyName: '北京工商未收录测试有限公司',
    companyRegion: '朝阳区',
    isMatch: false,
  });
  const rows: (typeof registryRecord.$inferInsert)[] = [];
  for (const [kind, title] of [
    ['listedMain', '上市信息'],
    ['listedMainPerson', '张三'],
    ['listedMainHolder', '第1大股东'],
    ['listedMainPost', '张三 任 董事长'],
    ['listedHkHolder', '第1大股东'],
    ['listedFund', '基金持股'],
  ])
    rows.push({ creditCode: reg.creditCode, kind, title, recordDate: '2024-01-02', data: { note: title } });
  await t.db.insert(registryRecord).values(rows);
});
afterAll(() => t.close());

describe('compDetails/match/{id} and matchArry/{id}', () => {
  it('match answers the registry entry found now (by code, else by name) or null, and the stored flag', async () => {
    const a = await t.send(ops, calls.match, { params: { id: matched.id } });
    expect(a.status).toBe(200);
    expect(a.body.content).toMatchObject({ riskCompanyId: matched.id, isMatch: true });
    expect(a.body.content.match?.creditCode).toBe(registryCode);
    const b = await t.send(ops, calls.match, { params: { id: byName.id } });
    expect(b.body.content.match?.companyName).toBe(byName.companyName);
    expect(b.body.content.isMatch).toBe(false);
    const c = await t.send(ops, calls.match, { params: { id: unknown.id } });
    expect(c.body.content.match).toBeNull();
  });

  it('matchArry answers the candidate registry entries of the company', async () => {
    const res = await t.send(ops, calls.candidates, { params: { id: byName.id } });
    expect(res.status).toBe(200);
    expect(res.body.content.map((c) => c.companyName)).toContain(byName.companyName);
    const none = await t.send(ops, calls.candidates, { params: { id: unknown.id } });
    expect(none.body.content).toEqual([]);
  });

  it("another district's company answers 404; a bad id 400 in Chinese; no session 401", async () => {
    for (const call of [calls.match, calls.candidates]) {
      const other = await t.send(haidian, call, { params: { id: matched.id } });
      expect([other.status, other.body.message]).toEqual([404, MSG.notFound]);
      expect((await t.send(chaoyang, call, { params: { id: matched.id } })).status).toBe(200);
      const bad = await t.send(ops, call, { params: { id: 'x' } });
      expect([bad.status, bad.body.message]).toEqual([400, 'ID 必须是数字']);
      expect((await t.send(null, call, { params: { id: matched.id } })).status).toBe(401);
    }
  });
});

describe('listed-company calls by board and section, the fund panel', () => {
  const records = (call: RegistryRecordCallName, code = registryCode) =>
    t.send(ops, registryRecordCalls[call], { query: { creditCode: code } });

  it('each board × section answers its own rows from the registry provider', async () => {
    const expected: Partial<Record<RegistryRecordCallName, string[]>> = {
      'listed/main/company': ['上市信息'],
      'listed/main/individual': ['张三'],
      'listed/main/shareholder': ['第1大股东'],
      'listed/main/post': ['张三 任 董事长'],
      'listed/neeq/company': [],
      'listed/hk/shareholder': ['第1大股东'],
      'listed/hk/post': [],
      compListedFund: ['基金持股'],
    };
    for (const [call, titles] of Object.entries(expected)) {
      const res = await records(call as RegistryRecordCallName);
      expect(res.status, call).toBe(200);
      expect(
        res.body.content.map((r) => r.title),
        call,
      ).toEqual(titles);
    }
  });

  it("the company detail carries every board's panels and the fund panel", async () => {
    const res = await t.send(ops, calls.detail, { params: { creditCode: registryCode } });
    expect(res.status).toBe(200);
    const { stock } = res.body.content;
    expect(stock.main.individual.map((r) => r.title)).toEqual(['张三']);
    expect(stock.hk.shareholder).toHaveLength(1);
    expect(stock.neeq.company).toEqual([]);
    expect(stock.fund.map((r) => r.title)).toEqual(['基金持股']);
  });

  it("a district reading another district's listed data answers 404; no credit code 400 in Chinese", async () => {
    const other = await t.send(haidian, registryRecordCalls['listed/main/post'], {
      query: { creditCode: registryCode },
    });
    expect(other.status).toBe(404);
    const none = await t.send(ops, registryRecordCalls['listed/main/post']);
    expect([none.status, none.body.message]).toEqual([400, '统一社会信用代码不能为空']);
  });
});
