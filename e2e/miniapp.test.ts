import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCodeCheckChar } from '@risk/shared/company';
import { REGISTRY_IMPORT_HEADERS } from '@risk/shared/schemas/registry';
import { baseUrl, launchBrowser, loginAs, newPage, saveFailureScreenshot } from './browser.ts';

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const randomChars = (n: number) => Array.from({ length: n }, () => CREDIT_CHARS[Math.floor(Math.random() * CREDIT_CHARS.length)]).join('');
const haidianCreditCode = () => {
  const first17 = `91110108MA${randomChars(7)}`;
  return first17 + creditCodeCheckChar(first17);
};
const runStem = `小程序${Date.now().toString(36).toUpperCase()}`;
const ORDERS = '/business/v1/riskVerificationForms';

let browser: Browser;
let ops: Page;
let city: Page;
let haidian: Page;
let company: Page | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  [ops, city, haidian] = await Promise.all([newPage(browser), newPage(browser), newPage(browser)]);
  await loginAs(ops, 'ops');
  await loginAs(city, 'city');
  await loginAs(haidian, 'haidian');
});
afterAll(() => browser?.close());

/** A back-office call with the user's own token, as the web app makes it; answers `content`. */
async function call<T>(page: Page, method: string, url: string, data?: unknown): Promise<T> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'Admin-Token');
  const res = await page.request.fetch(`/api/pres${url}`, { method, headers: { Authorization: decodeURIComponent(cookie!.value) }, data });
  const body = (await res.json()) as { message: string; content: T };
  expect(res.status(), body.message).toBe(200);
  return body.content;
}

/** Registry import, pool entry for 海淀区 and push (ops), dispatch (city), take order (haidian): the order is 已接单. */
async function orderTakenByHaidian(name: string): Promise<number> {
  const code = haidianCreditCode();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('工商数据导入');
  sheet.addRow([...REGISTRY_IMPORT_HEADERS]);
  sheet.addRow([code, name, '海淀区', '张三', '13800138000', '有限责任公司', '存续', '500万元人民币', '2018-03-01', '北京市海淀区中关村大街1号', '软件开发', '信息技术', '200', '180', '190', '185', '170']);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  const cookie = (await ops.context().cookies()).find((c) => c.name === 'Admin-Token');
  const imported = await ops.request.post('/api/pres/eims/v1/risk/importExcel', {
    headers: { Authorization: decodeURIComponent(cookie!.value) },
    multipart: { file: { name: 'registry.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer } },
  });
  expect(imported.status()).toBe(200);
  const pooled = await call<{ id: number }>(ops, 'POST', '/business/risk/company', { creditCode: code, companyName: name, registrationPlace: '海淀区', companyRegion: '海淀区' });
  await call(ops, 'POST', '/business/risk/company/batchPush', { ids: [pooled.id] });
  const list = await call<{ content: { content: { id: number } }[] }>(city, 'GET', `${ORDERS}?${new URLSearchParams({ tab: 'New', companyName: name })}`);
  expect(list.content).toHaveLength(1);
  const orderId = list.content[0].content.id;
  await call(city, 'POST', `${ORDERS}/dispatch`, { ids: [orderId] });
  await call(haidian, 'POST', `${ORDERS}/${orderId}/orderd`);
  return orderId;
}

async function openList(page: Page, path: string, name: string, params: Record<string, string> = {}) {
  await page.goto(`${path}?${new URLSearchParams({ ...params, companyName: name })}`);
  await page.getByText('暂无数据').or(page.getByText(/^共 \d+ 条$/)).first().waitFor();
}

const rowOf = (page: Page, name: string) => page.locator('.ant-table-tbody').getByRole('row').filter({ hasText: name });

async function rowShows(page: Page, name: string, status: string) {
  await rowOf(page, name).getByText(status, { exact: true }).first().waitFor();
}

/** By title text, not accessible name (see verification.test.ts). */
const dialogTitled = (page: Page, title: string) => page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title').getByText(title, { exact: true }) });

async function settled(dialog: Locator) {
  await dialog.waitFor();
  await expect.poll(() => dialog.getAttribute('class')).not.toMatch(/zoom-(appear|enter)/);
}

const field = (scope: Locator, label: string) => scope.locator('.ant-form-item').filter({ has: scope.page().getByText(label, { exact: true }) });

async function chooseOption(scope: Locator, label: string, option: string) {
  await field(scope, label).locator('.ant-select').click();
  await scope.page().locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** A person without an account on a phone: fresh context, 390 px wide, touch. */
async function phonePage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  return context.newPage();
}

describe('mini-app filling between 海淀区 and the company', () => {
  it('when the company fills the pushed link on a phone and 海淀区 adopts it then the city has the verification to audit', async ({ task, onTestFailed }) => {
    onTestFailed(async () => {
      await saveFailureScreenshot(haidian, `haidian ${task.name}`);
      await saveFailureScreenshot(company, `company ${task.name}`);
      await saveFailureScreenshot(city, `city ${task.name}`);
    });
    const name = `北京${runStem}填报科技有限公司`;
    const orderId = await orderTakenByHaidian(name);

    // 海淀区: 待核实 → 未推送小程序 → 推送小程序, reads the one-time link
    await openList(haidian, '/verification/county', name, { tab: 'AwaitVerification', subTab: 'AwaitPushApp' });
    await rowShows(haidian, name, '已接单');
    await rowOf(haidian, name).getByRole('button', { name: '推送小程序' }).click();
    const push = dialogTitled(haidian, '推送小程序');
    await settled(push);
    const linkInput = push.getByLabel('填报链接');
    await expect.poll(() => linkInput.inputValue()).toMatch(/\/sp\/fill\/[^/]+$/);
    const link = await linkInput.inputValue();
    expect(new URL(link).origin).toBe(new URL(baseUrl()).origin);
    await push.locator('.ant-modal-footer').getByRole('button', { name: /关\s*闭/ }).click();
    await push.waitFor({ state: 'hidden' });

    // the company opens the link on a phone without logging in and fills the form
    company = await phonePage();
    await company.goto(link);
    await company.getByText(name, { exact: true }).waitFor();
    const form = company.locator('form');
    await field(form, '是否裁员').getByText('是', { exact: true }).click();
    await form.getByPlaceholder('请输入职工人数').fill('200');
    await form.getByPlaceholder('请输入裁员人数').fill('30');
    await field(form, '是否有裁员计划').getByText('否', { exact: true }).click();
    await chooseOption(form, '补偿方式', '标准补偿');
    for (const label of ['是否欠薪', '是否降薪', '是否欠缴社保']) await field(form, label).getByText('否', { exact: true }).click();
    // 30 of 200 is 15 %: 二级 suggested live
    await field(form, '系统建议等级').getByText('二级', { exact: true }).waitFor();
    const contact = `钱填报${runStem}`;
    await form.getByPlaceholder('请输入联系人').fill(contact);
    await form.getByPlaceholder('手机或座机号码').fill('13922223333');
    // the page fits the phone: nothing scrolls sideways
    expect(await company.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await company.getByRole('button', { name: /提\s*交/ }).click();
    await company.getByText('提交成功', { exact: true }).waitFor();
    // opened again, the link says it waits for the district
    await company.reload();
    await company.getByText('已提交，等待区县审核').waitFor();

    // 海淀区: 小程序待审核 → 审核小程序填报 → 通过, adopted as the verification form
    await openList(haidian, '/verification/county', name, { tab: 'AwaitVerification', subTab: 'MiniApp' });
    await rowShows(haidian, name, '核实中');
    await rowOf(haidian, name).getByRole('button', { name: '审核小程序填报' }).click();
    const audit = dialogTitled(haidian, '审核小程序填报');
    await settled(audit);
    await audit.getByText(contact, { exact: true }).waitFor();
    await expect.poll(() => audit.getByRole('checkbox').isChecked()).toBe(true);
    await audit.getByRole('button', { name: /^通\s*过$/ }).click();
    await audit.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(haidian, name).getByRole('button', { name: '审核小程序填报' }).count()).toBe(0);
    await company.reload();
    await company.getByText('审核已通过', { exact: true }).waitFor();

    // 填写核实情况 opens with the company's answers; the district adds its level and submits
    await rowOf(haidian, name).getByRole('button', { name: '填写核实情况' }).click();
    const write = dialogTitled(haidian, '填写核实情况');
    await settled(write);
    await expect.poll(() => write.getByPlaceholder('请输入联系人').inputValue()).toBe(contact);
    expect(await write.getByPlaceholder('请输入裁员人数').inputValue()).toBe('30');
    await chooseOption(write, '区县建议等级', '二级');
    await write.getByRole('button', { name: /提\s*交/ }).click();
    await write.waitFor({ state: 'hidden' });
    await haidian.getByText('暂无数据').waitFor();

    // the city finds it under 待审核 with the company's numbers
    await openList(city, '/verification/city', name, { tab: 'Audit' });
    await rowShows(city, name, '待审核');
    const detail = await call<{ form: { contacts: string; downNum: number; level: string } | null }>(city, 'GET', `${ORDERS}/${orderId}`);
    expect(detail.form).toMatchObject({ contacts: contact, downNum: 30, level: '二级' });
  });
});
