/**
 * Pool benchmark: the pool list with two filters and a name search, its statistic cards
 * and the risk-information list, 20 connections for 10 s each, as `city` and as `ops`; then the
 * time to import 10,000 companies and 10,000 risk-information rows through the API.
 *
 *   BASE_URL=http://localhost:8080 DATABASE_URL=postgres://… npx tsx bench/pool.mjs
 *
 * Each call is measured beside the same SQL behind a bare handler (bench/baseline.mjs), in one run.
 *
 * The server must run on a database seeded with `npm run seed -- --scale 100000` (DATABASE_URL is
 * read only to pick registry companies not yet in the pool for the import). See bench/README-pool.md.
 */
import { api, json, login, q } from './client.mjs';
import { compareWithBaseline } from './baseline.mjs';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { pathOf } from '../packages/shared/src/api/endpoint.ts';
import { jobCalls } from '../packages/shared/src/api/jobs.ts';
import { poolCalls } from '../packages/shared/src/api/pool.ts';
import { riskInfoCalls } from '../packages/shared/src/api/riskInfo.ts';

const IMPORT_ROWS = 10_000;

const ENDPOINTS = [
  // A clerk searches a company by its brand (华新, 金泰旋 …): each request takes the next fragment, with the
  // common industry word 科技 (one company in nine) in the mix as the hard case.
  [
    '风险企业库列表（两个筛选 + 名称搜索）',
    (fragment) =>
      `${pathOf(poolCalls.list)}?${q({ page: 0, size: 10, registrationPlace: '朝阳区', isMatch: 'true', companyName: fragment })}`,
  ],
  ['风险企业库统计卡片', pathOf(poolCalls.total)],
  ['风险信息列表', `${pathOf(riskInfoCalls.list)}?${q({ page: 0, size: 10 })}`],
  ['风险信息统计卡片', pathOf(riskInfoCalls.total)],
];

async function workbook(headers, rows) {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Sheet1');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function templateHeaders(path, token) {
  const res = await fetch(api(path), { headers: { authorization: token } });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  return wb.worksheets[0].getRow(1).values.slice(1).map(String);
}

async function timedImport(path, token, buffer) {
  const form = new FormData();
  form.append('file', new Blob([buffer]), 'import.xlsx');
  const started = performance.now();
  const res = await fetch(api(path), { method: 'POST', headers: { authorization: token }, body: form });
  const queued = await res.json();
  if (!res.ok) throw new Error(`${path} → ${res.status} ${queued.message}`);
  // the upload answers its job at once: the import's time is the job's, followed to its end
  for (;;) {
    const job = await json(api(pathOf(jobCalls.detail, { id: queued.content.id })), {
      headers: { authorization: token },
    });
    if (['done', 'failed', 'cancelled'].includes(job.state)) {
      const seconds = (performance.now() - started) / 1000;
      if (job.state !== 'done')
        throw new Error(`${path} → ${job.state} ${job.message} ${JSON.stringify(job.report?.refused?.slice(0, 3))}`);
      return { seconds, created: job.report.created };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** 10,000 registry companies that are not in the pool yet (the generator makes one per ten pool companies). */
async function freshRegistryCompanies() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query(
    `select r.credit_code, r.company_name, r.registration_place from registry_company r
     where not exists (select 1 from risk_company c where c.credit_code = r.credit_code) order by r.credit_code limit $1`,
    [IMPORT_ROWS],
  );
  await client.end();
  if (rows.length < IMPORT_ROWS)
    throw new Error(
      `只有 ${rows.length} 家工商库企业不在风险企业库中；请先运行 npm run seed -- --scale 100000 --reset`,
    );
  return rows;
}

/** Brand fragments of real company names in 朝阳区 (the two characters after 北京), and 科技 every tenth search. */
async function searchFragments() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query(
    `select substr(regexp_replace(company_name, '^北京(朝阳)?', ''), 1, 2) as f from risk_company where registration_place = '朝阳区' order by id limit 180`,
  );
  await client.end();
  return rows.map((r, i) => (i % 10 === 9 ? '科技' : r.f));
}

async function main() {
  const tokens = { city: await login('city'), ops: await login('ops') };
  const fragments = await searchFragments();
  const calls = ENDPOINTS.flatMap(([label, path]) =>
    ['city', 'ops'].map((user) => ({
      label,
      user,
      path,
      variants: typeof path === 'function' ? fragments : undefined,
    })),
  );
  const results = await compareWithBaseline(calls, tokens);
  if (process.env.BENCH_SKIP_IMPORT === '1') return;

  const companies = await freshRegistryCompanies();
  const poolHeaders = await templateHeaders(pathOf(poolCalls.template), tokens.ops);
  const poolRows = companies.map((c) =>
    poolHeaders.map(
      (h) =>
        ({
          企业名称: c.company_name,
          统一社会信用代码: c.credit_code,
          注册地: c.registration_place,
          派单区县: c.registration_place,
        })[h] ?? '',
    ),
  );
  const poolImport = await timedImport(
    pathOf(poolCalls.importExcel),
    tokens.ops,
    await workbook(poolHeaders, poolRows),
  );
  console.log(`导入 ${poolImport.created} 家企业：${poolImport.seconds.toFixed(2)} s`);

  const infoHeaders = await templateHeaders(pathOf(riskInfoCalls.template), tokens.ops);
  const infoRows = companies.map((c, i) =>
    infoHeaders.map(
      (h) =>
        ({
          统一社会信用代码: c.credit_code,
          风险点: '社保减员',
          风险程度: ['低', '中', '高'][i % 3],
          风险类别: '社保风险',
          风险维度: '社保维度',
          风险内容: `近三个月社保参保人数减少${10 + (i % 90)}人`,
          信息来源: '社保数据比对',
          纳入时间: '2025-06-30',
        })[h] ?? '',
    ),
  );
  const infoImport = await timedImport(
    pathOf(riskInfoCalls.importExcel),
    tokens.ops,
    await workbook(infoHeaders, infoRows),
  );
  console.log(`导入 ${infoImport.created} 条风险信息：${infoImport.seconds.toFixed(2)} s`);

  console.log(
    `\n| 导入 10,000 家企业 | ops | ${poolImport.seconds.toFixed(2)} s |\n| 导入 10,000 条风险信息 | ops | ${infoImport.seconds.toFixed(2)} s |`,
  );
  return results;
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(1);
});
