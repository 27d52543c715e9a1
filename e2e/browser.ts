import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, afterEach, inject } from 'vitest';
import { repoRoot } from '../scripts/server-process.ts';
import { recordA11y, takeA11yViolations, watchAccessibility } from './axe.ts';
import { DEMO_PASSWORD } from './constants.ts';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Chromium, whose every context (made here or by a test) reports CSP violations to the running test
 * and has each page checked with axe-core (WCAG 2.1 A/AA) as the test leaves it (`e2e/axe.ts`):
 * any violation fails the test, in afterEach, or in afterAll for pages open until the file ends.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`securitypolicyviolation ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    context.on('page', watchCsp);
    watchAccessibility(context);
    return context;
  };
  const close = browser.close.bind(browser);
  browser.close = async (...args: Parameters<Browser['close']>) => {
    for (const page of browser.contexts().flatMap((c) => c.pages())) await recordA11y(page);
    return close(...args);
  };
  return browser;
}

export const baseUrl = () => inject('baseUrl');

/**
 * Content-Security-Policy violations seen by any page of the running test file. Chromium reports
 * each refused script, style, image, frame or connection as a console error; the page also
 * reports the DOM's securitypolicyviolation event, which names the directive and the blocked URL.
 * Every e2e test fails when one occurred, so every screen a test opens (big screens included) is
 * checked against the server's policy without a test of its own.
 */
const cspViolations: string[] = [];

/** Violations recorded so far (and forgets them): for tests that check a page on purpose. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

function watchCsp(page: Page) {
  page.on('console', (msg: ConsoleMessage) => {
    const text = msg.text();
    if (/Content Security Policy|securitypolicyviolation/i.test(text)) cspViolations.push(`${page.url()}: ${text}`);
  });
}

afterEach(() => {
  const found = takeCspViolations();
  if (found.length) throw new Error(`页面违反了内容安全策略 (CSP)：\n${found.join('\n')}`);
});

// Pages left open until the file ends (a browser closed in afterAll) are checked when it closes.
afterEach(failOnA11yViolations);
afterAll(failOnA11yViolations);
function failOnA11yViolations() {
  const found = takeA11yViolations();
  if (found.length) throw new Error(`页面有无障碍问题 (axe-core, WCAG 2.1 A/AA)：\n${found.join('\n')}`);
}

/**
 * A fresh browser context (no cookies) at desktop size. Each context claims its own client address
 * (the server trusts X-Forwarded-For from 127.0.0.1, TRUST_PROXY in global-setup.ts) so the per-address captcha and
 * login limits count each simulated person separately, as they would in real use.
 */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    extraHTTPHeaders: { 'x-forwarded-for': `10.20.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}` },
  });
  return context.newPage();
}

/** The demo captcha code as the login page shows it to a person (演示环境：验证码可直接输入 NNNN). */
export async function shownDemoCode(page: Page): Promise<string> {
  const hint = page.getByText(/演示环境：验证码可直接输入/);
  const text = (await hint.textContent()) ?? '';
  const code = /(\d+)\s*$/.exec(text)?.[1];
  if (!code) throw new Error(`登录页没有显示演示验证码：${text}`);
  return code;
}

/** Fills the login form like a person: types name, password and the captcha code shown on the page. */
export async function fillLogin(page: Page, username: string, code?: string, password = DEMO_PASSWORD) {
  await page.getByPlaceholder('用户名').fill('');
  await page.getByPlaceholder('用户名').pressSequentially(username);
  await page.getByPlaceholder('密码', { exact: true }).pressSequentially(password);
  await page.getByPlaceholder('验证码').pressSequentially(code ?? (await shownDemoCode(page)));
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** Opens /login (unless already there), logs in and waits until the login page is left (for the landing screen). */
export async function loginAs(page: Page, username: string) {
  if (!new URL(page.url(), baseUrl()).pathname.startsWith('/login')) await page.goto('/login');
  await fillLogin(page, username);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** From the landing big screen into the back office, as a person does: the header's 进入系统 link. */
export async function enterBackOffice(page: Page) {
  await page.waitForURL((url) => url.pathname === '/monitorFullScreen');
  await page.getByRole('link', { name: '进入系统' }).click();
  await page.waitForURL((url) => url.pathname !== '/monitorFullScreen');
}

/**
 * Saves what the browser showed when a test failed, to test-results/<test name>.png (CI keeps it),
 * and the page's DOM beside it as .html: an element present but not drawn (a dialog stuck in its
 * opening animation, a covered button) shows there, not in the picture.
 */
export async function saveFailureScreenshot(page: Page | undefined, testName: string) {
  if (!page || page.isClosed()) return;
  const file = path.join(repoRoot, 'test-results', `${testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  const html = await page.content().catch(() => undefined);
  if (html) fs.writeFileSync(file.replace(/\.png$/, '.html'), html);
  console.log(`失败时的截图：${path.relative(repoRoot, file)}（页面 DOM 在同名 .html）`);
}
