import type { Browser, Locator, Page } from 'playwright-core';
import { disposalCalls } from '@risk/shared/api/disposal';
import { verificationCalls } from '@risk/shared/api/verification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, saveFailureScreenshot } from './browser.ts';
import {
  call,
  chooseOption,
  dialogTitled,
  field,
  openList,
  poolHaidianCompany,
  pushHaidianCompany,
  rowOf,
  rowShows,
  settled,
  workflowSides,
} from './workflow.ts';

const runStem = `核实${Date.now().toString(36).toUpperCase()}`;
const companyName = (label: string) => `北京${runStem}${label}科技有限公司`;

let browser: Browser;
let ops: Page;
let city: Page;
let haidian: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ ops, city, haidian } = await workflowSides(browser));
});
afterAll(() => browser?.close());

async function screenshotsOfEverySide(testName: string) {
  await saveFailureScreenshot(ops, `ops ${testName}`);
  await saveFailureScreenshot(city, `city ${testName}`);
  await saveFailureScreenshot(haidian, `haidian ${testName}`);
}

const cityBadges = (page: Page) => call(page, verificationCalls.cityBadges);
const countyBadges = (page: Page) => call(page, verificationCalls.countyBadges);
/** The district's count of orders waiting for the city's review: the county list has no tab showing it. */
const countyWaitingReview = async (page: Page) => (await countyBadges(page)).waitReviewedNum;
const disposalCounts = (page: Page) => call(page, disposalCalls.countyCards);

/** The number a statistic card shows, by its title. */
async function cardValue(page: Page, title: string): Promise<number> {
  const card = page
    .locator('.ant-statistic')
    .filter({ has: page.locator('.ant-statistic-title').getByText(title, { exact: true }) });
  return Number(((await card.locator('.ant-statistic-content-value').textContent()) ?? '').replace(/\D/g, ''));
}

/** The number on a tab's badge, 0 when there is none (antd hides a zero badge). */
async function tabBadge(page: Page, label: string): Promise<number> {
  const badge = page
    .getByRole('tab', { name: new RegExp(`^${label}`) })
    .locator('sup.ant-scroll-number:not(.ant-badge-zoom-leave)');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.first().getAttribute('title')) ?? 0);
}

/** Answers the confirmation the screen asks before an action. */
async function confirm(page: Page, question: string | RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await settled(dialog);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** 填写核实情况 → a layoff of `downNum` of 200 workers, 区县建议等级 二级 → 提交. */
async function submitVerification(
  page: Page,
  name: string,
  downNum: number,
  edit: (dialog: Locator) => Promise<void> = async () => undefined,
) {
  await rowOf(page, name).getByRole('button', { name: '填写核实情况' }).click();
  const dialog = dialogTitled(page, '填写核实情况');
  await settled(dialog);
  // the saved form (if any) loads into the dialog before anything is typed
  await expect.poll(() => dialog.locator('.ant-spin-spinning').count()).toBe(0);
  await edit(dialog);
  await dialog.getByPlaceholder('请输入裁员人数').fill(String(downNum));
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function fillNewVerification(dialog: Locator) {
  await field(dialog, '是否裁员').getByText('是', { exact: true }).click();
  await dialog.getByPlaceholder('请输入职工人数').fill('200');
  await field(dialog, '是否有裁员计划').getByText('否', { exact: true }).click();
  await chooseOption(dialog, '补偿方式', '标准补偿');
  for (const label of ['是否欠薪', '是否降薪', '是否欠缴社保'])
    await field(dialog, label).getByText('否', { exact: true }).click();
  // 30 of 200 is 15 %: the system suggests 二级, shown live before sending
  await dialog.getByPlaceholder('请输入裁员人数').fill('30');
  await field(dialog, '系统建议等级').getByText('二级', { exact: true }).waitFor();
  await chooseOption(dialog, '区县建议等级', '二级');
  await dialog.getByPlaceholder('请输入联系人').fill('赵核实');
  await dialog.getByPlaceholder('手机或座机号码').fill('13911112222');
}

describe('verification workflow between the city and 海淀区', () => {
  it('when an order goes from push to rating then each step shows on the other side and in the tab badges', async ({
    task,
    onTestFailed,
  }) => {
    onTestFailed(() => screenshotsOfEverySide(task.name));
    const name = companyName('全流程');
    const city0 = await cityBadges(city);
    const county0 = await countyBadges(haidian);
    const disposals0 = await disposalCounts(haidian);

    // push (operations): 风险企业库 → the row's 推送 → confirmed; the company is 已推送
    await poolHaidianCompany(ops, name);
    await openList(ops, '/risk/riskCompany', name);
    await rowShows(ops, name, '未推送');
    await rowOf(ops, name).getByRole('button', { name: '推送', exact: true }).click();
    await confirm(ops, `确定将「${name}」推送至市人社局吗？`);
    await rowShows(ops, name, '已推送');

    // the city's 待派单 lists it as 新建 and counts it on the tab
    await openList(city, '/verification/dispatch', name);
    await rowShows(city, name, '新建');
    await expect.poll(() => tabBadge(city, '新建')).toBe(city0.unprocessedNum + 1);

    // dispatch (city) → gone from 新建; 海淀区 finds it in 待接单
    await rowOf(city, name).getByRole('button', { name: '派单', exact: true }).click();
    await confirm(city, `确定将「${name}」派单至海淀区吗？`);
    await city.getByText('暂无数据').waitFor();
    await expect.poll(() => tabBadge(city, '新建')).toBe(city0.unprocessedNum);
    await openList(haidian, '/verification/county', name, { tab: 'AwaitOrder' });
    await rowShows(haidian, name, '已派单');
    await expect.poll(() => tabBadge(haidian, '待接单')).toBe(county0.waitOrdersNum + 1);
    await openList(city, '/verification/city', name, { tab: 'AwaitOrder' });
    await rowShows(city, name, '已派单');
    await expect.poll(() => tabBadge(city, '已派单')).toBe(city0.unhandlerNum + 1);

    // take order (district): 核实通知单 → 接单 → it moves to 待核实
    await rowOf(haidian, name).getByRole('button', { name: '核实通知单' }).click();
    const notice = dialogTitled(haidian, '核实通知单');
    await settled(notice);
    await notice.getByText('劳动用工风险核实通知单').waitFor();
    await notice.getByRole('button', { name: /接\s*单/ }).click();
    await notice.waitFor({ state: 'hidden' });
    await haidian.getByText('暂无数据').waitFor();
    await expect.poll(() => tabBadge(haidian, '待接单')).toBe(county0.waitOrdersNum);
    await openList(haidian, '/verification/county', name, { tab: 'AwaitVerification' });
    await rowShows(haidian, name, '已接单');
    await expect
      .poll(() => tabBadge(haidian, '待核实'))
      .toBe(county0.waitVerifyUnPushNum + county0.waitVerifyPushNum + 1);
    await city.reload();
    await city.getByText('暂无数据').waitFor();
    await expect.poll(() => tabBadge(city, '已派单')).toBe(city0.unhandlerNum);
    await openList(city, '/verification/city', name, { tab: 'AwaitVerification' });
    await rowShows(city, name, '已接单');

    // fill and submit (district) → the city has it 待审核
    await submitVerification(haidian, name, 30, fillNewVerification);
    await haidian.getByText('暂无数据').waitFor();
    await expect.poll(() => tabBadge(haidian, '待核实')).toBe(county0.waitVerifyUnPushNum + county0.waitVerifyPushNum);
    await expect.poll(() => countyWaitingReview(haidian)).toBe(county0.waitReviewedNum + 1);
    await openList(city, '/verification/city', name, { tab: 'Audit' });
    await rowShows(city, name, '待审核');
    await expect.poll(() => tabBadge(city, '待审核')).toBe(city0.reviewedNum + 1);

    // review returned (city) with an explanation
    const explanation = `裁员人数与社保减员不符，请核对后重新提交（${runStem}）`;
    await rowOf(city, name).getByRole('button', { name: '审核' }).click();
    const audit = dialogTitled(city, `审核核实情况：${name}`);
    await settled(audit);
    await audit.getByPlaceholder('请输入审核说明').fill(explanation);
    await audit.getByRole('button', { name: /退\s*回/ }).click();
    await audit.waitFor({ state: 'hidden' });
    await city.getByText('暂无数据').waitFor();
    await expect.poll(() => tabBadge(city, '待审核')).toBe(city0.reviewedNum);
    await expect.poll(() => countyWaitingReview(haidian)).toBe(county0.waitReviewedNum);

    // resubmit (district): back in 待核实 with the city's explanation; edits and submits
    await haidian.reload();
    await rowShows(haidian, name, '核实中');
    await expect
      .poll(() => tabBadge(haidian, '待核实'))
      .toBe(county0.waitVerifyUnPushNum + county0.waitVerifyPushNum + 1);
    await rowOf(haidian, name).getByRole('button', { name: /更多/ }).click();
    await haidian.getByRole('menuitem', { name: '核实情况审核说明' }).click();
    const explained = haidian.getByRole('dialog').filter({ hasText: explanation });
    await settled(explained);
    await explained.getByRole('button', { name: /知道了/ }).click();
    await submitVerification(haidian, name, 40, async (dialog) => {
      // the saved answers come back for editing
      await expect.poll(() => dialog.getByPlaceholder('请输入联系人').inputValue()).toBe('赵核实');
    });
    await haidian.getByText('暂无数据').waitFor();
    await expect.poll(() => countyWaitingReview(haidian)).toBe(county0.waitReviewedNum + 1);

    // review passed (city) → 待定级 on both sides
    await city.reload();
    await rowShows(city, name, '待审核');
    await expect.poll(() => tabBadge(city, '待审核')).toBe(city0.reviewedNum + 1);
    await rowOf(city, name).getByRole('button', { name: '审核' }).click();
    const secondAudit = dialogTitled(city, `审核核实情况：${name}`);
    await settled(secondAudit);
    await secondAudit.getByText('40', { exact: true }).first().waitFor();
    await secondAudit.getByRole('button', { name: /通\s*过/ }).click();
    await secondAudit.waitFor({ state: 'hidden' });
    await city.getByText('暂无数据').waitFor();
    await expect.poll(() => tabBadge(city, '待审核')).toBe(city0.reviewedNum);
    await expect.poll(() => countyWaitingReview(haidian)).toBe(county0.waitReviewedNum);
    await openList(city, '/verification/city', name, { tab: 'SetLevel' });
    await rowShows(city, name, '待定级');
    await expect.poll(() => tabBadge(city, '待定级')).toBe(city0.unRatingNum + 1);
    await openList(haidian, '/verification/county', name, { tab: 'countyAll' });
    await rowShows(haidian, name, '待定级');

    // rating 二级 (city) → 联动处置, and a disposal order for 海淀区
    await rowOf(city, name).getByRole('button', { name: '预警定级' }).click();
    const rating = dialogTitled(city, '预警定级');
    await settled(rating);
    await field(rating, '预警等级').getByText('二级', { exact: true }).click();
    await field(rating, '是否化解').getByText('否', { exact: true }).click();
    await rating.getByRole('button', { name: /确\s*定/ }).click();
    await rating.waitFor({ state: 'hidden' });
    await city.getByText('暂无数据').waitFor();
    await expect.poll(() => tabBadge(city, '待定级')).toBe(city0.unRatingNum);
    await openList(city, '/verification/city', name, { tab: 'CityAll' });
    await rowShows(city, name, '联动处置');
    await rowOf(city, name).getByText('二级', { exact: true }).waitFor();
    await haidian.reload();
    await rowShows(haidian, name, '联动处置');
    await openList(haidian, '/disposal/county', name);
    await rowShows(haidian, name, '待处置');
    await rowOf(haidian, name).getByText('二级', { exact: true }).waitFor();
    await expect.poll(() => cardValue(haidian, '联动处置企业总数量')).toBe(disposals0.disposeCompNum + 1);
  }, 240_000); // push to rating across three sides: 110 s here at load 8, past the default 120 s at load 10

  it('when the city makes an order in 新建工单 and saves it with 保存并派单 then it waits on 已派单, and 删除 takes it back', async ({
    task,
    onTestFailed,
  }) => {
    onTestFailed(() => screenshotsOfEverySide(task.name));
    const name = companyName('新建工单');
    const { creditCode } = await poolHaidianCompany(ops, name);
    const city0 = await cityBadges(city);

    // the dialog picks the 未推送 company from the pool; its dispatch district comes along
    await openList(city, '/verification/city', name, { tab: 'AwaitOrder' });
    await city.getByRole('button', { name: '新建工单' }).click();
    const dialog = dialogTitled(city, '新建工单');
    await settled(dialog);
    await field(dialog, '公司名称').locator('input').fill(creditCode);
    const options = city.locator('.ant-select-dropdown:visible');
    await settled(options);
    await options.getByTitle(creditCode, { exact: true }).click();
    await field(dialog, '派单区县').getByText('海淀区', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: '保存并派单' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await rowShows(city, name, '已派单');
    await expect.poll(() => tabBadge(city, '已派单')).toBe(city0.unhandlerNum + 1);
    await openList(haidian, '/verification/county', name, { tab: 'AwaitOrder' });
    await rowShows(haidian, name, '已派单');

    // 删除 before 海淀区 takes it: the order is gone and the badge is back
    await rowOf(city, name).getByRole('button', { name: '删除' }).click();
    const popconfirm = city.locator('.ant-popconfirm:visible');
    await settled(popconfirm);
    await popconfirm.getByRole('button', { name: /确\s*定/ }).click();
    await city.getByText('暂无数据').waitFor();
    await expect.poll(() => tabBadge(city, '已派单')).toBe(city0.unhandlerNum);
  });

  it('when the city holds, recalls, revokes and the district refuses with a reason then the order comes back and is dispatched again', async ({
    task,
    onTestFailed,
  }) => {
    onTestFailed(() => screenshotsOfEverySide(task.name));
    const name = companyName('退单');
    const city0 = await cityBadges(city);
    const county0 = await countyBadges(haidian);
    await pushHaidianCompany(ops, name);

    // 暂不派单, then 撤销暂不派单: from 新建 to the 暂不派单 tab and back
    await openList(city, '/verification/dispatch', name);
    await rowShows(city, name, '新建');
    await expect.poll(() => tabBadge(city, '新建')).toBe(city0.unprocessedNum + 1);
    await rowOf(city, name).getByRole('button', { name: '暂不派单', exact: true }).click();
    await confirm(city, `确定对「${name}」暂不派单吗？`);
    await city.getByText('暂无数据').waitFor();
    await expect.poll(() => tabBadge(city, '新建')).toBe(city0.unprocessedNum);
    await openList(city, '/verification/dispatch', name, { tab: 'NotDispatched' });
    await rowShows(city, name, '暂不派单');
    await rowOf(city, name).getByRole('button', { name: '撤销暂不派单', exact: true }).click();
    await confirm(city, `确定撤销「${name}」的暂不派单吗？`);
    await city.getByText('暂无数据').waitFor();
    await openList(city, '/verification/dispatch', name, { tab: 'New' });
    await rowShows(city, name, '新建');
    await expect.poll(() => tabBadge(city, '新建')).toBe(city0.unprocessedNum + 1);

    // dispatched, then revoked at 已派单 before the district takes it: 海淀区 no longer has it
    await rowOf(city, name).getByRole('button', { name: '派单', exact: true }).click();
    await confirm(city, `确定将「${name}」派单至海淀区吗？`);
    await city.getByText('暂无数据').waitFor();
    await openList(haidian, '/verification/county', name, { tab: 'AwaitOrder' });
    await rowShows(haidian, name, '已派单');
    await expect.poll(() => tabBadge(haidian, '待接单')).toBe(county0.waitOrdersNum + 1);
    await openList(city, '/verification/city', name, { tab: 'AwaitOrder' });
    await rowOf(city, name).getByRole('button', { name: '撤回', exact: true }).click();
    await confirm(city, `确定撤回派给海淀区的「${name}」吗？`);
    await city.getByText('暂无数据').waitFor();
    await haidian.reload();
    await haidian.getByText('暂无数据').waitFor();
    await expect.poll(() => tabBadge(haidian, '待接单')).toBe(county0.waitOrdersNum);

    // re-dispatched from 已撤回; the district sends it back with a reason
    await openList(city, '/verification/dispatch', name, { tab: 'Revoked' });
    await rowShows(city, name, '已撤回');
    await rowOf(city, name).getByRole('button', { name: '派单', exact: true }).click();
    await confirm(city, `确定将「${name}」派单至海淀区吗？`);
    await city.getByText('暂无数据').waitFor();
    await haidian.reload();
    await rowShows(haidian, name, '已派单');
    const reason = `该企业已迁出海淀区，请改派（${runStem}）`;
    await rowOf(haidian, name).getByRole('button', { name: '核实通知单' }).click();
    const notice = dialogTitled(haidian, '核实通知单');
    await settled(notice);
    await notice.getByRole('button', { name: /退\s*单/ }).click();
    const refusal = dialogTitled(haidian, '退单');
    await settled(refusal);
    await refusal.getByPlaceholder('请输入原因（必填）').fill(reason);
    await refusal.getByRole('button', { name: /确\s*定/ }).click();
    await notice.waitFor({ state: 'hidden' });
    await haidian.getByText('暂无数据').waitFor();
    await expect.poll(() => tabBadge(haidian, '待接单')).toBe(county0.waitOrdersNum);

    // the city reads the reason under 已退单, counted on the tab, and dispatches again
    await openList(city, '/verification/dispatch', name, { tab: 'SentBack' });
    await rowShows(city, name, '已退单');
    await expect.poll(() => tabBadge(city, '已退单')).toBe(city0.returnedNum + 1);
    await rowOf(city, name).getByRole('button', { name: '查看' }).click();
    const shown = city.getByRole('dialog').filter({ hasText: reason });
    await settled(shown);
    await shown.getByRole('button', { name: /关\s*闭/ }).click();
    await shown.waitFor({ state: 'hidden' });
    await rowOf(city, name).getByRole('button', { name: '派单', exact: true }).click();
    await confirm(city, `确定将「${name}」派单至海淀区吗？`);
    await city.getByText('暂无数据').waitFor();
    await expect.poll(() => tabBadge(city, '已退单')).toBe(city0.returnedNum);
    await haidian.reload();
    await rowShows(haidian, name, '已派单');
    await expect.poll(() => tabBadge(haidian, '待接单')).toBe(county0.waitOrdersNum + 1);
  });
});
