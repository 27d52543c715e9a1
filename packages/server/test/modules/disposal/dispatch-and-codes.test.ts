import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { DISPOSAL_MSG } from '@risk/shared/schemas/disposal';
import { DISPOSAL_STATUS } from '@risk/shared/disposal';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { disposalCalls } from '@risk/shared/api/disposal';
import { disposalOrder } from '../../../src/db/schema/disposal.ts';
import { role } from '../../../src/db/schema/system.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { FORM, pushedOrder } from '../../helpers/order-fixtures.ts';

/** POST /riskDisposalForms (派发处置), the 存档评价 record codes (save:talk …) and the selection list's status=1. */

let t: TestApp;
let ops: string;
let city: string;
let haidian: string;
let chaoyang: string;
let disposalId: number;

async function ratedDisposal(region = '海淀区') {
  const district = region === '海淀区' ? haidian : chaoyang;
  const order = await pushedOrder(t, ops, region);
  await t.send(city, calls.dispatch, { body: { ids: [order.id] } });
  await t.send(district, calls.take, { params: { id: order.id } });
  await t.send(district, calls.saveForm, { body: { orderId: order.id, submit: true, ...FORM } });
  await t.send(city, calls.review, { params: { id: order.id }, body: { pass: true } });
  expect((await t.send(city, calls.rate, { params: { id: order.id }, body: { level: '二级' } })).status).toBe(200);
  const [d] = await t.db.select().from(disposalOrder).where(eq(disposalOrder.orderId, order.id));
  return d;
}

beforeAll(async () => {
  t = await createTestApp();
  [ops, city, haidian, chaoyang] = await Promise.all(['ops', 'city', 'haidian', 'chaoyang'].map((u) => t.login(u)));
  disposalId = (await ratedDisposal()).id;
});
afterAll(() => t.close());

const disposals = () => tableDigest(t.db, 'risk_disposal_order');
const DISPATCH = { departments: '海淀区人社局劳动关系科、学院路街道劳动保障所', opinion: '三日内约谈企业负责人' };

describe('POST /riskDisposalForms (派发处置, riskDisposalCounty:dispatchOrders)', () => {
  it('the district sends its disposal order: departments, opinion, time and sender are kept and answered', async () => {
    const res = await t.send(haidian, disposalCalls.dispatch, { body: { disposalId, ...DISPATCH } });
    expect([res.status, res.body.message]).toEqual([200, '派发成功']);
    expect(res.body.content).toMatchObject({ id: disposalId, dispatchDepartments: DISPATCH.departments });
    const [row] = await t.db.select().from(disposalOrder).where(eq(disposalOrder.id, disposalId));
    expect(row.dispatchOpinion).toBe(DISPATCH.opinion);
    expect(row.dispatchTime).not.toBeNull();
    const detail = await t.send(city, disposalCalls.detail, { params: { id: disposalId } });
    expect(detail.body.content.dispatchDepartments).toBe(DISPATCH.departments);
  });

  it('the city (no dispatchOrders) gets 403 and nothing changes', async () => {
    const before = await disposals();
    expect((await t.send(city, disposalCalls.dispatch, { body: { disposalId, ...DISPATCH } })).status).toBe(403);
    expect(await disposals()).toBe(before);
  });

  it("another district's disposal answers 404 and nothing changes", async () => {
    const before = await disposals();
    const res = await t.send(chaoyang, disposalCalls.dispatch, { body: { disposalId, ...DISPATCH } });
    expect([res.status, res.body.message]).toEqual([404, MSG.notFound]);
    expect(await disposals()).toBe(before);
  });

  it('no departments: 400 in Chinese, nothing written', async () => {
    const before = await disposals();
    const res = await t.send(haidian, disposalCalls.dispatch, { body: { disposalId, departments: '  ' } });
    expect([res.status, res.body.message]).toEqual([400, '请填写派发部门']);
    expect(await disposals()).toBe(before);
  });

  it('a finished disposal cannot be sent again: the message, nothing written', async () => {
    const other = await ratedDisposal();
    await t.db.update(disposalOrder).set({ status: DISPOSAL_STATUS.FINISHED }).where(eq(disposalOrder.id, other.id));
    const before = await disposals();
    const res = await t.send(haidian, disposalCalls.dispatch, { body: { disposalId: other.id, ...DISPATCH } });
    expect([res.status, res.body.message]).toEqual([400, DISPOSAL_MSG.dispatchFinished]);
    expect(await disposals()).toBe(before);
  });
});

describe('GET /riskDisposalInfos/{disposalId}: each record type only with its code (riskDisposalCounty:<type> or save:<type>)', () => {
  it('the city reads the records through its save:* codes; ops (none) gets 403', async () => {
    const talk = {
      type: 'talk',
      disposalId,
      appointmentTime: '2026-03-02',
      localDepartment: '海淀区人社局',
      cityDepartment: '市人社局',
      departmentHead: '王五',
      phone: '13800001111',
      opinion: '要求依法支付补偿',
    };
    expect((await t.send(haidian, disposalCalls.addRecord, { body: talk })).status).toBe(200);
    const read = await t.send(city, disposalCalls.records, { params: { disposalId } });
    expect(read.status).toBe(200);
    expect(read.body.content.talk).toHaveLength(1);
    expect((await t.send(ops, disposalCalls.records, { params: { disposalId } })).status).toBe(403);
  });

  it('without save:talk the city reads no interview records', async () => {
    const [cityRole] = await t.db.select().from(role).where(eq(role.name, '市人社局'));
    await t.db
      .update(role)
      .set({ permissions: cityRole.permissions.filter((c) => c !== 'save:talk') })
      .where(eq(role.id, cityRole.id));
    const fresh = await t.login('city');
    const read = await t.send(fresh, disposalCalls.records, { params: { disposalId } });
    expect(read.body.content.talk).toEqual([]);
    await t.db.update(role).set({ permissions: cityRole.permissions }).where(eq(role.id, cityRole.id));
  });
});

describe('GET /riskDisposalForms?status=1 (the selection list)', () => {
  it('answers the open disposals (not 办结), as counted in the table', async () => {
    const rows = await t.db.select({ status: disposalOrder.status }).from(disposalOrder);
    const open = rows.filter((r) => r.status !== DISPOSAL_STATUS.FINISHED).length;
    const res = await t.send(city, disposalCalls.list, { query: { status: '1', page: '0', size: '9999' } });
    expect(res.status).toBe(200);
    expect(res.body.content.metadata.totalElements).toBe(open);
    expect(res.body.content.content.every((r) => r.content.status !== DISPOSAL_STATUS.FINISHED)).toBe(true);
  });

  it('a status that is neither 1 nor 4, 6, 7 still answers 400 in Chinese', async () => {
    const res = await t.send(city, disposalCalls.list, { query: { status: '5' } });
    expect([res.status, res.body.message]).toEqual([400, DISPOSAL_MSG.poolStatusOutOfList]);
  });
});
