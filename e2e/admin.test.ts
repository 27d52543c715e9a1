import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enterBackOffice, launchBrowser, loginAs, newPage, saveFailureScreenshot } from './browser.ts';
import { openDirectory, sidebar } from './layout.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await loginAs(page, 'admin');
  await enterBackOffice(page);
});
beforeEach(({ task, onTestFailed }) => onTestFailed(() => saveFailureScreenshot(page, task.name)));
afterAll(() => browser?.close());

/** A user name no seed or earlier run has: the server database is fresh, the name is unique anyway. */
const username = `e2e_${Date.now().toString(36)}`;
const nickName = '端到端测试员';

/** The open dropdown of an antd select (rendered in a portal outside the dialog). */
const openDropdown = (p: Page) => p.locator('.ant-select-dropdown:visible');

/** Picks an option the way a person does: open the field, type to filter, click the entry. */
async function choose(
  p: Page,
  label: string,
  search: string,
  pick: (dropdown: ReturnType<typeof openDropdown>) => ReturnType<Page['locator']>,
) {
  // The previous field's dropdown animates away; until it is gone two dropdowns are visible.
  await openDropdown(p).first().waitFor({ state: 'hidden' });
  await p.getByLabel(label).click();
  await p.getByLabel(label).pressSequentially(search);
  await pick(openDropdown(p)).click();
}

describe('user administration', () => {
  it('when admin adds a user in 用户管理 then it is listed and 操作日志 shows who added it', async () => {
    await openDirectory(page, '系统管理');
    await sidebar(page).getByText('用户管理', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/system/user');
    // Anchored at the end: the tab kept alive behind this one (风险企业库) has a 新增企业 button of its own.
    await page.getByRole('button', { name: /新\s*增$/ }).click();

    const dialog = page.getByRole('dialog').filter({ hasText: '新增用户' });
    await dialog.getByLabel('用户名').fill(username);
    await dialog.getByLabel('姓名').fill(nickName);
    await choose(page, '部门', '市人社局', (d) => d.getByRole('treeitem').filter({ hasText: /^市人社局$/ }));
    await choose(page, '角色', '市人社局', (d) => d.getByTitle(/^市人社局/));
    await dialog.getByLabel('初始密码').fill('Audit@2026x');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: username });
    await row.waitFor();
    expect(await row.textContent()).toContain(nickName);

    await openDirectory(page, '系统监控');
    await sidebar(page).getByText('操作日志', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/monitor/log');
    const entry = page.getByRole('row').filter({ hasText: username }).filter({ hasText: '新增用户' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('admin');
  });
});
