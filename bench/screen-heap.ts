/**
 * Unattended run (a screen left open with refresh every 5 s for 10 minutes keeps its JS heap
 * within 20 % of where it started). Opens the screen with `?refresh=5`, lets it settle, collects
 * garbage and reads the heap; then again at the end. Prints both figures and the change.
 *
 *   BASE_URL=http://localhost:9446 npx tsx bench/screen-heap.ts [--minutes 10] [--screen monitorFullScreen]
 *
 * `--minutes 1` is a quick check; the default is 10 minutes.
 */
import { parseArgs } from 'node:util';
import { BASE, launch, paintedWithData, signedInPage } from './screen-browser.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    screen: { type: 'string', default: 'monitorFullScreen' },
    user: { type: 'string', default: 'city' },
  },
});
const minutes = Number(values.minutes);
const browser = await launch();
const page = await signedInPage(browser, values.user!);
const cdp = await page.context().newCDPSession(page);
await cdp.send('HeapProfiler.enable');

/** JS heap in use after a full collection, in bytes. */
async function heapAfterGc(): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

let requests = 0;
let failures = 0;
page.on('requestfinished', (r) => r.url().includes('/bigScreen/') && requests++);
page.on('requestfailed', (r) => r.url().includes('/bigScreen/') && failures++);

await page.goto(`${BASE}/${values.screen}?refresh=5`);
await paintedWithData(page).catch(() => undefined);
// the first refreshes and the lazy chunks settle before the starting figure is taken
await page.waitForTimeout(15_000);
const start = await heapAfterGc();
const mb = (b: number) => (b / 1024 / 1024).toFixed(2);
console.log(`开始：${mb(start)} MB（刷新间隔 5 秒，运行 ${minutes} 分钟）`);
const until = Date.now() + minutes * 60_000;
while (Date.now() < until) {
  await page.waitForTimeout(Math.min(60_000, until - Date.now()));
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  console.log(`  ${new Date().toISOString().slice(11, 19)} 当前 ${mb(usedSize)} MB，已刷新请求 ${requests} 次`);
}
const end = await heapAfterGc();
const change = ((end - start) / start) * 100;
console.log(
  `结束：${mb(end)} MB；变化 ${change >= 0 ? '+' : ''}${change.toFixed(1)} %（目标 ±20 % 以内）；请求 ${requests} 次，失败 ${failures} 次`,
);
await browser.close();
process.exitCode = Math.abs(change) <= 20 ? 0 : 1;
