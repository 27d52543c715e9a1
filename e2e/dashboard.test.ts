import type { Browser, Page } from 'playwright-core';
import { dashboardCalls } from '@risk/shared/api/dashboard';
import { pathOf, type AnyEndpoint, type ContentOf } from '@risk/shared/api/endpoint';
import { statementCalls } from '@risk/shared/api/statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginAs, newPage, saveFailureScreenshot } from './browser.ts';

/** The dashboards as city, operations and one district: a tile shows what the dashboard call answers. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function api<E extends AnyEndpoint>(
  page: Page,
  call: E,
  query: Record<string, string> = {},
): Promise<ContentOf<E>> {
  const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'Admin-Token')!.value);
  const res = await page.request.get(`/api/pres${pathOf(call)}`, { params: query, headers: { Authorization: token } });
  expect(res.status()).toBe(200);
  return (await res.json()).content as ContentOf<E>;
}

const tileValue = async (page: Page, title: string) => {
  const tile = page.getByTestId(`tile-${title}`);
  await tile.locator('.ant-statistic-content-value').waitFor();
  return Number(((await tile.locator('.ant-statistic-content-value').textContent()) ?? '').replace(/\D/g, ''));
};

const year = new Date().getFullYear();

describe('dashboards', () => {
  for (const [user, path, title] of [
    ['city', '/dashboard/city', '市级看板'],
    ['ops', '/dashboard/devOps', '运维看板'],
  ] as const)
    it(`when ${user} opens ${title} then the year's 推送企业 and 市级预警 equal the dashboard call, and the work plan links to its details`, async () => {
      const page = await newPage(browser);
      try {
        await loginAs(page, user);
        const calls: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/dashBoard/')) calls.push(new URL(r.url()).pathname.replace(/^.*\/dashBoard\//, ''));
        });
        await page.goto(path);
        await page.getByRole('heading', { name: title }).waitFor();
        const total = await api(page, dashboardCalls.total, { year: String(year) });
        await expect.poll(() => tileValue(page, `${year}年推送企业`)).toBe(total.pushNum);
        expect(await tileValue(page, `${year}年市级预警`)).toBe(total.cityWarningNum);
        // the page's first view comes in one round trip, asked at once; the panels make no calls of their own
        expect(calls).toContain('page/city');
        expect(calls).not.toContain('city/total');
        // a rate links to its details with its counts: "45.45%（5/11）", or "—（0/0）" with nothing to divide
        const rate = page.locator('a[href^="/workPlanDetails/verifyRate/"]').first();
        await rate.waitFor();
        expect(await rate.textContent()).toMatch(/^(\d+\.\d{2}%|—)（\d+\/\d+）$/);
        await page.locator('a[href^="/workPlanDetails/disposalRate/"]').first().click();
        await page.getByText('联动处置企业总数量').waitFor();
      } catch (e) {
        await saveFailureScreenshot(page, `dashboard-${user}`);
        throw e;
      } finally {
        await page.close();
      }
    });

  it('when a district user opens 区县看板 then 预警 equals the call and it is their district only', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'chaoyang');
      await page.goto('/dashboard/district');
      await page.getByRole('heading', { name: '区县看板' }).waitFor();
      const total = await api(page, dashboardCalls.districtTotal, { year: String(year) });
      await expect.poll(() => tileValue(page, '派发区县')).toBe(total.earlyWarningNum);
      const plan = await api(page, dashboardCalls.workPlan, { year: String(year) });
      expect(plan.map((r) => r.region)).toEqual(['朝阳区', '全市']);
    } catch (e) {
      await saveFailureScreenshot(page, 'dashboard-district');
      throw e;
    } finally {
      await page.close();
    }
  });

  it('when the city opens 风险报表 and 月度监测 then the tree and the three tables show', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'city');
      await page.goto('/report/riskStatement');
      const tree = await api(page, statementCalls.regionStatement);
      await page.getByRole('cell', { name: '全市' }).waitFor();
      expect(tree).toHaveLength(1);
      await page.goto('/report/monthlyMonitor');
      await page.getByText('表一 风险监测与核实').waitFor();
      await page.getByText('表三 联动处置与裁员').waitFor();
    } catch (e) {
      await saveFailureScreenshot(page, 'dashboard-reports');
      throw e;
    } finally {
      await page.close();
    }
  });
});
