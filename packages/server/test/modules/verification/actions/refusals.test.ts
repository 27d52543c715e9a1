import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MACHINE_MSG } from '@risk/shared/order-machine';
import { ORDER_STATUS as S } from '@risk/shared/verification';
import { verificationInfo } from '../../../../src/db/schema/verification.ts';
import { createTestApp, tableDigest, type TestApp } from '../../../helpers/test-app.ts';
import { FORM, FORMS, ORDERS, orderById, pushedOrder } from './fixtures.ts';

let t: TestApp;
let ops: string;
let city: string;
let haidian: string;

beforeAll(async () => {
  t = await createTestApp();
  [ops, city, haidian] = await Promise.all(['ops', 'city', 'haidian'].map((u) => t.login(u)));
});
afterAll(() => t.close());

const post = (token: string, url: string, payload?: object) => t.call(token, { method: 'POST', url, ...(payload ? { payload } : {}) });
const TABLES = ['risk_verification_order', 'risk_order_audit', 'risk_verification_info', 'risk_company', 'risk_disposal_order', 'sys_notice'];
const digest = async () => (await Promise.all(TABLES.map((x) => tableDigest(t.db, x)))).join('/');

/** A form reporting no layoffs (the shared rules want 0 laid off and no compensation type). */
const NO_LAYOFFS = { ...FORM, isDownsizing: '0', downNum: 0, compensateType: null, compensate: null };

/** An order of 海淀区 taken through the API to 待定级 (6) with the given form. */
async function awaitingRating(form: object) {
  const { id } = await pushedOrder(t, ops);
  await post(city, `${ORDERS}/dispatch`, { ids: [id] });
  await post(haidian, `${ORDERS}/${id}/orderd`);
  expect((await post(haidian, FORMS, { orderId: id, submit: true, ...form })).status).toBe(200);
  expect((await post(city, `${ORDERS}/${id}/review`, { pass: true })).status).toBe(200);
  return id;
}

describe('conditions beyond status', () => {
  it('when the city rates an order whose company reported no layoffs then 400 with the reason and nothing changes', async () => {
    const id = await awaitingRating(NO_LAYOFFS);
    expect((await orderById(t.db, id)).isDownsizing).toBe('0');
    const before = await digest();
    for (const level of ['二级', '三级以下']) {
      const res = await post(city, `${ORDERS}/${id}/rating`, { level });
      expect([res.status, res.body.message], level).toEqual([400, ORDER_MACHINE_MSG.ratingWithoutLayoffs]);
    }
    expect(await digest()).toBe(before);
  });

  it('when the district edits the form to no layoffs after review then rating is refused; back to layoffs it goes', async () => {
    const id = await awaitingRating(FORM);
    const [form] = await t.db.select().from(verificationInfo).where(eq(verificationInfo.orderId, id));
    expect((await t.call(haidian, { method: 'PUT', url: `${FORMS}/${form.id}`, payload: NO_LAYOFFS })).status).toBe(200);
    const before = await digest();
    const refused = await post(city, `${ORDERS}/${id}/rating`, { level: '三级' });
    expect([refused.status, refused.body.message]).toEqual([400, ORDER_MACHINE_MSG.ratingWithoutLayoffs]);
    expect(await digest()).toBe(before);

    expect((await t.call(haidian, { method: 'PUT', url: `${FORMS}/${form.id}`, payload: FORM })).status).toBe(200);
    expect((await post(city, `${ORDERS}/${id}/rating`, { level: '三级以下' })).status).toBe(200);
    expect((await orderById(t.db, id)).status).toBe(S.DONE);
  });
});
