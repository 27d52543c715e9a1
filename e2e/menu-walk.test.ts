import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, takeA11yViolations } from './axe.ts';
import { launchBrowser, loginAs, newPage, saveFailureScreenshot } from './browser.ts';
import { pathOf } from '@risk/shared/api/endpoint';
import { menuCalls, type MenuRoute } from '@risk/shared/api/system';

/**
 * Every entry of each demo role's menu opens a working page
 * and "Accessibility"): not the 404 page, not blank, no console error, no failed request and no
 * axe-core WCAG 2.1 A/AA violation. The menu is read from the call the web app builds its sidebar
 * from (`menuCalls.build`). One browser, one context per role; pages are opened by
 * in-app navigation (as the sidebar does), so the shell is loaded once per role.
 */

/** The browser's URL of the menu call (same origin as the app). */
const MENU_BUILD_URL = `/api/pres${pathOf(menuCalls.build)}`;

const ROLES = ['admin', 'ops', 'city', 'chaoyang'] as const;
/** The full-window screens: the landing wall, the menu's screens and the data-set screens. */
const BIG_SCREENS = [
  '/monitorFullScreen',
  '/fullScreen',
  '/publicOpinion',
  '/educationFullScreen',
  '/economyFullScreen',
  '/businessFullScreen',
  '/labourFullScreen',
  '/socialFullScreen',
];

/** admin's 42 pages and 8 screens take about 80 s on an idle 2-core machine, twice that on a busy one. */
const WALK_TIMEOUT = 300_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Menu pages (not directories, not external links, not parameterised hidden routes) with full paths. */
function menuPages(nodes: MenuRoute[], parent = ''): { path: string; title: string }[] {
  return nodes.flatMap((n) => {
    const path = n.path.startsWith('/') ? n.path : `${parent.replace(/\/$/, '')}/${n.path}`;
    const own =
      n.component && n.component !== 'Layout' && !/^https?:/.test(n.path) && !path.includes(':')
        ? [{ path, title: n.meta.title }]
        : [];
    return [...own, ...menuPages(n.children ?? [], path)];
  });
}

/** Problems a page reports while it is open: console errors, uncaught errors, failed requests. */
function watch(page: Page) {
  const problems: string[] = [];
  let inflight = 0;
  let lastActivity = Date.now();
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message.slice(0, 300)}`));
  page.on('request', () => {
    inflight++;
    lastActivity = Date.now();
  });
  const done = () => {
    inflight = Math.max(0, inflight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', (r) => {
    done();
    // a request the page itself abandoned on navigation is not a failure
    if (!/ERR_ABORTED/.test(r.failure()?.errorText ?? ''))
      problems.push(`request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  /** Until no request has been open for 400 ms (charts and lists have loaded), at most 15 s. */
  const settle = async () => {
    const until = Date.now() + 15_000;
    while (Date.now() < until && (inflight > 0 || Date.now() - lastActivity < 400)) await page.waitForTimeout(100);
    // antd's spinners and skeletons gone
    await page
      .locator('.ant-spin-spinning, .ant-skeleton-active')
      .first()
      .waitFor({ state: 'detached', timeout: Math.max(1000, until - Date.now()) })
      .catch(() => undefined);
  };
  return { problems, settle };
}

/** In-app navigation, as the sidebar's links do (react-router follows the history). */
async function navigate(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/** Text or a drawing (chart, map, table, form) in the page area within 10 s: a lazy screen may still be arriving. */
async function hasContent(page: Page): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    const text = (await page.locator('.ant-layout-content, #root').first().innerText()).trim();
    const drawn = await page.locator('#root canvas, #root svg, #root table, #root form').count();
    if (text.length >= 4 || drawn > 0) return true;
    await page.waitForTimeout(200);
  }
  return false;
}

async function checkPage(page: Page, watcher: ReturnType<typeof watch>, where: string): Promise<string[]> {
  await watcher.settle();
  const found = watcher.problems.splice(0).map((p) => `${where}: ${p}`);
  const pathname = new URL(page.url()).pathname;
  if (pathname === '/404' || (await page.getByText('您访问的页面不存在').count()) > 0)
    found.push(`${where}: 页面不存在 (404)`);
  if (pathname === '/401' || (pathname.startsWith('/login') && !where.startsWith('login')))
    found.push(`${where}: 打开后到了 ${pathname}`);
  if (!(await hasContent(page))) found.push(`${where}: 空白页面`);
  const violations = await axeViolations(page);
  summary.push({
    where,
    violations: violations.reduce((n, v) => n + v.nodes.length, 0),
    rules: violations.map((v) => v.id),
  });
  found.push(...describeViolations(where, violations));
  return found;
}

const summary: { where: string; violations: number; rules: string[] }[] = [];
afterAll(() => {
  const failing = summary.filter((s) => s.violations > 0);
  console.log(
    `axe: ${summary.length} screens checked, ${failing.length} with violations, ${failing.reduce((n, s) => n + s.violations, 0)} nodes`,
  );
  for (const s of failing) console.log(`  ${s.where}: ${s.violations} (${[...new Set(s.rules)].join(', ')})`);
});

describe('the menu walk', () => {
  it('when the login page is opened then it has no accessibility violation', async () => {
    const page = await newPage(browser);
    const watcher = watch(page);
    await page.goto('/login');
    await page.getByPlaceholder('用户名').waitFor();
    const found = await checkPage(page, watcher, 'login /login');
    await page.context().close();
    expect(found).toEqual([]);
  });

  it('when a page a test leaves has a violation then the suite records it (the check every e2e test gets)', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByPlaceholder('用户名').waitFor();
    // an image without a text alternative, as a careless change would add one
    await page.evaluate(() =>
      document.body.append(Object.assign(document.createElement('img'), { src: '/favicon.ico' })),
    );
    await page.context().close();
    const found = takeA11yViolations();
    expect(found.some((line) => line.startsWith('/login: [critical] image-alt'))).toBe(true);
  });

  for (const role of ROLES) {
    it(
      `when ${role} opens every entry of the menu and every big screen then each works and passes axe`,
      async ({ task, onTestFailed }) => {
        const page = await newPage(browser);
        onTestFailed(() => saveFailureScreenshot(page, task.name));
        const watcher = watch(page);
        await loginAs(page, role);
        await page.waitForURL((url) => url.pathname === '/monitorFullScreen');
        const menu = await page.evaluate(async (url) => {
          const token = decodeURIComponent(/(?:^|; )Admin-Token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
          const res = await fetch(url, { headers: { Authorization: token } });
          return (await res.json()).content as MenuRoute[];
        }, MENU_BUILD_URL);
        const pages = menuPages(menu);
        expect(pages.length).toBeGreaterThan(5);
        const found: string[] = [];
        for (const p of pages) {
          await navigate(page, p.path);
          found.push(...(await checkPage(page, watcher, `${role} ${p.title} ${p.path}`)));
        }
        for (const screen of BIG_SCREENS) {
          await navigate(page, screen);
          found.push(...(await checkPage(page, watcher, `${role} ${screen}`)));
        }
        await page.context().close();
        expect(found).toEqual([]);
      },
      WALK_TIMEOUT,
    );
  }
});
