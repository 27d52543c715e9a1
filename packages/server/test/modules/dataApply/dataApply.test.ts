import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { DATA_APPLY_MSG, DATA_APPLY_STATUS } from '@risk/shared/schemas/dataApply';
import { dataApplyCalls as calls } from '@risk/shared/api/dataApply';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { poolEntry } from '../../helpers/pool-fixtures.ts';

/** 数据申请 (docs/first-document.md): the district applies, the city answers once. */

let t: TestApp;
let ops: string;
let city: string;
let haidian: string;
let chaoyang: string;
let company: Awaited<ReturnType<typeof poolEntry>>;
let other: Awaited<ReturnType<typeof poolEntry>>;

beforeAll(async () => {
  t = await createTestApp();
  [ops, city, haidian, chaoyang] = await Promise.all(['ops', 'city', 'haidian', 'chaoyang'].map((u) => t.login(u)));
  company = await poolEntry(t.db, { companyName: '北京数据申请测试有限公司', companyRegion: '海淀区' });
  other = await poolEntry(t.db, { companyName: '北京数据申请他区测试有限公司', companyRegion: '朝阳区' });
});
afterAll(() => t.close());

const applies = () => tableDigest(t.db, 'risk_data_apply');
const APPLY = { applyContent: '社保参保数据', applyReason: '核实裁员人数需要近12个月参保明细' };

describe('数据申请', () => {
  let id: number;

  it('the district applies for data on its own company; the answer is the pending application', async () => {
    const res = await t.send(haidian, calls.apply, { body: { riskCompanyId: company.id, ...APPLY } });
    expect([res.status, res.body.message]).toEqual([200, '申请已提交，请等待市级答复']);
    const row = res.body.content;
    expect(row).toMatchObject({ riskCompanyId: company.id, region: '海淀区', status: DATA_APPLY_STATUS.PENDING });
    id = row.id;
  });

  it('the three reads: query (district scope), dataApply/{id}, getByRiskCompanyId/{id}', async () => {
    const cityList = await t.send(city, calls.list);
    expect(cityList.body.content.content.map((r) => r.content.id)).toContain(id);
    const own = await t.send(haidian, calls.list, { query: { status: '0' } });
    expect(own.body.content.content.every((r) => r.content.region === '海淀区')).toBe(true);
    const theirs = await t.send(chaoyang, calls.list);
    expect(theirs.body.content.metadata.totalElements).toBe(0);
    expect((await t.send(city, calls.detail, { params: { id } })).body.content.id).toBe(id);
    const byCompany = await t.send(haidian, calls.ofCompany, { params: { id: company.id } });
    expect(byCompany.body.content.map((r) => r.id)).toEqual([id]);
  });

  it("another district's application or company answers 404", async () => {
    expect((await t.send(chaoyang, calls.detail, { params: { id } })).status).toBe(404);
    const res = await t.send(chaoyang, calls.ofCompany, { params: { id: company.id } });
    expect([res.status, res.body.message]).toEqual([404, MSG.notFound]);
    const before = await applies();
    const apply = await t.send(haidian, calls.apply, { body: { riskCompanyId: other.id, ...APPLY } });
    expect(apply.status).toBe(404);
    expect(await applies()).toBe(before);
  });

  it('bad input answers 400 in Chinese and writes nothing; a role without the code 403', async () => {
    const before = await applies();
    const empty = await t.send(haidian, calls.apply, {
      body: { riskCompanyId: company.id, applyContent: '社保参保数据', applyReason: ' ' },
    });
    expect([empty.status, empty.body.message]).toEqual([400, '请填写申请理由']);
    const kind = await t.send(haidian, calls.apply, {
      body: { riskCompanyId: company.id, ...APPLY, applyContent: '全部数据' },
    });
    expect([kind.status, kind.body.message]).toEqual([400, '请选择申请的数据']);
    expect((await t.send(city, calls.apply, { body: { riskCompanyId: company.id, ...APPLY } })).status).toBe(403);
    expect((await t.send(ops, calls.apply, { body: { riskCompanyId: company.id, ...APPLY } })).status).toBe(403);
    const reply = () => t.send(haidian, calls.reply, { params: { id }, body: { agree: true, replyContent: 'x' } });
    expect((await reply()).status).toBe(403);
    const noText = await t.send(city, calls.reply, { params: { id }, body: { agree: true } });
    expect([noText.status, noText.body.message]).toEqual([400, '请填写答复内容']);
    expect(await applies()).toBe(before);
  });

  it('the city answers once; a second answer is refused with the message and changes nothing', async () => {
    const answer = { agree: true, replyContent: '已通过安全邮箱发送 2025-11 至 2026-10 参保明细' };
    const res = await t.send(city, calls.reply, { params: { id }, body: answer });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ status: DATA_APPLY_STATUS.AGREED, replyContent: answer.replyContent });
    const before = await applies();
    const again = await t.send(city, calls.reply, { params: { id }, body: { ...answer, agree: false } });
    expect([again.status, again.body.message]).toEqual([400, DATA_APPLY_MSG.answered]);
    expect(await applies()).toBe(before);
    const seen = await t.send(haidian, calls.detail, { params: { id } });
    expect(seen.body.content.replyBy).not.toBeNull();
  });
});
