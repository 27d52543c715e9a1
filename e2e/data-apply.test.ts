import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, saveFailureScreenshot } from './browser.ts';
import { chooseOption, dialogTitled, field, poolHaidianCompany, settled, workflowSides } from './workflow.ts';

/** 数据申请 (docs/first-document.md): 海淀区 applies on the company detail, the city answers. */
const name = `数据申请${Date.now().toString(36).toUpperCase()}科技有限公司`;

let browser: Browser;
let ops: Page;
let city: Page;
let haidian: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ ops, city, haidian } = await workflowSides(browser));
});
afterAll(() => browser?.close());

const panel = (page: Page) => page.locator('.ant-card').filter({ has: page.getByText('数据申请', { exact: true }) });

describe('数据申请', () => {
  it('when 海淀区 applies for a company’s data on its detail page then the city sees it and answers, and the district reads the answer', async () => {
    let current: Page | undefined;
    try {
      const { creditCode } = await poolHaidianCompany(ops, name);
      const detail = `/riskCompany/details/${encodeURIComponent(name)}/${creditCode}`;

      current = haidian;
      await haidian.goto(detail);
      await panel(haidian).getByRole('button', { name: '申请数据' }).click();
      const apply = dialogTitled(haidian, '申请数据');
      await settled(apply);
      await chooseOption(apply, '申请的数据', '社保参保数据');
      await field(apply, '申请理由').locator('textarea').fill('核实裁员人数需要近12个月参保明细');
      await apply.getByRole('button', { name: /确\s*定|OK/ }).click();
      await panel(haidian).getByText('待答复').waitFor();

      current = city;
      await city.goto(detail);
      await panel(city).getByText('社保参保数据').waitFor();
      await panel(city).getByRole('button', { name: '答复' }).click();
      const reply = dialogTitled(city, '答复：社保参保数据');
      await settled(reply);
      await field(reply, '答复内容').locator('textarea').fill('已通过安全邮箱发送参保明细');
      await reply.getByRole('button', { name: /确\s*定|OK/ }).click();
      await panel(city).getByText('已同意').waitFor();

      current = haidian;
      await haidian.reload();
      await panel(haidian).getByText('已通过安全邮箱发送参保明细').waitFor();
    } catch (e) {
      await saveFailureScreenshot(current, 'data-apply');
      throw e;
    }
  });
});
