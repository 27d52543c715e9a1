import { bigScreenCalls } from '@risk/shared/api/bigScreen';
import { datasetCalls } from '@risk/shared/api/datasets';
import type { AnyEndpoint } from '@risk/shared/api/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeCompanyName } from '@risk/shared/company';
import { disposalInfo, disposalOrder } from '../../../src/db/schema/disposal.ts';
import { riskCompany, riskCompanyInfo } from '../../../src/db/schema/pool.ts';
import { orderAudit, verificationOrder } from '../../../src/db/schema/verification.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/**
 * The big-screen and data-set screen answers are memoised per state of their sources
 * (platform/read-model/memo.ts): a write to any table an answer reads is seen by the next call, and
 * at an unchanged state the kept answer is served. disposalSpeed and statisticsRiskLevel are read
 * afresh on every call (bigScreen/routes.ts READ_AFRESH), so other calls witness their sources here.
 */
let t: TestApp;
let city: string;
let chaoyang: string;

const rows = async <T = Record<string, any>>(q: string) => ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const one = async (q: string) => (await rows<{ n: number }>(q))[0].n;
const get = async (token: string, call: AnyEndpoint) => {
  const res = await t.send(token, call);
  expect(res.status, `${call.path}: ${res.body.message}`).toBe(200);
  return res.body.content as any;
};

let n = 0;
async function company(region: string) {
  n += 1;
  const companyName = `缓存测试${n}有限公司`;
  const [c] = await t.db
    .insert(riskCompany)
    .values({
      companyName,
      nameNorm: normalizeCompanyName(companyName),
      creditCode: `91110105MEM${String(n).padStart(7, '0')}`,
      companyRegion: region,
      registrationPlace: region,
      status: 1,
    })
    .returning();
  return c;
}
async function order(region: string, level = '二级') {
  const c = await company(region);
  const [o] = await t.db
    .insert(verificationOrder)
    .values({
      riskCompanyId: c.id,
      companyName: c.companyName,
      creditCode: c.creditCode,
      region,
      status: 7,
      level,
      pushTime: new Date(),
    })
    .returning();
  return { c, o };
}
async function disposal(region: string, talkNum = 0) {
  const { c, o } = await order(region, '一级');
  const [d] = await t.db
    .insert(disposalOrder)
    .values({
      orderId: o.id,
      riskCompanyId: c.id,
      companyName: c.companyName,
      creditCode: c.creditCode,
      region,
      level: '一级',
      status: 1,
      talkNum,
      createTime: new Date(),
    })
    .returning();
  return d;
}

beforeAll(async () => {
  t = await createTestApp();
  [city, chaoyang] = await Promise.all([t.login('city'), t.login('chaoyang')]);
});
afterAll(() => t?.close());

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const hit = `strpos(lower(n.title || ' ' || coalesce(n.content, '')), lower(k.key_word)) > 0`;

/** [source table, what to write, the call, what the test reads from its answer, the same figure counted here]. */
type Case = [
  table: string,
  write: () => Promise<unknown>,
  call: AnyEndpoint,
  token: () => string,
  got: (answer: any) => unknown,
  want: () => Promise<unknown>,
];
const CASES: Case[] = [
  [
    'risk_company',
    () => company('朝阳区'),
    bigScreenCalls.enterpriseRiskNumber,
    () => chaoyang,
    (a) => a[0].riskTotal,
    () => one(`select count(*)::int n from risk_company where company_region = '朝阳区'`),
  ],
  [
    'risk_company_info',
    async () => {
      const c = await company('海淀区');
      await t.db.insert(riskCompanyInfo).values({
        riskCompanyId: c.id,
        riskPoint: '0',
        riskDegree: 1,
        category: '1',
        content: '缓存测试',
        includedTime: new Date(),
      });
    },
    bigScreenCalls.cityNumber,
    () => city,
    (a) => a.riskInfoNum,
    () => one(`select count(*)::int n from risk_company_info`),
  ],
  [
    'risk_verification_order',
    () => order('朝阳区', '三级'),
    bigScreenCalls.enterpriseRiskNumber,
    () => chaoyang,
    (a) => a[0].warningTotal,
    () =>
      one(
        `select count(*)::int n from risk_verification_order where region = '朝阳区' and level in ('一级', '二级', '三级')`,
      ),
  ],
  [
    'risk_disposal_order',
    () => disposal('朝阳区', 2),
    bigScreenCalls.guidance,
    () => chaoyang,
    (a) => [a.rows[0].disposeNum, a.rows[0].interviewTimes],
    async () => [
      await one(`select count(*)::int n from risk_disposal_order where region = '朝阳区'`),
      await one(`select coalesce(sum(talk_num), 0)::int n from risk_disposal_order where region = '朝阳区'`),
    ],
  ],
  [
    'risk_disposal_order (finish)',
    async () => {
      const [d] = await rows<{ id: number }>(`select id from risk_disposal_order where region = '朝阳区' limit 1`);
      await t.db.execute(`update risk_disposal_order set status = 2, finish_time = now() where id = ${d.id}`);
    },
    bigScreenCalls.cityNumber,
    () => chaoyang,
    (a) => a.disposingNum,
    () => one(`select count(*)::int n from risk_disposal_order where region = '朝阳区' and status in (0, 1)`),
  ],
  [
    'risk_disposal_info',
    async () => {
      const [d] = await rows<{ id: number }>(`select id from risk_disposal_order where region = '朝阳区' limit 1`);
      await t.db
        .insert(disposalInfo)
        .values({ disposalId: d.id, type: 'talk', recordDate: today(), data: { opinion: '缓存约谈' } });
    },
    bigScreenCalls.guidance,
    () => chaoyang,
    (a) => a.latest.length,
    () =>
      one(`select count(*)::int n from risk_disposal_info i join risk_disposal_order o on o.id = i.disposal_id
        where i.type in ('talk', 'server') and o.region = '朝阳区'`),
  ],
  [
    'risk_order_audit',
    async () => {
      // an order written by an earlier case: only the audit trail changes here
      const [o] = await rows<{ id: number }>(`select id from risk_verification_order order by id limit 1`);
      await t.db
        .insert(orderAudit)
        .values({ orderId: o.id, action: 'rating', fromStatus: 6, toStatus: 7, actorName: '缓存测试员' });
    },
    bigScreenCalls.dynamic,
    () => city,
    (a) => a.length,
    () => one(`select count(*)::int n from risk_order_audit`),
  ],
  [
    'biz_news',
    () => t.db.execute(`insert into biz_news (title, status, content) values ('缓存测试讨薪', 1, '讨薪')`),
    bigScreenCalls.publicOpinion,
    () => city,
    (a) => [a.total.newsNum, a.total.hitNewsNum],
    async () => [
      await one(`select count(*)::int n from biz_news where status <> 2`),
      await one(`select count(*)::int n from biz_news n where n.status <> 2
        and exists (select 1 from risk_monitor_key k where ${hit})`),
    ],
  ],
  [
    'risk_monitor_key',
    () => t.db.execute(`insert into risk_monitor_key (key_word, type, region) values ('讨薪', '3', '北京市')`),
    bigScreenCalls.publicOpinion,
    () => city,
    (a) => [a.total.keywordNum, a.total.hitNewsNum],
    async () => [
      await one(`select count(*)::int n from risk_monitor_key`),
      await one(`select count(*)::int n from biz_news n where n.status <> 2
        and exists (select 1 from risk_monitor_key k where ${hit})`),
    ],
  ],
  [
    'sys_dict_detail',
    () =>
      t.db.execute(`update sys_dict_detail set label = label || '（改）'
        where dict_id = (select id from sys_dict where name = 'risk_category') and value = '1'`),
    bigScreenCalls.fieldDistribution,
    () => city,
    (a) => a.map((r: any) => r.name),
    async () =>
      (
        await rows<{ label: string }>(`select d.label from sys_dict_detail d join sys_dict x on x.id = d.dict_id
        where x.name = 'risk_category' and d.value = '1'`)
      ).map((r) => r.label),
  ],
  [
    'dataset_import, dataset_row',
    async () => {
      const [imp] = await rows<{
        id: number;
      }>(`insert into dataset_import (bi_type, file_name, periods, row_count, create_by)
        values (0, '缓存测试.xlsx', '{2026-11-16}', 1, 'ops') returning id`);
      await t.db.execute(`insert into dataset_row (bi_type, import_id, period, region, row_no, data) values
        (0, ${imp.id}, '2026-11-16', '朝阳区', 2, '{"monitoredCompanies": 7, "newRiskCompanies": 1, "newRiskInfos": 2,
          "warnLevel1": 1, "warnLevel2": 0, "warnLevel3": 0, "involvedStaff": 30, "riskIndex": 55.5}')`);
    },
    datasetCalls.week,
    () => chaoyang,
    (a) => a.map((w: any) => [w.week, w.monitoredCompanies]),
    async () =>
      (
        await rows<{ p: string; n: number }>(`select period p, sum((data->>'monitoredCompanies')::int)::int n
        from dataset_row where bi_type = 0 and region = '朝阳区' group by 1 order by 1`)
      ).map((r) => [r.p, r.n]),
  ],
];

describe('big-screen memo', () => {
  it.each(CASES.map((c) => [c[0], c] as const))('a write to %s is seen by the next call', async (_, c) => {
    const [, write, call, token, got, want] = c;
    const before = await get(token(), call);
    expect(got(before)).toEqual(await want());
    await write();
    const after = await get(token(), call);
    expect(got(after)).toEqual(await want());
    expect(got(after)).not.toEqual(got(before));
  });

  it('at an unchanged state the kept answer is served; the next change of state drops it', async () => {
    const newsNum = () => one(`select count(*)::int n from biz_news where status <> 2`);
    const first = await get(city, bigScreenCalls.publicOpinion);
    expect(first.total.newsNum).toBe(await newsNum());
    // a write that bumps nothing (triggers off for this session): the state stays, the kept answer is served
    await t.db.execute(`set session_replication_role = replica`);
    try {
      await t.db.execute(`insert into biz_news (title, status, content) values ('不触发的新闻', 1, null)`);
    } finally {
      await t.db.execute(`set session_replication_role = origin`);
    }
    expect((await get(city, bigScreenCalls.publicOpinion)).total.newsNum).toBe(first.total.newsNum);
    expect(await newsNum()).toBe(first.total.newsNum + 1);
    // any change of state (here the sequence alone) and the answer is computed afresh
    await t.db.execute(`select nextval('dash_change_seq')`);
    expect((await get(city, bigScreenCalls.publicOpinion)).total.newsNum).toBe(await newsNum());
  });
});
