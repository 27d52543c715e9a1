import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_IMPORT_HEADERS } from '@risk/shared/schemas/content';
import { axeViolations, describeViolations } from './axe.ts';
import { launchBrowser, loginAs, newPage, saveFailureScreenshot } from './browser.ts';
import { closeImportDialog } from './workflow.ts';

let browser: Browser;
let page: Page | undefined;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'imports-e2e-'));
const stamp = Date.now().toString(36).toUpperCase();
/** The list's filter form (the edit dialog has a 标题 field too). */
const queryForm = (p: Page) => p.locator('form.ant-form-inline');
/** Enough rows that the job reports several times before it ends. */
const ROWS = 3000;

async function newsFile(name: string, rows: string[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('新闻导入');
  sheet.addRow([...NEWS_IMPORT_HEADERS]);
  for (const r of rows) sheet.addRow(r);
  const file = path.join(tmp, name);
  await workbook.xlsx.writeFile(file);
  return file;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await saveFailureScreenshot(page, ctx.task.name);
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('imports as background jobs', () => {
  it('when operations imports news then the dialog’s progress bar runs to the row report, and the list holds the rows', async () => {
    page = await newPage(browser);
    await loginAs(page, 'ops');
    await page.goto('/content/news');
    const file = await newsFile(
      `新闻${stamp}.xlsx`,
      Array.from({ length: ROWS }, (_, i) => [
        `后台导入${stamp}-${i}`,
        '已发布',
        'https://rsj.beijing.gov.cn/n',
        `内容${i}`,
      ]),
    );
    await page.locator('input[type=file]').first().setInputFiles(file);

    const dialog = page.getByRole('dialog').filter({ hasText: `导入新闻（新闻${stamp}.xlsx）` });
    const bar = dialog.getByRole('progressbar', { name: '导入进度' });
    await bar.waitFor();
    // the bar and its counts follow the job until its end: full, every row read and written
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 120_000 }).toBe('100');
    await dialog.getByText(`已读 ${ROWS} 行，已写入 ${ROWS} 行，错误 0`).waitFor();
    await dialog.getByText(`导入成功，共 ${ROWS} 条`).waitFor();
    // while it ran the dialog offered 取消导入; at the end it offers 关闭 only
    expect(await dialog.getByRole('button', { name: '取消导入' }).count()).toBe(0);
    expect(describeViolations('导入对话框', await axeViolations(page))).toEqual([]);
    await closeImportDialog(page, `导入成功，共 ${ROWS} 条`);

    await queryForm(page).getByPlaceholder('请输入标题').fill(`后台导入${stamp}-`);
    await queryForm(page)
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await page.getByText(new RegExp(`^共 ${ROWS} 条$`)).waitFor();
  });

  it('when the file has refused rows then the dialog ends failed with each refused cell, and nothing is written', async () => {
    page = await newPage(browser);
    await loginAs(page, 'ops');
    await page.goto('/content/news');
    const file = await newsFile(`坏新闻${stamp}.xlsx`, [
      [`好新闻${stamp}`, '已发布', '', ''],
      ['', '已发布', '', ''],
      [`坏状态${stamp}`, '不存在的状态', '', ''],
    ]);
    await page.locator('input[type=file]').first().setInputFiles(file);

    const dialog = page.getByRole('dialog').filter({ hasText: `导入新闻（坏新闻${stamp}.xlsx）` });
    await dialog.getByText('导入失败，共 2 处错误，未写入任何数据').waitFor();
    await dialog.getByText('已读 3 行，已写入 0 行，错误 2').waitFor();
    const refused = dialog.getByRole('row');
    await refused.filter({ hasText: '标题' }).filter({ hasText: '3' }).first().waitFor();
    await refused.filter({ hasText: '状态' }).filter({ hasText: '4' }).first().waitFor();
    await closeImportDialog(page, '导入失败，共 2 处错误，未写入任何数据');

    await queryForm(page).getByPlaceholder('请输入标题').fill(`好新闻${stamp}`);
    await queryForm(page)
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await page.getByText('暂无数据').waitFor();
  });
});
