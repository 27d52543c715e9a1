import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../packages/server/src/db/client.ts';
import { tableRowCounts } from '../../packages/server/src/platform/backup.ts';
import { verifyLogChains } from '../../packages/server/src/platform/audit/log-chain.ts';
import { freePort } from '../server-process.ts';
import { pathOf } from '../../packages/shared/src/api/endpoint.ts';
import { JOB_MSG, jobCalls, type JobRow } from '../../packages/shared/src/api/jobs.ts';
import { riskInfoCalls } from '../../packages/shared/src/api/riskInfo.ts';
import { verificationCalls } from '../../packages/shared/src/api/verification.ts';
import {
  Findings,
  importOutcome,
  loginAs,
  seed,
  sleep,
  spawnServer,
  startPostgres,
  waitHealthy,
  type ImportOutcome,
  type Postgres,
} from './lib.ts';

/**
 * `npx tsx scripts/faults/kill-during-write.ts [--db postgres|pglite|both] [--port N] [--pg-port 55483]`:
 * kill -9 the server in the middle of a 10,000-row risk-information import and in the middle of a
 * batch dispatch, restart it, and compare every table's row count (and the orders' and companies'
 * status counts) before and after: the killed request must have written nothing, the database
 * must open, both log chains must be whole, and the same import and dispatch must then succeed.
 * Each write is first run once whole to learn how long it takes; the second run of the same size
 * is killed half way (on PostgreSQL, once its transaction is seen writing).
 */
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    port: { type: 'string' },
    'pg-port': { type: 'string', default: '55483' },
    rows: { type: 'string', default: '10000' },
  },
});
// A free port unless one is named: another process answering on a fixed port would take the requests.
const PORT = args.port ? Number(args.port) : await freePort();
const BASE = `http://127.0.0.1:${PORT}`;
const API = `${BASE}/api/pres`;
const ROWS = Number(args.rows);
const f = new Findings();

interface Target {
  kind: 'postgres' | 'pglite';
  env: Record<string, string>;
  open(): Promise<Database>;
}

async function snapshot(t: Target) {
  const database = await t.open();
  try {
    const counts = await tableRowCounts(database.db);
    const q = async (text: string) =>
      ((await database.db.execute(sql.raw(text))) as unknown as { rows: { k: string; n: number }[] }).rows
        .map((r) => `${r.k}:${r.n}`)
        .join(' ');
    return {
      counts,
      orders: await q(
        'select status::text as k, count(*)::int as n from risk_verification_order group by 1 order by 1',
      ),
      companies: await q('select status::text as k, count(*)::int as n from risk_company group by 1 order by 1'),
      chains: (await verifyLogChains(database.db)).map((r) => `${r.name}:${r.ok ? '完整' : '断裂'}`).join(' '),
      codes: (
        (await database.db.execute(
          sql.raw('select credit_code as k, 0 as n from risk_company order by id limit 2000'),
        )) as unknown as {
          rows: { k: string }[];
        }
      ).rows.map((r) => r.k),
      newOrders: (
        (await database.db.execute(
          sql.raw('select id as n from risk_verification_order where status = 10 and region is not null order by id'),
        )) as unknown as { rows: { n: number }[] }
      ).rows.map((r) => r.n),
    };
  } finally {
    await database.close();
  }
}

/**
 * Logging in after the restart (to send the next request) adds a session and a login-log row; the
 * killed import's upload was answered with its job, whose row stays (failed at the next start).
 */
const isExpectedChange = (t: string) => t.startsWith('auth_') || t === 'sys_login_log' || t === 'sys_job';

function differences(a: Record<string, number>, b: Record<string, number>): string[] {
  return Object.keys({ ...a, ...b })
    .filter((k) => a[k] !== b[k] && !isExpectedChange(k))
    .map((k) => `${k} ${a[k]}→${b[k]}`);
}

async function workbook(codes: string[], tag: string): Promise<Blob> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Sheet1');
  const res = await fetch(`${API}${pathOf(riskInfoCalls.template)}`, { headers: { authorization: token } });
  const tpl = new ExcelJS.Workbook();
  await tpl.xlsx.load(await res.arrayBuffer());
  const headers = (tpl.worksheets[0].getRow(1).values as unknown[]).slice(1).map(String);
  sheet.addRow(headers);
  for (let i = 0; i < ROWS; i++) {
    const v: Record<string, string> = {
      统一社会信用代码: codes[i % codes.length],
      风险点: '社保减员',
      风险程度: ['低', '中', '高'][i % 3],
      风险类别: '社保风险',
      风险维度: '社保维度',
      风险内容: `${tag}：近三个月社保参保人数减少${10 + (i % 90)}人（第 ${i + 1} 行）`,
      信息来源: '社保数据比对',
      纳入时间: '2025-06-30',
    };
    sheet.addRow(headers.map((h) => v[h] ?? ''));
  }
  return new Blob([Buffer.from(await wb.xlsx.writeBuffer())]);
}

let token = '';

/** The import as its user ends up reading it: the upload answers its job at once, followed to its end. */
async function importFile(file: Blob, as: string): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('file', file, 'import.xlsx');
  const upload = await fetch(`${API}${pathOf(riskInfoCalls.importExcel)}`, {
    method: riskInfoCalls.importExcel.method,
    headers: { authorization: as },
    body: form,
  });
  return importOutcome(BASE, as, upload);
}

async function dispatch(ids: number[], as: string): Promise<ImportOutcome> {
  const res = await fetch(`${API}${pathOf(verificationCalls.dispatch)}`, {
    method: verificationCalls.dispatch.method,
    headers: { authorization: as, 'content-type': 'application/json' },
    body: JSON.stringify({ ids }),
  });
  return { ok: res.ok, status: res.status, message: ((await res.json()) as { message: string }).message };
}

/** Runs `write` whole once (timed), then again killed half way; compares the database before and after the kill. */
async function killDuring(
  t: Target,
  label: string,
  pg: Postgres | undefined,
  marker: string,
  write: (second: boolean) => Promise<ImportOutcome>,
  restartEnv: Record<string, string>,
) {
  let server = spawnServer(restartEnv, PORT);
  await waitHealthy(BASE, server);
  token = await loginAs(BASE, label.includes('派单') ? 'city' : 'ops');
  const started = performance.now();
  const whole = await write(false);
  const seconds = (performance.now() - started) / 1000;
  f.check(whole.ok, `${label}：完整执行一次 ${seconds.toFixed(1)} 秒（${whole.status} ${whole.message}）`);
  // Let the operation log of the whole run land before the snapshot.
  await sleep(500);
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  const before = await snapshot(t);

  server = spawnServer(restartEnv, PORT);
  await waitHealthy(BASE, server);
  token = await loginAs(BASE, label.includes('派单') ? 'city' : 'ops');
  const pending = write(true).then(
    (r) => `${r.status}`,
    (e: Error) => `无应答（${e.cause instanceof Error ? e.cause.message : e.message}）`,
  );
  const t0 = performance.now();
  let seenWriting = false;
  if (pg) {
    // Kill once the transaction is seen writing the import's or the dispatch's rows, and half way at the latest.
    const { default: pgLib } = await import('pg');
    const c = new pgLib.Client({ connectionString: pg.url });
    await c.connect();
    while ((performance.now() - t0) / 1000 < seconds * 0.9) {
      const { rows } = await c.query(
        `select count(*)::int as n from pg_stat_activity where datname = 'risk' and xact_start is not null and query ilike $1`,
        [`%${marker}%`],
      );
      if (rows[0].n > 0 && (performance.now() - t0) / 1000 > seconds * 0.4) {
        seenWriting = true;
        break;
      }
      await sleep(20);
    }
    await c.end();
  } else await sleep(seconds * 500);
  const killedAt = (performance.now() - t0) / 1000;
  server.kill('SIGKILL');
  await new Promise((r) => server.once('exit', r));
  const answer = await pending;
  console.log(
    `  kill -9 于第 ${killedAt.toFixed(1)} 秒${pg ? (seenWriting ? '（事务正在写入）' : '（未观察到写入）') : ''}；客户端收到：${answer}`,
  );

  const after = await snapshot(t);
  const diff = differences(before.counts, after.counts);
  f.check(
    diff.length === 0,
    `${label}：被杀后各表行数与之前相同（${Object.keys(before.counts).length} 张表，登录产生的会话、验证码、限流计数与登录日志除外）${diff.length ? `：${diff.join('，')}` : ''}`,
  );
  f.check(before.orders === after.orders, `${label}：工单状态分布不变（${after.orders}）`);
  f.check(before.companies === after.companies, `${label}：企业库状态分布不变（${after.companies}）`);
  f.check(!after.chains.includes('断裂'), `${label}：日志哈希链完整（${after.chains}）`);

  server = spawnServer(restartEnv, PORT);
  await waitHealthy(BASE, server);
  token = await loginAs(BASE, label.includes('派单') ? 'city' : 'ops');
  if (label.includes('导入')) {
    // at start on PGlite; on PostgreSQL once its heartbeat is older than JOB_STALE_SECONDS (30 s)
    const url = `${API}${pathOf(jobCalls.list)}?kind=import:riskInfo&size=1`;
    let killed: JobRow | undefined;
    for (const t1 = performance.now(); performance.now() - t1 < 60_000; await sleep(1000)) {
      const page = (await (await fetch(url, { headers: { authorization: token } })).json()) as {
        content: { content: { content: JobRow }[] };
      };
      killed = page.content.content[0]?.content;
      if (killed?.state !== 'running') break;
    }
    f.check(
      killed?.state === 'failed' && killed.message === JOB_MSG.interrupted,
      `${label}：被杀时的导入任务在重启后标记失败（${killed?.state} ${killed?.message}）`,
    );
  }
  const again = await write(true);
  f.check(again.ok, `${label}：重启后同一操作成功（${again.status} ${again.message}）`);
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  return before;
}

async function runOn(kind: 'postgres' | 'pglite') {
  console.log(`\n== ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ==`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'risk-fault-kill-'));
  const pg = kind === 'postgres' ? await startPostgres(Number(args['pg-port'])) : undefined;
  const env = pg ? { DATABASE_URL: pg.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir, DATABASE_URL: '' };
  const t: Target = {
    kind,
    env,
    open: () => openDatabase({ databaseUrl: pg?.url, pgliteDir: path.join(dataDir, 'pglite'), poolSize: 2 }),
  };
  try {
    seed(env, 3000);
    const { codes, newOrders } = await snapshot(t);
    // Both imports are the same size; the text differs so the second is not refused as a repeat.
    await killDuring(
      t,
      `导入 ${ROWS} 条风险信息`,
      pg,
      'risk_company_info',
      async (second) => importFile(await workbook(codes, second ? '第二次导入' : '第一次导入'), token),
      env,
    );
    const half = Math.floor(newOrders.length / 2);
    await killDuring(
      t,
      `批量派单 ${half} 个工单`,
      pg,
      'risk_verification_order',
      (second) => dispatch(second ? newOrders.slice(half, 2 * half) : newOrders.slice(0, half), token),
      env,
    );
  } finally {
    pg?.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  for (const kind of ['postgres', 'pglite'] as const) if (args.db === 'both' || args.db === kind) await runOn(kind);
  f.finish();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
