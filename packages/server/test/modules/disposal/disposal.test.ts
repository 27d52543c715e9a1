import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { COMPANY_STATUS, POOL_RULES } from '@risk/shared/pool';
import { DISPOSAL_MSG } from '@risk/shared/schemas/disposal';
import { type DisposalStatics } from '@risk/shared/api/disposal';
import { ORDER_STATUS as S } from '@risk/shared/verification';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { disposalCalls } from '@risk/shared/api/disposal';
import { poolCalls } from '@risk/shared/api/pool';
import { menuCalls } from '@risk/shared/api/system';
import { disposalOrder } from '../../../src/db/schema/disposal.ts';
import { riskCompany } from '../../../src/db/schema/pool.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { companyById } from '../../helpers/pool-fixtures.ts';
import { FORM, orderById, pushedOrder } from '../../helpers/order-fixtures.ts';

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

const TALK = {
  type: 'talk',
  appointmentTime: '2026-03-02',
  localDepartment: '海淀区人社局',
  cityDepartment: '市人社局',
  departmentHead: '王五',
  phone: '13800001111',
  opinion: '要求依法支付补偿',
};
const DOWNSIZING = {
  type: 'downsizing',
  layoffsTime: '2026-03-05',
  layoffsPerson: 12,
  allDepartment: '生产部',
  opinion: '已妥善安置',
};
const SERVER = {
  type: 'server',
  serviceTime: '2026-03-08',
  policies: '稳岗补贴',
  employmentServices: '专场招聘',
  times: 2,
};

/** A case taken through the verification API to a rating: answers the order and its disposal order (if any). */
async function ratedCase(level: string, region = '海淀区') {
  const district = region === '海淀区' ? haidian : chaoyang;
  const order = await pushedOrder(t, ops, region);
  await t.send(city, calls.dispatch, { body: { ids: [order.id] } });
  await t.send(district, calls.take, { params: { id: order.id } });
  await t.send(district, calls.saveForm, { body: { orderId: order.id, submit: true, ...FORM } });
  await t.send(city, calls.review, { params: { id: order.id }, body: { pass: true } });
  const rated = await t.send(city, calls.rate, { params: { id: order.id }, body: { level } });
  if (rated.status !== 200) throw new Error(`rating: ${rated.body.message}`);
  const [disposal] = await t.db.select().from(disposalOrder).where(eq(disposalOrder.orderId, order.id));
  return { order, disposal };
}

const digest = async () =>
  (
    await Promise.all(
      [
        'risk_company',
        'risk_verification_order',
        'risk_company_evaluation',
        'risk_disposal_order',
        'risk_disposal_info',
      ].map((x) => tableDigest(t.db, x)),
    )
  ).join('/');
const statics = async (token: string, county = false) =>
  (await t.send(token, county ? disposalCalls.countyCards : disposalCalls.cityCards)).body.content;
const detail = async (token: string, id: number) => t.send(token, disposalCalls.detail, { params: { id } });

describe('the disposal order follows the rating', () => {
  it('rating 二级 creates one disposal order; 三级以下 creates none', async () => {
    const { order, disposal } = await ratedCase('二级');
    expect(disposal).toMatchObject({
      riskCompanyId: order.riskCompanyId,
      region: '海淀区',
      level: '二级',
      status: 0,
      talkNum: 0,
    });
    expect((await orderById(t.db, order.id)).status).toBe(S.DISPOSING);
    const below = await ratedCase('三级以下');
    expect(below.disposal).toBeUndefined();
  });

  it('re-rating to 三级以下 removes a disposal with no records; re-rating up keeps one order with the new level', async () => {
    const { order, disposal } = await ratedCase('三级');
    expect((await t.send(city, calls.rate, { params: { id: order.id }, body: { level: '一级' } })).status).toBe(200);
    const again = await t.db.select().from(disposalOrder).where(eq(disposalOrder.orderId, order.id));
    expect(again.map((d) => [d.id, d.level])).toEqual([[disposal.id, '一级']]);
    expect((await t.send(city, calls.rate, { params: { id: order.id }, body: { level: '三级以下' } })).status).toBe(
      200,
    );
    expect(await t.db.select().from(disposalOrder).where(eq(disposalOrder.orderId, order.id))).toEqual([]);
    expect((await companyById(t.db, order.riskCompanyId)).status).toBe(COMPANY_STATUS.TO_ARCHIVE);
  });
});

describe('disposal records', () => {
  let disposalId: number;
  beforeAll(async () => {
    disposalId = (await ratedCase('二级')).disposal.id;
  });

  it('the district records talk, downsizing and server; counts, status and detail follow', async () => {
    for (const body of [TALK, DOWNSIZING, SERVER, TALK])
      expect((await t.send(haidian, disposalCalls.addRecord, { body: { disposalId, ...body } })).status).toBe(200);
    const [d] = await t.db.select().from(disposalOrder).where(eq(disposalOrder.id, disposalId));
    expect([d.status, d.talkNum, d.downsizingNum, d.serverNum]).toEqual([1, 2, 1, 1]);
    const res = await detail(haidian, disposalId);
    expect(res.body.content.records.talk).toHaveLength(2);
    expect(res.body.content.records.downsizing[0]).toMatchObject({
      layoffsPerson: 12,
      recordDate: '2026-03-05',
      type: 'downsizing',
    });
    expect(res.body.content.records.server[0]).toMatchObject({ policies: '稳岗补贴', times: 2 });
    expect((await t.send(haidian, disposalCalls.records, { params: { disposalId } })).body.content).toEqual(
      res.body.content.records,
    );
  });

  it('empty or bad fields answer 400 with the Chinese message and write nothing', async () => {
    const before = await digest();
    const cases: [object, string][] = [
      [{ ...TALK, localDepartment: '' }, '属地部门不能为空'],
      [{ ...TALK, phone: '123' }, '请输入正确的手机或座机号码'],
      [{ ...DOWNSIZING, layoffsPerson: -1 }, '请输入正整数'],
      [{ ...SERVER, policies: '  ' }, '政策服务不能为空'],
      [{ ...TALK, type: 'visit' }, DISPOSAL_MSG.unknownType],
    ];
    for (const [body, message] of cases) {
      const res = await t.send(haidian, disposalCalls.addRecord, { body: { disposalId, ...body } });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const [record] = (await detail(haidian, disposalId)).body.content.records.talk;
    const put = await t.send(haidian, disposalCalls.updateRecord, {
      params: { id: record.id },
      body: { ...TALK, opinion: '' },
    });
    expect([put.status, put.body.message]).toEqual([400, '约谈意见不能为空']);
    expect(await digest()).toBe(before);
  });

  it('edits and deletes keep the counts', async () => {
    const { records } = (await detail(haidian, disposalId)).body.content;
    const put = await t.send(haidian, disposalCalls.updateRecord, {
      params: { id: records.talk[0].id },
      body: { ...TALK, opinion: '已达成协议' },
    });
    expect(put.status).toBe(200);
    const del = await t.send(haidian, disposalCalls.removeRecords, { body: [records.talk[1].id] });
    expect(del.status).toBe(200);
    const after = (await detail(haidian, disposalId)).body.content;
    expect(after.records.talk.map((r) => r.opinion)).toEqual(['已达成协议']);
    expect([after.talkNum, after.downsizingNum, after.serverNum]).toEqual([1, 1, 1]);
  });

  it('another district gets 404, the city 403 for district writes', async () => {
    const before = await digest();
    const { records } = (await detail(haidian, disposalId)).body.content;
    expect((await t.send(chaoyang, disposalCalls.addRecord, { body: { disposalId, ...TALK } })).status).toBe(404);
    expect((await t.send(chaoyang, disposalCalls.removeRecords, { body: [records.talk[0].id] })).status).toBe(404);
    expect((await detail(chaoyang, disposalId)).status).toBe(404);
    expect((await t.send(chaoyang, disposalCalls.finish, { params: { id: disposalId } })).status).toBe(404);
    const cityWrite = await t.send(city, disposalCalls.addRecord, { body: { disposalId, ...TALK } });
    expect([cityWrite.status, cityWrite.body.message]).toEqual([403, MSG.forbidden]);
    expect((await t.send(city, disposalCalls.finish, { params: { id: disposalId } })).status).toBe(403);
    expect(await digest()).toBe(before);
  });
});

describe('statistic cards and lists', () => {
  it('the cards count disposal orders and records, the district only its own', async () => {
    const [cityBefore, hdBefore, cyBefore] = [
      await statics(city),
      await statics(haidian, true),
      await statics(chaoyang, true),
    ];
    const { disposal } = await ratedCase('一级');
    await t.send(haidian, disposalCalls.addRecord, { body: { disposalId: disposal.id, ...TALK } });
    await t.send(haidian, disposalCalls.addRecord, { body: { disposalId: disposal.id, ...TALK } });
    await t.send(haidian, disposalCalls.addRecord, { body: { disposalId: disposal.id, ...SERVER } });
    await ratedCase('二级');
    const delta = {
      disposeCompNum: 2,
      unPending: 1,
      interviewNum: 1,
      allInterviewNum: 2,
      stabilityNum: 0,
      dockNum: 1,
      allDockNum: 1,
    };
    const plus = (a: DisposalStatics) =>
      Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v + delta[k as keyof DisposalStatics]]));
    expect(await statics(city)).toEqual(plus(cityBefore));
    expect(await statics(haidian, true)).toEqual(plus(hdBefore));
    expect(await statics(chaoyang, true)).toEqual(cyBefore);
    const all = await t.db.select().from(disposalOrder);
    expect((await statics(city)).disposeCompNum).toBe(all.length);
    expect((await statics(city)).allInterviewNum).toBe(all.reduce((n, d) => n + d.talkNum, 0));
  });

  it('the list: district scope, pool status filter (4, 6, 7 only), sort whitelist', async () => {
    const list = (token: string, query: Record<string, string | string[]> = {}) =>
      t.send(token, disposalCalls.list, { query: { size: '9999', ...query } });
    const hd = (await list(haidian)).body.content;
    expect(hd.content.every((r) => r.content.region === '海淀区')).toBe(true);
    expect(hd.metadata.totalElements).toBe(
      (await t.db.select().from(disposalOrder).where(eq(disposalOrder.region, '海淀区'))).length,
    );
    expect((await list(haidian, { region: '朝阳区' })).body.content.metadata.totalElements).toBe(0);
    expect((await list(city, { status: '3' })).status).toBe(400);
    const atFour = (await list(city, { status: ['4', '6'] })).body.content.content;
    expect(atFour.every((r) => [4, 6].includes(r.content.poolStatus))).toBe(true);
    expect((await list(city, { sort: 'companyName,ASC' })).status).toBe(400);
    expect((await list(city, { sort: 'finishTime,DESC' })).status).toBe(200);
  });
});

describe('finish, archive and evaluate', () => {
  const archive = (token: string, id: number | string) => t.send(token, poolCalls.archive, { params: { id } });
  const evaluate = (token: string, riskCompanyId: number) =>
    t.send(token, poolCalls.evaluate, {
      body: { riskCompanyId, score: 90, content: '处置及时，效果良好', evaluator: '李四' },
    });

  it('finish needs a record; then the disposal is 已办结, the order 8 and the company 4', async () => {
    const { order, disposal } = await ratedCase('二级');
    const empty = await t.send(haidian, disposalCalls.finish, { params: { id: disposal.id } });
    expect([empty.status, empty.body.message]).toEqual([400, DISPOSAL_MSG.finishNeedsRecord]);
    await t.send(haidian, disposalCalls.addRecord, { body: { disposalId: disposal.id, ...DOWNSIZING } });
    expect((await t.send(haidian, disposalCalls.finish, { params: { id: disposal.id } })).status).toBe(200);
    expect((await detail(haidian, disposal.id)).body.content).toMatchObject({
      status: 2,
      poolStatus: COMPANY_STATUS.TO_ARCHIVE,
    });
    expect((await orderById(t.db, order.id)).status).toBe(S.DONE);
    const late = await t.send(haidian, disposalCalls.addRecord, { body: { disposalId: disposal.id, ...TALK } });
    expect([late.status, late.body.message]).toEqual([400, DISPOSAL_MSG.finished]);
    expect((await t.send(city, poolCalls.disposalId, { params: { id: order.riskCompanyId } })).body.content).toBe(
      disposal.id,
    );
  });

  it('archive and evaluate in a wrong status, or unrated, answer the spec messages and change nothing', async () => {
    const { order } = await ratedCase('三级以下');
    const companyId = order.riskCompanyId;
    for (const status of [0, 1, 2, 3, 6, 7]) {
      await t.db.update(riskCompany).set({ status }).where(eq(riskCompany.id, companyId));
      const before = await digest();
      const res = await archive(city, companyId);
      expect([res.status, res.body.message], `archive at ${status}`).toEqual([400, POOL_RULES.archive.message]);
      expect(await digest()).toBe(before);
    }
    for (const status of [0, 1, 2, 3, 4, 7]) {
      await t.db.update(riskCompany).set({ status }).where(eq(riskCompany.id, companyId));
      const before = await digest();
      const res = await evaluate(city, companyId);
      expect([res.status, res.body.message], `evaluate at ${status}`).toEqual([400, POOL_RULES.evaluate.message]);
      expect(await digest()).toBe(before);
    }
    await t.db.update(riskCompany).set({ status: 4, level: '未定级' }).where(eq(riskCompany.id, companyId));
    const before = await digest();
    const unrated = await archive(city, companyId);
    expect([unrated.status, unrated.body.message]).toEqual([400, POOL_RULES.archiveNeedsLevel]);
    expect(await digest()).toBe(before);
  });

  it('archive → 待评价 and order 已存档; evaluate → 已评价 and in the history; wrong roles refused', async () => {
    const { order } = await ratedCase('三级以下');
    const companyId = order.riskCompanyId;
    const before = await digest();
    expect((await archive(haidian, companyId)).status).toBe(403);
    expect((await archive(ops, companyId)).status).toBe(403);
    expect(await digest()).toBe(before);
    expect((await archive(city, companyId)).status).toBe(200);
    const archived = await companyById(t.db, companyId);
    expect([archived.status, archived.archiveTime !== null, (await orderById(t.db, order.id)).status]).toEqual([
      COMPANY_STATUS.TO_EVALUATE,
      true,
      S.ARCHIVED,
    ]);
    expect((await evaluate(city, companyId)).status).toBe(200);
    const evaluated = await companyById(t.db, companyId);
    expect([evaluated.status, evaluated.evaluateTime !== null]).toEqual([COMPANY_STATUS.EVALUATED, true]);
    const history = await t.send(city, poolCalls.evaluationHistory, { params: { id: companyId } });
    expect(history.body.content.map((h) => [h.score, h.evaluator])).toEqual([[90, '李四']]);
  });

  it('when cases are archived and evaluated then the disposal orders carry the times and the list sorts by them', async () => {
    const cases = [await ratedCase('三级'), await ratedCase('二级'), await ratedCase('一级')];
    for (const c of cases) {
      await t.send(haidian, disposalCalls.addRecord, { body: { disposalId: c.disposal.id, ...TALK } });
      expect((await t.send(haidian, disposalCalls.finish, { params: { id: c.disposal.id } })).status).toBe(200);
      expect((await archive(city, c.order.riskCompanyId)).status).toBe(200);
    }
    expect((await evaluate(city, cases[1].order.riskCompanyId)).status).toBe(200);
    // the copies kept by triggers (drizzle/0028) equal the company's own times, whatever wrote them
    const copies = await t.db
      .select({
        d: disposalOrder.archiveTime,
        e: disposalOrder.evaluateTime,
        ca: riskCompany.archiveTime,
        ce: riskCompany.evaluateTime,
      })
      .from(disposalOrder)
      .innerJoin(riskCompany, eq(riskCompany.id, disposalOrder.riskCompanyId));
    expect(copies.filter((r) => r.ca !== null).length).toBeGreaterThanOrEqual(3);
    for (const r of copies) expect([r.d, r.e]).toEqual([r.ca, r.ce]);
    // the list's and the detail's 存档/评价时间 are those copies: the company's own times
    const evaluated = await companyById(t.db, cases[1].order.riskCompanyId);
    const times = [evaluated.archiveTime!.toISOString(), evaluated.evaluateTime!.toISOString()];
    const listed = await t.send(city, disposalCalls.list, { query: { page: '0', size: '100' } });
    const row = listed.body.content.content.find((r) => r.content.id === cases[1].disposal.id)!.content;
    expect([row.archiveTime, row.evaluateTime]).toEqual(times);
    const detail = await t.send(city, disposalCalls.detail, { params: { id: cases[1].disposal.id } });
    expect([detail.body.content.archiveTime, detail.body.content.evaluateTime]).toEqual(times);
    await t.db.update(riskCompany).set({ archiveTime: null }).where(eq(riskCompany.id, cases[2].order.riskCompanyId));
    const [moved] = await t.db.select().from(disposalOrder).where(eq(disposalOrder.id, cases[2].disposal.id));
    expect(moved.archiveTime).toBeNull();
    for (const field of ['archiveTime', 'evaluateTime'] as const)
      for (const dir of ['DESC', 'ASC']) {
        const res = await t.send(city, disposalCalls.list, {
          query: { page: '0', size: '100', sort: `${field},${dir}` },
        });
        const times = res.body.content.content.map((r) => r.content[field]);
        // ASC NULLS FIRST, DESC NULLS LAST: an empty time sorts as the earliest
        const key = (v: string | null) => (v === null ? 0 : Date.parse(v));
        const sorted = [...times].sort((a, b) => (dir === 'DESC' ? key(b) - key(a) : key(a) - key(b)));
        expect(times, `${field},${dir}`).toEqual(sorted);
      }
  });

  it('finish by ops or the city answers 403 and changes nothing; the district then finishes', async () => {
    const { disposal } = await ratedCase('二级');
    await t.send(haidian, disposalCalls.addRecord, { body: { disposalId: disposal.id, ...TALK } });
    for (const [who, token] of [
      ['ops', ops],
      ['city', city],
    ] as const) {
      const before = await digest();
      const res = await t.send(token, disposalCalls.finish, { params: { id: disposal.id } });
      expect([res.status, res.body.message], who).toEqual([403, MSG.forbidden]);
      expect(await digest(), who).toBe(before);
    }
    expect((await t.send(haidian, disposalCalls.finish, { params: { id: disposal.id } })).status).toBe(200);
  });

  // a district's own evaluation (riskDisposalCounty:evaluate) is tested in county-evaluate.test.ts
  it('an evaluation by ops, or malformed, answers 403 or 400 and changes nothing; a valid one then passes', async () => {
    const { order } = await ratedCase('三级以下');
    const riskCompanyId = order.riskCompanyId;
    expect((await archive(city, riskCompanyId)).status).toBe(200);
    const valid = { riskCompanyId, score: 90, content: '处置及时，效果良好', evaluator: '李四' };
    const { evaluator: _, ...withoutEvaluator } = valid;
    const cases: [string, string, object, number, string][] = [
      // a district holding riskDisposalCounty:evaluate evaluates its own district's companies only
      ['another district', chaoyang, valid, 404, MSG.notFound],
      ['ops', ops, valid, 403, MSG.forbidden],
      ['score 120', city, { ...valid, score: 120 }, 400, '评分范围为0-100'],
      ['empty text', city, { ...valid, content: '  ' }, 400, '评价内容不能为空'],
      ['missing evaluator', city, withoutEvaluator, 400, '评价人不能为空'],
    ];
    for (const [what, token, body, status, message] of cases) {
      const before = await digest();
      const res = await t.send(token, poolCalls.evaluate, { body: body });
      expect([res.status, res.body.message], what).toEqual([status, message]);
      expect(await digest(), what).toBe(before);
    }
    expect((await companyById(t.db, riskCompanyId)).status).toBe(COMPANY_STATUS.TO_EVALUATE);
    expect((await t.send(city, poolCalls.evaluate, { body: valid })).status).toBe(200);
  });

  it("another district's evaluation history and disposal id answer 404; the own district reads them", async () => {
    const { order, disposal } = await ratedCase('二级');
    const id = order.riskCompanyId;
    for (const call of [poolCalls.evaluationHistory, poolCalls.disposalId]) {
      const res = await t.send(chaoyang, call, { params: { id } });
      expect([res.status, res.body.message], call.path).toEqual([404, MSG.notFound]);
      expect((await t.send(haidian, call, { params: { id } })).status, call.path).toBe(200);
    }
    expect((await t.send(haidian, poolCalls.disposalId, { params: { id } })).body.content).toBe(disposal.id);
  });

  it('a malformed archive id answers 400 and changes nothing', async () => {
    const before = await digest();
    for (const [id, message] of [
      ['abc', 'ID 必须是数字'],
      ['0', 'ID 必须是正整数'],
      ['1.5', 'ID 必须是正整数'],
    ]) {
      const res = await archive(city, id);
      expect([res.status, res.body.message], id).toEqual([400, message]);
    }
    expect(await digest()).toBe(before);
  });

  it('the list status filter follows the company through finish, archive and evaluate, as the companies table says', async () => {
    const { order, disposal } = await ratedCase('二级');
    const idsAt = async (status: number) => {
      const res = await t.send(city, disposalCalls.list, { query: { size: '9999', status: String(status) } });
      return res.body.content.content.map((r) => r.content.id).sort((a, b) => a - b);
    };
    const joinedAt = async (status: number) =>
      (
        await t.db
          .select({ id: disposalOrder.id })
          .from(disposalOrder)
          .innerJoin(riskCompany, eq(riskCompany.id, disposalOrder.riskCompanyId))
          .where(eq(riskCompany.status, status))
      )
        .map((r) => r.id)
        .sort((a, b) => a - b);
    await t.send(haidian, disposalCalls.addRecord, { body: { disposalId: disposal.id, ...TALK } });
    const steps: [() => Promise<unknown>, number][] = [
      [() => t.send(haidian, disposalCalls.finish, { params: { id: disposal.id } }), COMPANY_STATUS.TO_ARCHIVE],
      [() => archive(city, order.riskCompanyId), COMPANY_STATUS.TO_EVALUATE],
      [() => evaluate(city, order.riskCompanyId), COMPANY_STATUS.EVALUATED],
    ];
    for (const [step, status] of steps) {
      await step();
      for (const s of [COMPANY_STATUS.TO_ARCHIVE, COMPANY_STATUS.TO_EVALUATE, COMPANY_STATUS.EVALUATED]) {
        const ids = await idsAt(s);
        expect(ids, `status ${s} after the step to ${status}`).toEqual(await joinedAt(s));
        expect(ids.includes(disposal.id)).toBe(s === status);
      }
    }
  });

  it('concurrent finishes and archives: exactly one succeeds', async () => {
    const { order, disposal } = await ratedCase('二级');
    await t.send(haidian, disposalCalls.addRecord, { body: { disposalId: disposal.id, ...TALK } });
    const finishes = await Promise.all(
      Array.from({ length: 10 }, () => t.send(haidian, disposalCalls.finish, { params: { id: disposal.id } })),
    );
    expect(finishes.filter((r) => r.status === 200)).toHaveLength(1);
    expect(finishes.filter((r) => r.status !== 200).every((r) => r.status === 400)).toBe(true);
    const archives = await Promise.all(Array.from({ length: 10 }, () => archive(city, order.riskCompanyId)));
    expect(archives.filter((r) => r.status === 200)).toHaveLength(1);
    expect(archives.filter((r) => r.status !== 200).every((r) => r.body.message === POOL_RULES.archive.message)).toBe(
      true,
    );
    expect((await orderById(t.db, order.id)).status).toBe(S.ARCHIVED);
  });
});

describe('disposal/{status}: the list opened on one company status (doc 1 §2)', () => {
  const ROUTE = '/disposal/disposal/:status';
  const routesOf = async (token: string) => JSON.stringify((await t.send(token, menuCalls.build)).body.content);

  it('when the city and a district build their menus then the route is a hidden page of both; ops meets it as another role’s page', async () => {
    for (const token of [city, haidian]) expect(await routesOf(token)).toContain(`"path":"${ROUTE}"`);
    expect(await routesOf(ops)).not.toContain(ROUTE);
    // an address of another role's page: the web shows 401, not 404
    expect((await t.send(ops, menuCalls.paths)).body.content).toContain(ROUTE);
  });

  it('when a district opens it on 4, 6 or 7 then it lists its own orders at that status, as the tables count them', async () => {
    for (const [region, token] of [
      ['海淀区', haidian],
      ['朝阳区', chaoyang],
    ] as const) {
      const { disposal } = await ratedCase('一级', region);
      await t.send(token, disposalCalls.addRecord, { body: { disposalId: disposal.id, ...TALK } });
      expect((await t.send(token, disposalCalls.finish, { params: { id: disposal.id } })).status).toBe(200);
    }
    for (const status of [COMPANY_STATUS.TO_ARCHIVE, COMPANY_STATUS.TO_EVALUATE, COMPANY_STATUS.EVALUATED]) {
      const res = await t.send(haidian, disposalCalls.list, { query: { size: '9999', status: String(status) } });
      const counted = await t.db
        .select({ id: disposalOrder.id })
        .from(disposalOrder)
        .innerJoin(riskCompany, eq(riskCompany.id, disposalOrder.riskCompanyId))
        .where(and(eq(riskCompany.status, status), eq(disposalOrder.region, '海淀区')));
      expect(res.body.content.metadata.totalElements, `status ${status}`).toBe(counted.length);
      expect(res.body.content.content.map((r) => r.content.id).sort()).toEqual(counted.map((r) => r.id).sort());
      expect(res.body.content.content.every((r) => r.content.poolStatus === status)).toBe(true);
    }
    // 朝阳区's finished case is at 待存档 and not in 海淀区's list of it
    const atFour = await t.send(haidian, disposalCalls.list, { query: { size: '9999', status: '4' } });
    expect(atFour.body.content.content.some((r) => r.content.region === '朝阳区')).toBe(false);
  });

  it('when the status is not 4, 6 or 7 then 400 with the message and nothing changes', async () => {
    const before = await digest();
    for (const status of ['abc', '0', '3', '5', '-4']) {
      const res = await t.send(haidian, disposalCalls.list, { query: { status } });
      expect([res.status, res.body.message], status).toEqual([400, DISPOSAL_MSG.poolStatusOutOfList]);
    }
    expect(await digest()).toBe(before);
  });
});
