/**
 * What a clerk notices, at 1440×900: the 401 page for another role's page, 重置 on 区县核实,
 * the 风险点 dropdown, row buttons by state, field messages on empty forms, the unmatched company's
 * detail page and columns never hidden under the fixed 操作 column.
 */
import type { Browser, Page } from 'playwright-core';
import { pathOf } from '@risk/shared/api/endpoint';
import { poolCalls } from '@risk/shared/api/pool';
import { USER_LEVEL } from '@risk/shared/levels';
import { POOL_PRESET_STATUSES } from '@risk/shared/pool';
import { verificationCalls } from '@risk/shared/api/verification';
import { dictCalls } from '@risk/shared/api/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, saveFailureScreenshot } from './browser.ts';
import {
  call,
  haidianCreditCode,
  newOrderOf,
  openList,
  pushHaidianCompany,
  ratedHaidianCase,
  rowOf,
  workflowSides,
} from './workflow.ts';

const stem = `店员${Date.now().toString(36).toUpperCase()}`;
let browser: Browser;
let ops: Page;
let city: Page;
let haidian: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ ops, city, haidian } = await workflowSides(browser));
});
afterAll(() => browser?.close());

/** The notices on the page, by their text, so a failure says which one appeared. */
const noticesShown = (page: Page) => page.locator('.ant-notification-notice').allInnerTexts();

/**
 * Every non-fixed header of the page's table, brought into view by scrolling the table, is not under the fixed 操作
 * column. A sticky header (风险报表) is a table of its own that follows the body's scroll on the next frame.
 */
async function headersReachable(page: Page) {
  await page.locator('.ant-table-thead th').first().waitFor();
  return page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    const table = document.querySelector('.ant-table')!;
    const scroller = table.querySelector<HTMLElement>('.ant-table-content, .ant-table-body')!;
    const ths = [...table.querySelectorAll<HTMLElement>('.ant-table-thead th')];
    const fixed = ths.find((th) => /fix-(right|end)/.test(th.className) && th.textContent?.trim() === '操作');
    const hidden: string[] = [];
    for (const th of ths) {
      if (/fix-/.test(th.className) || !th.textContent?.trim()) continue;
      scroller.scrollLeft = 0;
      await frame();
      let box = th.getBoundingClientRect();
      const limit = fixed ? fixed.getBoundingClientRect().left : scroller.getBoundingClientRect().right;
      if (box.right > limit + 1) {
        scroller.scrollLeft += box.right - limit;
        await frame();
        box = th.getBoundingClientRect();
      }
      const edge = fixed ? fixed.getBoundingClientRect().left : scroller.getBoundingClientRect().right;
      const truncated = th.scrollWidth > th.clientWidth + 1;
      if (box.right > edge + 1 || truncated) hidden.push(th.textContent.trim());
    }
    scroller.scrollLeft = 0;
    return hidden;
  });
}

describe('what a clerk notices', () => {
  let page: Page | undefined;
  const failed = (name: string) => saveFailureScreenshot(page, name);

  it('a page of another role opened by address shows the 401 page; an address that is no page shows 404', async () => {
    page = haidian;
    try {
      await haidian.goto('/verification/city');
      await haidian.waitForURL((u) => u.pathname === '/401');
      await haidian.getByText('抱歉，您没有访问该页面或执行该操作的权限', { exact: false }).waitFor();
      await haidian.goto('/verification/nothing-here');
      await haidian.waitForURL((u) => u.pathname === '/404');
    } catch (err) {
      await failed('401 page');
      throw err;
    }
  });

  it('区县核实: 重置 clears company name, 风险点 and 是否裁员 (and the address) and keeps the tab; 风险点 is the risk_dot dropdown', async () => {
    page = haidian;
    try {
      const dots = await call(haidian, dictCalls.items, { query: { dictName: 'risk_dot', page: 0, size: 9999 } });
      const first = dots.content[0].content;
      await haidian.goto(
        `/verification/county?${new URLSearchParams({ tab: 'countyAll', companyName: '某公司', riskPoint: first.value, isDownsizing: '1' })}`,
      );
      const form = haidian
        .locator('form')
        .filter({ has: haidian.getByText('公司名称') })
        .first();
      await expect.poll(() => form.getByPlaceholder('请输入公司名称').inputValue()).toBe('某公司');
      // the 风险点 filter shows the dictionary name of the value in the address, not the code
      await form.locator('.ant-form-item').filter({ hasText: '风险点' }).getByText(first.label).waitFor();
      await form.getByRole('button', { name: /重\s*置/ }).click();
      await haidian.waitForURL((u) => !u.searchParams.has('companyName'));
      const url = new URL(haidian.url());
      expect([...url.searchParams.keys()].sort()).toEqual(['tab']);
      expect(url.searchParams.get('tab')).toBe('countyAll');
      expect(await form.getByPlaceholder('请输入公司名称').inputValue()).toBe('');
      await expect
        .poll(() => form.locator('.ant-form-item').filter({ hasText: '风险点' }).textContent())
        .not.toContain(first.label);
      // the columns the county list shows
      for (const title of ['预警等级', '推送时间', '核实提交时间', '核实详情'])
        await haidian.locator('.ant-table-thead th').filter({ hasText: title }).first().waitFor();
    } catch (err) {
      await failed('county reset');
      throw err;
    }
  });

  it('row buttons follow the shared rules: no 存档/评价 while in linked disposal; 存档 without 评价 while 待存档', async () => {
    page = city;
    const disposing = `北京${stem}处置中有限公司`;
    const toArchive = `北京${stem}待存档有限公司`;
    try {
      await ratedHaidianCase({ ops, city, haidian }, disposing, '二级');
      await ratedHaidianCase({ ops, city, haidian }, toArchive, '三级以下');
      await openList(city, '/disposal/city', disposing);
      const row = rowOf(city, disposing);
      await row.getByText('处置信息').waitFor();
      expect(await row.getByRole('button', { name: /^存\s*档$/ }).count()).toBe(0);
      expect(await row.getByRole('button', { name: /^评\s*价$/ }).count()).toBe(0);
      await openList(city, '/disposal/save', toArchive);
      const saved = rowOf(city, toArchive);
      await saved.getByRole('button', { name: /^存\s*档$/ }).waitFor();
      expect(await saved.getByRole('button', { name: /^评\s*价$/ }).count()).toBe(0);
    } catch (err) {
      await failed('row buttons by state');
      throw err;
    }
  });

  it('empty 新增企业 and an empty 企业信息 search show field messages, not an 操作失败 notice', async () => {
    page = ops;
    try {
      await ops.goto('/risk/riskCompany');
      await ops.getByRole('button', { name: /新增企业/ }).click();
      const dialog = ops.getByRole('dialog').filter({ hasText: '新增企业' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await dialog.locator('.ant-form-item-explain-error').getByText('请输入公司名称或社会信用代码').waitFor();
      await dialog.locator('.ant-form-item-explain-error').getByText('统一社会信用代码不能为空').waitFor();
      expect(await noticesShown(ops)).toEqual([]);
      await dialog.getByRole('button', { name: /取\s*消/ }).click();

      await ops.goto('/risk/companyInfo');
      await ops
        .locator('.ant-input-search')
        .getByRole('button', { name: /搜\s*索/ })
        .click();
      await ops.locator('.ant-form-item-explain-error').getByText('请输入公司名称或社会信用代码').waitFor();
      expect(await noticesShown(ops)).toEqual([]);
    } catch (err) {
      await failed('empty forms');
      throw err;
    }
  });

  it('a company the registry does not know is added unmatched; its detail page offers 同步工商数据 and what the platform knows', async () => {
    page = ops;
    const name = `北京${stem}未登记有限公司`;
    const code = haidianCreditCode();
    try {
      const added = await call(ops, poolCalls.create, {
        body: { creditCode: code, companyName: name, companyRegion: '海淀区' },
      });
      expect(added.isMatch).toBe(false);
      const failures: string[] = [];
      ops.on('response', (r) => {
        if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
      });
      await ops.goto(`/riskCompany/details/${encodeURIComponent(name)}/${code}`);
      await ops.getByText('工商数据未匹配,请同步工商数据后再尝试访问').waitFor();
      await ops.getByRole('button', { name: /同步工商数据/ }).waitFor();
      await ops.getByText('平台已掌握的信息').waitFor();
      await ops.locator('.ant-descriptions').getByText(code).waitFor();
      expect(failures).toEqual([]);
    } catch (err) {
      await failed('unmatched detail');
      throw err;
    }
  });

  it('at 1440 px no column hides under the fixed 操作 column: columns fit or the table scrolls to them', async () => {
    try {
      for (const [who, path] of [
        [ops, '/risk/riskCompany'],
        [city, '/verification/dispatch'],
        [city, '/disposal/save'],
        [haidian, '/verification/county?tab=countyAll'],
        [haidian, '/disposal/county'],
        [city, '/content/news'],
        [city, '/report/riskStatement'],
      ] as const) {
        page = who;
        await who.goto(path);
        await who
          .getByText(/^共 \d+ 条$/)
          .or(who.getByText('暂无数据'))
          // 风险报表 has no pager: its tree starts at 全市
          .or(who.getByRole('cell', { name: '全市' }))
          .first()
          .waitFor();
        expect(await headersReachable(who), path).toEqual([]);
      }
    } catch (err) {
      await failed('columns at 1440');
      throw err;
    }
  });

  it('市级核实: the 新建 badge is not clipped, the logo stays with every group open, import buttons apart', async () => {
    page = city;
    try {
      await city.goto('/verification/city');
      const badge = city.locator('.ant-segmented-item').filter({ hasText: '新建' }).locator('.ant-badge');
      await city.locator('.ant-segmented-item').filter({ hasText: '新建' }).waitFor();
      // a zero count draws no badge; any count drawn lies inside its segmented item
      if (await badge.locator('.ant-scroll-number').count()) {
        const clipped = await badge.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const item = el.closest('.ant-segmented-item')!.getBoundingClientRect();
          return box.right > item.right + 0.5 || box.top < item.top - 0.5;
        });
        expect(clipped).toBe(false);
      }
      // every group of the sidebar open, scrolled to the bottom: the logo is still in view
      for (const title of ['工作台', '风险企业', '联动处置', '统计报表', '信息发布', '监测配置']) {
        const item = city.locator('aside').getByRole('menuitem').filter({ hasText: title }).first();
        if ((await item.getAttribute('aria-expanded')) === 'false') await item.click();
      }
      await city.locator('aside').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      const logo = city.locator('aside').getByTitle('劳动用工风险监测预警平台');
      const box = (await logo.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(-1);
      expect(box.y).toBeLessThan(5);

      await ops.goto('/risk/riskCompany');
      const upload = (await ops.getByRole('button', { name: /批量导入/ }).boundingBox())!;
      const template = (await ops.getByRole('button', { name: /下载模板/ }).boundingBox())!;
      expect(template.x - (upload.x + upload.width)).toBeGreaterThanOrEqual(4);
    } catch (err) {
      await failed('city verification details');
      throw err;
    }
  });

  it('风险企业库 opened by a typed address asks with the role’s preset status filter at once and keeps its address', async () => {
    page = haidian;
    try {
      const asked = haidian.waitForRequest((r) => new URL(r.url()).pathname === `/api/pres${pathOf(poolCalls.list)}`);
      await haidian.goto('/risk/riskCompany');
      const preset = new URL((await asked).url()).searchParams.getAll('status');
      expect(preset).toEqual(POOL_PRESET_STATUSES[USER_LEVEL.DISTRICT]!.map(String));
      // the preset is the list's default, not written into the address first (a bookmark stays plain)
      expect(new URL(haidian.url()).search).toBe('');
      const list = await call(haidian, poolCalls.list, { query: { status: preset } });
      await haidian
        .getByText(`共 ${list.metadata.totalElements} 条`)
        .or(haidian.getByText('暂无数据'))
        .first()
        .waitFor();
    } catch (err) {
      await failed('pool preset');
      throw err;
    }
  });
  it('待调查派单: from 待派单 the city opens the 新建 orders by name, organisation and creation time, dispatches one and goes back', async () => {
    page = city;
    try {
      const name = `${stem}待调查派单有限公司`;
      await pushHaidianCompany(ops, name);
      const orderId = await newOrderOf(city, name);
      await city.goto('/verification/dispatch');
      await city.getByRole('link', { name: '待调查派单列表' }).click();
      await city.waitForURL((u) => u.pathname === '/verification/verification/10');
      for (const header of ['企业名称', '机构', '创建时间'])
        await city.getByRole('columnheader', { name: header }).first().waitFor();
      const row = rowOf(city, name);
      await row.getByText('海淀区', { exact: true }).waitFor();
      await row.getByRole('button', { name: '派单' }).click();
      const dialog = city.getByRole('dialog').filter({ hasText: name });
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await expect.poll(() => rowOf(city, name).count()).toBe(0);
      const sent = await call(city, verificationCalls.list, { query: { status: '0', companyName: name } });
      expect(sent.content.map((r) => r.content.id)).toEqual([orderId]);
      await city.getByRole('button', { name: /返\s*回/ }).click();
      await city.waitForURL((u) => u.pathname === '/verification/dispatch');
    } catch (err) {
      await failed('pending orders');
      throw err;
    }
  });

  it('市级核实 and 区县核实: the 纳入时间 header sorts the list both ways, rows in the order the call answers', async () => {
    const sides = [
      [city, '/verification/city', 'CityAll'],
      [haidian, '/verification/county', 'countyAll'],
    ] as const;
    for (const [side, path, tab] of sides) {
      page = side;
      try {
        await side.goto(`${path}?tab=${tab}`);
        const header = side.locator('.ant-table-thead th').filter({ hasText: '纳入时间' }).first();
        for (const dir of ['ASC', 'DESC']) {
          await header.click();
          await side.waitForURL((u) => u.searchParams.get('sort') === `includedTime,${dir}`);
          const answer = await call(side, verificationCalls.list, {
            query: { tab, sort: `includedTime,${dir}`, page: 0, size: 10 },
          });
          const names = answer.content.map((r) => r.content.companyName);
          expect(names.length).toBeGreaterThan(1);
          await expect
            .poll(() => side.locator('.ant-table-tbody tr.ant-table-row').allInnerTexts())
            .toSatisfy(
              (rows: string[]) => rows.length === names.length && rows.every((text, i) => text.includes(names[i])),
            );
        }
      } catch (err) {
        await failed(`sort by 纳入时间 ${tab}`);
        throw err;
      }
    }
  });
});
