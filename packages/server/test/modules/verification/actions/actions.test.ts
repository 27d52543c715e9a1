import { noticeCalls } from '@risk/shared/api/notices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { COMPANY_STATUS, INFO_STATUS } from '@risk/shared/pool';
import { ORDER_ACTIONS, refusalOf, type OrderActionName } from '@risk/shared/order-machine';
import { VERIFICATION_MSG } from '@risk/shared/schemas/verification';
import { ORDER_STATUS as S, type OrderStatus } from '@risk/shared/verification';
import type { AnyEndpoint } from '@risk/shared/api/endpoint';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { role } from '../../../../src/db/schema/system.ts';
import { verificationInfo, verificationOrder } from '../../../../src/db/schema/verification.ts';
import { createTestApp, tableDigest, type SendInput, type TestApp } from '../../../helpers/test-app.ts';
import { companyById } from '../../../helpers/pool-fixtures.ts';
import { companyAccount, FORM, orderById, pushedOrder } from '../../../helpers/order-fixtures.ts';

let t: TestApp;
let ops: string;
let city: string;
let haidian: string;
let chaoyang: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [ops, city, haidian, chaoyang, admin] = await Promise.all(
    ['ops', 'city', 'haidian', 'chaoyang', 'admin'].map((u) => t.login(u)),
  );
});
afterAll(() => t.close());

const digest = async () =>
  ['risk_verification_order', 'risk_order_audit', 'risk_verification_info', 'risk_company']
    .map((x) => tableDigest(t.db, x))
    .reduce(async (a, b) => `${await a}/${await b}`, Promise.resolve(''));

/** Each action as the client calls it, by the role entitled to it. */
const CALLS: Record<OrderActionName, (id: number, formId: number) => [() => string, AnyEndpoint, SendInput]> = {
  dispatch: (id) => [() => city, calls.dispatch, { body: { ids: [id] } }],
  editRegion: (id) => [() => city, calls.update, { params: { id }, body: { region: '朝阳区' } }],
  noDelivery: (id) => [() => city, calls.noDelivery, { body: { ids: [id] } }],
  reCallNoDelivery: (id) => [() => city, calls.reCallNoDelivery, { body: { ids: [id] } }],
  revoke: (id) => [() => city, calls.revoke, { params: { id } }],
  takeOrder: (id) => [() => haidian, calls.take, { params: { id } }],
  refuse: (id) => [() => haidian, calls.refuse, { params: { id }, body: { reason: '不属于本区' } }],
  backOrder: (id) => [() => admin, calls.backOrder, { params: { id }, body: { reason: '派错区县' } }],
  pushApp: (id) => [() => haidian, calls.pushApp, { params: { orderId: id } }],
  auditApp: (id) => [() => haidian, calls.auditApp, { params: { orderId: id }, body: { pass: true } }],
  saveDraft: (id) => [() => haidian, calls.saveForm, { body: { orderId: id, submit: false, ...FORM } }],
  submit: (id) => [() => haidian, calls.saveForm, { body: { orderId: id, submit: true, ...FORM } }],
  editForm: (_id, formId) => [() => haidian, calls.editForm, { params: { id: formId }, body: FORM }],
  reviewPass: (id) => [() => city, calls.review, { params: { id }, body: { pass: true } }],
  reviewReturn: (id) => [
    () => city,
    calls.review,
    { params: { id }, body: { pass: false, auditExplain: '联系人电话有误' } },
  ],
  rating: (id) => [() => city, calls.rate, { params: { id }, body: { level: '二级' } }],
};

const invoke = (action: OrderActionName, id: number, formId = 0, token?: string) => {
  const [who, call, input] = CALLS[action](id, formId);
  return t.send(token ?? who(), call, input);
};

describe('status rules', () => {
  let id: number;
  let formId: number;
  beforeAll(async () => {
    id = (await pushedOrder(t, ops)).id;
    const [f] = await t.db
      .insert(verificationInfo)
      .values({ orderId: id, ...FORM, systemLevel: '三级', source: 'county' })
      .returning();
    formId = f.id;
  });

  const ALL = Object.values(S) as OrderStatus[];
  for (const action of Object.keys(ORDER_ACTIONS) as OrderActionName[]) {
    it(`when ${action} is called in a status it is not allowed in then the spec's message comes and nothing changes`, async () => {
      for (const status of ALL.filter((s) => !(ORDER_ACTIONS[action].from as readonly number[]).includes(s))) {
        await t.db.update(verificationOrder).set({ status }).where(eq(verificationOrder.id, id));
        const before = await digest();
        const res = await invoke(action, id, formId);
        expect([res.status, res.body.message], `${action} at ${status}`).toEqual([400, refusalOf(action, status)]);
        expect(await digest()).toBe(before);
      }
    });
  }
});

describe('roles, districts and bodies', () => {
  let id: number;
  beforeAll(async () => {
    id = (await pushedOrder(t, ops)).id;
  });

  it('when a district user dispatches, reviews or rates, or the city takes the order, then 403 and nothing changes', async () => {
    const before = await digest();
    for (const [action, token] of [
      ['dispatch', haidian],
      ['reviewPass', haidian],
      ['rating', haidian],
      ['takeOrder', city],
      ['saveDraft', city],
      ['backOrder', haidian],
    ] as const) {
      const res = await invoke(action, id, 0, token);
      expect([res.status, res.body.message], action).toEqual([403, MSG.forbidden]);
    }
    expect(await digest()).toBe(before);
  });

  it('when a district role holds riskVerificationCounty:backOrder then it refuses (退单) an order awaiting it; without the code, takeOrder alone, 403', async () => {
    const [district] = await t.db.select().from(role).where(eq(role.name, '区人社局'));
    expect(district.permissions).toContain(ORDER_ACTIONS.refuse.permission[0]);
    const refused = (await pushedOrder(t, ops)).id;
    await t.send(city, calls.dispatch, { body: { ids: [refused] } });
    const withoutCode = (await pushedOrder(t, ops)).id;
    await t.send(city, calls.dispatch, { body: { ids: [withoutCode] } });
    expect((await invoke('refuse', refused)).status).toBe(200);
    expect((await orderById(t.db, refused)).status).toBe(S.REFUSED);
    // holding the code does not open 退回市级 after taking: that stays the administrator's
    await t.send(haidian, calls.take, { params: { id: withoutCode } });
    expect((await invoke('backOrder', withoutCode, 0, haidian)).status).toBe(403);
    await t.db.update(verificationOrder).set({ status: S.DISPATCHED }).where(eq(verificationOrder.id, withoutCode));

    await t.db
      .update(role)
      .set({ permissions: district.permissions.filter((c) => c !== 'riskVerificationCounty:backOrder') })
      .where(eq(role.id, district.id));
    try {
      const takeOnly = await t.login('haidian');
      const before = await digest();
      const res = await invoke('refuse', withoutCode, 0, takeOnly);
      expect([res.status, res.body.message]).toEqual([403, MSG.forbidden]);
      expect(await digest()).toBe(before);
    } finally {
      await t.db.update(role).set({ permissions: district.permissions }).where(eq(role.id, district.id));
    }
  });

  it("when another district takes 海淀区's order then 404 as if absent", async () => {
    expect((await t.send(city, calls.dispatch, { body: { ids: [id] } })).status).toBe(200);
    const before = await digest();
    const res = await t.send(chaoyang, calls.take, { params: { id } });
    expect([res.status, res.body.message]).toEqual([404, MSG.notFound]);
    expect(await digest()).toBe(before);
  });

  it('when bodies are malformed then 400 and nothing changes', async () => {
    const before = await digest();
    for (const [token, call, input] of [
      [haidian, calls.refuse, { params: { id }, body: { reason: '' } }],
      [haidian, calls.refuse, { params: { id }, body: { reason: 'x'.repeat(501) } }],
      [city, calls.dispatch, { body: { ids: [] } }],
      [haidian, calls.saveForm, { body: { orderId: id, submit: true, ...FORM, downNum: 500 } }],
    ] as const) {
      const res = await t.send(token, call, input);
      expect(res.status, call.path).toBe(400);
    }
    expect((await t.send(city, calls.review, { params: { id }, body: { pass: false } })).body.message).toBe(
      '请填写退回说明',
    );
    expect((await t.send(city, calls.rate, { params: { id }, body: { level: '四级' } })).status).toBe(400);
    expect(await digest()).toBe(before);
  });
});

describe('the happy path', () => {
  it('push → dispatch → take → draft → submit → return → resubmit → pass → rating 二级 (7, pool 3), with trail, pool and notices', async () => {
    const order = await pushedOrder(t, ops);
    const id = order.id;
    expect(order.status).toBe(S.NEW);
    expect((await t.send(city, calls.dispatch, { body: { ids: [id] } })).status).toBe(200);
    let o = await orderById(t.db, id);
    expect(o.status).toBe(S.DISPATCHED);
    expect(o.dispatchTime).not.toBeNull();
    expect((await companyById(t.db, o.riskCompanyId)).infoStatus).toBe(1);

    const notices = await t.send(haidian, noticeCalls.list, { query: { size: '100' } });
    const mine = notices.body.content.content.map((c) => c.content).filter((n) => n.noticeBody.includes(o.companyName));
    expect(mine).toHaveLength(1);
    expect(mine[0].status).toBe(0);
    const other = await t.send(chaoyang, noticeCalls.detail, { params: { id: mine[0].id } });
    expect(other.status).toBe(404);
    const read = await t.send(haidian, noticeCalls.detail, { params: { id: mine[0].id } });
    expect(read.body.content.status).toBe(1);

    expect((await t.send(haidian, calls.take, { params: { id } })).status).toBe(200);
    o = await orderById(t.db, id);
    expect([o.status, (await companyById(t.db, o.riskCompanyId)).status]).toEqual([S.TAKEN, 2]);
    expect(o.ordersTime).not.toBeNull();

    const draft = await t.send(haidian, calls.saveForm, { body: { orderId: id, submit: false, ...FORM } });
    expect(draft.status).toBe(200);
    expect((draft.body.content as { systemLevel: string }).systemLevel).toBe('二级');
    expect((await orderById(t.db, id)).status).toBe(S.VERIFYING);

    expect((await t.send(haidian, calls.saveForm, { body: { orderId: id, submit: true, ...FORM } })).status).toBe(200);
    o = await orderById(t.db, id);
    expect([o.status, o.isDownsizing]).toEqual([S.TO_AUDIT, '1']);
    expect(o.verificationTime).not.toBeNull();

    expect(
      (await t.send(city, calls.review, { params: { id }, body: { pass: false, auditExplain: '裁员人数需核对' } }))
        .status,
    ).toBe(200);
    o = await orderById(t.db, id);
    expect([o.status, o.auditExplain]).toEqual([S.VERIFYING, '裁员人数需核对']);

    expect(
      (await t.send(haidian, calls.saveForm, { body: { orderId: id, submit: true, ...FORM, downNum: 10 } })).status,
    ).toBe(200);
    expect((await t.send(city, calls.review, { params: { id }, body: { pass: true } })).status).toBe(200);
    expect((await orderById(t.db, id)).status).toBe(S.TO_RATE);

    const rated = await t.send(city, calls.rate, { params: { id }, body: { level: '二级', isDefuse: '0' } });
    expect(rated.status).toBe(200);
    o = await orderById(t.db, id);
    expect([o.status, o.level, o.isDefuse]).toEqual([S.DISPOSING, '二级', '0']);
    const company = await companyById(t.db, o.riskCompanyId);
    expect([company.status, company.level]).toEqual([3, '二级']);

    const trail = await t.send(city, calls.auditHistory, { query: { orderId: String(id) } });
    expect(trail.body.content.map((r) => r.action)).toEqual([
      'dispatch',
      'takeOrder',
      'saveDraft',
      'submit',
      'reviewReturn',
      'submit',
      'reviewPass',
      'rating',
    ]);
    const reviews = await t.send(haidian, calls.reviewHistory, { query: { orderId: String(id) } });
    expect(reviews.body.content.map((r) => r.action)).toEqual(['reviewReturn', 'reviewPass']);
    expect((await t.send(chaoyang, calls.auditHistory, { query: { orderId: String(id) } })).status).toBe(404);
  });

  it('rating 三级以下 ends the order (8) and the company waits for archiving (4)', async () => {
    const id = (await pushedOrder(t, ops)).id;
    await t.send(city, calls.dispatch, { body: { ids: [id] } });
    await t.send(haidian, calls.take, { params: { id } });
    await t.send(haidian, calls.saveForm, { body: { orderId: id, submit: true, ...FORM } });
    await t.send(city, calls.review, { params: { id }, body: { pass: true } });
    expect((await t.send(city, calls.rate, { params: { id }, body: { level: '三级以下' } })).status).toBe(200);
    const o = await orderById(t.db, id);
    expect([o.status, (await companyById(t.db, o.riskCompanyId)).status]).toEqual([S.DONE, 4]);
  });

  it('an order back at the city (revoke, refuse, admin 退回市级) leaves its company pushed and undispatched', async () => {
    const poolOf = async (id: number) => {
      const c = await companyById(t.db, (await orderById(t.db, id)).riskCompanyId);
      return [c.status, c.infoStatus];
    };
    const revoked = (await pushedOrder(t, ops)).id;
    await t.send(city, calls.dispatch, { body: { ids: [revoked] } });
    expect(await poolOf(revoked)).toEqual([COMPANY_STATUS.PUSHED, INFO_STATUS.DISPATCHED]);
    expect((await t.send(city, calls.revoke, { params: { id: revoked } })).status).toBe(200);
    expect(await poolOf(revoked)).toEqual([COMPANY_STATUS.PUSHED, INFO_STATUS.UNPROCESSED]);

    const refused = (await pushedOrder(t, ops)).id;
    await t.send(city, calls.dispatch, { body: { ids: [refused] } });
    expect(
      (await t.send(haidian, calls.refuse, { params: { id: refused }, body: { reason: '企业已迁出' } })).status,
    ).toBe(200);
    expect(await poolOf(refused)).toEqual([COMPANY_STATUS.PUSHED, INFO_STATUS.UNPROCESSED]);

    const taken = (await pushedOrder(t, ops)).id;
    await t.send(city, calls.dispatch, { body: { ids: [taken] } });
    await t.send(haidian, calls.take, { params: { id: taken } });
    expect(await poolOf(taken)).toEqual([COMPANY_STATUS.VERIFYING, INFO_STATUS.DISPATCHED]);
    expect((await t.send(admin, calls.backOrder, { params: { id: taken }, body: { reason: '派错区县' } })).status).toBe(
      200,
    );
    expect(await poolOf(taken)).toEqual([COMPANY_STATUS.PUSHED, INFO_STATUS.UNPROCESSED]);
  });

  it('revoke at 0; refuse with a reason then re-dispatch; no-delivery and its recall', async () => {
    const id = (await pushedOrder(t, ops)).id;
    await t.send(city, calls.dispatch, { body: { ids: [id] } });
    expect((await t.send(city, calls.revoke, { params: { id } })).status).toBe(200);
    expect((await orderById(t.db, id)).status).toBe(S.REVOKED);
    await t.send(city, calls.dispatch, { body: { ids: [id] } });
    expect((await t.send(haidian, calls.refuse, { params: { id }, body: { reason: '企业已迁出' } })).status).toBe(200);
    let o = await orderById(t.db, id);
    expect([o.status, o.refusedReason]).toEqual([S.REFUSED, '企业已迁出']);
    const cityNotices = await t.send(city, noticeCalls.list, { query: { size: '100', status: '0' } });
    expect(cityNotices.body.content.content.some((c) => c.content.noticeBody.includes('企业已迁出'))).toBe(true);
    expect((await t.send(city, calls.dispatch, { body: { ids: [id] } })).status).toBe(200);
    expect((await orderById(t.db, id)).status).toBe(S.DISPATCHED);

    const held = (await pushedOrder(t, ops)).id;
    expect((await t.send(city, calls.noDelivery, { body: { ids: [held] } })).status).toBe(200);
    o = await orderById(t.db, held);
    expect([o.status, (await companyById(t.db, o.riskCompanyId)).infoStatus]).toEqual([S.NOT_DISPATCHED, 2]);
    expect((await t.send(city, calls.reCallNoDelivery, { body: { ids: [held] } })).status).toBe(200);
    o = await orderById(t.db, held);
    expect([o.status, (await companyById(t.db, o.riskCompanyId)).infoStatus]).toEqual([S.NEW, 0]);
  });

  it('changing the dispatch district before dispatch moves the order and the pool company; an unknown district changes nothing', async () => {
    const id = (await pushedOrder(t, ops)).id;
    const res = await t.send(city, calls.update, { params: { id }, body: { region: '朝阳区' } });
    expect(res.status).toBe(200);
    const o = await orderById(t.db, id);
    expect([o.region, (await companyById(t.db, o.riskCompanyId)).companyRegion]).toEqual(['朝阳区', '朝阳区']);
    const before = await digest();
    const bad = await t.send(city, calls.update, { params: { id }, body: { region: '火星区' } });
    expect(bad.status).toBe(400);
    expect(await digest()).toBe(before);
    expect((await t.send(haidian, calls.update, { params: { id }, body: { region: '海淀区' } })).status).toBe(403);
  });

  it('a batch dispatch with one order not allowed dispatches none', async () => {
    const a = (await pushedOrder(t, ops)).id;
    const b = (await pushedOrder(t, ops)).id;
    await t.send(city, calls.noDelivery, { body: { ids: [b] } });
    const before = await digest();
    const res = await t.send(city, calls.dispatch, { body: { ids: [a, b] } });
    expect([res.status, res.body.message]).toEqual([400, ORDER_ACTIONS.dispatch.refused]);
    expect(await digest()).toBe(before);
  });
});

describe('mini-app and related companies', () => {
  it('push → H5 view and submit → county review with adopt makes it the form (source app)', async () => {
    const order = await pushedOrder(t, ops);
    await t.send(city, calls.dispatch, { body: { ids: [order.id] } });
    await t.send(haidian, calls.take, { params: { id: order.id } });
    const app = await companyAccount(t, haidian, order);
    const pushed = await t.send(haidian, calls.pushApp, { params: { orderId: order.id } });
    expect(pushed.status).toBe(200);
    expect(pushed.body.content.token).toMatch(/^[0-9a-f]{64}$/);
    const o = await orderById(t.db, order.id);
    expect([o.status, o.isPushApp, o.fillAppStatus]).toEqual([S.VERIFYING, true, 0]);

    const { token } = pushed.body.content;
    const view = await t.send(null, calls.appForm, { params: { token }, headers: app });
    expect([view.status, view.body.content.companyName, view.body.content.expired]).toEqual([
      200,
      order.companyName,
      false,
    ]);
    expect((await t.send(null, calls.appForm, { params: { token: '0'.repeat(64) }, headers: app })).status).toBe(404);

    const { level: _level, ...answers } = FORM;
    expect((await t.send(null, calls.submitAppForm, { params: { token }, headers: app, body: answers })).status).toBe(
      200,
    );
    expect((await orderById(t.db, order.id)).fillAppStatus).toBe(1);

    expect(
      (await t.send(haidian, calls.auditApp, { params: { orderId: order.id }, body: { pass: false } })).body.message,
    ).toBe(VERIFICATION_MSG.appOpinionNeeded);
    expect(
      (await t.send(chaoyang, calls.auditApp, { params: { orderId: order.id }, body: { pass: true, adopt: true } }))
        .status,
    ).toBe(404);
    expect(
      (
        await t.send(haidian, calls.auditApp, {
          params: { orderId: order.id },
          body: { pass: false, opinion: '裁员人数与花名册不符' },
        })
      ).status,
    ).toBe(200);
    const refusedView = await t.send(null, calls.appForm, { params: { token }, headers: app });
    expect([refusedView.body.content.fillAppStatus, refusedView.body.content.auditOpinion]).toEqual([
      3,
      '裁员人数与花名册不符',
    ]);
    expect((await t.send(null, calls.submitAppForm, { params: { token }, headers: app, body: answers })).status).toBe(
      200,
    );
    expect(
      (await t.send(haidian, calls.auditApp, { params: { orderId: order.id }, body: { pass: true, adopt: true } }))
        .status,
    ).toBe(200);
    const after = await orderById(t.db, order.id);
    expect([after.status, after.fillAppStatus]).toEqual([S.VERIFYING, 2]);
    const [form] = await t.db.select().from(verificationInfo).where(eq(verificationInfo.orderId, order.id));
    expect([form.source, form.level, form.systemLevel]).toEqual(['app', '二级', '二级']);
    const again = await t.send(null, calls.submitAppForm, { params: { token }, headers: app, body: answers });
    expect([again.status, again.body.message]).toEqual([400, VERIFICATION_MSG.appApproved]);
  });

  it('when the county pushes again then the earlier link answers as expired and changes nothing; the new one works', async () => {
    const order = await pushedOrder(t, ops);
    await t.send(city, calls.dispatch, { body: { ids: [order.id] } });
    await t.send(haidian, calls.take, { params: { id: order.id } });
    const app = await companyAccount(t, haidian, order);
    const push = async () =>
      (await t.send(haidian, calls.pushApp, { params: { orderId: order.id } })).body.content.token;
    const first = await push();
    const second = await push();
    const { level: _level, ...answers } = FORM;

    const before = await digest();
    const appBefore = await tableDigest(t.db, 'risk_mini_app_form');
    const stale = await t.send(null, calls.submitAppForm, { params: { token: first }, headers: app, body: answers });
    expect([stale.status, stale.body.message]).toEqual([400, VERIFICATION_MSG.appLinkExpired]);
    expect([await digest(), await tableDigest(t.db, 'risk_mini_app_form')]).toEqual([before, appBefore]);
    expect((await t.send(null, calls.appForm, { params: { token: first }, headers: app })).body.content.expired).toBe(
      true,
    );

    expect(
      (await t.send(null, calls.submitAppForm, { params: { token: second }, headers: app, body: answers })).status,
    ).toBe(200);
    expect((await orderById(t.db, order.id)).fillAppStatus).toBe(1);
    expect(
      (await t.send(haidian, calls.auditApp, { params: { orderId: order.id }, body: { pass: true } })).status,
    ).toBe(200);
  });

  it('related companies: pool status below 5 only, never at 已存档', async () => {
    const order = await pushedOrder(t, ops);
    const other = await pushedOrder(t, ops);
    const relate = () =>
      t.send(haidian, calls.addRelated, {
        params: { orderId: order.id },
        body: { riskCompanyIds: [other.riskCompanyId] },
      });
    expect((await relate()).status).toBe(200);
    const related = await t.send(haidian, calls.related, { query: { ids: String(order.id) } });
    expect(related.body.content.map((r) => r.riskCompanyId)).toEqual([other.riskCompanyId]);
    await t.db.update(verificationOrder).set({ status: S.ARCHIVED }).where(eq(verificationOrder.id, order.id));
    const res = await relate();
    expect([res.status, res.body.message]).toEqual([400, VERIFICATION_MSG.archivedRelated]);
  });
});

describe('concurrency', () => {
  it('20 concurrent take-orders: exactly one succeeds, the rest get the refusal', async () => {
    const id = (await pushedOrder(t, ops)).id;
    await t.send(city, calls.dispatch, { body: { ids: [id] } });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.send(haidian, calls.take, { params: { id } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 400).every((r) => r.body.message === ORDER_ACTIONS.takeOrder.refused),
    ).toBe(true);
    const trail = await t.send(city, calls.auditHistory, { query: { orderId: String(id) } });
    expect(trail.body.content.filter((r) => r.action === 'takeOrder')).toHaveLength(1);
  });

  it('20 concurrent reviews: exactly one succeeds', async () => {
    const id = (await pushedOrder(t, ops)).id;
    await t.send(city, calls.dispatch, { body: { ids: [id] } });
    await t.send(haidian, calls.take, { params: { id } });
    await t.send(haidian, calls.saveForm, { body: { orderId: id, submit: true, ...FORM } });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.send(city, calls.review, {
          params: { id },
          body: i % 2 ? { pass: true } : { pass: false, auditExplain: '请补充' },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 400)).toBe(true);
  });
});
