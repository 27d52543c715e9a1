import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCalls } from '@risk/shared/api/verification';
import { launchBrowser, saveFailureScreenshot } from './browser.ts';
import {
  call,
  dialogTitled,
  field,
  newOrderOf,
  openList,
  pushHaidianCompany,
  rowOf,
  settled,
  workflowSides,
} from './workflow.ts';

/**
 * 办理时限 (docs/timeliness.md): the city urges a late 海淀区 order from 市级核实, 海淀区 reads it in
 * its bell and asks for more days, the city approves, and both lists show the new deadline.
 */
const name = `催办延期${Date.now().toString(36).toUpperCase()}科技有限公司`;

let browser: Browser;
let ops: Page;
let city: Page;
let haidian: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ ops, city, haidian } = await workflowSides(browser));
});
afterAll(() => browser?.close());

/** The row's 办理时限 cell: its deadline as the list shows it (yyyy-MM-dd). */
const deadlineOn = async (page: Page) =>
  (
    await rowOf(page, name)
      .locator('td')
      .filter({ hasText: /^\d{4}-\d{2}-\d{2}/ })
      .first()
      .innerText()
  ).slice(0, 10);

describe('催办 and 延期', () => {
  it('when the city urges, the district reads it in its bell and asks for more days, and the city approves then the lists show the new deadline', async () => {
    let current: Page | undefined;
    try {
      await pushHaidianCompany(ops, name);
      const orderId = await newOrderOf(city, name);
      await call(city, verificationCalls.dispatch, { body: { ids: [orderId] } });

      // 催办 (city) from 市级核实's 区县全部, where a dispatched order waits for its take
      current = city;
      await openList(city, '/verification/city', name, { tab: 'CountyAll' });
      const before = await deadlineOn(city);
      await rowOf(city, name).getByRole('button', { name: '催办' }).click();
      const urge = dialogTitled(city, '催办');
      await settled(urge);
      await field(urge, '催办内容').locator('textarea').fill('请今日内接单并安排核实');
      await urge.getByRole('button', { name: '发送催办' }).click();
      await urge.waitFor({ state: 'hidden' });
      await rowOf(city, name).getByText('催办1次').waitFor();

      // the district's bell names the company and the city's text
      current = haidian;
      await haidian.goto('/verification/county');
      await haidian.getByRole('button', { name: /^通知/ }).click();
      await haidian.getByText(`市级催办：${name}`, { exact: false }).first().waitFor();
      await haidian.keyboard.press('Escape');

      // 申请延期 (district) from the row's 更多 menu
      await openList(haidian, '/verification/county', name, { tab: 'countyAll' });
      expect(await deadlineOn(haidian)).toBe(before);
      await rowOf(haidian, name).getByRole('button', { name: /更多/ }).click();
      await haidian.getByRole('menuitem', { name: '申请延期' }).click();
      const ask = dialogTitled(haidian, '申请延期');
      await settled(ask);
      await field(ask, '延期天数（工作日）').locator('input').fill('5');
      await field(ask, '延期理由').locator('textarea').fill('企业负责人出差，需待其返京后核实');
      await ask.getByRole('button', { name: /确\s*定|OK/ }).click();
      await ask.waitFor({ state: 'hidden' });

      // 同意 (city) in 延期申请
      current = city;
      await city.reload();
      await city.getByRole('button', { name: /延期申请/ }).click();
      const drawer = city.locator('.ant-drawer').filter({ hasText: '待审批的延期申请' });
      await drawer
        .getByRole('row')
        .filter({ hasText: name })
        .getByRole('button', { name: /同\s*意/ })
        .click();
      const decide = dialogTitled(city, '同意延期');
      await settled(decide);
      await decide.getByRole('button', { name: /确\s*定|OK/ }).click();
      await decide.waitFor({ state: 'hidden' });
      await drawer.getByRole('row').filter({ hasText: name }).waitFor({ state: 'detached' });
      await city.keyboard.press('Escape');

      // the new deadline, as the order itself has it, on both sides' lists
      const [{ deadline }] = (
        await call(city, verificationCalls.list, { query: { companyName: name, tab: 'CountyAll' } })
      ).content.map((r) => r.content);
      const moved = new Date(Date.parse(deadline!) + 8 * 3_600_000).toISOString().slice(0, 10);
      expect(moved > before, `${moved} after ${before}`).toBe(true);
      await openList(city, '/verification/city', name, { tab: 'CountyAll' });
      expect(await deadlineOn(city)).toBe(moved);
      current = haidian;
      await openList(haidian, '/verification/county', name, { tab: 'countyAll' });
      expect(await deadlineOn(haidian)).toBe(moved);
    } catch (e) {
      await saveFailureScreenshot(current, 'timeliness');
      throw e;
    }
  });
});
