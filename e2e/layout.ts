import type { Page } from 'playwright-core';
import { settled } from './workflow.ts';

/** The sidebar (antd Layout.Sider renders an <aside>) holding the user's server-built menu. */
export const sidebar = (page: Page) => page.locator('aside');

/** Opens a sidebar directory (submenu) so its pages are listed, as a person clicks it. */
export async function openDirectory(page: Page, title: string) {
  const directory = sidebar(page).getByText(title, { exact: true });
  await directory.waitFor();
  const item = sidebar(page)
    .getByRole('menuitem')
    .filter({ has: page.getByText(title, { exact: true }) })
    .first();
  if ((await item.getAttribute('aria-expanded')) !== 'true') await directory.click();
}

/**
 * Avatar menu → 退出登录 → confirms the question in the dialog, each clicked once it has finished
 * sliding or zooming in (a full run lost the menu's click once under load).
 */
export async function logoutThroughAvatarMenu(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await settled(page.locator('.ant-dropdown:visible'));
  await page.getByRole('menuitem', { name: /退出登录/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('确定注销并退出系统吗？').waitFor();
  await settled(dialog);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
}
