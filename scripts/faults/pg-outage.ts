import { parseArgs } from 'node:util';
import pg from 'pg';
import { MSG } from '../../packages/shared/src/messages.ts';
import { DayOfWork, type CallResult } from '../../bench/load-work.ts';
import { startServerProcess } from '../server-process.ts';
import { Findings, seed, sleep, startPostgres } from './lib.ts';

/**
 * `npx tsx scripts/faults/pg-outage.ts [--users 50] [--outage 30] [--pg-port 55483] [--port N]`:
 * PostgreSQL stops for 30 s while clerks work. Found: every answer during the outage is a 503 with
 * the Chinese message (never a 500, never a hanging request), the health check says 503 so a
 * balancer drains the instance, and once the database is back the same server process answers
 * 200 again by itself, holding no more connections than its pool allows and none left in a
 * transaction.
 */
const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    outage: { type: 'string', default: '30' },
    'pg-port': { type: 'string', default: '55483' },
    port: { type: 'string' },
    mode: { type: 'string', default: 'fast' },
  },
});
const OUTAGE_S = Number(args.outage);
const POOL_SIZE = 8;

interface Seen {
  at: number;
  step: string;
  r: CallResult;
  url: string;
}

async function main() {
  const f = new Findings();
  console.log('准备：新建 PostgreSQL 集群，生成 2000 家企业的演示数据…');
  const pgsrv = await startPostgres(Number(args['pg-port']));
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    seed({ DATABASE_URL: pgsrv.url }, 2000);
    server = await startServerProcess(
      { DATABASE_URL: pgsrv.url, DEMO_CAPTCHA_CODE: '8888', DATABASE_POOL_SIZE: String(POOL_SIZE) },
      args.port ? Number(args.port) : undefined,
    );
    const seen: Seen[] = [];
    const work = new DayOfWork(server.baseUrl, {
      users: Number(args.users),
      thinkMs: 1000,
      timeoutMs: 30_000,
      onResult: (step, r, at, url) => seen.push({ at, step, r, url }),
    });
    await work.login();
    const health: { at: number; status: number; message: string }[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const at = Date.now();
        try {
          const res = await fetch(`${server!.baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) });
          health.push({ at, status: res.status, message: ((await res.json()) as { message: string }).message });
        } catch (err) {
          health.push({ at, status: 0, message: (err as Error).message });
        }
        await sleep(1000);
      }
    })();

    const running = work.run((20 + OUTAGE_S + 40) * 1000);
    await sleep(20_000);
    const stopAt = Date.now();
    pgsrv.stop(args.mode as 'fast' | 'immediate');
    console.log(`PostgreSQL 已停止（${args.mode}），${OUTAGE_S} 秒后重启…`);
    await sleep(OUTAGE_S * 1000);
    pgsrv.start();
    const startAt = Date.now();
    console.log('PostgreSQL 已重启。');
    await running;
    polling = false;
    await poller;

    const before = seen.filter((s) => s.at < stopAt);
    const during = seen.filter((s) => s.at >= stopAt && s.at - s.r.ms < startAt);
    const firstOk = seen.find((s) => s.at > startAt && s.r.status === 200);
    const recoveredAt = firstOk?.at ?? Infinity;
    const after = seen.filter((s) => s.at - s.r.ms > recoveredAt + 1000);
    const count = (xs: Seen[], p: (s: Seen) => boolean) => xs.filter(p).length;
    const byStatus = (xs: Seen[]) =>
      [...xs.reduce((m, s) => m.set(s.r.status, (m.get(s.r.status) ?? 0) + 1), new Map<number, number>())]
        .map(([k, v]) => `${k}×${v}`)
        .join(' ');

    console.log(`\n停库前 ${before.length} 个应答：${byStatus(before)}`);
    console.log(`停库期间 ${during.length} 个应答：${byStatus(during)}`);
    console.log(
      `恢复：重启后 ${((recoveredAt - startAt) / 1000).toFixed(1)} 秒出现第一个 200；此后 ${after.length} 个应答：${byStatus(after)}`,
    );
    const slowest = Math.max(0, ...during.map((s) => s.r.ms));
    const messages = [...new Set(during.filter((s) => s.r.status === 503).map((s) => s.r.body?.message))];
    const healthDuring = health.filter((h) => h.at > stopAt + 1000 && h.at < startAt);
    const healthAfter = health.filter((h) => h.at > recoveredAt + 2000);

    f.check(count(before, (s) => s.r.status !== 200) === 0, `停库前全部 200（${before.length} 个）`);
    f.check(
      during.length > 0 && count(during, (s) => s.r.status !== 503 && s.r.status !== 200) === 0,
      `停库期间每个应答都是 503（或尚在库停前完成的 200），没有 500、没有无应答：${byStatus(during)}`,
    );
    f.check(
      messages.length === 1 && messages[0] === MSG.databaseUnavailable,
      `503 的提示为中文：${messages.join(' / ')}`,
    );
    const slow = during.filter((s) => s.r.ms > 10_000);
    f.check(
      slow.length === 0,
      `停库期间没有挂起的请求：最慢 ${Math.round(slowest)} ms${
        slow.length
          ? `；超过 10 秒的：${slow
              .slice(0, 5)
              .map((s) => `${s.url} ${Math.round(s.r.ms)} ms → ${s.r.status}`)
              .join('；')}`
          : ''
      }`,
    );
    f.check(
      healthDuring.length > 0 && healthDuring.every((h) => h.status === 503),
      `停库期间健康检查 503（${healthDuring.length} 次：${[...new Set(healthDuring.map((h) => h.message))].join('/')}）`,
    );
    f.check(recoveredAt - startAt < 15_000, `不重启服务即恢复：${((recoveredAt - startAt) / 1000).toFixed(1)} 秒`);
    f.check(
      after.length > 0 && count(after, (s) => s.r.status !== 200) === 0,
      `恢复后全部 200（${after.length} 个）：${byStatus(after)}`,
    );
    f.check(healthAfter.length > 0 && healthAfter.every((h) => h.status === 200), '恢复后健康检查 200');

    const c = new pg.Client({ connectionString: pgsrv.url });
    await c.connect();
    const { rows } = await c.query(
      `select state, count(*)::int as n from pg_stat_activity where datname = 'risk' and backend_type = 'client backend' and pid <> pg_backend_pid() group by 1`,
    );
    await c.end();
    const conns = rows.reduce((n, r) => n + r.n, 0);
    const inTx = rows.filter((r) => String(r.state).startsWith('idle in transaction')).reduce((n, r) => n + r.n, 0);
    f.check(
      conns <= POOL_SIZE,
      `服务持有的数据库连接 ${conns} 个（连接池上限 ${POOL_SIZE}）：${rows.map((r) => `${r.state}×${r.n}`).join(' ')}`,
    );
    f.check(inTx === 0, `没有停在事务中的连接（${inTx}）`);
    f.check((await fetch(`${server.baseUrl}/api/health`)).ok, `同一服务进程（pid ${server.pid}）仍在服务`);
    console.log(`\n错误样本：\n${work.errorSamples.slice(0, 5).join('\n')}`);
  } finally {
    await server?.stop();
    pgsrv.remove();
  }
  f.finish();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
