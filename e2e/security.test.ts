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

interface MenuNode {
  path: string;
  hidden?: boolean;
  component?: string;
  children?: MenuNode[];
}

/** Every page of a menu tree with its full path, as the web app routes it (external links and parametrised pages left out). */
function pagesOf(nodes: MenuNode[], parent = '/'): string[] {
  return nodes.flatMap((m) => {
    if (/^https?:\/\//.test(m.path)) return [];
    const path = m.path.startsWith('/') ? m.path : `${parent.replace(/\/$/, '')}/${m.path}`;
    const own = m.component && m.component !== 'Layout' && !path.includes(':') ? [path] : [];
    return [...own, ...pagesOf(m.children ?? [], path)];
  });
}

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

  it('when admin opens every page of the menu (big screens included) then each renders without a CSP violation', async () => {
    await loginAs(page, 'admin');
    const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
    expect(token).toBeTruthy();
    const res = await page.request.get(`${baseUrl()}/api/pres/iams/v1/menus/build`, {
      headers: { authorization: decodeURIComponent(token!) },
    });
    const pages = [...new Set(pagesOf((await res.json()).content as MenuNode[]))];
    expect(pages.length).toBeGreaterThan(10);
    const violations: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await settle(page);
      violations.push(...takeCspViolations().map((v) => `${path} → ${v}`));
    }
    expect(violations).toEqual([]);
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
