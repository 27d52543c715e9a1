import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AnyEndpoint } from '@risk/shared/api/endpoint';
import { poolCalls } from '@risk/shared/api/pool';
import { riskInfoCalls } from '@risk/shared/api/riskInfo';
import { verificationCalls } from '@risk/shared/api/verification';
import { disposalCalls } from '@risk/shared/api/disposal';
import { noticeCalls } from '@risk/shared/api/notices';
import { dictCalls, logCalls, onlineCalls, roleCalls, userCalls } from '@risk/shared/api/system';
import {
  dailyReportCalls,
  districtReportCalls,
  newsCalls,
  policyCalls,
  researchReportCalls,
  riskDimensionCalls,
  riskIndexCalls,
  riskMonitorKeyCalls,
} from '@risk/shared/api/content';
import { socialSecurityCalls } from '@risk/shared/api/socialSecurity';
import { miniAppUserCalls } from '@risk/shared/api/miniAppUser';
import { datasetCalls } from '@risk/shared/api/datasets';
import { dataApplyCalls } from '@risk/shared/api/dataApply';
import { reportsCalls } from '@risk/shared/api/reports';
import { dashboardCalls } from '@risk/shared/api/dashboard';
import { jobCalls } from '@risk/shared/api/jobs';
import { CITY_TABS, CITY_WARNING_TABS, COUNTY_TABS } from '@risk/shared/order-machine';
import { sessionSettingsSql } from '../../src/db/client.ts';
import { createTestApp, injectOf, type TestApp } from '../helpers/test-app.ts';
import { executeLiteral, preparedPlanCounts } from '../helpers/prepared-plans.ts';
import { PLAN_SEED_SQL, LARGE_TABLE_ROWS } from './query-plans.seed.ts';

/**
 * Every accepted sort and filter of every list is fast: each list is called through its
 * route as a city user and as a district user, for every whitelisted sort field in both directions
 * and every filter alone; the SQL the route sends is captured (the driver's query logger) and
 * `EXPLAIN`ed on tables seeded large enough for the planner to care. A Seq Scan of a large table or
 * a Sort over more rows than the page fails, named with the call and the statement. Both plans
 * PostgreSQL may run are checked: the custom plan for the parameters (the first uses), and the
 * generic plan a prepared statement settles on (db/auto-prepare.ts prepares after three uses).
 *
 * PostgreSQL only: PGlite runs the same planner, but CI's budget is spent once, on the real server.
 */
const DISTRICT = '朝阳区';
/** A week: the date filters as a clerk uses them (the seed spreads rows over months to years). */
const RANGE = [new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10), new Date().toISOString().slice(0, 10)];
/**
 * A Sort of more rows than this fails: ten pages of 10. Lookups for the page's own rows (the social
 * security months of its ten companies) sort a few dozen; a sort that grows with the table sorts thousands.
 */
const SORT_ROWS = 100;
const asc = (f: string) => [`${f},ASC`, `${f},DESC`];

/** A list and how to call it; every sort field the call accepts is tried in both directions. */
interface ListSpec {
  name: string;
  call: AnyEndpoint;
  /** Whom to call as: a city-wide user and a district user (the district scope); one for lists without one. */
  users: string[];
  /** Fixed parameters of every call (a tab, a data set). */
  fixed?: Record<string, string | string[]>;
  filters: Record<string, string | string[]>;
}

const orderFilters = {
  status: ['4'],
  companyName: '科技',
  region: DISTRICT,
  registrationPlace: DISTRICT,
  riskPoint: '社保减员',
  level: '二级',
  isDownsizing: '1',
  isDefuse: '0',
  verifyPassed: '未通过',
  pushTime: RANGE,
  dispatchTime: RANGE,
  gradeTime: RANGE,
  includedTime: RANGE,
  verificationTime: RANGE,
  writeInterview: '1',
  writeLayoffs: '1',
  writeDock: '0',
  timeliness: 'overdue',
};

export const LISTS: ListSpec[] = [
  {
    name: '风险企业库',
    call: poolCalls.list,
    users: ['city', 'chaoyang'],
    filters: {
      companyName: '科技',
      creditCode: '911100001',
      status: ['2'],
      focus: 'true',
      cityFocus: 'true',
      specialFollow: 'true',
      isMatch: 'true',
      companyRegion: DISTRICT,
      registrationPlace: DISTRICT,
      type: '社保风险',
      includedTime: RANGE,
    },
  },
  // a two-character search in one place walks it in 纳入时间 order and reads its count kept (migration
  // 0043); any other fragment, sort or filter reads the name suffixes (0056)
  ...['科技', '华', '餐饮管理'].map((fragment): ListSpec => ({
    name: `风险企业库（名称搜索 ${fragment}）`,
    call: poolCalls.list,
    users: ['city', 'chaoyang', 'ops'],
    fixed: { companyName: fragment },
    filters: {
      isMatch: 'true',
      registrationPlace: DISTRICT,
      companyRegion: DISTRICT,
      focus: 'true',
      cityFocus: 'true',
      specialFollow: 'false',
      status: ['2'],
      type: '社保风险',
      includedTime: RANGE,
      page: '3',
    },
  })),
  {
    name: '风险企业库（存档）',
    call: poolCalls.list,
    users: ['city', 'chaoyang'],
    fixed: { status: ['9'] },
    filters: {},
  },
  {
    name: '风险信息',
    call: riskInfoCalls.list,
    users: ['city', 'chaoyang'],
    filters: {
      companyName: '科技',
      creditCode: '911100001',
      registrationPlace: DISTRICT,
      companyRegion: DISTRICT,
      riskPoint: '社保减员',
      riskDegree: '2',
      riskDimensionName: '社保维度',
      includedTime: RANGE,
    },
  },
  ...[...Object.keys(CITY_TABS), ...Object.keys(CITY_WARNING_TABS)].map((tab): ListSpec => ({
    name: `市级核实 ${tab}`,
    call: verificationCalls.list,
    users: ['city'],
    fixed: { tab },
    filters: tab === 'CityAll' || tab === 'EarlyWarn2' ? orderFilters : {},
  })),
  ...Object.keys(COUNTY_TABS).map((tab): ListSpec => ({
    name: `区县核实 ${tab}`,
    call: verificationCalls.list,
    users: ['chaoyang'],
    fixed: { tab },
    filters: tab === 'countyAll' ? orderFilters : {},
  })),
  {
    name: '延期申请',
    call: verificationCalls.delayList,
    users: ['city'],
    fixed: { state: 'approved' },
    filters: {},
  },
  {
    name: '联动处置',
    call: disposalCalls.list,
    users: ['city', 'chaoyang'],
    filters: {
      companyName: '科技',
      region: DISTRICT,
      registrationPlace: DISTRICT,
      status: ['6', '7'],
      level: '二级',
      createTime: RANGE,
      timeliness: 'dueSoon',
    },
  },
  {
    name: '消息通知',
    call: noticeCalls.list,
    users: ['city', 'admin'],
    filters: { status: '0', acceptUserId: '3', noticeType: '核实' },
  },
  {
    name: '操作日志',
    call: logCalls.operations,
    users: ['admin'],
    filters: { blurry: '风险', username: 'city', module: '风险企业库', result: 'fail', createTime: RANGE },
  },
  {
    name: '登录日志',
    call: logCalls.logins,
    users: ['admin'],
    filters: { username: 'city', ip: '10.0.0.1', success: 'false', createTime: RANGE },
  },
  {
    name: '政策法规',
    call: policyCalls.list,
    users: ['city'],
    filters: { title: '劳动', type: '法律', uploadTime: RANGE },
  },
  {
    name: '新闻资讯',
    call: newsCalls.list,
    users: ['city'],
    filters: { title: '劳动', status: '1' },
  },
  {
    name: '区县报告',
    call: districtReportCalls.list,
    users: ['city', 'chaoyang'],
    filters: { reportName: '报告', region: DISTRICT, year: '2025' },
  },
  {
    name: '专报日报',
    call: dailyReportCalls.list,
    users: ['city'],
    filters: { title: '日报', uploadTime: RANGE },
  },
  {
    name: '社保数据',
    call: socialSecurityCalls.list,
    users: ['ops'],
    filters: { creditCode: '911100001', companyName: '科技', region: DISTRICT },
  },
  {
    name: '小程序用户',
    call: miniAppUserCalls.list,
    users: ['ops', 'chaoyang'],
    // a whole number: under CRYPTO_SUITE=gm accounts are sealed and found only whole (blind index)
    filters: { companyName: '科技', account: '13800000002', region: DISTRICT, status: '1' },
  },
  {
    name: '数据集导入记录',
    call: datasetCalls.history,
    users: ['ops'],
    fixed: { biType: '1' },
    filters: {},
  },
];

/** List routes this test leaves out, and why; any other list route that appears must be added above. */
export const NOT_CHECKED: [AnyEndpoint, string][] = [
  [dictCalls.list, 'a few dozen dictionaries'],
  [dictCalls.items, 'the items of one dictionary'],
  [userCalls.list, 'a few hundred accounts'],
  [userCalls.download, 'a few hundred accounts'],
  [roleCalls.list, 'a few roles'],
  [onlineCalls.list, 'sessions of people logged in now'],
  [reportsCalls.layoffsReport, 'one per order whose form reports layoffs: a small share of the orders'],
  [riskIndexCalls.list, 'one row per district and quarter'],
  [riskDimensionCalls.list, 'configuration, tens of rows'],
  [riskMonitorKeyCalls.list, 'keywords, hundreds of rows'],
  [datasetCalls.rows, 'one data set period: a row per district or company of that period'],
  [datasetCalls.companys, 'one period of the earmark data set'],
  [datasetCalls.concernCompanys, 'one period of the earmark data set'],
  [newsCalls.download, 'the export of the news list checked above'],
  [socialSecurityCalls.download, 'the export of the social-security list checked above (capped)'],
  [dataApplyCalls.list, "districts' requests for a company's data: a few a month"],
  [poolCalls.download, 'the export reads every matching company by design (capped)'],
  [riskInfoCalls.download, 'the export reads every matching row by design (capped)'],
  [logCalls.downloadOperations, 'the export of the operation log checked above: every matching row by design (capped)'],
  [researchReportCalls.list, 'research reports published by hand'],
  [
    jobCalls.list,
    "one user's own jobs, by sys_job_owner_idx (an admin's view of all: imports and digests, a few a day)",
  ],
  [dashboardCalls.levelList, 'read models: bench/dashboard.mjs'],
  [dashboardCalls.focusList, 'read models: bench/dashboard.mjs'],
  [dashboardCalls.earlyWarningList, 'read models: bench/dashboard.mjs'],
  [dashboardCalls.verifyRate, 'read models: bench/dashboard.mjs'],
  [dashboardCalls.downsizingList, 'read models: bench/dashboard.mjs'],
  [dashboardCalls.disposalRate, 'read models: bench/dashboard.mjs'],
];

interface ListRequest {
  list: string;
  user: string;
  query: Record<string, string | string[]>;
}

function requestsOf(spec: ListSpec): ListRequest[] {
  const out: ListRequest[] = [];
  for (const user of spec.users) {
    const base = { page: '0', size: '10', ...spec.fixed };
    out.push({ list: spec.name, user, query: base });
    for (const f of spec.call.shape.sort ?? [])
      for (const s of asc(f)) out.push({ list: spec.name, user, query: { ...base, sort: s } });
    for (const [k, v] of Object.entries(spec.filters)) out.push({ list: spec.name, user, query: { ...base, [k]: v } });
  }
  return out;
}

const queryString = (q: Record<string, string | string[]>) =>
  new URLSearchParams(
    Object.entries(q).flatMap(([k, v]): [string, string][] => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]])),
  ).toString();

/** A list call with its query string in the URL, an array repeating its key (`status=6&status=7`). */
function listCall(call: AnyEndpoint, query: Record<string, string | string[]>) {
  const request = injectOf(call);
  return { ...request, url: `${request.url}?${queryString(query)}` };
}

/** A route as the platform declares it, under /api/pres. */
const routeOf = (call: AnyEndpoint) => `/api/pres${call.path}`;

type PlanNode = Record<string, unknown> & { 'Node Type': string; Plans?: PlanNode[] };

/**
 * A top-N sort of a search's matches that the statement counts with `count(*) over ()` (the pool's
 * name search): the window reads every match whatever the order, so sorting them adds a heap of ten
 * to that work. Walking an index in order under the window instead looks cheaper to PostgreSQL 15
 * and reads the whole district.
 */
const sortsCountedMatches = (sort: PlanNode) => {
  const input = sort.Plans?.[0];
  const below = input?.['Node Type'] === 'Subquery Scan' ? input.Plans?.[0] : input;
  return below?.['Node Type'] === 'WindowAgg';
};

/**
 * A window counting under the page's LIMIT reads all of its input before the first row, which
 * PostgreSQL 15 does not cost: an index walk in the page's order that filters as it goes reads every
 * row of its range (a whole district for a few matches).
 */
const walksAndFilters = (n: PlanNode | undefined, large: Set<string>) =>
  (n?.['Node Type'] === 'Index Scan' || n?.['Node Type'] === 'Index Only Scan') &&
  large.has(String(n['Relation Name'])) &&
  n.Filter !== undefined &&
  !readsFragmentRange(n);

/**
 * A read of the name suffixes (migration 0056) ranges over the suffixes starting with the fragment,
 * whatever the page's order: its filter keeps one suffix per company and the list's other filters,
 * so what it reads is the fragment's matches, not a walk of a district.
 */
const readsFragmentRange = (n: PlanNode) =>
  String(n['Index Name']).startsWith('risk_company_name_suffix') && String(n['Index Cond']).includes('suffix >=');

/** The indexes a plan reads. */
function indexesOf(plan: PlanNode): Set<string> {
  const out = new Set<string>();
  const walk = (n: PlanNode) => {
    if (n['Index Name'] !== undefined) out.add(String(n['Index Name']));
    for (const c of n.Plans ?? []) walk(c);
  };
  walk(plan);
  return out;
}

/**
 * What is wrong with a plan: Seq Scans of large tables, Sorts of more rows than the page, counts over
 * filtering walks, and a Memoize under a page's Limit (its cache is sized and cleared for every distinct
 * key of the whole join on each run: the risk-information page spent 0.15 → 0.3 ms on it from --scale
 * 100000 to 300000; the platform's sessions turn it off, db/client.ts SESSION_SETTINGS).
 */
export function planProblems(plan: PlanNode, large: Set<string>, pageRows: number): string[] {
  const out: string[] = [];
  const walk = (n: PlanNode, underLimit = false) => {
    if (n['Node Type'] === 'Memoize' && underLimit)
      out.push(`Memoize under a page's Limit: its cache is sized for the whole join, not the page`);
    if (n['Node Type'] === 'Seq Scan' && large.has(String(n['Relation Name'])))
      out.push(`Seq Scan on ${String(n['Relation Name'])} (${String(n['Plan Rows'])} rows)`);
    if (n['Node Type'] === 'WindowAgg' && walksAndFilters(n.Plans?.[0], large))
      out.push(
        `count over an index walk that filters ${String(n.Plans?.[0]?.['Relation Name'])}: it reads the whole range`,
      );
    if (n['Node Type'] === 'Sort' && !sortsCountedMatches(n)) {
      const input = Number(n.Plans?.[0]?.['Plan Rows'] ?? 0);
      if (input > pageRows) out.push(`Sort of ${input} rows by ${JSON.stringify(n['Sort Key'])}`);
    }
    for (const c of n.Plans ?? []) walk(c, underLimit || n['Node Type'] === 'Limit');
  };
  walk(plan);
  return out;
}

/**
 * Plans known to be slow when this test was written, one per line, that the index fixes did not
 * reach yet (docs/performance.md says which and why). A new one fails the test; one that no longer
 * occurs is reported so the line can go. `PLAN_ACCEPT=1` rewrites the file from the current plans.
 */
const KNOWN_FILE = path.join(import.meta.dirname, 'query-plans.known.txt');
const known = new Set(
  fs.existsSync(KNOWN_FILE)
    ? fs
        .readFileSync(KNOWN_FILE, 'utf8')
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))
    : [],
);
/** A problem without its row estimates, which move with the data and the server version. */
const keyOf = (where: string, problem: string) => `${where} | ${problem.replace(/ \(\d+ rows\)| of \d+ rows/g, '')}`;

const url = inject('databaseUrl');

describe.skipIf(!url)('query plans of every list, sort and filter (PostgreSQL; skipped on PGlite)', () => {
  let t: TestApp;
  let explainer: pg.Client;
  const captured: { text: string; params: unknown[] }[] = [];
  const tokens: Record<string, string> = {};
  let large = new Set<string>();

  beforeAll(async () => {
    t = await createTestApp({}, { onQuery: (text, params) => captured.push({ text, params }) });
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    explainer = new pg.Client({
      connectionString: (pool as unknown as { options: { connectionString: string } }).options.connectionString,
    });
    await explainer.connect();
    await explainer.query(PLAN_SEED_SQL);
    // statistics from every row (the sample of 300 × the target covers the largest table), so the
    // estimates, and with them the plans, are the same on every run
    await explainer.query('set default_statistics_target = 1000');
    await explainer.query('vacuum analyze');
    await explainer.query('set plan_cache_mode = force_generic_plan');
    // the planner settings the platform's sessions run with
    await explainer.query(sessionSettingsSql);
    const { rows } = await explainer.query<{ name: string }>(
      `select relname as name from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples >= $1`,
      [LARGE_TABLE_ROWS],
    );
    large = new Set(rows.map((r) => r.name));
    const partial = await explainer.query<{ name: string }>(
      `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid where i.indpred is not null`,
    );
    partialIndexes = new Set(partial.rows.map((r) => r.name));
    for (const u of new Set(LISTS.flatMap((l) => l.users))) tokens[u] = await t.login(u);
  });
  afterAll(async () => {
    await explainer?.end();
    await t?.close();
  });

  it('covers every list route the platform declares', () => {
    const lists = t.app.declaredRoutes.filter((r) => {
      const qs = (r.schema as { querystring?: { shape?: Record<string, unknown> } } | undefined)?.querystring;
      return qs?.shape && 'page' in qs.shape && 'sort' in qs.shape;
    });
    const checked = new Set([...LISTS.map((l) => l.call), ...NOT_CHECKED.map(([call]) => call)].map(routeOf));
    const missing = lists.map((r) => r.url).filter((u) => !checked.has(u));
    expect(missing, 'add these lists to LISTS (or to NOT_CHECKED with a reason)').toEqual([]);
    expect(large.size, 'the seed makes the listed tables large').toBeGreaterThanOrEqual(10);
  });

  it('no Seq Scan of a large table and no Sort of more than a page, in the custom and the generic plan', async () => {
    const unexpected: string[] = [];
    const seen = new Set<string>();
    const explained = new Map<string, string[]>();
    let statements = 0;
    for (const spec of LISTS) {
      for (const request of requestsOf(spec)) {
        captured.length = 0;
        const res = await t.call(tokens[request.user], listCall(spec.call, request.query));
        // the date range is relative to today, so the known list names it, not its dates
        const query = decodeURIComponent(queryString(request.query))
          .replaceAll(RANGE[0], '{7天前}')
          .replaceAll(RANGE[1], '{今天}');
        const where = `${request.list} (${request.user}) ${query}`;
        if (res.status !== 200) {
          unexpected.push(`${where}\n    answered ${res.status} ${res.body.message}`);
          continue;
        }
        for (const s of captured.filter((c) => /^\s*(select|with)\b/i.test(c.text))) {
          const key = `${s.text}\u0000${JSON.stringify(s.params)}`;
          let found = explained.get(key);
          if (!found) {
            statements++;
            found = await explainBoth(explainer, s.text, s.params, large, SORT_ROWS);
            explained.set(key, found);
          }
          for (const p of found) {
            const key = keyOf(where, p);
            seen.add(key);
            if (!known.has(key)) unexpected.push(`${where}\n    ${p}\n    ${s.text.slice(0, 400)}`);
          }
        }
      }
    }
    const gone = [...known].filter((k) => !seen.has(k));
    if (process.env.PLAN_ACCEPT === '1') {
      const head = '# Known slow plans: see query-plans.test.ts and docs/performance.md. PLAN_ACCEPT=1 rewrites.';
      fs.writeFileSync(KNOWN_FILE, [head, ...[...seen].sort()].join('\n') + '\n');
    }
    console.log(
      `query plans: ${statements} statements explained (custom and generic plans), ${seen.size} known slow, ` +
        `${unexpected.length} new problems, ${gone.length} known ones fixed`,
    );
    if (gone.length > 0) console.log(`no longer slow (remove from ${path.basename(KNOWN_FILE)}):\n${gone.join('\n')}`);
    expect(unexpected, unexpected.join('\n\n')).toEqual([]);
  }, 240_000);

  it('the pool name search of pushed companies settles on its generic plan, as the platform prepares it', async () => {
    captured.length = 0;
    // sorted by 推送时间, so the search reads the name suffixes rather than walking its place (migration 0043)
    const query = {
      page: '0',
      size: '10',
      companyName: '科技',
      registrationPlace: DISTRICT,
      isMatch: 'true',
      sort: 'pushTime,DESC',
    };
    const res = await t.call(tokens.city, listCall(poolCalls.list, query));
    expect(res.status).toBe(200);
    const search = captured.find((c) => c.text.includes('"risk_company_name_suffix"'));
    expect(search, 'the search reads the name suffixes').toBeDefined();
    // PostgreSQL's own choice, as on the platform's connections: five custom plans, then the generic
    // plan for good if it is costed no higher than they were
    await explainer.query('set plan_cache_mode = auto');
    try {
      const plans = await preparedPlanCounts(explainer, 'pushed_name_search', search!.text, search!.params);
      expect(plans, 'planned afresh on every call').toEqual({ generic: '3', custom: '5' });
    } finally {
      await explainer.query('set plan_cache_mode = force_generic_plan');
    }
  });
});

let statementNo = 0;
/** Indexes with a WHERE, read from the catalogue before the plans. */
let partialIndexes = new Set<string>();

/** The custom plan for these parameters and the generic plan of the same text prepared. */
async function explainBoth(
  c: pg.Client,
  text: string,
  params: unknown[],
  large: Set<string>,
  pageRows: number,
): Promise<string[]> {
  const out: string[] = [];
  const custom = await c.query(`explain (format json) ${text}`, params);
  for (const p of planProblems(custom.rows[0]['QUERY PLAN'][0].Plan, large, pageRows)) out.push(`custom plan: ${p}`);
  if (params.length === 0) return out;
  // the explainer session runs with plan_cache_mode = force_generic_plan: a prepared statement's
  // EXECUTE gets the generic plan, while the unnamed statement above is always planned for its values
  const name = `plan_${++statementNo}`;
  await c.query(`prepare ${name} as ${text}`);
  const args = params.map((v) => executeLiteral(c, v)).join(', ');
  const generic = await c.query(`explain (format json) execute ${name}(${args})`);
  const genericPlan: PlanNode = generic.rows[0]['QUERY PLAN'][0].Plan;
  for (const p of planProblems(genericPlan, large, pageRows)) out.push(`generic plan: ${p}`);
  // A generic plan cannot prove a partial index's predicate from parameters: CityAll's settled plan
  // walked the index of every order instead of the tab's partial one and filtered out the newest
  // pending orders (1,250 rows at --scale 300000, growing with the orders).
  const genericIndexes = indexesOf(genericPlan);
  for (const index of indexesOf(custom.rows[0]['QUERY PLAN'][0].Plan))
    if (partialIndexes.has(index) && !genericIndexes.has(index))
      out.push(`generic plan: cannot use the partial index ${index} that the custom plan reads`);
  return [...new Set(out)];
}
