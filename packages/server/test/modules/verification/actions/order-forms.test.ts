import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { ORDER_ACTIONS, ORDER_FOLLOWS } from '@risk/shared/order-machine';
import { COMPANY_STATUS, INFO_STATUS, POOL_RULES } from '@risk/shared/pool';
import { POOL_MSG } from '@risk/shared/schemas/pool';
import { ORDER_STATUS as S } from '@risk/shared/verification';
import { poolCalls } from '@risk/shared/api/pool';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { orderAudit, verificationOrder } from '../../../../src/db/schema/verification.ts';
import { createTestApp, tableDigest, type TestApp } from '../../../helpers/test-app.ts';
import { companyById, ordersOf } from '../../../helpers/pool-fixtures.ts';
import { orderById, pooledCompany, pushedOrder } from '../../../helpers/order-fixtures.ts';

// The calls of doc 1 §7 on /riskVerificationForms itself: POST (新建工单), PUT /{id} (派单区县), DELETE (删除).

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

const TABLES = ['risk_verification_order', 'risk_order_audit', 'risk_company', 'sys_notice'];
const digest = async () => (await Promise.all(TABLES.map((x) => tableDigest(t.db, x)))).join('/');

/** The test's own count of orders in a status, to hold the badges against. */
async function ordersIn(status: number): Promise<number> {
  const res = (await t.db.execute(
    sql`select count(*)::int as n from risk_verification_order where status = ${status}`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0].n;
}

const create = (token: string, body: unknown) => t.send(token, calls.create, { body });
const remove = (token: string, ids: unknown) => t.send(token, calls.remove, { body: { ids } });

describe('POST /riskVerificationForms (新建工单)', () => {
  it('when the city saves an order of a 未推送 company then it is 新建, the company 已推送, and the 新建 badge counts it', async () => {
    const company = await pooledCompany(t, ops);
    const res = await create(city, { riskCompanyId: company.id });
    expect([res.status, res.body.message]).toEqual([200, '保存成功']);
    const row = res.body.content;
    expect([row.riskCompanyId, row.companyName, row.region, row.status]).toEqual([
      company.id,
      company.companyName,
      '海淀区',
      S.NEW,
    ]);
    const pooled = await companyById(t.db, company.id);
    expect([pooled.status, pooled.pushTime]).toEqual([COMPANY_STATUS.PUSHED, expect.any(Date)]);
    expect(await ordersOf(t.db, company.id)).toHaveLength(1);
    const badges = await t.send(city, calls.cityBadges);
    expect(badges.body.content.unprocessedNum).toBe(await ordersIn(S.NEW));
  });

  it('when the city saves and dispatches then the order waits for 海淀区, which is told, and the trail starts at the dispatch', async () => {
    const company = await pooledCompany(t, ops);
    const res = await create(city, { riskCompanyId: company.id, send: true });
    expect([res.status, res.body.message]).toEqual([200, '保存并派单成功']);
    const order = await orderById(t.db, res.body.content.id);
    expect([order.status, order.dispatchTime]).toEqual([S.DISPATCHED, expect.any(Date)]);
    expect((await companyById(t.db, company.id)).infoStatus).toBe(INFO_STATUS.DISPATCHED);
    const trail = await t.db.select().from(orderAudit).where(eq(orderAudit.orderId, order.id));
    expect(trail.map((r) => [r.action, r.fromStatus, r.toStatus])).toEqual([['dispatch', S.NEW, S.DISPATCHED]]);
    const notices = (await t.db.execute(
      sql`select count(*)::int as n from sys_notice n join sys_user u on u.id = n.accept_user_id
          where u.username = 'haidian' and n.notice_body like ${`%${company.companyName}%`}`,
    )) as unknown as { rows: { n: number }[] };
    expect(notices.rows[0].n).toBe(1);
    const badges = await t.send(city, calls.cityBadges);
    expect(badges.body.content.unhandlerNum).toBe(await ordersIn(S.DISPATCHED));
  });

  it('when the body names a district then the company takes it before the push and the order goes there', async () => {
    const company = await pooledCompany(t, ops, null);
    const res = await create(admin, { riskCompanyId: company.id, region: '朝阳区' });
    expect(res.status).toBe(200);
    expect(res.body.content.region).toBe('朝阳区');
    expect((await companyById(t.db, company.id)).companyRegion).toBe('朝阳区');
  });

  it('when the company has no dispatch district, or is pushed already, then the spec message and nothing changes', async () => {
    const placeless = await pooledCompany(t, ops, null);
    const pushed = await pushedOrder(t, ops);
    const before = await digest();
    const noRegion = await create(city, { riskCompanyId: placeless.id, send: true });
    expect([noRegion.status, noRegion.body.message]).toEqual([400, POOL_RULES.pushNeedsRegion]);
    for (const body of [
      { riskCompanyId: pushed.riskCompanyId },
      { riskCompanyId: pushed.riskCompanyId, region: '朝阳区' },
    ]) {
      const res = await create(city, body);
      expect([res.status, res.body.message]).toEqual([400, POOL_RULES.push.message]);
    }
    expect(await digest()).toBe(before);
  });

  it('when the district or operations (no 派单 code) create then 403; an unknown company 404; nothing changes', async () => {
    const company = await pooledCompany(t, ops);
    const before = await digest();
    for (const token of [haidian, ops]) {
      const res = await create(token, { riskCompanyId: company.id });
      expect([res.status, res.body.message]).toEqual([403, MSG.forbidden]);
    }
    const unknown = await create(city, { riskCompanyId: 99_999_999 });
    expect([unknown.status, unknown.body.message]).toEqual([404, MSG.notFound]);
    expect(await digest()).toBe(before);
  });

  it('when the body is malformed then 400 with a Chinese message and nothing changes', async () => {
    const company = await pooledCompany(t, ops);
    const before = await digest();
    for (const [body, message] of [
      [{}, POOL_RULES.chooseFromDatabase],
      [{ riskCompanyId: 'abc' }, POOL_RULES.chooseFromDatabase],
      [{ riskCompanyId: 1.5 }, POOL_RULES.chooseFromDatabase],
      [{ riskCompanyId: company.id, region: '' }, '请选择派单区县'],
      [{ riskCompanyId: company.id, region: '火星区' }, POOL_MSG.regionUnknown],
      [{ riskCompanyId: company.id, send: 'yes' }, '派单标记只能是 true 或 false'],
    ] as const) {
      const res = await create(city, body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect(await digest()).toBe(before);
  });

  it('when two creates for one company race then exactly one succeeds and the other gets the push message', async () => {
    const company = await pooledCompany(t, ops);
    const results = await Promise.all([
      create(city, { riskCompanyId: company.id }),
      create(city, { riskCompanyId: company.id, send: true }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.message).toBe(POOL_RULES.push.message);
    expect(await ordersOf(t.db, company.id)).toHaveLength(1);
  });
});

describe('PUT /riskVerificationForms/{id} (派单区县)', () => {
  it('when the city changes the district of a 新建 order then order and company follow; past 已派单 the machine refuses', async () => {
    const order = await pushedOrder(t, ops);
    const res = await t.send(city, calls.update, { params: { id: order.id }, body: { region: '朝阳区' } });
    expect(res.status).toBe(200);
    expect([
      (await orderById(t.db, order.id)).region,
      (await companyById(t.db, order.riskCompanyId)).companyRegion,
    ]).toEqual(['朝阳区', '朝阳区']);
    await t.send(city, calls.dispatch, { body: { ids: [order.id] } });
    const before = await digest();
    const refused = await t.send(city, calls.update, { params: { id: order.id }, body: { region: '海淀区' } });
    expect([refused.status, refused.body.message]).toEqual([400, ORDER_ACTIONS.editRegion.refused]);
    expect(await digest()).toBe(before);
  });

  it('when operations (no code) or a district edits, or the id is unknown or bad, then nothing changes', async () => {
    const order = await pushedOrder(t, ops);
    const before = await digest();
    for (const token of [ops, haidian])
      expect((await t.send(token, calls.update, { params: { id: order.id }, body: { region: '朝阳区' } })).status).toBe(
        403,
      );
    const unknown = await t.send(city, calls.update, { params: { id: 99_999_999 }, body: { region: '朝阳区' } });
    expect([unknown.status, unknown.body.message]).toEqual([404, MSG.notFound]);
    for (const [params, body] of [
      [{ id: order.id }, {}],
      [{ id: order.id }, { region: '火星区' }],
      [{ id: 'x' }, { region: '朝阳区' }],
    ] as const)
      expect((await t.send(city, calls.update, { params, body })).status, JSON.stringify([params, body])).toBe(400);
    expect(await digest()).toBe(before);
  });
});

describe('DELETE /riskVerificationForms (删除)', () => {
  it('when the city deletes a 新建 and a dispatched order then both are gone and their companies are 未推送 again', async () => {
    const fresh = await pushedOrder(t, ops);
    const sent = await pushedOrder(t, ops);
    await t.send(city, calls.dispatch, { body: { ids: [sent.id] } });
    const res = await remove(city, [fresh.id, sent.id]);
    expect([res.status, res.body.content]).toEqual([200, { removed: 2 }]);
    for (const o of [fresh, sent]) {
      expect(await orderById(t.db, o.id)).toBeUndefined();
      const c = await companyById(t.db, o.riskCompanyId);
      expect([c.status, c.infoStatus, c.pushTime]).toEqual([COMPANY_STATUS.NOT_PUSHED, INFO_STATUS.UNPROCESSED, null]);
    }
    const badges = await t.send(city, calls.cityBadges);
    expect([badges.body.content.unprocessedNum, badges.body.content.unhandlerNum]).toEqual([
      await ordersIn(S.NEW),
      await ordersIn(S.DISPATCHED),
    ]);
    // deleted, the company can be made an order again
    expect((await create(city, { riskCompanyId: fresh.riskCompanyId })).status).toBe(200);
  });

  it('when one order of the batch is taken by its district then the spec message and none is deleted', async () => {
    const fresh = await pushedOrder(t, ops);
    const taken = await pushedOrder(t, ops);
    await t.send(city, calls.dispatch, { body: { ids: [taken.id] } });
    await t.send(haidian, calls.take, { params: { id: taken.id } });
    const before = await digest();
    const res = await remove(city, [fresh.id, taken.id]);
    expect([res.status, res.body.message]).toEqual([400, '区县已经进行接单操作,不能进行撤回']);
    expect(ORDER_FOLLOWS.withdraw.refused).toBe(res.body.message);
    expect(await digest()).toBe(before);
  });

  it('when a district deletes then 403; an unknown id 404; bad ids 400; nothing changes', async () => {
    const order = await pushedOrder(t, ops);
    const before = await digest();
    expect((await remove(haidian, [order.id])).status).toBe(403);
    const unknown = await remove(city, [order.id, 99_999_999]);
    expect([unknown.status, unknown.body.message]).toEqual([404, MSG.notFound]);
    for (const ids of [[], ['a'], [0], [1.5], undefined])
      expect((await remove(city, ids)).status, JSON.stringify(ids)).toBe(400);
    expect((await remove(city, [])).body.message).toBe('请选择要操作的数据');
    expect(await digest()).toBe(before);
  });

  it('when operations deletes then it may, as the pool withdrawal it is (riskCompany:push)', async () => {
    const order = await pushedOrder(t, ops);
    expect((await remove(ops, [order.id])).status).toBe(200);
    expect(await t.db.select().from(verificationOrder).where(eq(verificationOrder.id, order.id))).toEqual([]);
  });
});

describe('the company picker of 新建工单', () => {
  it('when the city asks the pool for 未推送 companies by name then it finds them; a district finds none', async () => {
    const company = await pooledCompany(t, ops);
    const query = { companyName: company.companyName, status: String(COMPANY_STATUS.NOT_PUSHED) };
    const asCity = await t.send(city, poolCalls.list, { query });
    expect(asCity.body.content.content.map((c) => c.content.id)).toEqual([company.id]);
    const asDistrict = await t.send(haidian, poolCalls.list, { query });
    expect(asDistrict.body.content.content).toEqual([]);
    // without asking for them, the city's pool list stays on the pushed companies
    const preset = await t.send(city, poolCalls.list, { query: { companyName: company.companyName } });
    expect(preset.body.content.content).toEqual([]);
  });
});

describe('a take and a withdrawal of one case at once', () => {
  it('when the district takes while the pool withdraws then one wins and the other answers its refusal or 404, never a 500', async () => {
    const orders = [];
    for (let i = 0; i < 8; i++) {
      const order = await pushedOrder(t, ops);
      await t.send(city, calls.dispatch, { body: { ids: [order.id] } });
      orders.push(order);
    }
    // the take locks the order, then the company; the withdrawal the company, then its orders
    const results = await Promise.all(
      orders.map(async (o) => {
        const [take, withdraw] = await Promise.all([
          t.send(haidian, calls.take, { params: { id: o.id } }),
          t.send(ops, poolCalls.withdraw, { body: { ids: [o.riskCompanyId] } }),
        ]);
        return { o, take, withdraw };
      }),
    );
    for (const { o, take, withdraw } of results) {
      const answers = `${take.status} ${take.body.message} / ${withdraw.status} ${withdraw.body.message}`;
      expect(
        [take.status, withdraw.status].filter((s) => s === 200),
        answers,
      ).toHaveLength(1);
      const company = await companyById(t.db, o.riskCompanyId);
      if (take.status === 200) {
        // as after the take: the company is no longer 已推送, or (read before the take moved it) its order is taken
        expect(withdraw.status, answers).toBe(400);
        expect([POOL_RULES.withdraw.message, POOL_RULES.withdrawTaken], answers).toContain(withdraw.body.message);
        expect([(await orderById(t.db, o.id)).status, company.status]).toEqual([S.TAKEN, COMPANY_STATUS.VERIFYING]);
      } else {
        // the order is gone with the push: as if it never existed
        expect([take.status, take.body.message], answers).toEqual([404, MSG.notFound]);
        expect(await ordersOf(t.db, o.riskCompanyId)).toHaveLength(0);
        expect(company.status).toBe(COMPANY_STATUS.NOT_PUSHED);
      }
    }
  });
});
