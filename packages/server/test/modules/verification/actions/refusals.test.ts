import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { ORDER_MACHINE_MSG } from '@risk/shared/order-machine';
import { COMPANY_STATUS } from '@risk/shared/pool';
import { VERIFICATION_MSG } from '@risk/shared/schemas/verification';
import { ORDER_STATUS as S, type OrderStatus } from '@risk/shared/verification';
import type { AnyEndpoint } from '@risk/shared/api/endpoint';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { riskCompany } from '../../../../src/db/schema/pool.ts';
import { verificationInfo, verificationOrder } from '../../../../src/db/schema/verification.ts';
import { createTestApp, tableDigest, type SendInput, type TestApp } from '../../../helpers/test-app.ts';
import { FORM, orderById, pushedOrder } from '../../../helpers/order-fixtures.ts';

let t: TestApp;
let ops: string;
let city: string;
let haidian: string;
let chaoyang: string;

beforeAll(async () => {
  t = await createTestApp();
  [ops, city, haidian, chaoyang] = await Promise.all(['ops', 'city', 'haidian', 'chaoyang'].map((u) => t.login(u)));
});
afterAll(() => t.close());

const TABLES = [
  'risk_verification_order',
  'risk_order_audit',
  'risk_verification_info',
  'risk_company',
  'risk_disposal_order',
  'sys_notice',
  'risk_mini_app_form',
  'risk_order_related_company',
];
const digest = async () => (await Promise.all(TABLES.map((x) => tableDigest(t.db, x)))).join('/');

/** A form reporting no layoffs (the shared rules want 0 laid off and no compensation type). */
const NO_LAYOFFS = { ...FORM, isDownsizing: '0', downNum: 0, compensateType: null, compensate: null };

/** An order of 海淀区 taken through the API to 待定级 (6) with the given form. */
async function awaitingRating(form: object) {
  const { id } = await pushedOrder(t, ops);
  await t.send(city, calls.dispatch, { body: { ids: [id] } });
  await t.send(haidian, calls.take, { params: { id } });
  expect((await t.send(haidian, calls.saveForm, { body: { orderId: id, submit: true, ...form } })).status).toBe(200);
  expect((await t.send(city, calls.review, { params: { id }, body: { pass: true } })).status).toBe(200);
  return id;
}

describe('conditions beyond status', () => {
  it('when the city rates an order whose company reported no layoffs then 400 with the reason and nothing changes', async () => {
    const id = await awaitingRating(NO_LAYOFFS);
    expect((await orderById(t.db, id)).isDownsizing).toBe('0');
    const before = await digest();
    for (const level of ['二级', '三级以下']) {
      const res = await t.send(city, calls.rate, { params: { id }, body: { level } });
      expect([res.status, res.body.message], level).toEqual([400, ORDER_MACHINE_MSG.ratingWithoutLayoffs]);
    }
    expect(await digest()).toBe(before);
  });

  it('when the district edits the form to no layoffs after review then rating is refused; back to layoffs it goes', async () => {
    const id = await awaitingRating(FORM);
    const [form] = await t.db.select().from(verificationInfo).where(eq(verificationInfo.orderId, id));
    expect((await t.send(haidian, calls.editForm, { params: { id: form.id }, body: NO_LAYOFFS })).status).toBe(200);
    const before = await digest();
    const refused = await t.send(city, calls.rate, { params: { id }, body: { level: '三级' } });
    expect([refused.status, refused.body.message]).toEqual([400, ORDER_MACHINE_MSG.ratingWithoutLayoffs]);
    expect(await digest()).toBe(before);

    expect((await t.send(haidian, calls.editForm, { params: { id: form.id }, body: FORM })).status).toBe(200);
    expect((await t.send(city, calls.rate, { params: { id }, body: { level: '三级以下' } })).status).toBe(200);
    expect((await orderById(t.db, id)).status).toBe(S.DONE);
  });
});

/** What a case acts on: a 海淀区 order with a form, and another 海淀区 pool company to relate. */
interface Target {
  id: number;
  formId: number;
  companyId: number;
}
/** A call of the table with what it is sent. */
interface Request {
  call: AnyEndpoint;
  input?: SendInput;
}
interface Case {
  action: string;
  as: () => string;
  /** the order's status for the call: one the action is allowed in, so only the tested rule can refuse */
  status: OrderStatus;
  request: (o: Target) => Request;
  answer: [number, string];
}

const REASON = { reason: '不属于本区' };
const RETURN = { pass: false, auditExplain: '联系人电话有误' };
const REQUEST = {
  noDelivery: (o: Target, body: unknown = { ids: [o.id] }): Request => ({ call: calls.noDelivery, input: { body } }),
  reCallNoDelivery: (o: Target, body: unknown = { ids: [o.id] }): Request => ({
    call: calls.reCallNoDelivery,
    input: { body },
  }),
  revoke: (o: Target): Request => ({ call: calls.revoke, input: { params: { id: o.id } } }),
  refuse: (o: Target): Request => ({ call: calls.refuse, input: { params: { id: o.id }, body: REASON } }),
  pushApp: (o: Target): Request => ({ call: calls.pushApp, input: { params: { orderId: o.id } } }),
  auditApp: (o: Target, body: unknown = { pass: true }): Request => ({
    call: calls.auditApp,
    input: { params: { orderId: o.id }, body },
  }),
  saveDraft: (o: Target): Request => ({
    call: calls.saveForm,
    input: { body: { orderId: o.id, submit: false, ...FORM } },
  }),
  submit: (o: Target): Request => ({ call: calls.saveForm, input: { body: { orderId: o.id, submit: true, ...FORM } } }),
  editForm: (o: Target, body: unknown = FORM): Request => ({
    call: calls.editForm,
    input: { params: { id: o.formId }, body },
  }),
  reviewReturn: (o: Target): Request => ({ call: calls.review, input: { params: { id: o.id }, body: RETURN } }),
  relatedCompany: (o: Target, body: unknown = { riskCompanyIds: [o.companyId] }): Request => ({
    call: calls.addRelated,
    input: { params: { orderId: o.id }, body },
  }),
};

const FORBIDDEN: [number, string] = [403, MSG.forbidden];
const ABSENT: [number, string] = [404, MSG.notFound];
const bad = (message: string): [number, string] => [400, message];

const CASES: Record<string, Case[]> = {
  'a role without the permission': [
    {
      action: 'noDelivery',
      as: () => haidian,
      status: S.NEW,
      request: (o) => REQUEST.noDelivery(o),
      answer: FORBIDDEN,
    },
    {
      action: 'reCallNoDelivery',
      as: () => haidian,
      status: S.NOT_DISPATCHED,
      request: (o) => REQUEST.reCallNoDelivery(o),
      answer: FORBIDDEN,
    },
    { action: 'revoke', as: () => haidian, status: S.DISPATCHED, request: REQUEST.revoke, answer: FORBIDDEN },
    { action: 'refuse', as: () => city, status: S.DISPATCHED, request: REQUEST.refuse, answer: FORBIDDEN },
    { action: 'pushApp', as: () => city, status: S.TAKEN, request: REQUEST.pushApp, answer: FORBIDDEN },
    { action: 'auditApp', as: () => city, status: S.VERIFYING, request: (o) => REQUEST.auditApp(o), answer: FORBIDDEN },
    { action: 'submit', as: () => city, status: S.TAKEN, request: REQUEST.submit, answer: FORBIDDEN },
    { action: 'editForm', as: () => city, status: S.TO_AUDIT, request: (o) => REQUEST.editForm(o), answer: FORBIDDEN },
    { action: 'reviewReturn', as: () => haidian, status: S.TO_AUDIT, request: REQUEST.reviewReturn, answer: FORBIDDEN },
  ],
  'another district': [
    { action: 'refuse', as: () => chaoyang, status: S.DISPATCHED, request: REQUEST.refuse, answer: ABSENT },
    { action: 'pushApp', as: () => chaoyang, status: S.TAKEN, request: REQUEST.pushApp, answer: ABSENT },
    { action: 'saveDraft', as: () => chaoyang, status: S.TAKEN, request: REQUEST.saveDraft, answer: ABSENT },
    { action: 'submit', as: () => chaoyang, status: S.VERIFYING, request: REQUEST.submit, answer: ABSENT },
    { action: 'editForm', as: () => chaoyang, status: S.TO_RATE, request: (o) => REQUEST.editForm(o), answer: ABSENT },
    {
      action: 'relatedCompany',
      as: () => chaoyang,
      status: S.TAKEN,
      request: (o) => REQUEST.relatedCompany(o),
      answer: ABSENT,
    },
  ],
  'a malformed body or id': [
    {
      action: 'noDelivery',
      as: () => city,
      status: S.NEW,
      request: (o) => REQUEST.noDelivery(o, { ids: [] }),
      answer: bad('请选择要操作的数据'),
    },
    {
      action: 'noDelivery',
      as: () => city,
      status: S.NEW,
      request: (o) => REQUEST.noDelivery(o, {}),
      answer: bad('请选择要操作的数据'),
    },
    {
      action: 'reCallNoDelivery',
      as: () => city,
      status: S.NOT_DISPATCHED,
      request: (o) => REQUEST.reCallNoDelivery(o, { ids: String(o.id) }),
      answer: bad('请选择要操作的数据'),
    },
    {
      action: 'editForm',
      as: () => haidian,
      status: S.TO_AUDIT,
      request: (o) => REQUEST.editForm(o, { ...FORM, downNum: 500 }),
      answer: bad('裁员人数不能大于职工人数'),
    },
    {
      action: 'editForm',
      as: () => haidian,
      status: S.TO_AUDIT,
      request: (o) => REQUEST.editForm(o, { ...FORM, contactsTel: '12345' }),
      answer: bad('请输入正确的手机或座机号码'),
    },
    {
      action: 'auditApp',
      as: () => haidian,
      status: S.VERIFYING,
      request: (o) => REQUEST.auditApp(o, { pass: 'yes' }),
      answer: bad('请选择审核结果'),
    },
    {
      action: 'auditApp',
      as: () => haidian,
      status: S.VERIFYING,
      request: (o) => REQUEST.auditApp(o, { pass: false }),
      answer: bad(VERIFICATION_MSG.appOpinionNeeded),
    },
    {
      action: 'relatedCompany',
      as: () => haidian,
      status: S.TAKEN,
      request: (o) => REQUEST.relatedCompany(o, { riskCompanyIds: [] }),
      answer: bad('请选择要关联的企业'),
    },
    {
      action: 'relatedCompany',
      as: () => haidian,
      status: S.TAKEN,
      request: (o) => REQUEST.relatedCompany(o, {}),
      answer: bad('请选择要关联的企业'),
    },
    {
      action: 'revoke',
      as: () => city,
      status: S.DISPATCHED,
      request: () => ({ call: calls.revoke, input: { params: { id: 'abc' } } }),
      answer: bad('ID 必须是数字'),
    },
    {
      action: 'pushApp',
      as: () => haidian,
      status: S.TAKEN,
      request: () => ({ call: calls.pushApp, input: { params: { orderId: 'abc' } } }),
      answer: bad('工单ID必须是数字'),
    },
  ],
};

describe('refusals by role, district and body', () => {
  let target: Target;
  beforeAll(async () => {
    const order = await pushedOrder(t, ops);
    const other = await pushedOrder(t, ops);
    const [form] = await t.db
      .insert(verificationInfo)
      .values({ orderId: order.id, ...FORM, systemLevel: '二级', source: 'county' })
      .returning();
    target = { id: order.id, formId: form.id, companyId: other.riskCompanyId };
  });

  for (const [who, cases] of Object.entries(CASES)) {
    it(`when ${who} calls then the refusal comes and nothing changes`, async () => {
      for (const c of cases) {
        await t.db.update(verificationOrder).set({ status: c.status }).where(eq(verificationOrder.id, target.id));
        const before = await digest();
        const { call, input } = c.request(target);
        const res = await t.send(c.as(), call, input);
        expect([res.status, res.body.message], `${c.action} ${call.path}`).toEqual(c.answer);
        expect(await digest(), c.action).toBe(before);
      }
    });
  }
});

describe('related companies', () => {
  it('when a company at pool status 5 or above is related then it is refused and nothing changes; at 4 it goes', async () => {
    const order = await pushedOrder(t, ops);
    const other = await pushedOrder(t, ops);
    const relate = () =>
      t.send(haidian, calls.addRelated, {
        params: { orderId: order.id },
        body: { riskCompanyIds: [other.riskCompanyId] },
      });
    for (const status of [COMPANY_STATUS.TO_EVALUATE, COMPANY_STATUS.EVALUATED]) {
      await t.db.update(riskCompany).set({ status }).where(eq(riskCompany.id, other.riskCompanyId));
      const before = await digest();
      const res = await relate();
      expect([res.status, res.body.message], `pool status ${status}`).toEqual([
        400,
        VERIFICATION_MSG.relatedNotSelectable,
      ]);
      expect(await digest()).toBe(before);
    }
    await t.db
      .update(riskCompany)
      .set({ status: COMPANY_STATUS.TO_ARCHIVE })
      .where(eq(riskCompany.id, other.riskCompanyId));
    expect((await relate()).status).toBe(200);
  });
});
