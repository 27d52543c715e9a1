/**
 * Screenshots of every big screen at 1920×1080, 1366×768 and 3840×2160 and of every dashboard at
 * 1440 and 1920 wide, once each shows its data, into docs/screenshots/ (the 3840 ones as JPEG to
 * keep them small). Against the demo:
 *
 *   BASE_URL=http://localhost:9446 npx tsx bench/screenshots.ts [--only monitorFullScreen] [--width 1366]
 *
 * The back office's pages (admin's menu, named `page-<path>`, e.g. `page-statement-riskStatement`)
 * are shot at 1440 and 1920 only when `--only` names them (`--only page-` for all): a look at the
 * lists while fixing them, not pictures for the docs.
 */
import { parseArgs } from 'node:util';
import { pathOf } from '../packages/shared/src/api/endpoint.ts';
import { menuCalls, type MenuRoute } from '../packages/shared/src/api/system.ts';
// @ts-expect-error -- plain ES module shared by the benchmarks
import { api, json, login } from './client.mjs';
import { dashboardPaintedWithData, launch, signedInPage } from './screen-browser.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    // one window width only (1920, 1366 or 3840), for a quick look while fixing a screen
    width: { type: 'string' },
    out: { type: 'string', default: 'docs/screenshots' },
  },
});
const SCREENS = [
  'monitorFullScreen',
  'fullScreen',
  'publicOpinion',
  'educationFullScreen',
  'economyFullScreen',
  'businessFullScreen',
  'labourFullScreen',
  'socialFullScreen',
];
const SIZES: [number, number][] = [
  [1920, 1080],
  [1366, 768],
  [3840, 2160],
];
const DASHBOARDS: [string, string, string][] = [
  ['city', '/dashboard/city', 'city'],
  ['devOps', '/dashboard/devOps', 'ops'],
  ['district', '/dashboard/district', 'chaoyang'],
];
const browser = await launch();
const wanted = (name: string) => !values.only || name.includes(values.only);
for (const name of SCREENS.filter(wanted))
  for (const [w, h] of SIZES.filter(([w]) => !values.width || String(w) === values.width)) {
    const page = await signedInPage(browser, 'city', w, h);
    await page.goto(`${process.env.BASE_URL ?? 'http://localhost:8080'}/${name}`);
    // every panel filled (no 加载中 left); a screen that never settles is shot anyway, and said so
    await page
      .waitForFunction(
        () => !!document.querySelector('section') && !document.body.innerText.includes('加载中'),
        undefined,
        {
          timeout: 60_000,
        },
      )
      .catch(() => console.log(`${name} ${w}: 60 s 内仍有面板在加载`));
    await page.waitForTimeout(2500); // chart entry animations
    const file = `${values.out}/big-screen-${name}-${w}.${w > 1920 ? 'jpg' : 'png'}`;
    await page.screenshot({ path: file, ...(w > 1920 ? { type: 'jpeg', quality: 70 } : {}) });
    console.log(file);
    await page.context().close();
  }
for (const [name, path, user] of DASHBOARDS.filter(([n]) => wanted(`dashboard-${n}`)))
  for (const w of [1440, 1920]) {
    const page = await signedInPage(browser, user, w, 1000);
    await page.goto(`${process.env.BASE_URL ?? 'http://localhost:8080'}${path}`);
    await dashboardPaintedWithData(page, 60_000).catch(() => console.log(`dashboard ${name} ${w}: 60 s 内仍在加载`));
    await page.waitForTimeout(1500);
    const file = `${values.out}/dashboard-${name}-${w}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.context().close();
  }
/** admin's menu pages (not directories, not external links, not parameterised hidden routes). */
async function backOfficePages(): Promise<[string, string][]> {
  const menu: MenuRoute[] = await json(api(pathOf(menuCalls.build)), {
    headers: { Authorization: await login('admin') },
  });
  const walk = (nodes: MenuRoute[], parent: string): [string, string][] =>
    nodes.flatMap((n) => {
      const path = n.path.startsWith('/') ? n.path : `${parent}/${n.path}`;
      const own =
        n.component !== 'Layout' && !/^https?:|:/.test(path)
          ? [[`page-${path.slice(1).replace(/\//g, '-')}`, path]]
          : [];
      return [...(own as [string, string][]), ...walk(n.children ?? [], path)];
    });
  return walk(menu, '');
}
const pages = values.only?.startsWith('page') ? await backOfficePages() : [];
for (const [name, path] of pages.filter(([n]) => wanted(n)))
  for (const w of [1440, 1920].filter((w) => !values.width || String(w) === values.width)) {
    const page = await signedInPage(browser, 'admin', w, 900);
    await page.goto(`${process.env.BASE_URL ?? 'http://localhost:8080'}${path}`, { waitUntil: 'networkidle' });
    await page
      .locator('.ant-spin-spinning, .ant-skeleton-active')
      .first()
      .waitFor({ state: 'detached', timeout: 30_000 })
      .catch(() => console.log(`${name} ${w}: 30 s 内仍在加载`));
    await page.waitForTimeout(500);
    const file = `${values.out}/${name}-${w}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.context().close();
  }
await browser.close();
