import { parseArgs } from 'node:util';
import { DayOfWork } from '../bench/load-work.ts';
import { startBalancer } from './balancer.ts';
import { Findings, seed, sleep, spawnServer, startPostgres, waitHealthy } from './faults/lib.ts';
import { freePort } from './server-process.ts';

/**
 * `npx tsx scripts/rolling-restart.ts [--users 50] [--drain 3] [--pg-port 55483]`: two server
 * instances on one PostgreSQL behind a round-robin balancer (scripts/balancer.ts: health check
 * every second, a refused connection goes to the other instance, as nginx's proxy_next_upstream
 * does). While clerks work, each instance in turn gets SIGTERM, exits after finishing what it
 * received, and is started again. Expected: every request answered 2xx, none dropped.
 */
const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    drain: { type: 'string', default: '3' },
    'pg-port': { type: 'string', default: '55483' },
  },
});

async function main() {
  const f = new Findings();
  console.log('准备：新建 PostgreSQL 集群，生成 2000 家企业的演示数据…');
  const pg = await startPostgres(Number(args['pg-port']));
  const ports = [await freePort(), await freePort()];
  // the balancer connects from 127.0.0.1: its X-Forwarded-For names the client the instances count
  const env = {
    DATABASE_URL: pg.url,
    SHUTDOWN_DRAIN_SECONDS: args.drain!,
    DATABASE_POOL_SIZE: '8',
    TRUST_PROXY: '127.0.0.1',
  };
  const urls = ports.map((p) => `http://127.0.0.1:${p}`);
  // Seeded first: two instances starting on an empty database would both seed it.
  seed({ DATABASE_URL: pg.url }, 2000);
  const instances = ports.map((p) => spawnServer(env, p));
  try {
    await Promise.all(urls.map((u, i) => waitHealthy(u, instances[i])));
    const lb = await startBalancer(urls, 1000);
    const work = new DayOfWork(lb.url, { users: Number(args.users), thinkMs: 1000, timeoutMs: 60_000 });
    await work.login();
    console.log(`两个实例 ${urls.join('、')}，均衡器 ${lb.url}；${args.users} 个虚拟用户开始工作…`);
    const running = work.run(95_000);
    const restarts: string[] = [];
    await sleep(15_000);
    for (const i of [0, 1]) {
      const t0 = Date.now();
      const old = instances[i];
      const exited = new Promise((r) => old.once('exit', (code) => r(code)));
      old.kill('SIGTERM');
      const code = await exited;
      const stopped = Date.now();
      instances[i] = spawnServer(env, ports[i]);
      await waitHealthy(urls[i], instances[i]);
      restarts.push(
        `实例 ${i + 1}：SIGTERM 后 ${((stopped - t0) / 1000).toFixed(1)} 秒退出（退出码 ${code}），重启 ${((Date.now() - stopped) / 1000).toFixed(1)} 秒后就绪`,
      );
      console.log(`  ${restarts.at(-1)}`);
      await sleep(15_000);
    }
    await running;
    const all = [...work.stats.values()];
    const total = all.reduce((n, s) => n + s.ms.length, 0);
    const errors = all.reduce((n, s) => n + s.errors, 0);
    const statuses = new Map<number, number>();
    for (const s of all) for (const [k, v] of s.statuses) statuses.set(k, (statuses.get(k) ?? 0) + v);
    const p99 = all
      .flatMap((s) => s.ms)
      .sort((a, b) => a - b)
      .at(Math.floor(total * 0.99));
    console.log(
      `\n请求 ${total} 个（含登录），应答：${[...statuses].map(([k, v]) => `${k}×${v}`).join(' ')}；p99 ${Math.round(p99 ?? 0)} ms`,
    );
    console.log(
      `均衡器：转发 ${lb.stats.requests} 个，改投另一实例 ${lb.stats.retried} 次，失败 ${lb.stats.failed}；各实例：${[...lb.stats.byUpstream].map(([u, n]) => `${u}×${n}`).join('，')}`,
    );
    f.check(restarts.length === 2, `两个实例依次重启：${restarts.join('；')}`);
    f.check(
      errors === 0 && lb.stats.failed === 0,
      `没有丢失或失败的请求（错误 ${errors}，均衡器失败 ${lb.stats.failed}）`,
    );
    if (work.errorSamples.length) console.log(work.errorSamples.slice(0, 10).join('\n'));
    await lb.close();
  } finally {
    for (const child of instances) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await sleep(args.drain ? Number(args.drain) * 1000 + 2000 : 2000);
    pg.remove();
  }
  f.finish();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
