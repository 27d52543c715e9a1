import type { Browser, Page } from 'playwright-core';
import { verificationCalls } from '@risk/shared/api/verification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, saveFailureScreenshot } from './browser.ts';
import {
  call,
  chooseOption,
  dialogTitled,
  field,
  newOrderOf,
  openList,
  pushHaidianCompany,
  rowOf,
  rowShows,
  settled,
  workflowSides,
} from './workflow.ts';

const runStem = `小程序${Date.now().toString(36).toUpperCase()}`;

let browser: Browser;
let ops: Page;
let city: Page;
let haidian: Page;
let company: Page | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ ops, city, haidian } = await workflowSides(browser));
});
afterAll(() => browser?.close());

/** Registry import, pool entry for 海淀区 and push (ops), dispatch (city), take order (haidian): the order is 已接单. */
async function orderTakenByHaidian(name: string): Promise<{ orderId: number; creditCode: string }> {
  const { creditCode } = await pushHaidianCompany(ops, name);
  const orderId = await newOrderOf(city, name);
  await call(city, verificationCalls.dispatch, { body: { ids: [orderId] } });
  await call(haidian, verificationCalls.take, { params: { id: orderId } });
  return { orderId, creditCode };
}

/** The company registers its mini-app account on the H5 page (the link asks it to sign in first). */
async function registerOnPhone(page: Page, name: string, creditCode: string, phone: string, password: string) {
  await page.getByRole('tab', { name: '注册账号' }).click();
  const form = page.locator('form').filter({ has: page.getByPlaceholder('请输入企业名称') });
  await form.getByPlaceholder('请输入企业名称').fill(name);
  await form.getByPlaceholder('请输入18位统一社会信用代码').fill(creditCode);
  await chooseOption(form, '所属区县', '海淀区');
  await form.getByPlaceholder('请输入联系人姓名').fill('钱经办');
  await form.getByPlaceholder('作为登录账号').fill(phone);
  await form.getByPlaceholder(/至少8位/).fill(password);
  await form.getByPlaceholder('请再次输入密码').fill(password);
  await form.getByRole('button', { name: /注\s*册/ }).click();
  await page.getByText(/注册成功，请等待区县人社局审核/).waitFor();
}

/** 海淀区 audits the account in 小程序用户: the dialog's 审核结果 is 通过 by default. */
async function auditInMiniAppUsers(name: string) {
  await openList(haidian, '/config/miniAppUser', name);
  await rowShows(haidian, name, '待审核');
  await rowOf(haidian, name)
    .getByRole('button', { name: /审\s*核/ })
    .click();
  const dialog = dialogTitled(haidian, '审核小程序用户');
  // the dialog is always in the page (forceRender): wait for it to open before clicking 确定
  await settled(dialog);
  await expect.poll(() => dialog.getByRole('radio', { name: '通过', exact: true }).isChecked()).toBe(true);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await rowShows(haidian, name, '审核通过');
}

/** Signs the company in on the H5 page. */
async function signInOnPhone(page: Page, phone: string, password: string) {
  await page.getByRole('tab', { name: '企业登录' }).click();
  const form = page.locator('form').filter({ has: page.getByPlaceholder('请输入注册手机号') });
  await form.getByPlaceholder('请输入注册手机号').fill(phone);
  await form.getByPlaceholder('请输入密码').fill(password);
  await form.getByRole('button', { name: /登\s*录/ }).click();
}

/** A person without an account on a phone: fresh context, 390 px wide, touch. */
async function phonePage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  return context.newPage();
}

describe('mini-app filling between 海淀区 and the company', () => {
  it('when the company fills the pushed link on a phone and 海淀区 adopts it then the city has the verification to audit', async ({
    task,
    onTestFailed,
  }) => {
    onTestFailed(async () => {
      await saveFailureScreenshot(haidian, `haidian ${task.name}`);
      await saveFailureScreenshot(company, `company ${task.name}`);
      await saveFailureScreenshot(city, `city ${task.name}`);
    });
    const name = `北京${runStem}填报科技有限公司`;
    const { orderId, creditCode } = await orderTakenByHaidian(name);

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
    await push
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await push.waitFor({ state: 'hidden' });

    // the company opens the link on a phone: it registers its account, which 海淀区 audits in 小程序用户
    company = await phonePage();
    await company.goto(link);
    const phone = `139${String(Date.now() % 1e8).padStart(8, '0')}`;
    const password = 'Company@2026';
    await registerOnPhone(company, name, creditCode, phone, password);
    // before the audit the account may sign in but not open the form
    await signInOnPhone(company, phone, password);
    await company.getByText('账号尚未通过区县审核，审核通过后才能填报').waitFor();
    await auditInMiniAppUsers(name);
    await company.getByRole('button', { name: /重\s*试/ }).click();
    await company.getByText(name, { exact: true }).waitFor();
    const form = company.locator('form');
    await field(form, '是否裁员').getByText('是', { exact: true }).click();
    await form.getByPlaceholder('请输入职工人数').fill('200');
    await form.getByPlaceholder('请输入裁员人数').fill('30');
    await field(form, '是否有裁员计划').getByText('否', { exact: true }).click();
    await chooseOption(form, '补偿方式', '标准补偿');
    for (const label of ['是否欠薪', '是否降薪', '是否欠缴社保'])
      await field(form, label).getByText('否', { exact: true }).click();
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
    const detail = await call(city, verificationCalls.detail, { params: { id: orderId } });
    expect(detail.form).toMatchObject({ contacts: contact, downNum: 30, level: '二级' });
  });
});
