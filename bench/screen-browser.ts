/** What the browser benchmarks share: Chromium at a wall's size, signed in through the API as the login page does. */
import { chromium, type Browser, type Page } from 'playwright-core';
// @ts-expect-error -- plain ES module shared by the benchmarks
import { BASE, login } from './client.mjs';

export { BASE };
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  });
}

/** A fresh context (empty cache) at the given size with the user's token cookie set. */
export async function signedInPage(browser: Browser, username: string, width = 1920, height = 1080): Promise<Page> {
  const token: string = await login(username);
  const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-CN' });
  await context.addCookies([{ name: 'Admin-Token', value: encodeURIComponent(token), url: BASE }]);
  return context.newPage();
}

/** Resolves when every panel of the screen shows data or 暂无数据 and the map is drawn: ms since navigation start. */
export async function paintedWithData(page: Page, timeoutMs = 30_000): Promise<number> {
  await page.waitForFunction(
    () =>
      !!document.querySelector('[role=main] section') &&
      !document.body.innerText.includes('加载中') &&
      !!document.querySelector('[data-testid=risk-map] canvas'),
    undefined,
    { timeout: timeoutMs, polling: 'raf' },
  );
  return page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))));
}

/**
 * Resolves when a dashboard page shows its data: tiles present, no tile or chart card loading, every
 * chart card drawn (a canvas) or 暂无数据: ms since navigation start.
 */
export async function dashboardPaintedWithData(page: Page, timeoutMs = 30_000): Promise<number> {
  await page.waitForFunction(
    () => {
      const tiles = document.querySelectorAll('[data-testid^=tile-]');
      if (!tiles.length) return false;
      if (document.querySelector('.ant-spin-spinning, .ant-card-loading, .ant-skeleton-active')) return false;
      const cards = [...document.querySelectorAll('.ant-card-body')].filter((b) => !b.closest('[data-testid^=tile-]'));
      return cards.every((b) => b.querySelector('canvas, .ant-empty, table') || b.textContent?.trim());
    },
    undefined,
    { timeout: timeoutMs, polling: 'raf' },
  );
  return page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))));
}
