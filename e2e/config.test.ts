import { MAX_PAGE_SIZE } from '@risk/shared/wire';
import { pathOf } from '@risk/shared/api/endpoint';
import { riskDimensionCalls } from '@risk/shared/api/content';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { MONITOR_CONFIG_MSG } from '@risk/shared/schemas/monitor-config';
import { launchBrowser, loginAs, newPage, saveFailureScreenshot } from './browser.ts';
import { chooseOption, closeImportDialog, dialogTitled, haidianCreditCode, rowOf, settled } from './workflow.ts';

const stem = Date.now().toString(36).toUpperCase();
/** A 社保数据 month's reductions over the last 1 … 12 months. */
const TWELVE = [1, 3, 7, 7, 9, 10, 12, 12, 15, 16, 18, 21];
let browser: Browser;
let ops: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ops = await newPage(browser);
  await loginAs(ops, 'ops');
});
beforeEach(({ task, onTestFailed }) => onTestFailed(() => saveFailureScreenshot(ops, task.name)));
afterAll(() => browser?.close());

/** The search row above a list (the add dialog, kept in the page, has inputs with the same placeholders). */
const queryForm = (page: Page) => page.locator('form.ant-form-inline');

/** Waits for a list to answer (rows or 暂无数据). */
async function listed(page: Page) {
  await page
    .getByText('暂无数据')
    .or(page.getByText(/^共 \d+ 条$/))
    .first()
    .waitFor();
}

describe('configuration screens', () => {
  it('when ops adds a quarter in 风险指数 then it is listed; the same quarter again is refused', async () => {
    // a year no seed fills: the demo has 2023 to now
    const year = String(2090 + (Date.now() % 9));
    await ops.goto('/content/riskIndex');
    await listed(ops);
    await ops.getByRole('button', { name: /新\s*增$/ }).click();
    const dialog = dialogTitled(ops, '新增风险指数');
    await settled(dialog);
    await dialog.getByPlaceholder('请选择年份').fill(year);
    await dialog.getByPlaceholder('请选择年份').press('Enter');
    await chooseOption(dialog, '季度', '第二季度');
    for (const [i, input] of (await dialog.getByPlaceholder('0–100').all()).entries()) await input.fill(String(80 + i));
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await ops.goto(`/content/riskIndex?year=${year}`);
    await rowOf(ops, '第二季度').getByText('80.00', { exact: true }).waitFor();

    await ops.getByRole('button', { name: /新\s*增$/ }).click();
    await settled(dialog);
    await dialog.getByPlaceholder('请选择年份').fill(year);
    await dialog.getByPlaceholder('请选择年份').press('Enter');
    await chooseOption(dialog, '季度', '第二季度');
    for (const input of await dialog.getByPlaceholder('0–100').all()) await input.fill('70');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await ops.getByText(MONITOR_CONFIG_MSG.riskIndexTaken).first().waitFor();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    // delete stays disabled until a row is chosen
    expect(await ops.getByRole('button', { name: /删\s*除/ }).isDisabled()).toBe(true);
  });

  it('when ops configures a dimension in 风险维度 then a non-English key is refused, and once enabled it is offered to risk information', async () => {
    const name = `端到端维度${stem}`;
    // the list asks for every dimension on one page, as the specification loads it
    const listPath = `/api/pres${pathOf(riskDimensionCalls.list)}`;
    const listCall = ops.waitForRequest((r) => new URL(r.url()).pathname === listPath && r.method() === 'GET');
    await ops.goto('/config/riskDimension');
    expect(new URL((await listCall).url()).searchParams.get('size')).toBe(String(MAX_PAGE_SIZE));
    await listed(ops);
    await ops.getByRole('button', { name: /新\s*增$/ }).click();
    const dialog = dialogTitled(ops, '新增风险维度');
    await settled(dialog);
    await dialog.getByPlaceholder('请输入名称').fill(name);
    await chooseOption(dialog, '类型', '用工维度');
    await dialog.getByRole('button', { name: '添加配置' }).click();
    await dialog.getByLabel('key值').fill('裁员数');
    await dialog.getByLabel('配置类型').click();
    await ops.locator('.ant-select-dropdown:visible').getByTitle('数字', { exact: true }).click();
    await dialog.getByLabel('显示名称').fill('裁员人数');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await ops.getByText(MONITOR_CONFIG_MSG.keyWorthLetters).waitFor();
    await dialog.getByLabel('key值').fill('layoffs');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    await ops.goto(`/config/riskDimension?name=${encodeURIComponent(name)}`);
    await rowOf(ops, name).getByText('禁用', { exact: true }).waitFor();
    await rowOf(ops, name)
      .getByRole('button', { name: /启\s*用/ })
      .click();
    await rowOf(ops, name).getByText('启用', { exact: true }).waitFor();

    await ops.goto('/risk/riskCompanyInfo');
    await listed(ops);
    await ops.getByRole('button', { name: /新\s*增$/ }).click();
    const info = dialogTitled(ops, '新增风险信息');
    await settled(info);
    await chooseOption(info, '风险维度', name);
    await info.getByRole('button', { name: /取\s*消/ }).click();
  });

  it('when ops adds a keyword in 监测关键词 then the search finds it; an empty keyword is refused', async () => {
    const word = `关键词${stem}`;
    await ops.goto('/config/riskMonitorKey');
    await listed(ops);
    await ops.getByRole('button', { name: /新\s*增$/ }).click();
    const dialog = dialogTitled(ops, '新增监测关键词');
    await settled(dialog);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText(`关键词${MSG.required}`).waitFor();
    await dialog.getByPlaceholder('请输入关键词').fill(word);
    await chooseOption(dialog, '类型', '欠薪');
    await chooseOption(dialog, '地区', '海淀区');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await queryForm(ops).getByPlaceholder('请输入关键词').fill(word);
    await queryForm(ops)
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    // the new keyword is on the unfiltered list's first page too: wait for the search itself
    await expect.poll(() => new URL(ops.url()).searchParams.get('keyWord')).toBe(word);
    await ops.getByText('共 1 条').waitFor();
    await rowOf(ops, word).getByText('海淀区').waitFor();
    await queryForm(ops).getByPlaceholder('请输入关键词').fill(`不存在${stem}`);
    await queryForm(ops)
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await ops.getByText('暂无数据').waitFor();
  });

  it('when ops imports the filled template in 社保数据 then the month is listed by credit code with the phone masked and its twelve reductions', async () => {
    await ops.goto('/config/socialSecurity');
    await listed(ops);
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'social-'));
    const [download] = await Promise.all([
      ops.waitForEvent('download'),
      ops.getByRole('button', { name: '下载模板' }).click(),
    ]);
    const template = path.join(tmp, 'template.xlsx');
    await download.saveAs(template);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(template);
    const sheet = workbook.worksheets[0];
    sheet.spliceRows(2, 1);
    const code = haidianCreditCode();
    const name = `北京社保${stem}有限公司`;
    sheet.addRow([
      code,
      name,
      '海淀区',
      '张法人',
      '13812345678',
      '李联系',
      '13987654321',
      '王经办',
      '13711112222',
      '2026-10',
      88,
      ...TWELVE,
    ]);
    const filled = path.join(tmp, 'social.xlsx');
    await workbook.xlsx.writeFile(filled);
    await ops.locator('input[type=file]').first().setInputFiles(filled);
    await closeImportDialog(ops, '导入成功，共 1 条');
    await queryForm(ops).getByPlaceholder('请输入统一社会信用代码').fill(code);
    await queryForm(ops)
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    const row = rowOf(ops, name);
    await row.getByText('2026-10').waitFor();
    await row.getByText('138****5678').waitFor();
    // the twelve months open under the row
    await row.locator('.ant-table-row-expand-icon').click();
    const months = ops.locator('.ant-descriptions').filter({ hasText: '2026-10 近1至12个月减员人数' });
    for (const [i, n] of TWELVE.entries())
      expect(await months.locator('td').nth(i).innerText(), `近${i + 1}个月`).toBe(String(n));
  });
});
