import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { pathOf } from '../packages/shared/src/api/endpoint.ts';
import type { JobRow } from '../packages/shared/src/api/jobs.ts';
import { socialSecurityCalls } from '../packages/shared/src/api/socialSecurity.ts';
import { COLUMN_NAMES } from '../packages/server/src/modules/socialSecurity/spreadsheet.ts';
import { localRecords } from '../packages/server/src/platform/excel/zip-guard.ts';
import { startServerProcess } from '../scripts/server-process.ts';
import { jobEnd, mb, resetPeak, slowestHealth, statusKb, upload } from './import-client.ts';
import { writeSocialFile } from './social-file.ts';
// @ts-expect-error -- plain ES module shared by the benchmarks
import { drive, login } from './client.mjs';
import { HOT_CALLS, seededDatabase } from './scale.mjs';

/**
 * `DATABASE_URL=… npx tsx bench/social-import.ts [--rows 1000000] [--file f.xlsx]`: a city's
 * 社保数据 file (bench/social-file.ts) imported by the production build on PostgreSQL as ops
 * (upload, job followed to its end: time, rows/s, the server's peak RSS as /proc VmHWM reset before
 * the upload), then in the same run the same file parsed with ExcelJS's stream reader and written
 * with COPY … FROM STDIN by a bare script into the same, emptied table, and the ratio; then the same
 * file sent to a server on the embedded database, which must refuse it at once.
 * `--file` reuses a file generated before (it is kept); without it the file is made and removed.
 */
const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    months: { type: 'string', default: '1' },
    file: { type: 'string' },
    'skip-embedded': { type: 'boolean', default: false },
    /** the server's import alone (another setting of the server, say NODE_OPTIONS, measured against a bare run before) */
    'skip-bare': { type: 'boolean', default: false },
    /** also import a file of this many rows on the embedded database (what EMBEDDED_IMPORT_MAX_ROWS is chosen from) */
    'embedded-rows': { type: 'string' },
    /**
     * `--lists 100000`: the import into the database of that scale (`seededDatabase`, seeded once by
     * the generator), with the hot lists (bench/scale.mjs) measured before the upload and again while
     * the job runs; the bare run is skipped (it empties the table)
     */
    lists: { type: 'string' },
    /** with --lists: the lists measured on a second instance that runs no jobs (JOB_CONCURRENCY=0) */
    'serving-instance': { type: 'boolean', default: false },
  },
});
const ROWS = Number(args.rows);
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) throw new Error('DATABASE_URL 未设置：PGPORT=… scripts/with-postgres.sh 后以 PG_URL 运行');

const seconds = (since: number) => (performance.now() - since) / 1000;

/** One hot list (bench/scale.mjs) driven at 20 connections: its p99 and requests per second. */
interface ListRun {
  label: string;
  p99: number;
  rps: number;
}

/** The hot lists one after another, each as its user; `until` stops the round early (the job ended). */
async function driveLists(baseUrl: string, until: () => boolean = () => false): Promise<ListRun[]> {
  const runs: ListRun[] = [];
  const tokens: Record<string, string> = {};
  for (const [label, user, p] of HOT_CALLS) {
    if (until()) break;
    tokens[user] ??= await login(user, baseUrl);
    const r = (await drive({ url: `${baseUrl}/api/pres${p}`, headers: { authorization: tokens[user] } })) as ListRun;
    if (!until()) runs.push({ label, p99: r.p99, rps: r.rps });
  }
  return runs;
}

/** Every 10 s of the job: seconds since the upload, rows read and written, the server's RSS. */
type Sample = [seconds: number, read: number, written: number, rssMb: number];

/** The server's import: upload as ops, the job to its end; with `lists`, the hot lists beside it. */
async function serverImport(file: string, dataDir: string, listsScale?: number) {
  const lists = listsScale !== undefined;
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: lists ? await seededDatabase(listsScale) : DATABASE_URL!,
    DEMO_SCALE: '0',
    DEMO_CAPTCHA_CODE: '8888',
  };
  const server = await startServerProcess(env);
  const serving = args['serving-instance'] ? await startServerProcess({ ...env, JOB_CONCURRENCY: '0' }) : server;
  try {
    const atRest = lists ? await driveLists(serving.baseUrl) : [];
    const token = await login('ops', server.baseUrl);
    const before = statusKb(server.pid, 'VmRSS');
    resetPeak(server.pid);
    // the resident size sampled every 200 ms: its most while the upload is read and kept, and while the job runs
    const phase = { upload: 0, job: 0 };
    let current: keyof typeof phase = 'upload';
    const sampler = setInterval(() => (phase[current] = Math.max(phase[current], statusKb(server.pid, 'VmRSS'))), 200);
    const started = performance.now();
    const res = await upload(
      `${server.baseUrl}/api/pres${pathOf(socialSecurityCalls.importExcel)}`,
      token,
      file,
      '社保数据.xlsx',
    );
    const uploaded = seconds(started);
    current = 'job';
    const queued = JSON.parse(res.text) as { message: string; content: JobRow };
    if (res.status !== 200) throw new Error(`上传被拒绝：${res.status} ${queued.message}`);
    const samples: Sample[] = [];
    let ended = false;
    const during = lists ? driveLists(serving.baseUrl, () => ended) : Promise.resolve([]);
    const end = await jobEnd(server.baseUrl, token, queued.content.id, ({ progress }) => {
      const at = Math.floor(seconds(started));
      if (at >= (samples.at(-1)?.[0] ?? -10) + 10)
        samples.push([at, progress.read, progress.written, mb(statusKb(server.pid, 'VmRSS'))]);
    });
    ended = true;
    const time = seconds(started);
    clearInterval(sampler);
    return {
      message: end.message,
      state: end.job.state,
      written: end.job.report?.created ?? end.job.progress.written,
      jobSeconds: (Date.parse(end.job.finishTime!) - Date.parse(end.job.startTime!)) / 1000,
      uploaded,
      time,
      before: mb(before),
      peak: mb(statusKb(server.pid, 'VmHWM')),
      uploadPeak: mb(phase.upload),
      jobPeak: mb(phase.job),
      after: mb(statusKb(server.pid, 'VmRSS')),
      samples,
      lists: { atRest, during: await during },
    };
  } finally {
    await Promise.all([server.stop(), serving === server ? undefined : serving.stop()]);
  }
}

/**
 * A COPY … FROM STDIN for node-postgres without a library: the query's submittable sends the text,
 * and on the server's CopyInResponse writes the chunks of `source` as CopyData, then CopyDone.
 */
class CopyIn {
  rowCount = 0;
  private error: Error | undefined;
  private settle!: { resolve: (n: number) => void; reject: (e: Error) => void };
  readonly done = new Promise<number>((resolve, reject) => (this.settle = { resolve, reject }));

  constructor(
    readonly text: string,
    private readonly source: AsyncIterable<Buffer>,
  ) {}

  submit(connection: PgConnection) {
    connection.query(this.text);
  }

  async handleCopyInResponse(connection: PgConnection) {
    try {
      for await (const chunk of this.source) {
        connection.sendCopyFromChunk(chunk);
        if (connection.stream.writableNeedDrain) await new Promise((r) => connection.stream.once('drain', r));
      }
      connection.endCopyFrom();
    } catch (err) {
      connection.sendCopyFail(String(err));
    }
  }

  handleCommandComplete(msg: { text: string }) {
    this.rowCount = Number(msg.text.split(' ').pop());
  }

  handleError(err: Error) {
    this.error = err;
  }

  handleReadyForQuery() {
    if (this.error) this.settle.reject(this.error);
    else this.settle.resolve(this.rowCount);
  }
}

interface PgConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.WritableStream & { writableNeedDrain: boolean };
}

const copyText = (v: unknown) =>
  v === null || v === undefined || v === ''
    ? '\\N'
    : String(v).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);

/** The sheet's rows as COPY text, about 1 MB a chunk: ExcelJS's stream reader, its parts in the order it needs. */
async function* copyChunks(file: string): AsyncGenerator<Buffer> {
  const first = ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml'];
  const rank = (n: string) => (first.includes(n) ? first.indexOf(n) : first.length);
  const records = localRecords(fs.readFileSync(file)).sort((a, b) => rank(a.name) - rank(b.name));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(records.map((r) => r.bytes)), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let text = '';
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      if (row.number === 1) continue;
      const v = row.values as unknown[];
      const cells: string[] = [];
      for (let c = 1; c <= 23; c++) cells.push(copyText(v[c]));
      cells.push('bench');
      text += cells.join('\t') + '\n';
      if (text.length > 1 << 20) {
        yield Buffer.from(text);
        text = '';
      }
    }
    break;
  }
  if (text) yield Buffer.from(text);
}

/** The bare script: the same file into the same (emptied) table with COPY. */
async function bareCopy(file: string) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query('truncate social_security');
    resetPeak(process.pid);
    const started = performance.now();
    await client.query('begin');
    const copy = new CopyIn(`copy social_security (${COLUMN_NAMES.join(', ')}) from stdin`, copyChunks(file));
    client.query(copy as never);
    const rows = await copy.done;
    await client.query('commit');
    return { rows, time: seconds(started), peak: mb(statusKb(process.pid, 'VmHWM')) };
  } finally {
    await client.end();
  }
}

/**
 * The embedded database's answer to the same file (its status, message and how long it took), and
 * with `smaller`, the import of that file there: time, rows/s and the slowest health check meanwhile.
 */
async function embeddedRun(file: string, dataDir: string, smaller?: string) {
  // DATABASE_URL emptied: the server would inherit the bench's and run on PostgreSQL
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_SCALE: '0',
    DEMO_CAPTCHA_CODE: '8888',
  });
  const call = `${server.baseUrl}/api/pres${pathOf(socialSecurityCalls.importExcel)}`;
  try {
    const token = await login('ops', server.baseUrl);
    let started = performance.now();
    const res = await upload(call, token, file, '社保数据.xlsx');
    const refusal = {
      status: res.status,
      message: (JSON.parse(res.text) as { message: string }).message,
      time: seconds(started),
    };
    if (!smaller) return { refusal };
    started = performance.now();
    let finished = false;
    const health = slowestHealth(server.baseUrl, () => finished);
    const queued = JSON.parse((await upload(call, token, smaller, '社保数据.xlsx')).text) as { content: JobRow };
    const end = await jobEnd(server.baseUrl, token, queued.content.id);
    const time = seconds(started);
    finished = true;
    return { refusal, imported: { message: end.message, rows: end.job.progress.written, time, health: await health } };
  } finally {
    await server.stop();
  }
}

/** The hot lists at rest and while the import ran, side by side. */
function printLists(atRest: ListRun[], during: ListRun[]) {
  console.log('| 接口 | 静止 p99 (ms) | 静止 请求/秒 | 导入中 p99 (ms) | 导入中 请求/秒 |');
  console.log('|---|---:|---:|---:|---:|');
  for (const rest of atRest) {
    const busy = during.find((d) => d.label === rest.label);
    console.log(`| ${rest.label} | ${rest.p99} | ${rest.rps} | ${busy?.p99 ?? '—'} | ${busy?.rps ?? '—'} |`);
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-import-'));
  const file = args.file ?? path.join(dir, 'social.xlsx');
  try {
    if (!fs.existsSync(file)) {
      const started = performance.now();
      await writeSocialFile(file, ROWS, Number(args.months));
      console.log(`生成 ${ROWS.toLocaleString('en')} 行：${seconds(started).toFixed(0)} s`);
    }
    const size = `${(fs.statSync(file).size / 1024 ** 2).toFixed(0)} MB`;
    const served = await serverImport(file, path.join(dir, 'pg-data'), args.lists ? Number(args.lists) : undefined);
    console.log(
      `服务端：${served.state} ${served.message}（上传并检查 ${served.uploaded.toFixed(1)} s，任务本身 ${served.jobSeconds.toFixed(1)} s；RSS 采样最高：上传 ${served.uploadPeak} MB，任务 ${served.jobPeak} MB）`,
    );
    console.log(
      `任务进度与 RSS（秒：已读 / 已写入 / MB）：${served.samples.map((s) => `${s[0]}: ${s[1]} / ${s[2]} / ${s[3]}`).join('；')}`,
    );
    if (args.lists) printLists(served.lists.atRest, served.lists.during);
    const bare = args['skip-bare'] || args.lists ? { rows: 0, time: Number.NaN, peak: 0 } : await bareCopy(file);
    const rate = (rows: number, s: number) => Math.round(rows / s).toLocaleString('en');
    console.log(`| 方式 | 行数 | 文件 | 用时 | 行/秒 | 峰值 RSS |`);
    console.log(`|---|---:|---:|---:|---:|---:|`);
    console.log(
      `| 服务端导入（上传→任务完成） | ${served.written.toLocaleString('en')} | ${size} | ${served.time.toFixed(1)} s | ${rate(served.written, served.time)} | ${served.peak} MB（导入前 ${served.before} MB，导入后 ${served.after} MB） |`,
    );
    console.log(
      `| 裸脚本 ExcelJS 流式读取 + COPY | ${bare.rows.toLocaleString('en')} | ${size} | ${bare.time.toFixed(1)} s | ${rate(bare.rows, bare.time)} | ${bare.peak} MB |`,
    );
    console.log(`速度比（服务端 / 裸脚本）：${(bare.time / served.time).toFixed(2)}`);
    if (!args['skip-embedded']) {
      let smaller: string | undefined;
      if (args['embedded-rows']) {
        smaller = path.join(dir, 'embedded.xlsx');
        await writeSocialFile(smaller, Number(args['embedded-rows']), Number(args.months));
      }
      const { refusal, imported } = await embeddedRun(file, path.join(dir, 'pglite-data'), smaller);
      console.log(`内置数据库：${refusal.status} ${refusal.message}（${refusal.time.toFixed(1)} s）`);
      if (imported)
        console.log(
          `内置数据库导入 ${Number(args['embedded-rows']).toLocaleString('en')} 行：${imported.message}，${imported.time.toFixed(1)} s，${rate(imported.rows, imported.time)} 行/秒，其间健康检查最慢 ${imported.health} ms`,
        );
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
