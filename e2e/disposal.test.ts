import type { Browser, Locator, Page } from 'playwright-core';
import { disposalCalls, type DisposalStatics } from '@risk/shared/api/disposal';
import { poolCalls } from '@risk/shared/api/pool';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, saveFailureScreenshot } from './browser.ts';
import { call, dialogTitled, openList, ratedHaidianCase, rowOf, settled, workflowSides } from './workflow.ts';

const runStem = `处置${Date.now().toString(36).toUpperCase()}`;

let browser: Browser;
let ops: Page;
let city: Page;
let haidian: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ ops, city, haidian } = await workflowSides(browser));
});
afterAll(() => browser?.close());

/** The number a statistic card shows, by its title. */
async function cardValue(page: Page, title: string): Promise<string> {
  const card = page
    .locator('.ant-statistic')
    .filter({ has: page.locator('.ant-statistic-title').getByText(title, { exact: true }) });
  return ((await card.locator('.ant-statistic-content-value').textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** The five cards of a disposal list as they read, by title. */
async function cardsOf(page: Page): Promise<Record<string, string>> {
  const titles = ['联动处置企业总数量', '待处置', '约谈（企业/总次数）', '裁员和维稳', '对接服务（企业/总次数）'];
  return Object.fromEntries(await Promise.all(titles.map(async (title) => [title, await cardValue(page, title)])));
}

/** A count as a card writes it: grouped in thousands (6,042), alone or as 企业 / 次数. */
const grouped = (n: number) => n.toLocaleString('zh-CN');
const pair = (companies: number, times: number) => `${grouped(companies)} / ${grouped(times)}`;

/** What the cards show for the statistics `s`. */
const cardsFor = (s: DisposalStatics): Record<string, string> => ({
  联动处置企业总数量: grouped(s.disposeCompNum),
  待处置: grouped(s.unPending),
  '约谈（企业/总次数）': pair(s.interviewNum, s.allInterviewNum),
  裁员和维稳: grouped(s.stabilityNum),
  '对接服务（企业/总次数）': pair(s.dockNum, s.allDockNum),
});

/** The cells of the table row holding `text`, keyed by the column titles. */
async function rowByHeader(table: Locator, text: string): Promise<Record<string, string>> {
  const headers = await table.locator('thead th').allTextContents();
  const cells = await table.locator('tbody tr').filter({ hasText: text }).first().locator('td').allTextContents();
  return Object.fromEntries(headers.map((h, i) => [h.trim(), (cells[i] ?? '').trim()]));
}

/** 添加 on a tab, types each column's value in the new row, 保存, and waits for the tab's count. */
async function addRecord(page: Page, tab: string, count: number, values: { date: string; texts: string[] }) {
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await page.getByRole('button', { name: /添\s*加/ }).click();
  // the new row, at the top of the one visible record table (inactive tabs and kept-alive pages are hidden)
  const row = page.locator('.ant-table-tbody:visible tr').first();
  const date = row.locator('.ant-picker input');
  await date.click();
  await date.fill(values.date);
  await date.press('Enter');
  const inputs = row.locator('input:not(.ant-picker input), textarea');
  for (const [i, text] of values.texts.entries()) await inputs.nth(i).fill(text);
  await row.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByRole('tab', { name: `${tab}（${count}）` }).waitFor();
}

/** What 海淀区 and the city showed when a test failed. */
async function keepBothSides(testName: string) {
  await saveFailureScreenshot(haidian, `haidian ${testName}`);
  await saveFailureScreenshot(city, `city ${testName}`);
}

describe('linked disposal from 海淀区 to the city archive', () => {
  it('when 海淀区 records an interview, a layoff and a service and finishes then the city archives and evaluates it and every count shows it', async ({
    task,
    onTestFailed,
  }) => {
    onTestFailed(() => keepBothSides(task.name));
    const name = `北京${runStem}处置科技有限公司`;
    const before = await call(haidian, disposalCalls.countyCards);
    // the city's 市级联动处置 cards before the case, as the screen shows them
    const cityBefore = await call(city, disposalCalls.cityCards);
    await openList(city, '/disposal/city', name);
    await expect.poll(() => cardsOf(city)).toEqual(cardsFor(cityBefore));
    const { creditCode } = await ratedHaidianCase({ ops, city, haidian }, name, '二级');

    // 海淀区: 区县联动处置 lists the case, counted on the cards
    await openList(haidian, '/disposal/county', name);
    await rowOf(haidian, name).waitFor();
    await expect.poll(() => cardValue(haidian, '联动处置企业总数量')).toBe(String(before.disposeCompNum + 1));
    await rowOf(haidian, name).getByRole('link', { name: '处置信息' }).click();
    await haidian.getByText('处置信息', { exact: true }).first().waitFor();
    await haidian.getByRole('tab', { name: '约谈（0）' }).waitFor();

    const opinion = `责令依法制定裁员方案并报备（${runStem}）`;
    await addRecord(haidian, '约谈', 1, {
      date: '2026-03-02',
      texts: ['海淀区人社局', '市人社局', '周部长', '13944445555', opinion],
    });
    await addRecord(haidian, '裁员和维稳', 1, {
      date: '2026-03-05',
      texts: ['30', '人社、街道、公安', '已召开职工代表大会，情绪稳定'],
    });
    await addRecord(haidian, '对接服务', 1, { date: '2026-03-09', texts: ['稳岗返还政策宣讲', '组织专场招聘会', '2'] });

    // 办结 → the case leaves the district's hands
    await haidian.getByRole('button', { name: /办\s*结/ }).click();
    const ask = haidian.getByRole('dialog').filter({ hasText: `确定「${name}」的联动处置已办结吗？` });
    await settled(ask);
    await ask.getByRole('button', { name: /确\s*定/ }).click();
    await ask.waitFor({ state: 'hidden' });
    await haidian.getByText('已办结', { exact: true }).first().waitFor();
    await expect.poll(() => haidian.getByRole('button', { name: /添\s*加/ }).count()).toBe(0);

    // the cards of 区县联动处置 count the new records
    await openList(haidian, '/disposal/county', name);
    await expect
      .poll(() => cardValue(haidian, '约谈（企业/总次数）'))
      .toBe(pair(before.interviewNum + 1, before.allInterviewNum + 1));
    await expect.poll(() => cardValue(haidian, '裁员和维稳')).toBe(grouped(before.stabilityNum + 1));
    await expect
      .poll(() => cardValue(haidian, '对接服务（企业/总次数）'))
      .toBe(pair(before.dockNum + 1, before.allDockNum + 1));

    // the city's cards: one more company with one interview, one layoff case and one docking; none left pending
    await openList(city, '/disposal/city', name);
    await rowOf(city, name).waitFor();
    await expect
      .poll(() => cardsOf(city))
      .toEqual(
        cardsFor({
          disposeCompNum: cityBefore.disposeCompNum + 1,
          unPending: cityBefore.unPending,
          interviewNum: cityBefore.interviewNum + 1,
          allInterviewNum: cityBefore.allInterviewNum + 1,
          stabilityNum: cityBefore.stabilityNum + 1,
          dockNum: cityBefore.dockNum + 1,
          allDockNum: cityBefore.allDockNum + 1,
        }),
      );

    // the city: 存档评价 → 待存档 → 存档, then 待评价 → 评价
    await openList(city, '/disposal/save', name);
    await rowOf(city, name).getByRole('button', { name: '存档', exact: true }).click();
    const archiveAsk = city.getByRole('dialog').filter({ hasText: `确定将「${name}」存档吗？` });
    await settled(archiveAsk);
    await archiveAsk.getByRole('button', { name: /确\s*定/ }).click();
    await archiveAsk.waitFor({ state: 'hidden' });
    await city.getByText('暂无数据').waitFor();
    await city.getByRole('tab', { name: /^待评价/ }).click();
    await rowOf(city, name).waitFor();
    await rowOf(city, name).getByRole('button', { name: '评价', exact: true }).click();
    const evaluation = dialogTitled(city, `评价 - ${name}`);
    await settled(evaluation);
    const verdict = `处置及时，职工安置妥当（${runStem}）`;
    await evaluation.getByPlaceholder('请输入评分').fill('92');
    await evaluation.getByPlaceholder('请输入评价内容').fill(verdict);
    await evaluation.getByPlaceholder('请输入评价人').fill('吴评价');
    await evaluation.getByRole('button', { name: /提交评价/ }).click();
    await evaluation.waitFor({ state: 'hidden' });
    await city.getByText('暂无数据').waitFor();

    // 评价历史 shows it (the company now sits in the pool as 已评价)
    const pool = await call(city, poolCalls.list, { query: { companyName: name } });
    expect(pool.content.map((r) => r.content.status)).toEqual([7]);
    const history = await call(city, poolCalls.evaluationHistory, { params: { id: pool.content[0].content.id } });
    expect(history).toMatchObject([{ content: verdict, evaluator: '吴评价', score: 92 }]);
    // the city's pool opens on its preset statuses; 已评价 is asked for explicitly
    await city.goto(`/risk/riskCompany?${new URLSearchParams({ companyName: name, status: '7' })}`);
    await rowOf(city, name).waitFor();
    await rowOf(city, name).getByRole('button', { name: /更多/ }).click();
    await city.getByRole('menuitem', { name: '评价历史' }).click();
    const drawer = city.locator('.ant-drawer').filter({ hasText: `评价历史 - ${name}` });
    await drawer.getByText(verdict).waitFor();

    // the company detail's 处置情况 shows the interview and the layoff
    await city.goto(`/riskCompany/details/${encodeURIComponent(name)}/${creditCode}`);
    const block = city.locator('.ant-card').filter({ has: city.getByText('处置情况', { exact: true }) });
    await block.getByText(opinion).waitFor();
    const records = block.locator('.ant-table');
    expect(await rowByHeader(records, opinion)).toMatchObject({
      约谈时间: '2026-03-02',
      区级部门: '海淀区人社局',
      市级部门: '市人社局',
      负责人: '周部长',
      处置意见: opinion,
    });
    expect(await rowByHeader(records, '人社、街道、公安')).toMatchObject({
      裁员时间: '2026-03-05',
      裁员人数: '30',
      参与部门: '人社、街道、公安',
      处置意见: '已召开职工代表大会，情绪稳定',
    });
  });
});

describe('the disposal list opened on one company status (disposal/{status})', () => {
  it('when a finished case’s 待存档 tag is clicked then disposal/4 lists that status with the count the call gives; a typed unknown status says so', async ({
    task,
    onTestFailed,
  }) => {
    onTestFailed(() => keepBothSides(task.name));
    const name = `北京${runStem}存档状态有限公司`;
    await ratedHaidianCase({ ops, city, haidian }, name, '一级');
    const [disposal] = (await call(haidian, disposalCalls.list, { query: { companyName: name } })).content;
    await call(haidian, disposalCalls.addRecord, {
      body: {
        type: 'talk',
        disposalId: disposal.content.id,
        appointmentTime: '2026-03-02',
        localDepartment: '海淀区人社局',
        cityDepartment: '市人社局',
        departmentHead: '周部长',
        phone: '13944445555',
        opinion: '责令依法制定裁员方案',
      },
    });
    await call(haidian, disposalCalls.finish, { params: { id: disposal.content.id } });

    // 海淀区: from its list, the row's 企业状态 opens the list of that status
    await openList(haidian, '/disposal/county', name);
    await rowOf(haidian, name).getByRole('link', { name: '待存档' }).click();
    await haidian.waitForURL((u) => u.pathname === '/disposal/disposal/4' && u.search === '');
    await haidian.getByText('联动处置 · 待存档').waitFor();
    const own = await call(haidian, disposalCalls.list, { query: { status: 4 } });
    await haidian.getByText(`共 ${own.metadata.totalElements} 条`).waitFor();
    await rowOf(haidian, name).waitFor();
    expect(await haidian.getByPlaceholder('请选择企业状态').count()).toBe(0);

    // the city, by a typed address: its own list of the status, counted as its call counts
    await city.goto('/disposal/disposal/4');
    const all = await call(city, disposalCalls.list, { query: { status: 4 } });
    await city.getByText(`共 ${all.metadata.totalElements} 条`).waitFor();
    await rowOf(city, name).waitFor();

    // a status the list cannot be opened on: said so, with the statuses it can
    await city.goto('/disposal/disposal/3');
    await city.getByText('联动处置状态不存在').waitFor();
    await city.getByRole('link', { name: '待评价' }).click();
    await city.waitForURL((u) => u.pathname === '/disposal/disposal/6');
    await city.getByText('联动处置 · 待评价').waitFor();
    await city.getByRole('link', { name: '全部状态' }).click();
    await city.waitForURL((u) => u.pathname === '/disposal/city');

    // operations has no disposal list: the address is another role's page
    await ops.goto('/disposal/disposal/4');
    await ops.waitForURL((u) => u.pathname === '/401');
  });
});
