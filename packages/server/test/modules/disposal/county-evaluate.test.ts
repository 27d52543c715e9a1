import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { COMPANY_STATUS, POOL_RULES } from '@risk/shared/pool';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { poolCalls } from '@risk/shared/api/pool';
import { riskCompany } from '../../../src/db/schema/pool.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { companyById } from '../../helpers/pool-fixtures.ts';
import { FORM, pushedOrder } from '../../helpers/order-fixtures.ts';

/** 区县联动处置 评价: a district holding riskDisposalCounty:evaluate evaluates its own companies. */
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

/** A 海淀区 company taken through verification, rated 三级以下 and archived by the city: 待评价. */
async function toEvaluate() {
  const order = await pushedOrder(t, ops, '海淀区');
  await t.send(city, calls.dispatch, { body: { ids: [order.id] } });
  await t.send(haidian, calls.take, { params: { id: order.id } });
  await t.send(haidian, calls.saveForm, { body: { orderId: order.id, submit: true, ...FORM } });
  await t.send(city, calls.review, { params: { id: order.id }, body: { pass: true } });
  await t.send(city, calls.rate, { params: { id: order.id }, body: { level: '三级以下' } });
  const archived = await t.send(city, poolCalls.archive, { params: { id: order.riskCompanyId } });
  if (archived.status !== 200) throw new Error(`archive: ${archived.body.message}`);
  return order.riskCompanyId;
}

const digest = async () =>
  (await Promise.all(['risk_company', 'risk_company_evaluation'].map((x) => tableDigest(t.db, x)))).join('/');
const evaluate = (token: string, body: object) => t.send(token, poolCalls.evaluate, { body: body });
const valid = (riskCompanyId: number) => ({
  riskCompanyId,
  score: 85,
  content: '区县处置到位',
  evaluator: '海淀区张三',
});

describe('county evaluation (riskDisposalCounty:evaluate)', () => {
  it('when the district evaluates its own 待评价 company then it is 已评价 and in the history', async () => {
    const id = await toEvaluate();
    const res = await evaluate(haidian, valid(id));
    expect([res.status, res.body.message]).toEqual([200, '评价成功']);
    expect((await companyById(t.db, id)).status).toBe(COMPANY_STATUS.EVALUATED);
    const history = await t.send(haidian, poolCalls.evaluationHistory, { params: { id } });
    expect(history.body.content.map((h) => h.evaluator)).toEqual(['海淀区张三']);
  });

  it('when ops (no evaluate code) or another district evaluates then 403 / 404 and nothing changes', async () => {
    const id = await toEvaluate();
    for (const [who, token, status, message] of [
      ['ops', ops, 403, MSG.forbidden],
      ['chaoyang', chaoyang, 404, MSG.notFound],
    ] as const) {
      const before = await digest();
      const res = await evaluate(token, valid(id));
      expect([res.status, res.body.message], who).toEqual([status, message]);
      expect(await digest(), who).toBe(before);
    }
  });

  it('when the input is bad or the company is not 待评价 then 400 with the message and nothing changes', async () => {
    const id = await toEvaluate();
    const cases: [string, object, string][] = [
      ['score 120', { ...valid(id), score: 120 }, '评分范围为0-100'],
      ['empty text', { ...valid(id), content: ' ' }, '评价内容不能为空'],
    ];
    for (const [what, body, message] of cases) {
      const before = await digest();
      const res = await evaluate(haidian, body);
      expect([res.status, res.body.message], what).toEqual([400, message]);
      expect(await digest(), what).toBe(before);
    }
    await t.db.update(riskCompany).set({ status: COMPANY_STATUS.TO_ARCHIVE }).where(eq(riskCompany.id, id));
    const before = await digest();
    const early = await evaluate(haidian, valid(id));
    expect([early.status, early.body.message]).toEqual([400, POOL_RULES.evaluate.message]);
    expect(await digest()).toBe(before);
  });
});
