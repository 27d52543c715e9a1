import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeCompanyName } from '@risk/shared/company';
import { bigScreenCalls } from '@risk/shared/api/bigScreen';
import { DISTRICT_NAMES } from '@risk/shared/districts';
import { disposalInfo, disposalOrder } from '../../../src/db/schema/disposal.ts';
import { riskCompany, riskCompanyInfo } from '../../../src/db/schema/pool.ts';
import { orderAudit, verificationOrder } from '../../../src/db/schema/verification.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const CALLS = [
  'enterpriseRiskNumber',
  'fieldDistribution',
  'cityNumber',
  'disposalSpeed',
  'statisticsData',
  'dynamic',
  'riskIndex',
  'statisticsRiskLevel',
  'riskCompanyInfos',
  'warnCompanys',
  'riskNumberByMonth',
  'orderNumberByMonth',
] as const;

let t: TestApp;
let city: string;
let ops: string;
let chaoyang: string;
const DAY = 86_400_000;

const rows = async <T = Record<string, any>>(q: string) => ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const get = async (token: string, call: keyof typeof bigScreenCalls, query?: Record<string, string>) => {
  const res = await t.send(token, bigScreenCalls[call], { query });
  expect(res.status, `${call}: ${res.body.message}`).toBe(200);
  return res.body.content as any;
};

let n = 0;
async function company(region: string | null, infos: { point: string; category: string; degree: number; at: Date }[]) {
  n += 1;
  const companyName = `大屏测试${n}有限公司`;
  const [c] = await t.db
    .insert(riskCompany)
    .values({
      companyName,
      nameNorm: normalizeCompanyName(companyName),
      creditCode: `91110105BIG${String(n).padStart(7, '0')}`,
      companyRegion: region,
      registrationPlace: region,
      status: 1,
    })
    .returning();
  for (const i of infos) {
    await t.db.insert(riskCompanyInfo).values({
      riskCompanyId: c.id,
      riskPoint: i.point,
      riskDegree: i.degree,
      category: i.category,
      content: '测试风险信息',
      includedTime: i.at,
    });
  }
  return c;
}

async function order(
  c: { id: number; companyName: string; creditCode: string },
  region: string,
  o: { status: number; level: string; pushTime: Date; dispatchTime?: Date },
) {
  const [row] = await t.db
    .insert(verificationOrder)
    .values({ riskCompanyId: c.id, companyName: c.companyName, creditCode: c.creditCode, region, ...o })
    .returning();
  return row;
}

/** Every figure of the calls, counted here in plain SQL over the workflow tables (not the kept counts). */
async function expected(region: string | null) {
  const scope = (col: string) => (region === null ? 'true' : `${col} = '${region}'`);
  const districts = region === null ? DISTRICT_NAMES : [region];
  const byDistrict = async (q: string) => new Map((await rows<{ k: string; n: number }>(q)).map((r) => [r.k, r.n]));
  const risk = await byDistrict(`select company_region k, count(*)::int n from risk_company group by 1`);
  const warn = await byDistrict(
    `select region k, count(*)::int n from risk_verification_order where level in ('一级','二级','三级') group by 1`,
  );
  const bj = `(now() at time zone 'Asia/Shanghai')`;
  const [one] = await rows(`select
    (select count(*)::int from risk_company where ${scope('company_region')}) as "riskCompanyNum",
    (select count(*)::int from risk_company_info i join risk_company c on c.id = i.risk_company_id where ${scope('c.company_region')}) as "riskInfoNum",
    (select count(*)::int from risk_verification_order where ${scope('region')}) as "pushedNum",
    (select count(*)::int from risk_verification_order where status in (0,1,4,5,6,7,8,9) and ${scope('region')}) as "dispatchedNum",
    (select count(*)::int from risk_verification_order where level in ('一级','二级','三级') and ${scope('region')}) as "warningNum",
    (select count(*)::int from risk_disposal_order where status in (0,1) and ${scope('region')}) as "disposingNum",
    (select count(*)::int from risk_verification_order where status = 9 and ${scope('region')}) as "archivedNum"`);
  const period = async (from: string, time: string, value: string, where: string) => {
    const [p] = await rows(`select
      coalesce(sum(${value}) filter (where ${time} >= date_trunc('year', ${bj})), 0)::int as "yearNum",
      coalesce(sum(${value}) filter (where ${time} >= date_trunc('month', ${bj})), 0)::int as "monthNum",
      coalesce(sum(${value}) filter (where ${time} >= date_trunc('week', ${bj})), 0)::int as "weekNum"
      from ${from} where ${where}`);
    return p;
  };
  const levels = await byDistrict(
    `select level k, count(*)::int n from risk_verification_order where ${scope('region')} group by 1`,
  );
  const monthsOf = async (q: string) => rows(q);
  return {
    enterpriseRiskNumber: districts.map((area) => ({
      area,
      riskTotal: risk.get(area) ?? 0,
      warningTotal: warn.get(area) ?? 0,
    })),
    fieldDistribution: await rows(`select d.label as name, count(*)::int as value
      from risk_company_info i join risk_company c on c.id = i.risk_company_id
      join sys_dict_detail d on d.value = i.category join sys_dict x on x.id = d.dict_id and x.name = 'risk_category'
      where ${scope('c.company_region')} group by 1 order by 2 desc, 1`),
    cityNumber: one,
    disposalSpeed: await rows(`select region, count(*)::int as "disposeNum", count(finish_time)::int as "finishedNum"
      from risk_disposal_order where ${scope('region')} group by 1 order by 1`),
    statisticsData: {
      riskInfo: await period(
        'risk_company_info i join risk_company c on c.id = i.risk_company_id',
        `(i.included_time at time zone 'Asia/Shanghai')`,
        '1',
        scope('c.company_region'),
      ),
      warningCompany: await period(
        'risk_disposal_order',
        `(create_time at time zone 'Asia/Shanghai')`,
        '1',
        scope('region'),
      ),
      layoffPeople: await period(
        'risk_disposal_info i join risk_disposal_order o on o.id = i.disposal_id',
        'i.record_date',
        `(i.data->>'layoffsPerson')::int`,
        `i.type = 'downsizing' and ${scope('o.region')}`,
      ),
    },
    dynamic: (
      await rows(`select a.id::int as id from risk_order_audit a join risk_verification_order o on o.id = a.order_id
        where ${scope('o.region')} order by a.create_time desc, a.id desc limit 20`)
    ).map((r) => r.id),
    riskIndex: await rows(`select d.label as "riskPoint",
        count(*) filter (where i.risk_degree = 0)::int as low, count(*) filter (where i.risk_degree = 1)::int as medium,
        count(*) filter (where i.risk_degree = 2)::int as high, count(*)::int as total
      from risk_company_info i join risk_company c on c.id = i.risk_company_id
      join sys_dict_detail d on d.value = i.risk_point join sys_dict x on x.id = d.dict_id and x.name = 'risk_dot'
      where ${scope('c.company_region')} group by 1 order by total desc, 1`),
    statisticsRiskLevel: ['一级', '二级', '三级', '三级以下', '未定级'].map((name) => ({
      name,
      value: levels.get(name) ?? 0,
    })),
    riskCompanyInfos: (
      await rows(`select i.id::int as id from risk_company_info i join risk_company c on c.id = i.risk_company_id
        where ${scope('c.company_region')} order by i.included_time desc, i.id desc limit 20`)
    ).map((r) => r.id),
    warnCompanys: (
      await rows(
        `select id from risk_disposal_order where ${scope('region')} order by create_time desc, id desc limit 20`,
      )
    ).map((r) => r.id),
    riskNumberByMonth: await monthsOf(`select to_char(m, 'YYYY-MM') as month,
        (select count(*)::int from risk_company_info i join risk_company c on c.id = i.risk_company_id
          where ${scope('c.company_region')} and date_trunc('month', i.included_time at time zone 'Asia/Shanghai') = m) as value
      from generate_series(date_trunc('month', ${bj}) - interval '11 months', date_trunc('month', ${bj}), interval '1 month') m order by 1`),
    orderNumberByMonth: await monthsOf(`select to_char(m, 'YYYY-MM') as month,
        (select count(*)::int from risk_verification_order where ${scope('region')} and date_trunc('month', push_time at time zone 'Asia/Shanghai') = m) as "riskCompanyCount",
        (select count(*)::int from risk_verification_order where ${scope('region')} and date_trunc('month', dispatch_time at time zone 'Asia/Shanghai') = m) as "warningDispatchCount"
      from generate_series(date_trunc('month', ${bj}) - interval '11 months', date_trunc('month', ${bj}), interval '1 month') m order by 1`),
  };
}

/** The API's answers in the shapes `expected` counts. */
async function actual(token: string) {
  const out: Record<string, any> = {};
  for (const call of CALLS) out[call] = await get(token, call);
  out.disposalSpeed = out.disposalSpeed.rows
    .filter((r: any) => r.disposeNum > 0)
    .map(({ region, disposeNum, finishedNum }: any) => ({ region, disposeNum, finishedNum }))
    .sort((a: any, b: any) => a.region.localeCompare(b.region));
  for (const list of ['dynamic', 'riskCompanyInfos', 'warnCompanys']) out[list] = out[list].map((r: any) => r.id);
  return out;
}

async function expectAllMatch() {
  const want = { city: await expected(null), chaoyang: await expected('朝阳区') };
  const gotCity = await actual(city);
  const gotChaoyang = await actual(chaoyang);
  const sortByRegion = (rs: any[]) => [...rs].sort((a, b) => a.region.localeCompare(b.region));
  for (const call of CALLS) {
    const w = call === 'disposalSpeed' ? sortByRegion(want.city.disposalSpeed) : want.city[call];
    expect(gotCity[call], `city ${call}`).toEqual(w);
    const wc = call === 'disposalSpeed' ? sortByRegion(want.chaoyang.disposalSpeed) : want.chaoyang[call];
    expect(gotChaoyang[call], `chaoyang ${call}`).toEqual(wc);
  }
  return { gotCity, gotChaoyang };
}

beforeAll(async () => {
  t = await createTestApp();
  [city, ops, chaoyang] = await Promise.all([t.login('city'), t.login('ops'), t.login('chaoyang')]);
});
afterAll(() => t?.close());

describe('big screen with nothing in the workflow', () => {
  it('answers zeros and empty lists, not made-up figures', async () => {
    const numbers = await get(city, 'cityNumber');
    expect(Object.values(numbers).every((v) => v === 0)).toBe(true);
    expect(await get(city, 'fieldDistribution')).toEqual([]);
    expect(await get(city, 'riskCompanyInfos')).toEqual([]);
    const map = await get(city, 'enterpriseRiskNumber');
    expect(map).toHaveLength(17);
    expect(map.every((r: any) => r.riskTotal === 0 && r.warningTotal === 0)).toBe(true);
  });
});

describe('big screen over the workflow tables', () => {
  const now = Date.now();
  const lastYear = new Date(now - 400 * DAY);

  beforeAll(async () => {
    const c1 = await company('朝阳区', [
      { point: '1', category: '1', degree: 2, at: new Date(now - 60_000) },
      { point: '2', category: '2', degree: 1, at: new Date(now - 2 * DAY) },
      { point: '1', category: '1', degree: 0, at: lastYear },
    ]);
    const c2 = await company('朝阳区', [{ point: '3', category: '5', degree: 2, at: new Date(now - 40 * DAY) }]);
    const c3 = await company('海淀区', [
      { point: '1', category: '1', degree: 1, at: new Date(now - 1000) },
      { point: '4', category: '3', degree: 0, at: new Date(now - 100 * DAY) },
    ]);
    await company(null, [{ point: '2', category: '2', degree: 0, at: new Date(now - 5 * DAY) }]);
    await company('经济技术开发区', []);

    const o1 = await order(c1, '朝阳区', {
      status: 7,
      level: '二级',
      pushTime: new Date(now - 20 * DAY),
      dispatchTime: new Date(now - 19 * DAY),
    });
    const o2 = await order(c2, '朝阳区', {
      status: 8,
      level: '三级以下',
      pushTime: new Date(now - 70 * DAY),
      dispatchTime: new Date(now - 69 * DAY),
    });
    const o3 = await order(c3, '海淀区', { status: 9, level: '一级', pushTime: lastYear, dispatchTime: lastYear });
    await order(c3, '海淀区', { status: 10, level: '未定级', pushTime: new Date(now - DAY) });

    const [d1] = await t.db
      .insert(disposalOrder)
      .values({
        orderId: o1.id,
        riskCompanyId: c1.id,
        companyName: c1.companyName,
        creditCode: c1.creditCode,
        region: '朝阳区',
        level: '二级',
        status: 1,
        // the kept record counts, as the disposal module keeps them
        talkNum: 1,
        downsizingNum: 1,
        createTime: new Date(now - 3 * DAY),
      })
      .returning();
    await t.db.insert(disposalOrder).values({
      orderId: o3.id,
      riskCompanyId: c3.id,
      companyName: c3.companyName,
      creditCode: c3.creditCode,
      region: '海淀区',
      level: '一级',
      status: 2,
      createTime: lastYear,
      finishTime: new Date(lastYear.getTime() + 4.5 * DAY),
    });
    const today = new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
    await t.db.insert(disposalInfo).values([
      {
        disposalId: d1.id,
        type: 'downsizing',
        recordDate: today,
        data: { layoffsPerson: 12, layoffsTime: today, allDepartment: '生产部', opinion: '稳妥' },
      },
      { disposalId: d1.id, type: 'talk', recordDate: today, data: { opinion: '约谈' } },
    ]);
    await t.db.insert(orderAudit).values([
      {
        orderId: o1.id,
        action: 'dispatch',
        fromStatus: 10,
        toStatus: 0,
        actorName: '市级业务员',
        createTime: new Date(now - 19 * DAY),
      },
      {
        orderId: o1.id,
        action: 'rating',
        fromStatus: 6,
        toStatus: 7,
        actorName: '市级业务员',
        createTime: new Date(now - 3 * DAY),
      },
      {
        orderId: o2.id,
        action: 'takeOrder',
        fromStatus: 0,
        toStatus: 1,
        actorName: '朝阳区业务员',
        createTime: new Date(now - 60 * DAY),
      },
      {
        orderId: o3.id,
        action: 'archive',
        fromStatus: 8,
        toStatus: 9,
        actorName: '市级业务员',
        createTime: new Date(now - 10 * DAY),
      },
    ]);
  });

  it('every call matches the counts of the workflow tables, for the city and for a district', async () => {
    const { gotCity, gotChaoyang } = await expectAllMatch();
    // the figures the test wrote, spelled out once
    expect(gotCity.enterpriseRiskNumber.find((r: any) => r.area === '朝阳区')).toEqual({
      area: '朝阳区',
      riskTotal: 2,
      warningTotal: 1,
    });
    expect(gotCity.enterpriseRiskNumber.find((r: any) => r.area === '经济技术开发区').riskTotal).toBe(1);
    expect(gotCity.cityNumber).toMatchObject({
      riskCompanyNum: 5,
      riskInfoNum: 7,
      pushedNum: 4,
      warningNum: 2,
      disposingNum: 1,
      archivedNum: 1,
    });
    expect(gotChaoyang.enterpriseRiskNumber).toEqual([{ area: '朝阳区', riskTotal: 2, warningTotal: 1 }]);
    expect(gotChaoyang.cityNumber).toMatchObject({ riskCompanyNum: 2, riskInfoNum: 4, pushedNum: 2 });
    expect(gotChaoyang.statisticsData.layoffPeople.yearNum).toBe(12);
  });

  it('labels come from the dictionaries and the audit trail reads as words', async () => {
    const dyn = await get(city, 'dynamic');
    expect(dyn.map((r: any) => r.action)).toContain('预警定级');
    const info = await get(city, 'riskCompanyInfos');
    expect(info[0]).toMatchObject({ region: '海淀区', riskPoint: '规模裁员', riskDegree: '中' });
    const warn = await get(city, 'warnCompanys');
    expect(warn[0]).toMatchObject({ region: '朝阳区', level: '二级', status: '处置中' });
  });

  it('disposal speed: average days from rating to finish', async () => {
    const speed = await get(ops, 'disposalSpeed');
    expect(speed.rows.find((r: any) => r.region === '海淀区')).toEqual({
      region: '海淀区',
      disposeNum: 1,
      finishedNum: 1,
      avgDays: 4.5,
    });
    expect(speed.total).toEqual({ region: '全市', disposeNum: 2, finishedNum: 1, avgDays: 4.5 });
    // a district's total is its own and is named 本区, not 全市
    const own = await get(chaoyang, 'disposalSpeed');
    expect(own.total.region).toBe('本区');
    expect(own.total.disposeNum).toBe(own.rows.reduce((n: number, r: any) => n + r.disposeNum, 0));
  });

  it('the kept counts follow changes: a company moves district, information is edited and deleted, a company is deleted, an order is re-rated', async () => {
    const [moved] = await rows<{ id: number }>(`select id from risk_company where company_name = '大屏测试2有限公司'`);
    await t.db.execute(`update risk_company set company_region = '海淀区' where id = ${moved.id}`);
    await t.db
      .execute(`update risk_company_info set category = '4', risk_point = '5', included_time = now() - interval '3 days'
      where id = (select min(id) from risk_company_info)`);
    await t.db.execute(
      `delete from risk_company_info where id = (select max(id) from risk_company_info where risk_company_id = (select min(id) from risk_company))`,
    );
    await t.db.execute(`delete from risk_company where company_name = '大屏测试4有限公司'`);
    await t.db.execute(
      `update risk_verification_order set level = '三级', region = '朝阳区', dispatch_time = now() where level = '一级'`,
    );
    await expectAllMatch();
  });

  it('guidance: interviews and services per district, per month and the latest, as the records count them', async () => {
    for (const [token, region] of [
      [city, null],
      [chaoyang, '朝阳区'],
    ] as const) {
      const scope = region ? `o.region = '${region}'` : 'true';
      const g = await get(token, 'guidance');
      const [want] = await rows(`select
        count(distinct o.id)::int as "disposeNum",
        count(distinct o.id) filter (where i.type = 'talk')::int as "interviewCompanies",
        count(i.id) filter (where i.type = 'talk')::int as "interviewTimes",
        count(distinct o.id) filter (where i.type = 'server')::int as "serviceCompanies",
        count(i.id) filter (where i.type = 'server')::int as "serviceTimes"
        from risk_disposal_order o left join risk_disposal_info i on i.disposal_id = o.id where ${scope}`);
      expect(g.total).toMatchObject(want);
      expect(g.total.interviewRate).toBe(
        want.disposeNum ? Number((want.interviewCompanies / want.disposeNum).toFixed(4)) : 0,
      );
      const latest =
        await rows(`select i.id::int as id from risk_disposal_info i join risk_disposal_order o on o.id = i.disposal_id
        where i.type in ('talk', 'server') and ${scope} order by i.record_date desc, i.id desc limit 20`);
      expect(g.latest.map((r: any) => r.id)).toEqual(latest.map((r) => r.id));
      const perMonth = g.months.reduce((sum: number, m: any) => sum + m.interviews, 0);
      const [recent] =
        await rows(`select count(*)::int as n from risk_disposal_info i join risk_disposal_order o on o.id = i.disposal_id
        where i.type = 'talk' and ${scope} and i.record_date >= date_trunc('month', now() at time zone 'Asia/Shanghai') - interval '11 months'`);
      expect(perMonth).toBe(recent.n);
    }
  });

  it('publicOpinion: news and the keywords found in them, district keywords for a district', async () => {
    await t.db.execute(`insert into biz_news (title, status, content) values
      ('某公司拖欠工资引发讨薪', 1, '员工讨薪'), ('某厂停工停产', 1, null), ('已下架的裁员消息', 2, '裁员'), ('政策解读', 1, '稳岗补贴')`);
    await t.db.execute(`insert into risk_monitor_key (key_word, type, region) values
      ('讨薪', '3', '北京市'), ('停工停产', '4', '朝阳区'), ('裁员', '1', '海淀区'), ('讨薪', '3', '朝阳区')`);
    for (const [token, region] of [
      [city, null],
      [chaoyang, '朝阳区'],
    ] as const) {
      const scope = region ? `k.region in ('北京市', '${region}')` : 'true';
      const p = await get(token, 'publicOpinion');
      const hit = `strpos(lower(n.title || ' ' || coalesce(n.content, '')), lower(k.key_word)) > 0`;
      const [want] = await rows(`select
        (select count(*)::int from biz_news where status <> 2) as "newsNum",
        (select count(*)::int from risk_monitor_key k where ${scope}) as "keywordNum",
        (select count(*)::int from biz_news n where n.status <> 2 and exists (select 1 from risk_monitor_key k where ${scope} and ${hit})) as "hitNewsNum"`);
      expect(p.total).toEqual(want);
      const kw = await rows(`select k.key_word as "keyWord", count(n.id)::int as hits from risk_monitor_key k
        left join biz_news n on n.status <> 2 and ${hit} where ${scope} group by k.id order by hits desc, 1`);
      expect(p.keywords.map((k: any) => ({ keyWord: k.keyWord, hits: k.hits }))).toEqual(kw);
      expect(p.latest.map((n: any) => n.title)).not.toContain('已下架的裁员消息');
    }
    const cityView = await get(city, 'publicOpinion');
    expect(cityView.total).toEqual({ newsNum: 3, keywordNum: 4, hitNewsNum: 2 });
    // a word watched in the city and in a district is named once in a news item's hits
    expect(cityView.latest.find((n: any) => n.title === '某公司拖欠工资引发讨薪').keywords).toBe('讨薪');
    expect((await get(chaoyang, 'publicOpinion')).total.keywordNum).toBe(3);
  });

  it('monthly calls take months 1 to 36', async () => {
    expect(await get(city, 'riskNumberByMonth', { months: '3' })).toHaveLength(3);
    const bad = await t.send(city, bigScreenCalls.orderNumberByMonth, { query: { months: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('月份数必须是数字');
    const zero = await t.send(city, bigScreenCalls.riskNumberByMonth, { query: { months: '0' } });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain('月份数至少为1');
    const many = await t.send(city, bigScreenCalls.riskNumberByMonth, { query: { months: '37' } });
    expect(many.status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    for (const call of [...CALLS, 'guidance', 'publicOpinion'] as const) {
      const res = await t.send(null, bigScreenCalls[call]);
      expect(res.status, call).toBe(401);
    }
  });
});
