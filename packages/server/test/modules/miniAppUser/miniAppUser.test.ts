import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { MOBILE_MESSAGE } from '@risk/shared/phone';
import { MONITOR_CONFIG_MSG } from '@risk/shared/schemas/monitor-config';
import { miniAppUserCalls as calls } from '@risk/shared/api/miniAppUser';
import { verificationCalls as orders } from '@risk/shared/api/verification';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { creditCode } from '../../helpers/pool-fixtures.ts';
import { FORM, pushedOrder } from '../../helpers/order-fixtures.ts';

const PASSWORD = 'Company@2026';

let t: TestApp;
let ops: string;
let city: string;
let haidian: string;
let chaoyang: string;

beforeAll(async () => {
  t = await createTestApp();
  [ops, city, haidian, chaoyang] = await Promise.all([
    t.login('ops'),
    t.login('city'),
    t.login('haidian'),
    t.login('chaoyang'),
  ]);
});
afterAll(() => t.close());

const register = (account: string, fields: Record<string, string> = {}) =>
  t.send(null, calls.register, {
    body: {
      account,
      password: t.encrypt(PASSWORD),
      companyName: '北京小程序账号测试有限公司',
      creditCode: creditCode(),
      region: '海淀区',
      contactName: '钱经办',
      ...fields,
    },
  });
const signIn = async (account: string) => {
  const res = await t.send(null, calls.login, { body: { account, password: t.encrypt(PASSWORD) } });
  return { 'x-app-session': res.body.content.token };
};
const list = (token: string, query: Record<string, string> = {}) => t.send(token, calls.list, { query });
const digest = () => tableDigest(t.db, 'mini_app_user');

describe('小程序用户', () => {
  it('when a company registers then the district lists it 待审核 with the phone masked; bad input is refused with nothing written', async () => {
    const res = await register('13600000001');
    expect([res.status, res.body.message]).toEqual([200, MONITOR_CONFIG_MSG.registered]);
    await register('13600000002', { region: '朝阳区', companyName: '北京朝阳小程序测试有限公司' });
    const mine = await list(haidian);
    expect(mine.body.content.content.map((c) => [c.content.account, c.content.status])).toEqual([['136****0001', 0]]);
    expect((await list(ops)).body.content.metadata.totalElements).toBe(2);
    expect((await list(ops, { status: '1' })).body.content.metadata.totalElements).toBe(0);
    expect((await list(ops, { sort: 'account,ASC' })).status).toBe(400);

    const before = await digest();
    const cases: [string, Record<string, string>, string][] = [
      ['13600000001', {}, MONITOR_CONFIG_MSG.accountTaken],
      ['1360000', {}, MOBILE_MESSAGE],
      ['13600000003', { companyName: '' }, `企业名称${MSG.required}`],
      ['13600000003', { creditCode: '123' }, '统一社会信用代码格式不正确'],
      ['13600000003', { region: '上海市' }, '请选择所属区县'],
      ['13600000003', { password: t.encrypt('123') }, MSG.passwordRule],
    ];
    for (const [account, fields, message] of cases) {
      const r = await register(account, fields);
      expect([r.status, r.body.message], account + JSON.stringify(fields)).toEqual([400, message]);
    }
    expect(await digest()).toBe(before);
    const wrong = await t.send(null, calls.login, {
      body: { account: '13600000001', password: t.encrypt('Wrong@2026') },
    });
    expect([wrong.status, wrong.body.message]).toEqual([400, MONITOR_CONFIG_MSG.appLoginFailed]);
  });

  it('when another district audits or deletes the account then 404; the city (no codes) 403; nothing changes', async () => {
    const id = (await list(haidian)).body.content.content[0].content.id;
    const before = await digest();
    expect((await t.send(chaoyang, calls.audit, { params: { id } })).status).toBe(404);
    expect((await t.send(chaoyang, calls.remove, { body: [id] })).status).toBe(404);
    expect((await t.send(city, calls.audit, { params: { id } })).status).toBe(403);
    expect((await list(city)).status).toBe(403);
    expect(await digest()).toBe(before);
  });

  it('when the company opens a pushed form then it needs to sign in, an audited account, and its own company', async () => {
    const order = await pushedOrder(t, ops);
    await t.send(city, orders.dispatch, { body: { ids: [order.id] } });
    await t.send(haidian, orders.take, { params: { id: order.id } });
    const pushed = await t.send(haidian, orders.pushApp, { params: { orderId: order.id } });
    const link = { token: pushed.body.content.token };
    const { level: _level, ...answers } = FORM;

    const anonymous = await t.send(null, orders.appForm, { params: link });
    expect([anonymous.status, anonymous.body.message]).toEqual([401, MONITOR_CONFIG_MSG.appNotSignedIn]);
    expect(
      (await register('13600000010', { companyName: order.companyName, creditCode: order.creditCode })).status,
    ).toBe(200);
    const session = await signIn('13600000010');
    const me = await t.send(null, calls.me, { headers: session });
    expect(me.body.content.status).toBe(0);
    const pending = await t.send(null, orders.appForm, { params: link, headers: session });
    expect([pending.status, pending.body.message]).toEqual([403, MONITOR_CONFIG_MSG.appNotAudited]);
    const refused = await t.send(null, orders.submitAppForm, { params: link, headers: session, body: answers });
    expect(refused.status).toBe(403);

    const id = (await list(haidian, { account: '13600000010' })).body.content.content[0].content.id;
    // 不通过 needs its reason; refused, the account reads the reason and still cannot open the form
    const before = await digest();
    const noReason = await t.send(haidian, calls.audit, { params: { id }, body: { status: 2 } });
    expect([noReason.status, noReason.body.message]).toEqual([400, MONITOR_CONFIG_MSG.auditExplainRequired]);
    const badResult = await t.send(haidian, calls.audit, { params: { id }, body: { status: 3 } });
    expect(badResult.status).toBe(400);
    expect(await digest()).toBe(before);
    const reject = await t.send(haidian, calls.audit, {
      params: { id },
      body: { status: 2, auditExplain: '联系人与企业登记信息不符' },
    });
    expect([reject.status, reject.body.message]).toEqual([200, MONITOR_CONFIG_MSG.audited]);
    const rejectedRow = (await list(haidian, { status: '2' })).body.content.content.map((c) => c.content);
    expect(rejectedRow.map((r) => [r.id, r.status, r.auditExplain])).toEqual([[id, 2, '联系人与企业登记信息不符']]);
    const meRejected = await t.send(null, calls.me, { headers: session });
    expect([meRejected.body.content.status, meRejected.body.content.auditExplain]).toEqual([
      2,
      '联系人与企业登记信息不符',
    ]);
    const rejected = await t.send(null, orders.appForm, { params: link, headers: session });
    expect([rejected.status, rejected.body.message]).toEqual([
      403,
      `${MONITOR_CONFIG_MSG.appRejected}（原因：联系人与企业登记信息不符）`,
    ]);
    expect((await t.send(null, orders.submitAppForm, { params: link, headers: session, body: answers })).status).toBe(
      403,
    );
    // another district cannot re-audit it either
    expect((await t.send(chaoyang, calls.audit, { params: { id } })).status).toBe(404);

    // audited again: 通过 (a call without a body passes)
    const audit = await t.send(haidian, calls.audit, { params: { id } });
    expect([audit.status, audit.body.message]).toEqual([200, MONITOR_CONFIG_MSG.audited]);
    const passed = (await list(haidian, { account: '13600000010' })).body.content.content[0].content;
    expect([passed.status, passed.auditExplain]).toEqual([1, null]);
    const again = await t.send(haidian, calls.audit, { params: { id }, body: { status: 2, auditExplain: '改判' } });
    expect([again.status, again.body.message]).toEqual([400, MONITOR_CONFIG_MSG.alreadyAudited]);
    expect((await t.send(null, orders.appForm, { params: link, headers: session })).status).toBe(200);
    expect((await t.send(null, orders.submitAppForm, { params: link, headers: session, body: answers })).status).toBe(
      200,
    );

    // an audited account of another company may not open this link
    const otherId = (await list(haidian, { account: '13600000001' })).body.content.content[0].content.id;
    await t.send(haidian, calls.audit, { params: { id: otherId } });
    const other = await t.send(null, orders.appForm, { params: link, headers: await signIn('13600000001') });
    expect([other.status, other.body.message]).toEqual([403, MONITOR_CONFIG_MSG.appOtherCompany]);

    // deleted, the account and its sign-in are gone
    const del = await t.send(haidian, calls.remove, { body: [id] });
    expect([del.status, del.body.message]).toEqual([200, MSG.deleted]);
    expect((await t.send(null, orders.appForm, { params: link, headers: session })).status).toBe(401);
  });

  it('when a refused account is deleted then it and its sign-in are gone; the company may register again', async () => {
    await register('13600000020');
    const id = (await list(haidian, { account: '13600000020' })).body.content.content[0].content.id;
    const session = await signIn('13600000020');
    await t.send(haidian, calls.audit, { params: { id }, body: { status: 2, auditExplain: '重复注册' } });
    const del = await t.send(haidian, calls.remove, { body: [id] });
    expect([del.status, del.body.message]).toEqual([200, MSG.deleted]);
    expect((await t.send(null, calls.me, { headers: session })).status).toBe(401);
    expect((await list(haidian, { account: '13600000020' })).body.content.metadata.totalElements).toBe(0);
    expect((await register('13600000020')).status).toBe(200);
  });
});
