import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { ORDER_ACTIONS } from '@risk/shared/order-machine';
import { VERIFICATION_LIST_MSG } from '@risk/shared/schemas/verification';
import { ORDER_STATUS as S } from '@risk/shared/verification';
import { verificationCalls as calls, type OrderRow } from '@risk/shared/api/verification';
import type { Page } from '@risk/shared/wire';
import { disposalOrder } from '../../../../src/db/schema/disposal.ts';
import { verificationInfo, verificationOrder } from '../../../../src/db/schema/verification.ts';
import { createTestApp, injectOf, tableDigest, type TestApp } from '../../../helpers/test-app.ts';
import { FORM, pushedOrder } from '../../../helpers/order-fixtures.ts';

/** The verification calls: the form's create / update / fetch, the review view, related ids, statusCounty. */
let t: TestApp;
let ops: string;
let city: string;
let haidian: string;
let chaoyang: string;
let orderId: number;

beforeAll(async () => {
  t = await createTestApp();
  [ops, city, haidian, chaoyang] = await Promise.all(['ops', 'city', 'haidian', 'chaoyang'].map((u) => t.login(u)));
  orderId = (await pushedOrder(t, ops)).id;
  await t.send(city, calls.dispatch, { body: { ids: [orderId] } });
  expect((await t.send(haidian, calls.take, { params: { id: orderId } })).status).toBe(200);
});
afterAll(() => t.close());

const forms = () => tableDigest(t.db, 'risk_verification_info');

describe('POST /riskVerificationInfos/{id} (fetch), POST (create), PUT /{id} (update)', () => {
  it('when the order has no form yet then the fetch answers null; after create it answers the saved form', async () => {
    const before = await t.send(haidian, calls.form, { params: { orderId } });
    expect([before.status, before.body.content]).toEqual([200, null]);
    const created = await t.send(haidian, calls.saveForm, { body: { orderId, submit: false, ...FORM } });
    expect(created.status).toBe(200);
    const fetched = await t.send(haidian, calls.form, { params: { orderId } });
    expect(fetched.body.content).toMatchObject({ orderId, workersNum: FORM.workersNum, contacts: FORM.contacts });
    // the city reads it too
    expect((await t.send(city, calls.form, { params: { orderId } })).status).toBe(200);
  });

  it("when another district fetches the order's form then 404 as if absent", async () => {
    const res = await t.send(chaoyang, calls.form, { params: { orderId } });
    expect([res.status, res.body.message]).toEqual([404, MSG.notFound]);
  });

  it('the old GET-like path /{id}/fetch is gone', async () => {
    const form = injectOf(calls.form, { params: { orderId } });
    expect((await t.call(haidian, { ...form, url: `${String(form.url)}/fetch` })).status).toBe(404);
  });

  it('when the form has an empty contact then 400 with the Chinese message and nothing written', async () => {
    const before = await forms();
    const res = await t.send(haidian, calls.saveForm, { body: { orderId, submit: false, ...FORM, contacts: '' } });
    expect([res.status, res.body.message]).toEqual([400, '联系人不能为空']);
    expect(await forms()).toBe(before);
  });

  it('when the city (no writeVerify) creates or updates a form then 403', async () => {
    expect((await t.send(city, calls.saveForm, { body: { orderId, submit: false, ...FORM } })).status).toBe(403);
    const [form] = await t.db.select().from(verificationInfo).where(eq(verificationInfo.orderId, orderId));
    expect((await t.send(city, calls.editForm, { params: { id: form.id }, body: FORM })).status).toBe(403);
  });

  it('update is allowed at 1,4,5,6,7,8,9 and refused elsewhere with the spec rule message', async () => {
    const [form] = await t.db.select().from(verificationInfo).where(eq(verificationInfo.orderId, orderId));
    const put = () => t.send(haidian, calls.editForm, { params: { id: form.id }, body: { ...FORM, downNum: 31 } });
    for (const status of [S.TAKEN, S.VERIFYING, S.TO_AUDIT, S.TO_RATE, S.DISPOSING, S.DONE, S.ARCHIVED]) {
      await t.db.update(verificationOrder).set({ status }).where(eq(verificationOrder.id, orderId));
      expect((await put()).status, `status ${status}`).toBe(200);
    }
    for (const status of [S.DISPATCHED, S.REVOKED, S.REFUSED, S.NEW, S.NOT_DISPATCHED]) {
      await t.db.update(verificationOrder).set({ status }).where(eq(verificationOrder.id, orderId));
      const before = await forms();
      const res = await put();
      expect([res.status, res.body.message], `status ${status}`).toEqual([400, ORDER_ACTIONS.editForm.refused]);
      expect(await forms()).toBe(before);
    }
    await t.db.update(verificationOrder).set({ status: S.VERIFYING }).where(eq(verificationOrder.id, orderId));
  });

  it("when another district updates the order's form then 404", async () => {
    const [form] = await t.db.select().from(verificationInfo).where(eq(verificationInfo.orderId, orderId));
    const res = await t.send(chaoyang, calls.editForm, { params: { id: form.id }, body: FORM });
    expect(res.status).toBe(404);
  });
});

describe('GET /sp/business/v1/riskVerificationInfo/review/{id}', () => {
  it('before any push: no answers; after a push: the link row, unfilled', async () => {
    const first = await t.send(haidian, calls.appReview, { params: { orderId } });
    expect(first.status).toBe(200);
    expect(first.body.content).toMatchObject({ orderId, latest: null, fillAppStatus: 0 });
    expect((await t.send(haidian, calls.pushApp, { params: { orderId } })).status).toBe(200);
    const after = await t.send(haidian, calls.appReview, { params: { orderId } });
    expect(after.body.content.latest).toMatchObject({ form: null, fillAppStatus: 0 });
  });

  it("another district's order answers 404, a bad id 400, no session 401", async () => {
    expect((await t.send(chaoyang, calls.appReview, { params: { orderId } })).status).toBe(404);
    const bad = await t.send(haidian, calls.appReview, { params: { orderId: 'abc' } });
    expect([bad.status, bad.body.message]).toEqual([400, '工单ID必须是数字']);
    expect((await t.send(null, calls.appReview, { params: { orderId } })).status).toBe(401);
  });
});

describe('the related companies of orders (ids as repeated keys)', () => {
  it('answers the linked companies of every order named, each with its order', async () => {
    const second = (await pushedOrder(t, ops)).id;
    const a = await pushedOrder(t, ops);
    const b = await pushedOrder(t, ops);
    const add = (id: number, c: number) =>
      t.send(haidian, calls.addRelated, { params: { orderId: id }, body: { riskCompanyIds: [c] } });
    expect((await add(orderId, a.riskCompanyId)).status).toBe(200);
    expect((await add(second, b.riskCompanyId)).status).toBe(200);
    const res = await t.send(haidian, calls.related, { query: { ids: [String(orderId), String(second)] } });
    expect(res.status).toBe(200);
    expect(res.body.content.map((r) => [r.orderId, r.riskCompanyId])).toEqual([
      [orderId, a.riskCompanyId],
      [second, b.riskCompanyId],
    ]);
  });

  it('without ids 400 in Chinese; a non-number 400; another district 404', async () => {
    const none = await t.send(haidian, calls.related);
    expect([none.status, none.body.message]).toEqual([400, '请选择工单']);
    expect((await t.send(haidian, calls.related, { query: { ids: 'x' } })).status).toBe(400);
    expect((await t.send(chaoyang, calls.related, { query: { ids: String(orderId) } })).status).toBe(404);
  });
});

describe('verification list: statusCounty', () => {
  const list = (token: string, query: Record<string, string | string[]>) =>
    t.send(token, calls.list, { query: { size: '9999', ...query } });
  const statuses = (p: Page<OrderRow>) => [...new Set(p.content.map((r) => r.content.status))].sort();

  it('narrows the list to the statuses named (repeated keys), on the county and the city side', async () => {
    const expected = (await t.db.select({ status: verificationOrder.status }).from(verificationOrder)).filter(
      (r) => r.status === S.VERIFYING,
    ).length;
    const city4 = await list(city, { statusCounty: String(S.VERIFYING) });
    expect(city4.status).toBe(200);
    expect(city4.body.content.metadata.totalElements).toBe(expected);
    const county = await list(haidian, { tab: 'countyAll', statusCounty: [String(S.VERIFYING), String(S.TO_AUDIT)] });
    expect(statuses(county.body.content).every((s) => s === S.VERIFYING || s === S.TO_AUDIT)).toBe(true);
  });

  it('a status a district never sees (10) answers 400 with the Chinese message', async () => {
    const res = await list(haidian, { statusCounty: '10' });
    expect([res.status, res.body.message]).toEqual([400, VERIFICATION_LIST_MSG.statusCountyUnknown]);
  });
});

describe('the order record carries the workflow facts of the spec', () => {
  it('warnLevel, verifyInfo, verify, infoStatus, isInterView, isDock, isLayoffReport and riskCompanyCreateTime follow the workflow', async () => {
    const row = async () =>
      // CountyAll: every dispatched status (without a tab the city's default status set 1,5–9 leaves out 0)
      (await t.send(city, calls.list, { query: { size: '9999', tab: 'CountyAll' } })).body.content.content
        .map((r) => r.content)
        .find((r) => r.id === orderId)!;
    const before = await row();
    expect(before).toMatchObject({
      warnLevel: '未定级',
      verifyInfo: '0',
      verify: '0',
      infoStatus: 1,
      isInterView: '0',
      isDock: '0',
      isLayoffReport: '0',
    });
    expect(before.riskCompanyCreateTime).not.toBeNull();
    await t.db.update(verificationOrder).set({ status: S.VERIFYING }).where(eq(verificationOrder.id, orderId));
    expect((await t.send(haidian, calls.saveForm, { body: { orderId, submit: true, ...FORM } })).status).toBe(200);
    expect((await t.send(city, calls.review, { params: { id: orderId }, body: { pass: true } })).status).toBe(200);
    expect((await t.send(city, calls.rate, { params: { id: orderId }, body: { level: '二级' } })).status).toBe(200);
    const after = await row();
    expect(after).toMatchObject({ warnLevel: '二级', verifyInfo: '1', verify: '1' });
    // 已约谈 and 已对接服务 follow what the disposal the grade opened records
    expect(after).toMatchObject({ isInterView: '0', isDock: '0' });
    await t.db.update(disposalOrder).set({ talkNum: 2 }).where(eq(disposalOrder.orderId, orderId));
    expect(await row()).toMatchObject({ isInterView: '1', isDock: '0' });
    await t.db.update(disposalOrder).set({ talkNum: 0, serverNum: 1 }).where(eq(disposalOrder.orderId, orderId));
    expect(await row()).toMatchObject({ isInterView: '0', isDock: '1' });
  });
});
