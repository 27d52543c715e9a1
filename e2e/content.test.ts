import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginAs, newPage, saveFailureScreenshot } from './browser.ts';
import { chooseOption, dialogTitled, field, settled } from './workflow.ts';
import { smallPdf } from '../packages/server/test/helpers/small-pdf.ts';

let browser: Browser;
let page: Page | undefined;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'content-e2e-'));
const stamp = Date.now().toString(36).toUpperCase();

/** Two policy files of this run: a PDF and a Word document, each with bytes of its own. */
const pdf = smallPdf(`稳岗返还政策原文 ${crypto.randomBytes(16).toString('hex')}`);
const docx = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('[Content_Types].xml word/document.xml'),
  crypto.randomBytes(256),
]);
const pdfName = `稳岗返还政策原文${stamp}.pdf`;
const docxName = `申请表${stamp}.docx`;

beforeAll(async () => {
  browser = await launchBrowser();
  fs.writeFileSync(path.join(tmp, pdfName), pdf);
  fs.writeFileSync(path.join(tmp, docxName), docx);
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await saveFailureScreenshot(page, ctx.task.name);
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('政策 with its files', () => {
  it('when operations adds a policy with two files then the list shows both, and a district downloads one back byte-identical', async () => {
    page = await newPage(browser);
    await loginAs(page, 'ops');
    await page.goto('/content/policy');
    // nothing selected: delete is disabled
    await expect.poll(() => page!.getByRole('button', { name: /删\s*除/ }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: /新\s*增$/ }).click();
    const dialog = dialogTitled(page, '新增政策');
    await settled(dialog);
    const title = `关于做好稳岗返还工作的通知${stamp}`;
    await field(dialog, '标题').locator('input').fill(title);
    await chooseOption(dialog, '政策类型', '稳岗补贴');
    await field(dialog, '摘要').locator('textarea').fill('稳岗返还的对象、标准与办理流程');
    await dialog.locator('input[type=file]').setInputFiles([path.join(tmp, pdfName), path.join(tmp, docxName)]);
    await dialog.getByText(docxName).waitFor();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain(pdfName);
    expect(await row.textContent()).toContain(docxName);

    // a district reads the policy list (policy:download) and downloads the Word file back
    const district = await newPage(browser);
    page = district;
    await loginAs(district, 'haidian');
    await district.goto('/content/policy');
    const search = district.getByPlaceholder('请输入标题').filter({ visible: true });
    await search.fill(title);
    await search.press('Enter');
    const districtRow = district.getByRole('row').filter({ hasText: title });
    await districtRow.waitFor();
    const [download] = await Promise.all([district.waitForEvent('download'), districtRow.getByText(docxName).click()]);
    expect(download.suggestedFilename()).toBe(docxName);
    const saved = path.join(tmp, 'downloaded.docx');
    await download.saveAs(saved);
    expect(Buffer.compare(fs.readFileSync(saved), docx)).toBe(0);
    // a district has no policy:add
    expect(await district.getByRole('button', { name: /新\s*增$/ }).count()).toBe(0);
  });

  it('when a renamed file or a web page carrying the PDF marker is picked then the store refuses it with its message', async () => {
    page = await newPage(browser);
    await loginAs(page, 'ops');
    await page.goto('/report/daily');
    await page.getByRole('button', { name: /新\s*增$/ }).click();
    const dialog = dialogTitled(page, '新增专报日报');
    await settled(dialog);
    const fake = path.join(tmp, `日报${stamp}.pdf`);
    fs.writeFileSync(fake, Buffer.concat([Buffer.from('MZ'), crypto.randomBytes(64)]));
    await dialog.locator('input[type=file]').setInputFiles(fake);
    const refusal = page.getByText('文件内容与扩展名不符，请上传真实的文件');
    await refusal.first().waitFor();
    const pageWithMarker = path.join(tmp, `专报${stamp}.pdf`);
    fs.writeFileSync(pageWithMarker, '<!DOCTYPE html><html><body>%PDF-1.4<script>alert(1)</script></body></html>');
    // the first notice leaves before the second file is picked, so the notice seen next is the second's
    await refusal.first().waitFor({ state: 'detached', timeout: 15_000 });
    await dialog.locator('input[type=file]').setInputFiles(pageWithMarker);
    await refusal.first().waitFor();
  });
});
