import type { Page } from 'playwright-core';

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

/** Avatar menu → 退出登录 → confirms the question in the dialog. */
export async function logoutThroughAvatarMenu(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: /退出登录/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('确定注销并退出系统吗？').waitFor();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
}
