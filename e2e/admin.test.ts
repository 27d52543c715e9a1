import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enterBackOffice, launchBrowser, loginAs, newPage, saveFailureScreenshot } from './browser.ts';
import { expectAccessible } from './axe.ts';
import { openDirectory, sidebar } from './layout.ts';
import { dropdownOf, settled } from './workflow.ts';

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

/**
 * Picks an option the way a person does: open the field, let its dropdown finish sliding in, type
 * to filter, click the entry's text and see it in the field, then click the dialog's title, away
 * from any field, so that a dropdown still open (a multiple select stays open) closes, and wait
 * until the field says it is closed, not for the dropdown's animation. Clicking the field's label
 * would not do: the label hands focus back to the field, and the select then cancels its closing.
 */
async function choose(
  dialog: Locator,
  label: string,
  search: string,
  pick: (dropdown: Locator) => Locator,
  shown: string | RegExp,
) {
  const input = dialog.getByLabel(label);
  // `has` is looked for inside each select
  const select = dialog.locator('.ant-select').filter({ has: dialog.page().getByLabel(label) });
  await input.click();
  const dropdown = await dropdownOf(select);
  await settled(dropdown);
  await input.pressSequentially(search);
  await expectAccessible(dialog.page()); // an open dropdown is a state the check on leaving the page rarely sees
  await pick(dropdown).click();
  await expect.poll(() => select.locator('.ant-select-content').textContent()).toMatch(shown);
  await dialog.locator('.ant-modal-title').click();
  await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false');
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
    await choose(dialog, '部门', '市人社局', (d) => d.getByText('市人社局', { exact: true }), /^市人社局$/);
    await choose(dialog, '角色', '市人社局', (d) => d.getByTitle(/^市人社局/), /^市人社局/);
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
