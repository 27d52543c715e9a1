import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCodeCheckChar } from '@risk/shared/company';
import { REGISTRY_IMPORT_HEADERS } from '@risk/shared/schemas/registry';
import { pathOf } from '@risk/shared/api/endpoint';
import { registryCalls } from '@risk/shared/api/registry';
import { launchBrowser, loginAs, newPage } from './browser.ts';
import { closeImportDialog, importedJob } from './workflow.ts';

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const randomChars = (n: number) =>
  Array.from({ length: n }, () => CREDIT_CHARS[Math.floor(Math.random() * CREDIT_CHARS.length)]).join('');
const creditCode = (area: string) => {
  const first17 = `9111${area}MA${randomChars(7)}`;
  return first17 + creditCodeCheckChar(first17);
};

/** 50 companies of this run: 20 for 海淀区, 30 for 朝阳区; the first one also exists in the registry. */
const stem = `端到端${Date.now().toString(36).toUpperCase()}`;
const companies = Array.from({ length: 50 }, (_, i) => {
  const district = i < 20 ? '海淀区' : '朝阳区';
  return { name: `北京${stem}第${i + 1}号科技有限公司`, code: creditCode(i < 20 ? '0108' : '0105'), district };
});
const matched = companies[0];
const chaoyang = companies[30];

let browser: Browser;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-e2e-'));

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const card = (page: Page, title: string) =>
  page.locator('.ant-statistic').filter({ has: page.getByText(title, { exact: true }) });
const cardValue = async (page: Page, title: string) =>
  Number(((await card(page, title).locator('.ant-statistic-content-value').textContent()) ?? '').replace(/\D/g, ''));
const listTotal = async (page: Page) => {
  const text = page.getByText(/^共 \d+ 条$/);
  await text.waitFor();
  return Number(((await text.textContent()) ?? '').replace(/\D/g, ''));
};

/** The registry entry of one company, imported through the registry import call with the user's token. */
async function importRegistryEntry(page: Page) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('工商数据导入');
  sheet.addRow([...REGISTRY_IMPORT_HEADERS]);
  sheet.addRow([
    matched.code,
    matched.name,
    '海淀区',
    '张三',
    '13800138000',
    '有限责任公司',
    '存续',
    '500万元人民币',
    '2018-03-01',
    '北京市海淀区中关村大街1号',
    '软件开发',
    '信息技术',
    '12000',
    '800',
    '320',
    '330',
    '300',
  ]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'Admin-Token')!.value);
  const res = await page.request.post(`/api/pres${pathOf(registryCalls.importExcel)}`, {
    headers: { Authorization: token },
    multipart: {
      file: {
        name: 'registry.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer,
      },
    },
  });
  await importedJob(page, res);
}

/** Downloads 下载模板 like a clerk, fills it with the 50 companies and saves it. */
async function filledTemplate(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下载模板' }).click(),
  ]);
  const template = path.join(tmp, 'template.xlsx');
  await download.saveAs(template);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(template);
  const sheet = workbook.worksheets[0];
  for (const c of companies)
    sheet.addRow([c.name, c.code, c.district, c.district, '李四', '13900139000', '王五', '13700137000', '端到端导入']);
  const filled = path.join(tmp, 'companies.xlsx');
  await workbook.xlsx.writeFile(filled);
  return filled;
}

describe('risk company pool', () => {
  it('when operations imports 50 companies, opens a matched one and pushes them, then the city sees them and 海淀区 only its own', async () => {
    const ops = await newPage(browser);
    await loginAs(ops, 'ops');
    await importRegistryEntry(ops);
    await ops.goto('/risk/riskCompany');
    await card(ops, '企业总数').waitFor();
    await ops
      .getByText('暂无数据')
      .or(ops.getByText(/^共 \d+ 条$/))
      .first()
      .waitFor();
    const before = await cardValue(ops, '企业总数');

    const file = await filledTemplate(ops);
    await ops.locator('input[type=file]').first().setInputFiles(file);
    await closeImportDialog(ops, '导入成功，共 50 条');
    await expect.poll(() => cardValue(ops, '企业总数')).toBe(before + 50);
    expect(await cardValue(ops, '已匹配')).toBeGreaterThanOrEqual(1);

    await ops.goto(`/risk/riskCompany?companyName=${encodeURIComponent(matched.name)}`);
    await ops.getByRole('row').filter({ hasText: matched.code }).getByText(matched.name).click();
    await ops.waitForURL((url) => url.pathname.startsWith('/riskCompany/details/'));
    await ops.getByText('工商信息', { exact: true }).waitFor();
    await ops.getByText('基本信息', { exact: true }).waitFor();
    expect(await ops.getByText('北京市海淀区中关村大街1号').count()).toBe(1);

    await ops.goto(`/risk/riskCompany?companyName=${encodeURIComponent(stem)}&size=50`);
    expect(await listTotal(ops)).toBe(50);
    await ops.locator('thead .ant-checkbox-input').first().check();
    await ops.getByRole('button', { name: '批量推送' }).click();
    await ops
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await ops.getByText('推送成功，共 50 家企业').waitFor();
    await ops.context().close();

    const city = await newPage(browser);
    await loginAs(city, 'city');
    await city.goto(`/risk/riskCompany?companyName=${encodeURIComponent(stem)}`);
    expect(await listTotal(city)).toBe(50);
    await card(city, '重点关注').waitFor();
    await city.context().close();

    const haidian = await newPage(browser);
    await loginAs(haidian, 'haidian');
    await haidian.goto(`/risk/riskCompany?companyName=${encodeURIComponent(stem)}`);
    expect(await listTotal(haidian)).toBe(20);
    await card(haidian, '企业总数').waitFor();
    expect(await card(haidian, '重点关注').count()).toBe(0);
    await haidian.goto(`/risk/riskCompany?companyName=${encodeURIComponent(chaoyang.name)}`);
    await haidian.getByText('暂无数据').waitFor();
    await haidian.context().close();
  });
});
