/**
 * Time to the wall: from pressing 登录 on the login page to the wall (/monitorFullScreen) showing every
 * panel with data and the map drawn, in headless Chromium, a fresh context (empty cache) per run.
 *
 *   npm run bench -- wall [--runs 5] [--user city] [--from /] [--scale 100000] [--width 1920 --height 1080]
 *   PG_DURABLE=1 scripts/with-postgres.sh bash -c 'DATABASE_URL=$TEST_DATABASE_URL npm run bench -- wall'
 *   BASE_URL=http://127.0.0.1:56478 npx tsx bench/wall.ts   # a server already running (demo captcha on)
 *   npm run bench -- wall --runs 1 --trace                   # and every request after the click, ms from the click
 *
 * Each run opens `--from` without a session, as a person does: `/` (the platform's address, the
 * default) sends them to /login; after 登录 the app goes to `/`, loads the user and the menu, and `/`
 * lands on the wall by itself (LANDING_PATH), no menu click. `--from /monitorFullScreen` is the wall's
 * own address (a bookmark): /login?redirect=… and straight back to the screen. The form is typed as a
 * person types it (user name, the demo password, the demo captcha code the page shows); the clock
 * starts at the click and stops when `paintedWithData` sees the wall drawn with data.
 *
 * Beside it, what the same work costs the server: the login call, and the calls after it (user info,
 * menu, the screen's calls) as the sum of each answer's own time; and the span from the login answer to
 * the last data answer. The rest of the time is the browser's: scripts, chunks, drawing.
 *
 * Without BASE_URL it serves the production build (the web app built if stale, the server bundle) on
 * the PostgreSQL named by DATABASE_URL, in a database `risk_bench_<scale>` seeded by the generator once
 * and reused, as the growth bench does (bench/scale.mjs). One run before the measured ones is not
 * counted: the server's first calls after a start are its warm-up.
 */
import crypto from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { LANDING_PATH } from '../packages/shared/src/big-screen.ts';
import { pathOf } from '../packages/shared/src/api/endpoint.ts';
import { sessionCalls } from '../packages/shared/src/api/system.ts';
import { startServerProcess } from '../scripts/server-process.ts';
import { buildWebIfStale } from '../scripts/web-build.mjs';
import { seededDatabase } from './scale.mjs';
import { launch, paintedWithData } from './screen-browser.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== 'wall'),
  options: {
    runs: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    user: { type: 'string', default: 'city' },
    from: { type: 'string', default: '/' },
    scale: { type: 'string', default: '100000' },
    width: { type: 'string', default: '1920' },
    height: { type: 'string', default: '1080' },
    reseed: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const width = Number(values.width);
const height = Number(values.height);
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Risk@2026';
const LOGIN_PATH = `/api/pres${pathOf(sessionCalls.login)}`;

interface Run {
  /** ms from the click on 登录 to the wall drawn with data */
  total: number;
  /** the login call, request start to answer end */
  login: number;
  /** from the login answer to the last data answer of the screen */
  afterLogin: number;
  /** the calls after the login answer (session, menu, the screen's): count and the sum of their own times */
  calls: number;
  callsSum: number;
  landed: string;
}

async function timeToWall(browser: Browser, base: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width, height },
    locale: 'zh-CN',
    // each run is another person: the per-address captcha and login limits count it apart
    extraHTTPHeaders: { 'x-forwarded-for': `10.30.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}` },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
    await page.goto(`${base}${values.from}`);
    await page.waitForURL((u) => u.pathname === '/login');
    const hint = (await page.getByText(/演示环境：验证码可直接输入/).textContent()) ?? '';
    const code = /(\d+)\s*$/.exec(hint)?.[1];
    if (!code) throw new Error(`登录页没有显示演示验证码（服务须在非生产模式下设 DEMO_CAPTCHA_CODE）：${hint}`);
    await page.getByPlaceholder('用户名').pressSequentially(values.user!);
    await page.getByPlaceholder('密码', { exact: true }).pressSequentially(PASSWORD);
    await page.getByPlaceholder('验证码').pressSequentially(code);
    const button = page.getByRole('button', { name: /登\s*录/ });
    await button.evaluate((b) =>
      b.addEventListener('click', () => ((window as { pressedAt?: number }).pressedAt ??= performance.now()), {
        capture: true,
      }),
    );
    await button.click();
    const painted = await paintedWithData(page);
    const landed = new URL(page.url()).pathname;
    const seen = await page.evaluate(() => ({
      pressedAt: (window as { pressedAt?: number }).pressedAt ?? NaN,
      requests: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
        path: new URL(e.name).pathname,
        start: e.startTime,
        end: e.responseEnd,
      })),
    }));
    if (values.trace)
      for (const c of seen.requests.filter((c) => c.start >= seen.pressedAt))
        console.log(
          `  ${ms(c.start - seen.pressedAt).padStart(8)} → ${ms(c.end - seen.pressedAt).padStart(8)}  ${c.path}`,
        );
    const api = seen.requests.filter((c) => c.path.startsWith('/api/'));
    const login = api.find((c) => c.path === LOGIN_PATH && c.start >= seen.pressedAt);
    if (!login) throw new Error('没有看到登录接口的调用');
    const after = api.filter((c) => c.start >= login.end);
    const data = after.filter((c) => c.path.startsWith('/api/pres/business/'));
    return {
      total: painted - seen.pressedAt,
      login: login.end - login.start,
      afterLogin: data.length ? Math.max(...data.map((c) => c.end)) - login.end : 0,
      calls: after.length,
      callsSum: after.reduce((s, c) => s + c.end - c.start, 0),
      landed,
    };
  } finally {
    await context.close();
  }
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${x.toFixed(0)} ms`;
const spread = (xs: number[]) => `中位数 ${ms(median(xs))}（最快 ${ms(Math.min(...xs))}，最慢 ${ms(Math.max(...xs))}）`;

export async function runWallBench() {
  let base = process.env.BASE_URL;
  let stop = async () => {};
  let database = base ?? '';
  if (!base) {
    if (!process.env.DATABASE_URL)
      throw new Error('请设置 BASE_URL（已在运行的服务），或 DATABASE_URL（可以建库的 PostgreSQL，见本文件开头）');
    const scale = Number(values.scale);
    const url: string = await seededDatabase(scale);
    buildWebIfStale();
    const server = await startServerProcess({
      DATABASE_URL: url,
      // the demo captcha code is honoured outside production only; the web app is the production build
      NODE_ENV: 'development',
      DEMO_CAPTCHA_CODE: '8888',
      STRICT_RESPONSES: '0',
      // each browser claims its own client address (X-Forwarded-For), as behind a balancer
      TRUST_PROXY: '127.0.0.1',
    });
    base = server.baseUrl;
    stop = server.stop;
    database = `PostgreSQL，--scale ${scale}`;
  }
  const browser = await launch();
  try {
    console.log(
      `${new Date().toISOString().slice(0, 16)} UTC，负载（1/5/15 分钟）${load()}；${database}；` +
        `从 ${values.from} 登录到墙 ${LANDING_PATH}，${width}×${height}，用户 ${values.user}`,
    );
    for (let i = 0; i < Number(values.warmup); i++) {
      const r = await timeToWall(browser, base);
      console.log(`预热（不计）：${ms(r.total)}`);
    }
    const done: Run[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await timeToWall(browser, base);
      if (r.landed !== LANDING_PATH) throw new Error(`登录后到了 ${r.landed}，不是 ${LANDING_PATH}`);
      done.push(r);
      console.log(
        `第 ${i + 1} 次：按下登录到墙上数据齐 ${ms(r.total)}；登录接口 ${ms(r.login)}，` +
          `其后 ${r.calls} 个接口各自耗时合计 ${ms(r.callsSum)}；登录应答到最后一个数据应答 ${ms(r.afterLogin)}`,
      );
    }
    const of = (k: keyof Omit<Run, 'landed'>) => done.map((r) => r[k]);
    console.log(
      `\n${values.from} → 登录 → ${LANDING_PATH}（${values.user}）${width}×${height}，${runs} 次：` +
        `按下登录到墙上数据齐 ${spread(of('total'))}\n` +
        `其中接口（服务与网络）：登录接口 ${spread(of('login'))}；其后 ${median(of('calls'))} 个接口各自耗时合计 ${spread(of('callsSum'))}；` +
        `登录应答到最后一个数据应答 ${spread(of('afterLogin'))}\n负载 ${load()}`,
    );
  } finally {
    await browser.close();
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runWallBench().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
