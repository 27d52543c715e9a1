import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { pathOf } from '../packages/shared/src/api/endpoint.ts';
import { newsCalls } from '../packages/shared/src/api/content.ts';
import type { JobRow } from '../packages/shared/src/api/jobs.ts';
import { NEWS_IMPORT_HEADERS } from '../packages/shared/src/schemas/content.ts';
import { startServerProcess } from '../scripts/server-process.ts';
import { jobEnd, mb, resetPeak, slowestHealth, statusKb, upload } from './import-client.ts';
// @ts-expect-error -- plain ES module shared by the benchmarks
import { login } from './client.mjs';

/**
 * `npx tsx bench/import-memory.ts [--rows 200000]`: the server's peak RSS and time while it imports
 * a news sheet of that many rows, and how long `/api/health` takes meanwhile. The server runs in its
 * own process on a fresh PGlite directory (or DATABASE_URL); its peak is /proc's VmHWM, reset just
 * before the upload (clear_refs), so start-up does not count.
 */
const { values: args } = parseArgs({ options: { rows: { type: 'string', default: '200000' } } });
const ROWS = Number(args.rows);

/** The sheet written as a stream with shared strings, as Excel saves it. */
async function newsFile(file: string) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = book.addWorksheet('新闻导入');
  sheet.addRow([...NEWS_IMPORT_HEADERS]).commit();
  for (let i = 0; i < ROWS; i++)
    sheet
      .addRow([
        `本市稳就业措施解读第${i}期`,
        '已发布',
        `https://rsj.beijing.gov.cn/news/${i}`,
        `市人社局发布第${i}条稳就业措施。`,
      ])
      .commit();
  sheet.commit();
  await book.commit();
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-memory-'));
  const file = path.join(dir, 'news.xlsx');
  await newsFile(file);
  const server = await startServerProcess({
    DATA_DIR: path.join(dir, 'data'),
    DEMO_SCALE: '0',
    DEMO_CAPTCHA_CODE: '8888',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  try {
    const token = await login('ops', server.baseUrl);
    const before = statusKb(server.pid, 'VmRSS');
    resetPeak(server.pid);
    const started = performance.now();
    let finished = false;
    const health = slowestHealth(server.baseUrl, () => finished);
    const res = await upload(`${server.baseUrl}/api/pres${pathOf(newsCalls.importExcel)}`, token, file, 'news.xlsx');
    // the upload answers its job at once: the import's time is the job's, followed to its end
    const queued = JSON.parse(res.text) as { message: string; content: JobRow };
    const body = res.status === 200 ? await jobEnd(server.baseUrl, token, queued.content.id) : queued;
    const seconds = (performance.now() - started) / 1000;
    finished = true;
    console.log(`| 行数 | 文件 | 应答 | 用时 | 导入前 RSS | 导入中峰值 RSS | 导入后 RSS | 健康检查最慢 |`);
    console.log(`|---:|---:|---|---:|---:|---:|---:|---:|`);
    console.log(
      `| ${ROWS.toLocaleString('en')} | ${(fs.statSync(file).size / 1024 ** 2).toFixed(1)} MB | ${res.status} ${body.message} | ${seconds.toFixed(1)} s | ${mb(before)} MB | ${mb(statusKb(server.pid, 'VmHWM'))} MB | ${mb(statusKb(server.pid, 'VmRSS'))} MB | ${await health} ms |`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
