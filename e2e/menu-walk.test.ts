import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, takeA11yViolations } from './axe.ts';
import { baseUrl, launchBrowser, loginAs, newPage, saveFailureScreenshot } from './browser.ts';
import { pathOf } from '@risk/shared/api/endpoint';
import { menuCalls, type MenuRoute } from '@risk/shared/api/system';

/**
 * Every entry of each demo role's menu opens a working page
 * and "Accessibility"): not the 404 page, not blank, no console error, no failed request and no
 * axe-core WCAG 2.1 A/AA violation. The menu is read from the call the web app builds its sidebar
 * from (`menuCalls.build`). One browser, one context per role. Each entry is opened twice: by a
 * click in the sidebar (the shell loads once per role), then by its address in a second tab of the
 * same context (a full page load, as a typed address, a bookmark or a new tab): the second must end
 * at the same address, show the same tables and totals and ask the same lists as the first.
 */

/** The browser's URL of the menu call (same origin as the app). */
const MENU_BUILD_URL = `/api/pres${pathOf(menuCalls.build)}`;

/** The roles whose pages differ by role (a preset filter, a district's scope) come first: see typedOnce. */
const ROLES = ['city', 'chaoyang', 'ops', 'admin'] as const;
/**
 * admin passes every check, so its copy of a page another role walked differs only by the buttons
 * shown; it walks the pages no other role's menu has (system management). Its 42 pages took 187 s
 * of the walk's 507 s on CI's 2 cores.
 */
const WALKS_ONLY_ITS_OWN: (typeof ROLES)[number] = 'admin';
/** The big screens differ by scope only: the whole city's and a district's. */
const SCREEN_ROLES: readonly (typeof ROLES)[number][] = ['city', 'chaoyang'];
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

/** The city's 25 pages, each also by address, and the 8 screens took 142 s on CI's 2 cores. */
const WALK_TIMEOUT = 420_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface MenuPage {
  path: string;
  title: string;
  /** the sidebar directories above it, outermost first */
  trail: string[];
  hidden: boolean;
}

/** Menu pages (not directories, not external links, not parameterised hidden routes) with full paths. */
function menuPages(nodes: MenuRoute[], parent = '', trail: string[] = []): MenuPage[] {
  return nodes.flatMap((n) => {
    const path = n.path.startsWith('/') ? n.path : `${parent.replace(/\/$/, '')}/${n.path}`;
    const own =
      n.component && n.component !== 'Layout' && !/^https?:/.test(n.path) && !path.includes(':')
        ? [{ path, title: n.meta.title, trail, hidden: n.hidden }]
        : [];
    return [...own, ...menuPages(n.children ?? [], path, [...trail, n.meta.title])];
  });
}

/** Problems a page reports while it is open: console errors, uncaught errors, failed requests. */
function watch(page: Page) {
  const problems: string[] = [];
  /** the paged list calls asked (`page=` in the query), by path and query */
  const listCalls: string[] = [];
  let inflight = 0;
  let lastActivity = Date.now();
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message.slice(0, 300)}`));
  page.on('request', (r) => {
    inflight++;
    lastActivity = Date.now();
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && url.searchParams.has('page')) listCalls.push(url.pathname + url.search);
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
  return { problems, listCalls, settle };
}

/**
 * Out of the shell (a big-screen entry left it), the in-app way back is the last shell page; its
 * lists are asked again there, before the next entry is opened.
 */
async function backToShell(page: Page, watcher: ReturnType<typeof watch>, shellPath: string) {
  const sidebar = page.locator('.ant-layout-sider');
  if ((await sidebar.count()) > 0) return;
  await navigate(page, shellPath);
  await sidebar.waitFor();
  await watcher.settle();
}

/** Opens a menu entry as a person does: each closed directory above it in the sidebar, then the entry. */
async function clickMenu(page: Page, entry: MenuPage) {
  const sidebar = page.locator('.ant-layout-sider');
  const chain = [...entry.trail, entry.title].map((title) => sidebar.getByText(title, { exact: true }));
  for (let i = 0; i < chain.length - 1; i++) {
    if (await chain[i + 1].isVisible()) continue;
    await chain[i].click();
    await chain[i + 1].waitFor();
  }
  const before = new URL(page.url()).pathname;
  await chain.at(-1)!.click();
  if (before !== entry.path) await page.waitForURL((url) => url.pathname !== before);
  // the pointer leaves the menu: the check judges colours at rest, not under the pointer
  await page.mouse.move(0, 0);
  await opened(page, entry);
}

/**
 * Until the entry's page has rendered (the title follows the route only then: the router keeps the
 * last page on screen while the next one loads) or it went on to another address (a big screen).
 */
async function opened(page: Page, { title, path }: MenuPage) {
  await page
    .waitForFunction(
      ([t, p]) => document.title.startsWith(`${t} - `) || window.location.pathname !== p,
      [title, path],
      { timeout: 15_000 },
    )
    .catch(() => undefined); // what it shows instead (404, blank) is the check's to report
}

/**
 * A full page load at the address, as one typed into the address bar. Not page.goto: the suite's
 * hook runs axe on the page it leaves, the screen the menu path has just checked.
 */
async function typeAddress(tab: Page, entry: MenuPage) {
  const load = tab.waitForEvent('load');
  await tab.evaluate((url) => window.location.assign(url), new URL(entry.path, baseUrl()).href).catch(() => undefined);
  await load;
  await opened(tab, entry);
}

/**
 * The menu paths opened by address so far. Each is opened so once, by the first role whose menu
 * has it (a full page load costs 2–5 s on two cores): the city and a district first, whose lists
 * start from their role's preset, then what only ops or admin have.
 */
const typedOnce = new Set<string>();
/** The menu paths walked by the roles before admin. */
const walked = new Set<string>();

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

/** What a page shows once settled: where it ended, each table's rows and each pager's 共 N 条. */
async function shownOf(page: Page, watcher: ReturnType<typeof watch>) {
  const url = new URL(page.url());
  const figures = await page.evaluate(() => ({
    rows: [...document.querySelectorAll('.ant-table-tbody')].map((b) => b.querySelectorAll('tr.ant-table-row').length),
    totals: [...document.querySelectorAll('.ant-pagination-total-text')].map((e) => e.textContent ?? ''),
  }));
  return {
    address: url.pathname + url.search,
    figures: JSON.stringify(figures),
    listCalls: watcher.listCalls.splice(0),
  };
}
type Shown = Awaited<ReturnType<typeof shownOf>>;

/** The faults of a settled page: what the watcher saw, the 404 / 401 / login page, a blank page. */
async function faultsOf(page: Page, watcher: ReturnType<typeof watch>, where: string): Promise<string[]> {
  await watcher.settle();
  const found = watcher.problems.splice(0).map((p) => `${where}: ${p}`);
  const pathname = new URL(page.url()).pathname;
  if (pathname === '/404' || (await page.getByText('您访问的页面不存在').count()) > 0)
    found.push(`${where}: 页面不存在 (404)`);
  if (pathname === '/401' || (pathname.startsWith('/login') && !where.startsWith('login')))
    found.push(`${where}: 打开后到了 ${pathname}`);
  if (!(await hasContent(page))) found.push(`${where}: 空白页面`);
  return found;
}

/**
 * The page opened by its address against the same page opened from the menu. A list the menu path
 * asked that the page before it had asked too is left out: the page left behind refetches its
 * stale lists when its tab is shown again after the address tab (TanStack Query's refetch on focus).
 */
function addressFaults(where: string, menu: Shown, typed: Shown, askedBefore: string[]): string[] {
  const found: string[] = [];
  if (typed.address !== menu.address)
    found.push(`${where}: 地址栏打开到了 ${typed.address}，菜单打开到 ${menu.address}`);
  if (typed.figures !== menu.figures)
    found.push(`${where}: 地址栏打开显示 ${typed.figures}，菜单打开显示 ${menu.figures}`);
  const unasked = menu.listCalls.filter((c) => !typed.listCalls.includes(c) && !askedBefore.includes(c));
  if (unasked.length) found.push(`${where}: 地址栏打开没有请求列表 ${unasked.join(' ')}`);
  return found;
}

async function checkPage(page: Page, watcher: ReturnType<typeof watch>, where: string): Promise<string[]> {
  const found = await faultsOf(page, watcher, where);
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
      `when ${role} opens ${role === WALKS_ONLY_ITS_OWN ? 'the entries only its menu has' : 'every entry of its menu'}${SCREEN_ROLES.includes(role) ? ' and every big screen' : ''} then each works and passes axe`,
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
        const menuOf = menuPages(menu);
        expect(menuOf.length).toBeGreaterThan(5);
        const pages = role === WALKS_ONLY_ITS_OWN ? menuOf.filter((p) => !walked.has(p.path)) : menuOf;
        for (const p of pages) walked.add(p.path);
        const typed = await page.context().newPage();
        const typedWatcher = watch(typed);
        const found: string[] = [];
        let shellPath = menuOf[0].path;
        let askedBefore: string[] = [];
        const spent = { menu: 0, address: 0 };
        for (const p of pages) {
          const where = `${role} ${p.title} ${p.path}`;
          const start = Date.now();
          if (!p.hidden) await backToShell(page, watcher, shellPath);
          watcher.listCalls.splice(0);
          if (p.hidden) {
            await navigate(page, p.path);
            await opened(page, p);
          } else await clickMenu(page, p);
          found.push(...(await checkPage(page, watcher, where)));
          const menuShown = await shownOf(page, watcher);
          if ((await page.locator('.ant-layout-sider').count()) > 0) shellPath = menuShown.address;
          const typedAt = Date.now();
          spent.menu += typedAt - start;
          if (!typedOnce.has(p.path)) {
            typedOnce.add(p.path);
            typedWatcher.listCalls.splice(0);
            await typeAddress(typed, p);
            found.push(...(await faultsOf(typed, typedWatcher, `${where} (地址栏)`)));
            found.push(...addressFaults(where, menuShown, await shownOf(typed, typedWatcher), askedBefore));
            spent.address += Date.now() - typedAt;
          }
          askedBefore = menuShown.listCalls;
        }
        console.log(
          `${role}: ${pages.length} 个菜单页，菜单打开 ${spent.menu / 1000} s，地址栏打开 ${spent.address / 1000} s`,
        );
        for (const screen of SCREEN_ROLES.includes(role) ? BIG_SCREENS : []) {
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
