import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { pathOf } from '../../packages/shared/src/api/endpoint.ts';
import { poolCalls } from '../../packages/shared/src/api/pool.ts';
import { riskInfoCalls } from '../../packages/shared/src/api/riskInfo.ts';
import { riskMonitorKeyCalls } from '../../packages/shared/src/api/content.ts';
import { MSG } from '../../packages/shared/src/messages.ts';
import { freePort } from '../server-process.ts';
import { Findings, importOutcome, loginAs, seed, spawnServer, waitHealthy } from './lib.ts';

/**
 * `npx tsx scripts/faults/disk-full.ts [--size 600m] [--rows 2000]` (as root: it mounts a tmpfs):
 * the PGlite data directory lives on a small file system that is then filled to the last byte.
 * Found: a 2,000-row import and a single new record are refused with a clear Chinese message (not
 * 500, not a dead process), reads keep working, nothing partial is written, and once space is
 * freed the same import succeeds, the server restarts on the same directory and counts agree.
 */
const { values: args } = parseArgs({
  options: { size: { type: 'string', default: '600m' }, rows: { type: 'string', default: '2000' } },
});
const ROWS = Number(args.rows);
const f = new Findings();

async function main() {
  const mnt = fs.mkdtempSync(path.join(os.tmpdir(), 'risk-fault-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${args.size}`, 'tmpfs', mnt]);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = `${base}/api/pres`;
  const env = { DATA_DIR: mnt, DATABASE_URL: '' };
  let server: ReturnType<typeof spawnServer> | undefined;
  const filler = path.join(mnt, 'filler');
  try {
    console.log(`数据目录 ${mnt}（tmpfs ${args.size}），生成 500 家企业的演示数据…`);
    seed(env, 500);
    server = spawnServer(env, port);
    await waitHealthy(base, server);
    const token = await loginAs(base, 'ops');
    const get = async (p: string) =>
      (await (await fetch(`${api}${p}`, { headers: { authorization: token } })).json()) as {
        status: number;
        message: string;
        content: { metadata?: { totalElements: number } };
      };
    const infoTotal = async () => (await get(`${pathOf(riskInfoCalls.list)}?size=1`)).content.metadata!.totalElements;
    const codes = (
      (await get(`${pathOf(poolCalls.list)}?size=500`)).content as unknown as {
        content: { creditCode?: string; content?: { creditCode: string } }[];
      }
    ).content.map((c) => (c.content?.creditCode ?? c.creditCode)!);
    const tpl = new ExcelJS.Workbook();
    await tpl.xlsx.load(
      await (
        await fetch(`${api}${pathOf(riskInfoCalls.template)}`, { headers: { authorization: token } })
      ).arrayBuffer(),
    );
    const headers = (tpl.worksheets[0].getRow(1).values as unknown[]).slice(1).map(String);
    const file = async (tag: string) => {
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet('Sheet1');
      sheet.addRow(headers);
      for (let i = 0; i < ROWS; i++) {
        const v: Record<string, string> = {
          统一社会信用代码: codes[i % codes.length],
          风险点: '社保减员',
          风险程度: '中',
          风险类别: '社保风险',
          风险维度: '社保维度',
          风险内容: `${tag}：近三个月社保参保人数减少${10 + (i % 90)}人（第 ${i + 1} 行）${'详'.repeat(400)}`,
          信息来源: '社保数据比对',
          纳入时间: '2025-06-30',
        };
        sheet.addRow(headers.map((h) => v[h] ?? ''));
      }
      const form = new FormData();
      form.append('file', new Blob([Buffer.from(await wb.xlsx.writeBuffer())]), 'import.xlsx');
      return form;
    };
    const importRows = async (tag: string) => {
      const res = await fetch(`${api}${pathOf(riskInfoCalls.importExcel)}`, {
        method: 'POST',
        headers: { authorization: token },
        body: await file(tag),
      });
      return importOutcome(base, token, res);
    };
    const keywords = async () =>
      (await get(`${pathOf(riskMonitorKeyCalls.list)}?size=1`)).content.metadata!.totalElements;
    const addKeyword = async (word: string) => {
      const res = await fetch(`${api}${pathOf(riskMonitorKeyCalls.add)}`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ keyWord: word, type: '1', region: '北京市' }),
      });
      return { status: res.status, message: ((await res.json()) as { message: string }).message };
    };

    const before = await infoTotal();
    const keywordsBefore = await keywords();
    // Fill the file system to the last byte.
    const fd = fs.openSync(filler, 'w');
    const chunk = Buffer.alloc(1 << 20, 1);
    let filled = 0;
    try {
      for (;;) filled += fs.writeSync(fd, chunk);
    } catch {
      try {
        for (;;) filled += fs.writeSync(fd, chunk, 0, 4096);
      } catch {
        // full
      }
    }
    fs.closeSync(fd);
    console.log(
      `已用 ${Math.round(filled / 2 ** 20)} MB 的填充文件占满磁盘（剩余 ${fs.statfsSync(mnt).bavail * fs.statfsSync(mnt).bsize} 字节）`,
    );

    const refused = await importRows('磁盘满时');
    f.check(
      refused.status !== 200 && refused.status !== 500 && /[\u4e00-\u9fa5]/.test(refused.message),
      `磁盘满时导入 ${ROWS} 条：${refused.status} ${refused.message}`,
    );
    f.check(refused.message === MSG.storageFull, `提示为存储空间已满：${refused.message}`);
    const kw = await addKeyword('磁盘满时的关键词');
    f.check(kw.status !== 200 && kw.status !== 500, `磁盘满时新增一条关键词：${kw.status} ${kw.message}`);
    const health = await fetch(`${base}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    f.check(health === 200 || health === 503, `服务进程仍在（健康检查 ${health}）`);
    const during = await infoTotal().catch(() => -1);
    f.check(during === before, `读取照常，没有写入半截数据：风险信息 ${before} → ${during}`);

    fs.rmSync(filler);
    console.log('已删除填充文件，释放空间。');
    // The server looks at the free space at most every 2 s.
    await new Promise((r) => setTimeout(r, 2_500));
    const ok = await importRows('释放空间后');
    f.check(ok.status === 200, `释放空间后同一导入成功：${ok.status} ${ok.message}`);
    const kw2 = await addKeyword('释放空间后的关键词');
    f.check(kw2.status === 200, `释放空间后新增关键词成功：${kw2.status} ${kw2.message}`);
    const afterFree = await infoTotal();
    f.check(afterFree === before + ROWS, `风险信息 ${before} → ${afterFree}（只多了成功的一次导入的 ${ROWS} 条）`);

    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
    server = spawnServer(env, port);
    await waitHealthy(base, server);
    const token2 = await loginAs(base, 'ops');
    const res = await fetch(`${api}${pathOf(riskInfoCalls.list)}?size=1`, { headers: { authorization: token2 } });
    const restarted = ((await res.json()) as { content: { metadata: { totalElements: number } } }).content.metadata
      .totalElements;
    f.check(restarted === afterFree, `重启后数据目录完好，风险信息仍为 ${restarted} 条`);
    const res2 = await fetch(`${api}${pathOf(riskMonitorKeyCalls.list)}?size=1`, {
      headers: { authorization: token2 },
    });
    const kwAfter = ((await res2.json()) as { content: { metadata: { totalElements: number } } }).content.metadata
      .totalElements;
    f.check(
      kwAfter === keywordsBefore + 1,
      `重启后关键词 ${keywordsBefore} → ${kwAfter}（只多了释放空间后成功的一条）`,
    );
  } finally {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    execFileSync('umount', [mnt]);
    fs.rmSync(mnt, { recursive: true, force: true });
  }
  f.finish();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
