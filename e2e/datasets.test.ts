import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataset } from '@risk/shared/datasets';
import { repoRoot } from '../scripts/server-process.ts';
import { enterBackOffice, launchBrowser, loginAs, newPage, saveFailureScreenshot } from './browser.ts';
import { openDirectory, sidebar } from './layout.ts';
import { closeImportDialog } from './workflow.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await loginAs(page, 'ops');
  // login lands on the monitor wall; the sidebar is behind 进入系统
  await enterBackOffice(page);
});
beforeEach(({ task, onTestFailed }) => onTestFailed(() => saveFailureScreenshot(page, task.name)));
afterAll(() => browser?.close());

const social = dataset(5);
/** The shipped sample of 社会保险参保情况: 17 districts × 12 months. */
const sample = path.join(repoRoot, 'packages/server/src/seed/samples', `${social.name}样例.xlsx`);

describe('监测管理', () => {
  it('when operations imports the sample of a data set then the report and a history row with its name and file appear', async () => {
    await openDirectory(page, '监测配置');
    await sidebar(page).getByText('监测管理', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/config/monitorManage');
    await page.getByRole('menuitem', { name: social.name }).click();
    await page.getByText(social.description).waitFor();

    await page.locator('input[type=file]').first().setInputFiles(sample);
    await closeImportDialog(page, /导入成功，共 204 条/);

    const row = page
      .getByRole('row')
      .filter({ hasText: `${social.name}样例.xlsx` })
      .filter({ hasText: '（ops）' });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('204');
    expect(text).toContain('2025-11 至 2026-10（12 期）');
  });
});
