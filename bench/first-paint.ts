/**
 * First paint with data in headless Chromium, each run in a fresh context (empty cache, signed in):
 * ms from navigation start until every panel shows its data or 暂无数据.
 *
 * - a big screen (default /monitorFullScreen, 1920×1080; target ≤ 1.5 s on the demo database):
 *   every panel filled and the map drawn;
 * - a dashboard page (`--path /dashboard/city`, 1440×900 unless --width/--height; target: its
 *   calls together ≤ 300 ms to first paint data): no tile or chart card loading any more, every chart
 *   card drawn or 暂无数据. For a dashboard the time from the first to the last of its API answers
 *   (the calls together) is printed too.
 *
 *   BASE_URL=http://localhost:9446 npx tsx bench/first-paint.ts [--runs 5] [--user city] [--path /monitorFullScreen]
 *   BASE_URL=http://localhost:9446 npx tsx bench/first-paint.ts --path /dashboard/city
 *   BASE_URL=http://localhost:9446 npx tsx bench/first-paint.ts --path /dashboard/district --user chaoyang
 *   BASE_URL=http://localhost:9446 npx tsx bench/first-paint.ts --dashboards   # city, devOps (ops), district (chaoyang)
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { BASE, dashboardPaintedWithData, launch, paintedWithData, signedInPage } from './screen-browser.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    user: { type: 'string', default: 'city' },
    path: { type: 'string', default: '/monitorFullScreen' },
    width: { type: 'string' },
    height: { type: 'string' },
    dashboards: { type: 'boolean', default: false },
  },
});
/** `--dashboards`: the three dashboard pages, each as the role it is for. */
const DASHBOARDS: [path: string, user: string][] = [
  ['/dashboard/city', 'city'],
  ['/dashboard/devOps', 'ops'],
  ['/dashboard/district', 'chaoyang'],
];
const runs = Number(values.runs);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const browser = await launch();
const summary: string[] = [];
let failed = false;
for (const [path, user] of values.dashboards ? DASHBOARDS : [[values.path!, values.user!]]) {
  const dashboard = path.startsWith('/dashboard');
  const width = Number(values.width ?? (dashboard ? 1440 : 1920));
  const height = Number(values.height ?? (dashboard ? 900 : 1080));
  const target = dashboard ? 300 : 1500;
  console.log(
    `${new Date().toISOString().slice(0, 16)} UTC，负载（1/5/15 分钟）${load()}；${path}，${width}×${height}，用户 ${user}`,
  );
  const times: number[] = [];
  const calls: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < runs; i++) {
    const page = await signedInPage(browser, user, width, height);
    await page.goto(`${BASE}${path}`);
    const ms = dashboard ? await dashboardPaintedWithData(page) : await paintedWithData(page);
    times.push(ms);
    // the page's API calls: from the first request's start to the last response's end
    const api = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.name.includes('/api/pres/business/'))
        .map((e) => [e.startTime, e.responseEnd]),
    );
    const span = api.length ? Math.max(...api.map((a) => a[1])) - Math.min(...api.map((a) => a[0])) : 0;
    calls.push(span);
    counts.push(api.length);
    console.log(
      `第 ${i + 1} 次：首次显示数据 ${ms.toFixed(0)} ms；${api.length} 个接口调用合计（首个发出到最后返回）${span.toFixed(0)} ms`,
    );
    await page.context().close();
  }
  const line =
    `${path}（${user}）${width}×${height} 首次显示数据：中位数 ${median(times).toFixed(0)} ms，最慢 ${Math.max(...times).toFixed(0)} ms；` +
    `${median(counts)} 个接口调用合计中位数 ${median(calls).toFixed(0)} ms，最慢 ${Math.max(...calls).toFixed(0)} ms` +
    `（目标：${dashboard ? '接口调用合计 ≤ 300 ms' : '首次显示数据 ≤ 1500 ms'}）`;
  summary.push(line);
  if ((dashboard ? Math.max(...calls) : Math.max(...times)) > target) failed = true;
}
await browser.close();
console.log(`\n${summary.join('\n')}\n负载 ${load()}`);
process.exitCode = failed ? 1 : 0;
