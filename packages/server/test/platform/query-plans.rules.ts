import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { pathOf, type AnyEndpoint } from '@risk/shared/api/endpoint';
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
import { COMPANY_STATUS_LABEL } from '@risk/shared/pool';
import { executeLiteral } from '../helpers/prepared-plans.ts';

/**
 * The plan test's lists and rules, without a test runner: `query-plans.test.ts` runs them on its own
 * seed, `bench/list-plans.ts` on a seeded database at scale (DATABASE_URL). Each list is called
 * through its route as a city user and as a district user (operations where it sees more), for every
 * whitelisted sort field in both directions and every filter alone; the SQL the route sends is
 * captured and both plans PostgreSQL may run are explained: the custom plan for the parameters (the
 * first uses) and the generic plan a prepared statement settles on (db/auto-prepare.ts prepares after
 * three uses).
 */
export const DISTRICT = '朝阳区';
/** A week: the date filters as a clerk uses them (the seed spreads rows over months to years). */
export const RANGE = [
  new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
  new Date().toISOString().slice(0, 10),
];
/**
 * A Sort of more rows than this fails: ten pages of 10. Lookups for the page's own rows (the social
 * security months of its ten companies) sort a few dozen; a sort that grows with the table sorts thousands.
 */
export const SORT_ROWS = 100;
const asc = (f: string) => [`${f},ASC`, `${f},DESC`];

/** A list and how to call it; every sort field the call accepts is tried in both directions. */
export interface ListSpec {
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
  // operations sees every status (no preset): the list as it opens and each status it picks, with
  // every sort, the unpushed companies (55 %) the largest
  {
    name: '风险企业库（运维）',
    call: poolCalls.list,
    users: ['ops'],
    filters: { isMatch: 'false', companyRegion: DISTRICT, focus: 'true', specialFollow: 'true', type: '社保风险' },
  },
  ...Object.entries(COMPANY_STATUS_LABEL).map(([status, label]): ListSpec => ({
    name: `风险企业库（运维 ${label}）`,
    call: poolCalls.list,
    users: ['ops'],
    fixed: { status: [status] },
    filters: { registrationPlace: DISTRICT, isMatch: 'true' },
  })),
  // 存档评价's two tabs (待存档, 待评价): one status each, by 定级时间 unless sorted otherwise
  ...[4, 6].map((status): ListSpec => ({
    name: `风险企业库（存档评价 ${COMPANY_STATUS_LABEL[status as 4 | 6]}）`,
    call: poolCalls.list,
    users: ['city', 'chaoyang'],
    fixed: { status: [String(status)], sort: 'gradeTime,DESC' },
    filters: {},
  })),
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

export interface ListRequest {
  list: string;
  user: string;
  query: Record<string, string | string[]>;
}

export function requestsOf(spec: ListSpec): ListRequest[] {
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

export const queryString = (q: Record<string, string | string[]>) =>
  new URLSearchParams(
    Object.entries(q).flatMap(([k, v]): [string, string][] => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]])),
  ).toString();

/** A list call with its query string in the URL, an array repeating its key (`status=6&status=7`). */
export function listCall(call: AnyEndpoint, query: Record<string, string | string[]>) {
  return { method: call.method, url: `/api/pres${pathOf(call)}?${queryString(query)}` };
}

/** A route as the platform declares it, under /api/pres. */
export const routeOf = (call: AnyEndpoint) => `/api/pres${call.path}`;

export type PlanNode = Record<string, unknown> & { 'Node Type': string; Plans?: PlanNode[] };

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
export const KNOWN_FILE = path.join(import.meta.dirname, 'query-plans.known.txt');
export const known = new Set(
  fs.existsSync(KNOWN_FILE)
    ? fs
        .readFileSync(KNOWN_FILE, 'utf8')
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))
    : [],
);
/** A problem without its row estimates, which move with the data and the server version. */
export const keyOf = (where: string, problem: string) =>
  `${where} | ${problem.replace(/ \(\d+ rows\)| of \d+ rows/g, '')}`;

/** What the explainer knows of the database: its large tables and its partial indexes, read from the catalogue. */
export interface PlanContext {
  large: Set<string>;
  partialIndexes: Set<string>;
}

/** The large tables (at least `largeRows` rows by the statistics) and the partial indexes. */
export async function planContext(c: pg.Client, largeRows: number): Promise<PlanContext> {
  const { rows } = await c.query<{ name: string }>(
    `select relname as name from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples >= $1`,
    [largeRows],
  );
  const partial = await c.query<{ name: string }>(
    `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid where i.indpred is not null`,
  );
  return { large: new Set(rows.map((r) => r.name)), partialIndexes: new Set(partial.rows.map((r) => r.name)) };
}

let statementNo = 0;

/**
 * The custom plan for these parameters and the generic plan of the same text prepared. The session
 * runs with plan_cache_mode = force_generic_plan: a prepared statement's EXECUTE gets the generic
 * plan, while the unnamed statement is always planned for its values. `prepared` receives the
 * statement's name for more work on its generic plan (bench/list-plans.ts times it).
 */
export async function explainBoth(
  c: pg.Client,
  text: string,
  params: unknown[],
  { large, partialIndexes }: PlanContext,
  pageRows = SORT_ROWS,
  prepared?: (name: string, args: string) => Promise<void>,
): Promise<string[]> {
  const out: string[] = [];
  const custom = await c.query(`explain (format json) ${text}`, params);
  for (const p of planProblems(custom.rows[0]['QUERY PLAN'][0].Plan, large, pageRows)) out.push(`custom plan: ${p}`);
  if (params.length === 0) return out;
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
  await prepared?.(name, args);
  await c.query(`deallocate ${name}`);
  return [...new Set(out)];
}

/** One captured statement of one request and what is wrong with its plans. */
export interface CheckedStatement {
  /** the list, the user and the query, dates named rather than given */
  where: string;
  text: string;
  params: unknown[];
  problems: string[];
}

/**
 * Sends every request of `lists` through `send` (which answers the status and the statements the
 * route sent), explains each SELECT once per text and parameters, and answers each statement with
 * its problems, and each refused request.
 */
export async function checkLists(
  lists: readonly ListSpec[],
  send: (
    user: string,
    request: { method: string; url: string },
  ) => Promise<{
    status: number;
    message?: string;
    statements: { text: string; params: unknown[] }[];
  }>,
  explain: (text: string, params: unknown[]) => Promise<string[]>,
): Promise<{ statements: number; checked: CheckedStatement[]; refused: string[] }> {
  const explained = new Map<string, string[]>();
  const checked: CheckedStatement[] = [];
  const refused: string[] = [];
  for (const spec of lists)
    for (const request of requestsOf(spec)) {
      const res = await send(request.user, listCall(spec.call, request.query));
      // the date range is relative to today, so the known list names it, not its dates
      const query = decodeURIComponent(queryString(request.query))
        .replaceAll(RANGE[0], '{7天前}')
        .replaceAll(RANGE[1], '{今天}');
      const where = `${request.list} (${request.user}) ${query}`;
      if (res.status !== 200) {
        refused.push(`${where}\n    answered ${res.status} ${res.message ?? ''}`);
        continue;
      }
      for (const s of res.statements.filter((c) => /^\s*(select|with)\b/i.test(c.text))) {
        const key = `${s.text}\u0000${JSON.stringify(s.params)}`;
        let problems = explained.get(key);
        if (!problems) {
          problems = await explain(s.text, s.params);
          explained.set(key, problems);
        }
        checked.push({ where, text: s.text, params: s.params, problems });
      }
    }
  return { statements: explained.size, checked, refused };
}
