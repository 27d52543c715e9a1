import type { Browser, Page } from 'playwright-core';
import { bigScreenCalls } from '@risk/shared/api/bigScreen';
import { pathOf as callPath } from '@risk/shared/api/endpoint';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enterBackOffice, launchBrowser, loginAs, newPage, saveFailureScreenshot } from './browser.ts';
import { openDirectory, sidebar } from './layout.ts';
import { pushHaidianCompany } from './workflow.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  // a company of 海淀区 in the pool, pushed to the city: the wall has figures and the map a value
  const ops = await newPage(browser);
  await loginAs(ops, 'ops');
  await pushHaidianCompany(ops, `大屏测试${Date.now() % 100000}有限公司`);
  await ops.context().close();
});
afterAll(() => browser?.close());
beforeEach(async ({ task, onTestFailed }) => {
  page = await newPage(browser);
  onTestFailed(() => saveFailureScreenshot(page, task.name));
});
afterEach(() => page.context().close());

const pathOf = (p: Page) => new URL(p.url()).pathname;

/** A big-screen call made with the page's own token, as the screen makes it. */
async function apiOf<T>(p: Page, call: keyof typeof bigScreenCalls): Promise<T> {
  return p.evaluate(
    async (url) => {
      const token = decodeURIComponent(/(?:^|; )Admin-Token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch(url, { headers: { Authorization: token } });
      return (await res.json()).content;
    },
    `/api/pres${callPath(bigScreenCalls[call])}`,
  );
}

/** The number a figure tile shows under its label. */
async function figure(p: Page, label: string): Promise<number> {
  const tile = p
    .getByTestId('city-figures')
    .locator('div, a')
    .filter({ hasText: new RegExp(`^\\d+[^\\d]*${label}$`) });
  const text = (await tile.first().textContent()) ?? '';
  return Number(/^(\d+)/.exec(text)?.[1]);
}

describe('the monitoring wall', () => {
  it('when the city logs in then it lands on /monitorFullScreen with the map and figures the API gives', async () => {
    await loginAs(page, 'city');
    await page.waitForURL((url) => url.pathname === '/monitorFullScreen');
    expect(await page.title()).toContain('劳动用工风险监测预警');
    // the Beijing map is drawn (a canvas inside the map panel)
    await page.getByTestId('risk-map').locator('canvas').first().waitFor();
    const numbers = await apiOf<{ riskCompanyNum: number; warningNum: number }>(page, 'cityNumber');
    expect(numbers.riskCompanyNum).toBeGreaterThan(0);
    await page.getByTestId('city-figures').waitFor();
    expect(await figure(page, '监测企业')).toBe(numbers.riskCompanyNum);
    expect(await figure(page, '预警企业')).toBe(numbers.warningNum);
    // the latest risk information scrolls as text rows (when other tests have added some)
    const latest = await apiOf<{ companyName: string }[]>(page, 'riskCompanyInfos');
    if (latest.length) await page.getByLabel('最新风险信息').getByText(latest[0].companyName).first().waitFor();
    // the data's as-of time is shown
    await expect.poll(() => page.getByTestId('as-of').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('when the city clicks 推送企业 on the wall then the pool opens in a new tab with the same total', async () => {
    await loginAs(page, 'city');
    await page.waitForURL((url) => url.pathname === '/monitorFullScreen');
    const link = page.getByTestId('city-figures').getByRole('link', { name: /推送企业/ });
    await link.waitFor();
    const shown = await figure(page, '推送企业');
    const [list] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await list.getByText(/^共 \d+ 条$/).waitFor();
    expect(new URL(list.url()).pathname).toBe('/risk/riskCompany');
    expect(await list.getByText(/^共 \d+ 条$/).textContent()).toBe(`共 ${shown} 条`);
    // the wall stays where it was
    expect(pathOf(page)).toBe('/monitorFullScreen');
  });

  it('when a district user logs in then the wall shows their district only', async () => {
    await loginAs(page, 'haidian');
    await page.waitForURL((url) => url.pathname === '/monitorFullScreen');
    const map = await apiOf<{ area: string; riskTotal: number }[]>(page, 'enterpriseRiskNumber');
    expect(map.map((r) => r.area)).toEqual(['海淀区']);
    await page.getByTestId('city-figures').waitFor();
    expect(await figure(page, '监测企业')).toBe(map[0].riskTotal);
  });

  it('when a signed-in user opens / or presses the home button then the monitoring wall opens', async () => {
    await loginAs(page, 'city');
    await enterBackOffice(page);
    await sidebar(page).waitFor();
    await page.getByRole('button', { name: '首页' }).click();
    await page.waitForURL((url) => url.pathname === '/monitorFullScreen');
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/monitorFullScreen');
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/monitorFullScreen');
  });

  it('when the menu entry 监测大屏 is chosen then /fullScreen opens full window', async () => {
    await loginAs(page, 'city');
    await enterBackOffice(page);
    await openDirectory(page, '工作台');
    await sidebar(page).getByText('监测大屏', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/fullScreen');
    await page.getByText('劳动用工风险总览').waitFor();
    expect(await page.locator('aside').count()).toBe(0);
    expect(pathOf(page)).toBe('/fullScreen');
  });

  it('when a screen is opened without a token then login comes first and returns to it', async () => {
    await page.goto('/fullScreen?refresh=5');
    await page.waitForURL((url) => url.pathname === '/login');
    await loginAs(page, 'ops');
    await page.waitForURL((url) => url.pathname === '/fullScreen');
    await page.getByText('（每 5 秒刷新）').waitFor();
  });
});
