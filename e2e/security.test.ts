import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, loginAs, newPage, saveFailureScreenshot, takeCspViolations } from './browser.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
beforeEach(({ task, onTestFailed }) => onTestFailed(() => saveFailureScreenshot(page, task.name)));
afterAll(() => browser?.close());

/** Waits until the page has settled: no request for a moment, then a frame for charts to draw. */
async function settle(p: Page) {
  await p.waitForLoadState('networkidle');
  await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
}

describe('content security policy', () => {
  it('when a person opens the login page and the mini-app H5 page then the browser refuses nothing', async () => {
    const login = await page.goto('/login');
    expect(login?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByPlaceholder('验证码').waitFor();
    await settle(page);
    const h5 = await page.goto('/sp/fill/0000000000000000000000000000000000000000000000000000000000000000');
    expect(h5?.headers()['content-security-policy']).toContain("script-src 'self'");
    await settle(page);
    expect(takeCspViolations()).toEqual([]);
  });

  // Every page of every role's menu, big screens included, is opened in the menu walk
  // (menu-walk.test.ts), whose browser reports violations like this one's: that walk is the CSP check
  // of each screen. Here pages are loaded by their address, as a bookmark or a wall monitor does.
  it('when admin loads a back-office page and a big screen by their address then the browser refuses nothing', async () => {
    await loginAs(page, 'admin');
    for (const path of ['/risk/riskCompany', '/monitorFullScreen', '/socialFullScreen']) {
      const res = await page.goto(path);
      expect(res?.headers()['content-security-policy']).toContain("default-src 'self'");
      await settle(page);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    expect(takeCspViolations()).toEqual([]);
  });

  it('when another site frames the platform then the browser refuses to show it', async () => {
    const framer = await newPage(browser);
    await framer.goto('about:blank');
    await framer.setContent(`<iframe id="f" src="${baseUrl()}/login"></iframe>`);
    await framer.waitForTimeout(1000);
    const frame = framer.frames().find((f) => f.url().includes('/login'));
    // Blocked by frame-ancestors: the frame holds no login form.
    const rendered = frame ? await frame.locator('input').count() : 0;
    expect(rendered).toBe(0);
    await framer.context().close();
    // The refusal is the framing page's console message, not a violation of a platform page.
    takeCspViolations();
  });
});
