import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { enterBackOffice, fillLogin, launchBrowser, loginAs, newPage, saveFailureScreenshot } from './browser.ts';
import { logoutThroughAvatarMenu, openDirectory, sidebar } from './layout.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async ({ task, onTestFailed }) => {
  page = await newPage(browser);
  onTestFailed(() => saveFailureScreenshot(page, task.name));
});
afterEach(() => page.context().close());

const pathOf = (p: Page) => new URL(p.url()).pathname;

/** Waits for the sidebar of a signed-in user and answers whether a menu entry is listed. */
async function listed(p: Page, title: string): Promise<boolean> {
  return (await sidebar(p).getByText(title, { exact: true }).count()) > 0;
}

describe('each level of the bureau sees its own menu', () => {
  it('when admin logs in then the sidebar has 系统管理 with 用户管理', async () => {
    await loginAs(page, 'admin');
    await enterBackOffice(page);
    await openDirectory(page, '系统管理');
    await sidebar(page).getByText('用户管理', { exact: true }).waitFor();
  });

  it('when a city user logs in then 核实工作 holds 市级核实 and there is no 系统管理', async () => {
    await loginAs(page, 'city');
    await enterBackOffice(page);
    await openDirectory(page, '核实工作');
    await sidebar(page).getByText('市级核实', { exact: true }).waitFor();
    expect(await listed(page, '系统管理')).toBe(false);
    expect(await listed(page, '区县核实')).toBe(false);
  });

  it('when a district user logs in then 核实工作 holds 区县核实 and not 市级核实', async () => {
    await loginAs(page, 'haidian');
    await enterBackOffice(page);
    await openDirectory(page, '核实工作');
    await sidebar(page).getByText('区县核实', { exact: true }).waitFor();
    expect(await listed(page, '市级核实')).toBe(false);
    expect(await listed(page, '系统管理')).toBe(false);
  });
});

describe('login and logout', () => {
  it('when a signed-in user logs out through the avatar menu then the login page is shown and the token is gone', async () => {
    await loginAs(page, 'city');
    await enterBackOffice(page);
    await sidebar(page).getByText('核实工作', { exact: true }).waitFor();
    await logoutThroughAvatarMenu(page);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: /登\s*录/ }).waitFor();
    // The session is over: a protected page sends the visitor back to login.
    await page.goto('/monitor/log');
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('when the captcha code is wrong then 验证码错误 is shown and the user stays on the login page', async () => {
    await page.goto('/login');
    await fillLogin(page, 'city', '987654');
    await page.getByText('验证码错误').waitFor();
    expect(pathOf(page)).toBe('/login');
  });

  it('when the password is wrong or the account unknown then the same message is shown, naming no account', async () => {
    const shown = [];
    for (const username of ['xicheng', `nobody${Date.now()}`]) {
      await page.goto('/login');
      await fillLogin(page, username, undefined, 'Wrong@2026');
      const notice = page.getByText(/^用户名或密码错误/).first();
      await notice.waitFor();
      shown.push(await notice.textContent());
    }
    expect(shown).toEqual([MSG.badCredentials, MSG.badCredentials]);
    expect(pathOf(page)).toBe('/login');
  });

  it('when a deep link is opened without a token then login comes first and returns to it', async () => {
    await page.goto('/monitor/log');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/monitor/log');
    await fillLogin(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/monitor/log');
    // The page belongs to the menu: the sidebar marks it as the current entry.
    await sidebar(page)
      .getByRole('menuitem', { name: /操作日志/ })
      .waitFor();
  });
});
