import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_CODE_MESSAGE } from '@risk/shared/company';
import { MSG } from '@risk/shared/messages';
import { POOL_RULES } from '@risk/shared/pool';
import { POOL_MSG } from '@risk/shared/schemas/pool';
import { poolCalls as calls } from '@risk/shared/api/pool';
import { ORDER_STATUS } from '@risk/shared/verification';
import { riskCompany, riskCompanyEvaluation, riskCompanyInfo } from '../../../src/db/schema/pool.ts';
import { operationLog } from '../../../src/db/schema/system.ts';
import { verificationOrder } from '../../../src/db/schema/verification.ts';
import { refreshRiskSummary } from '../../../src/modules/pool/service.ts';
import { nameForLog } from '../../../src/platform/crypto/field-cipher.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { companyById, creditCode, ordersOf, poolEntry, registryEntry } from '../../helpers/pool-fixtures.ts';

let t: TestApp;
let ops: string;
let city: string;
let haidian: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [ops, city, haidian, admin] = await Promise.all(['ops', 'city', 'haidian', 'admin'].map((u) => t.login(u)));
});
afterAll(() => t.close());

const list = (token: string, query: Record<string, string | string[]> = {}) =>
  t.send(token, calls.list, { query: { size: '9999', ...query } });
const rowsOf = (res: Awaited<ReturnType<typeof list>>) => res.body.content.content.map((c) => c.content);

/** Both tables a pool action may touch, to prove a refused action changed nothing. */
async function poolDigest() {
  return `${await tableDigest(t.db, 'risk_company')}/${await tableDigest(t.db, 'risk_verification_order')}`;
}

async function expectRefused(
  res: { status: number; body: { message: string } },
  before: string,
  message: string,
  status = 400,
) {
  expect(res.body.message).toBe(message);
  expect(res.status).toBe(status);
  expect(await poolDigest()).toBe(before);
}

describe('list, scope and preset statuses', () => {
  let haidianPushed: number;
  let chaoyangPushed: number;
  let haidianNew: number;
  beforeAll(async () => {
    haidianPushed = (
      await poolEntry(t.db, {
        companyName: '北京(朝阳)科技有限公司',
        status: 1,
        legalPersonPhone: '13812345678',
        type: '1,2',
        isMatch: true,
        focus: true,
        cityFocus: false,
        specialFollow: true,
      })
    ).id;
    chaoyangPushed = (
      await poolEntry(t.db, { companyName: '朝阳建材有限公司', status: 1, companyRegion: '朝阳区', cityFocus: true })
    ).id;
    haidianNew = (await poolEntry(t.db, { companyName: '海淀未推送有限公司', status: 0, type: '2' })).id;
  });

  it('when operations lists then every status is there, phones masked, focus and specialFollow shown but not cityFocus', async () => {
    const rows = rowsOf(await list(ops));
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([haidianPushed, chaoyangPushed, haidianNew]));
    const row = rows.find((r) => r.id === haidianPushed)!;
    expect(row.legalPersonPhone).toBe('138****5678');
    expect(row.focus).toBe(true);
    expect(row.specialFollow).toBe(true);
    expect(row).not.toHaveProperty('cityFocus');
    expect(row.riskCompanyId).toBe(haidianPushed);
  });

  it('when the city lists then the preset hides 未推送 companies unless asked for by status, and only cityFocus is shown', async () => {
    const rows = rowsOf(await list(city));
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([haidianPushed, chaoyangPushed]));
    expect(rows.map((r) => r.id)).not.toContain(haidianNew);
    const row = rows.find((r) => r.id === chaoyangPushed)!;
    expect(row.cityFocus).toBe(true);
    expect(row).not.toHaveProperty('focus');
    expect(row).not.toHaveProperty('specialFollow');
    // the city may push them (新建工单 picks its company among them), so asked for by status they come
    expect(rowsOf(await list(city, { status: '0' })).map((r) => r.id)).toContain(haidianNew);
    expect(rowsOf(await list(haidian, { status: '0' }))).toEqual([]);
  });

  it('when haidian lists then only 海淀区 pushed companies come, without focus fields; another district asked for finds nothing', async () => {
    const rows = rowsOf(await list(haidian));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.companyRegion === '海淀区' && r.status !== 0)).toBe(true);
    expect(rows[0]).not.toHaveProperty('focus');
    expect(rows[0]).not.toHaveProperty('cityFocus');
    expect(rowsOf(await list(haidian, { companyRegion: '朝阳区' }))).toEqual([]);
  });

  it('when haidian opens another district company then 404 as if absent; its own opens with masked phone', async () => {
    const other = await t.send(haidian, calls.detail, { params: { id: chaoyangPushed } });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(MSG.notFound);
    const own = await t.send(haidian, calls.detail, { params: { id: haidianPushed } });
    expect(own.status).toBe(200);
    expect(own.body.content.legalPersonPhone).toBe('138****5678');
  });

  it('when a name is searched with Chinese brackets and spaces then the normalised name is found', async () => {
    const rows = rowsOf(await list(ops, { companyName: ' 北京（朝阳） 科技 ' }));
    expect(rows.map((r) => r.id)).toEqual([haidianPushed]);
  });

  it('when the search text is the start of a credit code then the company is found', async () => {
    const c = await companyById(t.db, haidianNew);
    const rows = rowsOf(await list(ops, { companyName: c.creditCode.slice(0, 16).toLowerCase() }));
    expect(rows.map((r) => r.id)).toContain(haidianNew);
  });

  it('when filtering by category, match and focus then only fitting rows come', async () => {
    const byType = rowsOf(await list(ops, { type: '2' })).map((r) => r.id);
    expect(byType).toEqual(expect.arrayContaining([haidianPushed, haidianNew]));
    expect(byType).not.toContain(chaoyangPushed);
    expect(rowsOf(await list(ops, { type: '1' })).map((r) => r.id)).not.toContain(haidianNew);
    const matched = rowsOf(await list(ops, { isMatch: 'true' }));
    expect(matched.every((r) => r.isMatch)).toBe(true);
    expect(rowsOf(await list(ops, { focus: 'true' })).map((r) => r.id)).toEqual([haidianPushed]);
    expect(rowsOf(await list(ops, { status: ['0', '1'], companyRegion: '朝阳区' })).map((r) => r.id)).toEqual([
      chaoyangPushed,
    ]);
  });

  it('when the sort is outside the whitelist or a filter is malformed then 400 with a message', async () => {
    const bad = await list(ops, { sort: 'companyName,ASC' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MSG.unknownSort('companyName'));
    expect((await list(ops, { status: 'x' })).status).toBe(400);
    expect((await list(ops, { focus: 'maybe' })).status).toBe(400);
    expect((await list(ops, { includedTime: ['2024-01-01'] })).status).toBe(400);
    expect((await list(ops, { sort: 'pushTime,ASC' })).status).toBe(200);
  });

  it('when the cards are read then they equal the table counts for each scope, focus cards by role', async () => {
    const count = async (where: ReturnType<typeof sql>) =>
      Number(
        (
          (await t.db.execute(sql`select count(*)::int as n from risk_company where ${where}`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0].n,
      );
    const o = (await t.send(ops, calls.total)).body.content;
    expect(o.allTotal).toBe(await count(sql`true`));
    expect(o.isMatchTotal).toBe(await count(sql`is_match`));
    expect(o.noMatchTotal).toBe(o.allTotal - o.isMatchTotal);
    expect(o.focusTotal).toBe(await count(sql`focus`));
    expect(o.specialFollowNum).toBe(await count(sql`special_follow`));
    const c = (await t.send(city, calls.total)).body.content;
    expect(c.allTotal).toBe(await count(sql`status <> 0`));
    expect(c.focusTotal).toBe(await count(sql`status <> 0 and city_focus`));
    expect(c).not.toHaveProperty('specialFollowNum');
    const h = (await t.send(haidian, calls.total)).body.content;
    expect(h.allTotal).toBe(await count(sql`status <> 0 and company_region = '海淀区'`));
    expect(h).not.toHaveProperty('focusTotal');
    expect(h).not.toHaveProperty('specialFollowNum');
  });
});

describe('paging a name search and the progress column', () => {
  it("when a name search is paged then every page carries the same total, and a pushed company shows its order's status", async () => {
    for (let i = 0; i < 3; i++) await poolEntry(t.db, { companyName: `北京翻页测试${i}科技有限公司` });
    const pushed = await poolEntry(t.db, { companyName: '北京翻页测试推送科技有限公司' });
    expect((await t.send(ops, calls.push, { body: { ids: [pushed.id] } })).status).toBe(200);
    const pageOf = (page: string) => t.send(ops, calls.list, { query: { companyName: '翻页测试', size: '2', page } });
    const [first, second, beyond] = [await pageOf('0'), await pageOf('1'), await pageOf('5')];
    expect([
      first.body.content.metadata.totalElements,
      second.body.content.metadata.totalElements,
      beyond.body.content.metadata.totalElements,
    ]).toEqual([4, 4, 4]);
    expect(rowsOf(first).length + rowsOf(second).length).toBe(4);
    const all = [...rowsOf(first), ...rowsOf(second)];
    expect(all.find((r) => r.id === pushed.id)!.progress).toBe('新建');
    expect(all.filter((r) => r.id !== pushed.id).every((r) => r.progress === null)).toBe(true);
    const detail = await t.send(ops, calls.detail, { params: { id: pushed.id } });
    expect(detail.body.content.progress).toBe('新建');
  });
});

describe('add, edit, delete', () => {
  // a company the registry does not know is added unmatched (it used to be refused with 请选择数据库中的企业)
  it('when the credit code is not a registry company then it is added unmatched under the typed name, and a sync later matches it', async () => {
    const code = creditCode();
    const before = await poolDigest();
    await expectRefused(
      await t.send(ops, calls.create, { body: { creditCode: code } }),
      before,
      POOL_MSG.unmatchedNeedsName,
    );
    const typed = { creditCode: code, companyName: ' 北京工商未登记有限公司 ', companyRegion: '海淀区' };
    await expectRefused(await t.send(haidian, calls.create, { body: typed }), before, MSG.forbidden, 403);
    const res = await t.send(ops, calls.create, { body: typed });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      companyName: '北京工商未登记有限公司',
      creditCode: code,
      isMatch: false,
      status: 0,
      companyRegion: '海淀区',
    });
    const id = res.body.content.id;
    const unmatched = rowsOf(await list(ops, { isMatch: 'false' })).map((r) => r.id);
    expect(unmatched).toContain(id);
    const detail = await t.send(ops, calls.detail, { params: { id: id } });
    expect(detail.status).toBe(200);
    await registryEntry(t.db, { companyName: '北京工商未登记有限公司', creditCode: code, legalPerson: '后登记' });
    const sync = await t.send(city, calls.matchOne, { params: { id: id } });
    expect(sync.body.content.matched).toBe(1);
    expect(await companyById(t.db, id)).toMatchObject({ isMatch: true, legalPerson: '后登记' });
  });

  it('when the credit code differs from the registry company of the same name then 400 and nothing is written', async () => {
    const reg = await registryEntry(t.db, { companyName: '北京同名不同码有限公司' });
    const before = await poolDigest();
    await expectRefused(
      await t.send(ops, calls.create, { body: { creditCode: creditCode(), companyName: reg.companyName } }),
      before,
      POOL_MSG.codeDiffersFromRegistry,
    );
  });

  it('when the credit code is malformed then 400 with the credit-code message', async () => {
    const before = await poolDigest();
    await expectRefused(
      await t.send(ops, calls.create, { body: { creditCode: '91110108ABC' } }),
      before,
      CREDIT_CODE_MESSAGE,
    );
    await expectRefused(
      await t.send(ops, calls.create, { body: { companyName: 'x' } }),
      before,
      `统一社会信用代码${MSG.required}`,
    );
  });

  it('when a registry company is added then it is 未推送, matched, with the registry fields; adding it again is refused', async () => {
    const reg = await registryEntry(t.db, {
      companyName: '北京新增测试有限公司',
      registrationPlace: '西城区',
      legalPerson: '李四',
    });
    const res = await t.send(ops, calls.create, {
      body: {
        creditCode: reg.creditCode,
        companyRegion: '海淀区',
        contactsPhone: '13700001111',
      },
    });
    expect(res.status).toBe(200);
    const row = res.body.content;
    expect(row).toMatchObject({
      companyName: reg.companyName,
      status: 0,
      isMatch: true,
      registrationPlace: '西城区',
      legalPerson: '李四',
      companyRegion: '海淀区',
      contactsPhone: '137****1111',
    });
    const before = await poolDigest();
    await expectRefused(
      await t.send(ops, calls.create, { body: { creditCode: reg.creditCode } }),
      before,
      POOL_MSG.alreadyInPool,
    );
  });

  it('when a region is not a global_regoin value then 400', async () => {
    const reg = await registryEntry(t.db, { companyName: '区县校验有限公司' });
    const before = await poolDigest();
    await expectRefused(
      await t.send(ops, calls.create, { body: { creditCode: reg.creditCode, companyRegion: '火星区' } }),
      before,
      POOL_MSG.regionUnknown,
    );
  });

  it('when a company is edited then the fields change and the log keeps old and new values', async () => {
    const c = await poolEntry(t.db, { companyName: '编辑测试有限公司', contacts: '旧联系人' });
    const res = await t.send(ops, calls.update, {
      body: { id: c.id, contacts: '新联系人', contactsPhone: '13600002222', remark: '备注' },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ contacts: '新联系人', contactsPhone: '136****2222', remark: '备注' });
    const [log] = await t.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.action, '编辑企业'), eq(operationLog.target, c.companyName)));
    // the contact's name as the suite logs it: as typed, or masked under gm (TEST_CRYPTO_SUITE)
    expect(log.oldValue).toMatchObject({ contacts: nameForLog('旧联系人') });
    expect(log.newValue).toMatchObject({ contacts: nameForLog('新联系人'), contactsPhone: '136****2222' });
    const bad = await t.send(ops, calls.update, { body: { id: c.id, contactsPhone: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(POOL_MSG.phoneFormat);
  });

  it('when a selection to delete holds a pushed company then 企业状态为 未推送 才能进行删除操作 and nothing is deleted', async () => {
    const a = await poolEntry(t.db, { companyName: '删除甲有限公司', status: 0 });
    for (const status of [1, 2, 3, 4, 6, 7]) {
      const b = await poolEntry(t.db, { companyName: `删除乙${status}有限公司`, status });
      const before = await poolDigest();
      await expectRefused(await t.send(ops, calls.remove, { body: [a.id, b.id] }), before, POOL_RULES.delete.message);
    }
    const ok = await t.send(ops, calls.remove, { body: [a.id] });
    expect(ok.status).toBe(200);
    expect(await companyById(t.db, a.id)).toBeUndefined();
  });

  it('when the body of a write is malformed then 400 and nothing changes', async () => {
    const before = await poolDigest();
    await expectRefused(await t.send(ops, calls.remove, { body: [] }), before, '请选择要操作的数据');
    expect((await t.send(ops, calls.push, { body: { ids: 'x' } })).status).toBe(400);
    expect((await t.send(ops, calls.region, { body: { id: 1 } })).status).toBe(400);
    expect(await poolDigest()).toBe(before);
  });
});

describe('push and withdraw', () => {
  it('when one company without a dispatch district is pushed then 企业没有派单区县,请先修正派单区县', async () => {
    const c = await poolEntry(t.db, { companyName: '无区县有限公司', companyRegion: null });
    const before = await poolDigest();
    await expectRefused(await t.send(ops, calls.push, { body: { ids: [c.id] } }), before, POOL_RULES.pushNeedsRegion);
  });

  it('when a pushed company is pushed again, in every state but 未推送, then the push rule message', async () => {
    for (const status of [1, 2, 3, 4, 6, 7]) {
      const c = await poolEntry(t.db, { companyName: `再推送${status}有限公司`, status });
      const before = await poolDigest();
      await expectRefused(await t.send(ops, calls.push, { body: { ids: [c.id] } }), before, POOL_RULES.push.message);
    }
  });

  it('when a batch holds a company without district or one already pushed then the batch messages and nothing is pushed', async () => {
    const ready = await poolEntry(t.db, { companyName: '批量甲有限公司' });
    const noRegion = await poolEntry(t.db, { companyName: '批量乙有限公司', companyRegion: null });
    const pushed = await poolEntry(t.db, { companyName: '批量丙有限公司', status: 1 });
    const before = await poolDigest();
    await expectRefused(
      await t.send(ops, calls.push, { body: { ids: [ready.id, noRegion.id] } }),
      before,
      POOL_RULES.batchPushNeedsRegion,
    );
    await expectRefused(
      await t.send(ops, calls.push, { body: { ids: [ready.id, pushed.id] } }),
      before,
      POOL_RULES.push.message,
    );
  });

  it('when a batch is pushed then every company is 已推送 and the city has a 新建 order in its dispatch district', async () => {
    const a = await poolEntry(t.db, { companyName: '推送甲有限公司', companyRegion: '朝阳区', riskPoint: '1' });
    const b = await poolEntry(t.db, { companyName: '推送乙有限公司', companyRegion: '海淀区' });
    const res = await t.send(ops, calls.push, { body: { ids: [a.id, b.id] } });
    expect(res.status).toBe(200);
    for (const c of [a, b]) {
      const now = await companyById(t.db, c.id);
      expect(now.status).toBe(1);
      expect(now.pushTime).not.toBeNull();
      const orders = await ordersOf(t.db, c.id);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        status: ORDER_STATUS.NEW,
        region: c.companyRegion,
        companyName: c.companyName,
        creditCode: c.creditCode,
        riskPoint: c.riskPoint,
      });
    }
    const cityRows = rowsOf(await list(city)).map((r) => r.id);
    expect(cityRows).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('when 20 pushes of one company race then exactly one succeeds and one order exists', async () => {
    const c = await poolEntry(t.db, { companyName: '并发推送有限公司' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.send(ops, calls.push, { body: { ids: [c.id] } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400 && r.body.message === POOL_RULES.push.message)).toHaveLength(19);
    expect(await ordersOf(t.db, c.id)).toHaveLength(1);
  });

  it('when a company that is not 已推送 is withdrawn then 企业当前状态为为已推送,才能进行撤回操作', async () => {
    for (const status of [0, 2, 3, 4, 6, 7]) {
      const c = await poolEntry(t.db, { companyName: `撤回${status}有限公司`, status });
      const before = await poolDigest();
      await expectRefused(
        await t.send(ops, calls.withdraw, { body: { ids: [c.id] } }),
        before,
        POOL_RULES.withdraw.message,
      );
    }
  });

  it('when the district has taken the order then withdraw is refused; before that it removes the order', async () => {
    const c = await poolEntry(t.db, { companyName: '撤回接单有限公司' });
    expect((await t.send(ops, calls.push, { body: { ids: [c.id] } })).status).toBe(200);
    await t.db
      .update(verificationOrder)
      .set({ status: ORDER_STATUS.TAKEN })
      .where(eq(verificationOrder.riskCompanyId, c.id));
    const before = await poolDigest();
    await expectRefused(await t.send(ops, calls.withdraw, { body: { ids: [c.id] } }), before, POOL_RULES.withdrawTaken);

    const d = await poolEntry(t.db, { companyName: '撤回未接单有限公司' });
    expect((await t.send(ops, calls.push, { body: { ids: [d.id] } })).status).toBe(200);
    const res = await t.send(ops, calls.withdraw, { body: { ids: [d.id] } });
    expect(res.status).toBe(200);
    expect((await companyById(t.db, d.id)).status).toBe(0);
    expect(await ordersOf(t.db, d.id)).toHaveLength(0);
  });

  it('when the dispatch district changes before the order is taken then the order follows; after, it is refused', async () => {
    const c = await poolEntry(t.db, { companyName: '改派有限公司' });
    expect((await t.send(ops, calls.push, { body: { ids: [c.id] } })).status).toBe(200);
    const moved = await t.send(city, calls.region, {
      body: { id: c.id, companyRegion: '丰台区' },
    });
    expect(moved.status).toBe(200);
    expect((await companyById(t.db, c.id)).companyRegion).toBe('丰台区');
    expect((await ordersOf(t.db, c.id))[0].region).toBe('丰台区');
    await t.db
      .update(verificationOrder)
      .set({ status: ORDER_STATUS.TAKEN })
      .where(eq(verificationOrder.riskCompanyId, c.id));
    const before = await poolDigest();
    await expectRefused(
      await t.send(city, calls.region, { body: { id: c.id, companyRegion: '海淀区' } }),
      before,
      POOL_MSG.regionTaken,
    );
    await expectRefused(
      await t.send(city, calls.region, { body: { id: c.id, companyRegion: '月球区' } }),
      before,
      POOL_MSG.regionUnknown,
    );
  });
});

describe('focus, special follow, registry sync, phone, evaluation history', () => {
  it('when the city and operations mark key focus then each toggles its own field', async () => {
    const c = await poolEntry(t.db, { companyName: '关注有限公司', status: 1 });
    expect((await t.send(city, calls.follow, { params: { id: c.id } })).status).toBe(200);
    expect(await companyById(t.db, c.id)).toMatchObject({ cityFocus: true, focus: false });
    expect((await t.send(ops, calls.follow, { params: { id: c.id } })).status).toBe(200);
    expect(await companyById(t.db, c.id)).toMatchObject({ cityFocus: true, focus: true });
    expect((await t.send(admin, calls.follow, { params: { id: c.id } })).status).toBe(200);
    expect(await companyById(t.db, c.id)).toMatchObject({ cityFocus: true, focus: false });
    expect((await t.send(ops, calls.specialFollow, { params: { id: c.id } })).status).toBe(200);
    expect((await companyById(t.db, c.id)).specialFollow).toBe(true);
  });

  it('when registry data is synced then matches by credit code or normalised name fill empty fields and answer the counts', async () => {
    const reg = await registryEntry(t.db, {
      companyName: '北京同步(测试)有限公司',
      legalPerson: '赵六',
      registrationPlace: '通州区',
    });
    const byName = await poolEntry(t.db, {
      companyName: '北京同步（测试）有限公司',
      registrationPlace: null,
      legalPerson: null,
      isMatch: false,
    });
    const none = await poolEntry(t.db, { companyName: '工商查无有限公司', isMatch: true });
    const res = await t.send(city, calls.matchMany, {
      body: { ids: [byName.id, none.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({ matched: 1, unmatched: 1 });
    expect(await companyById(t.db, byName.id)).toMatchObject({
      isMatch: true,
      legalPerson: '赵六',
      registrationPlace: '通州区',
    });
    expect((await companyById(t.db, none.id)).isMatch).toBe(false);
    const single = await t.send(ops, calls.matchOne, { params: { id: byName.id } });
    expect(single.body.content.matched).toBe(1);
    expect(reg.creditCode).not.toBe(byName.creditCode);
  });

  it('when operations views a full phone then it is answered and logged; the city may not', async () => {
    const c = await poolEntry(t.db, { companyName: '电话有限公司', legalPersonPhone: '13811112222' });
    const res = await t.send(ops, calls.phone, { params: { id: c.id }, query: { field: 'legalPersonPhone' } });
    expect(res.body.content).toBe('13811112222');
    const logs = await t.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.action, '查看完整电话'), eq(operationLog.username, 'ops')));
    expect(logs.some((l) => l.target?.includes('电话有限公司'))).toBe(true);
    expect(
      (await t.send(city, calls.phone, { params: { id: c.id }, query: { field: 'legalPersonPhone' } })).status,
    ).toBe(403);
    expect((await t.send(ops, calls.phone, { params: { id: c.id }, query: { field: 'password' } })).status).toBe(400);
  });

  it('when evaluations exist then the history lists them newest first', async () => {
    const c = await poolEntry(t.db, { companyName: '评价历史有限公司', status: 7 });
    await t.db.insert(riskCompanyEvaluation).values([
      {
        riskCompanyId: c.id,
        score: 80,
        content: '第一次',
        evaluator: 'city',
        createTime: new Date('2025-01-01T00:00:00Z'),
      },
      {
        riskCompanyId: c.id,
        score: 90,
        content: '第二次',
        evaluator: 'city',
        createTime: new Date('2025-06-01T00:00:00Z'),
      },
    ]);
    const res = await t.send(city, calls.evaluationHistory, { params: { id: c.id } });
    expect(res.body.content.map((e) => e.content)).toEqual(['第二次', '第一次']);
  });

  it('when risk information changes then refreshRiskSummary recomputes count, categories and the latest point', async () => {
    const c = await poolEntry(t.db, { companyName: '风险汇总有限公司' });
    await t.db.insert(riskCompanyInfo).values([
      {
        riskCompanyId: c.id,
        riskPoint: '2',
        riskDegree: 1,
        category: '2',
        content: 'a',
        includedTime: new Date('2025-01-01T00:00:00Z'),
      },
      {
        riskCompanyId: c.id,
        riskPoint: '5',
        riskDegree: 2,
        category: '1',
        riskDimensionName: '经营',
        content: 'b',
        includedTime: new Date('2025-03-01T00:00:00Z'),
      },
      {
        riskCompanyId: c.id,
        riskPoint: '3',
        riskDegree: 0,
        category: '2',
        content: 'c',
        includedTime: new Date('2025-02-01T00:00:00Z'),
      },
    ]);
    await t.db.transaction((tx) => refreshRiskSummary(tx, [c.id]));
    expect(await companyById(t.db, c.id)).toMatchObject({
      riskInfoCount: 3,
      type: '1,2',
      riskPoint: '5',
      riskDegree: 2,
      riskDimensionName: '经营',
      includedTime: new Date('2025-03-01T00:00:00Z'),
    });
  });
});

describe('permissions', () => {
  let target: number;
  beforeAll(async () => {
    target = (await poolEntry(t.db, { companyName: '权限测试有限公司', status: 1 })).id;
  });

  const writes = (id: () => number) => [
    { name: 'add', call: calls.create, input: () => ({ body: { creditCode: creditCode() } }) },
    { name: 'edit', call: calls.update, input: () => ({ body: { id: id(), remark: 'x' } }) },
    { name: 'del', call: calls.remove, input: () => ({ body: [id()] }) },
    { name: 'push', call: calls.push, input: () => ({ body: { ids: [id()] } }) },
    { name: 'withdraw', call: calls.withdraw, input: () => ({ body: { ids: [id()] } }) },
    { name: 'specialFollow', call: calls.specialFollow, input: () => ({ params: { id: id() } }) },
    { name: 'upload', call: calls.importExcel, input: () => ({}) },
  ];

  it.each(writes(() => target).map((w) => [w.name, w] as const))(
    'when the city calls %s then 403 and nothing changes',
    async (_n, w) => {
      const before = await poolDigest();
      const res = await t.send(city, w.call, w.input());
      await expectRefused(res, before, MSG.forbidden, 403);
    },
  );

  const districtWrites = [
    ...writes(() => target),
    { name: 'follow', call: calls.follow, input: () => ({ params: { id: target } }) },
    { name: 'region', call: calls.region, input: () => ({ body: { id: target, companyRegion: '海淀区' } }) },
    { name: 'matching', call: calls.matchOne, input: () => ({ params: { id: target } }) },
    { name: 'download', call: calls.download, input: () => ({}) },
  ];
  it.each(districtWrites.map((w) => [w.name, w] as const))(
    'when haidian calls %s then 403 and nothing changes',
    async (_n, w) => {
      const before = await poolDigest();
      const res = await t.send(haidian, w.call, w.input());
      await expectRefused(res, before, MSG.forbidden, 403);
    },
  );

  it('when the city uses its own codes (follow, editRegion, matching, downLoad) then they pass', async () => {
    expect((await t.send(city, calls.follow, { params: { id: target } })).status).toBe(200);
    expect((await t.send(city, calls.region, { body: { id: target, companyRegion: '海淀区' } })).status).toBe(200);
    expect((await t.send(city, calls.matchOne, { params: { id: target } })).status).toBe(200);
    expect((await t.send(city, calls.download)).status).toBe(200);
  });

  it('when not signed in then 401', async () => {
    expect((await t.send(null, calls.list)).status).toBe(401);
  });

  it('after all these writes the statistic table still equals the live counts', async () => {
    const res = (await t.db.execute(sql`
      select (select coalesce(sum(n), 0)::int from risk_company_stat) as kept, (select count(*)::int from risk_company) as live,
             (select coalesce(sum(n), 0)::int from risk_company_stat where focus) as kept_focus, (select count(*)::int from risk_company where focus) as live_focus`)) as unknown as {
      rows: { kept: number; live: number; kept_focus: number; live_focus: number }[];
    };
    expect(res.rows[0].kept).toBe(res.rows[0].live);
    expect(res.rows[0].kept_focus).toBe(res.rows[0].live_focus);
    expect(await t.db.$count(riskCompany)).toBe(res.rows[0].live);
  });
});
