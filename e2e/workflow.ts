/**
 * What the workflow end-to-end tests share: back-office calls with a page's own token, the
 * operations-side setup of a 海淀区 case, and the list, dialog and form helpers of the screens.
 */
import ExcelJS from 'exceljs';
import type { APIResponse, Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { creditCodeCheckChar } from '@risk/shared/company';
import { pathOf, type AnyEndpoint, type ContentOf } from '@risk/shared/api/endpoint';
import { FINISHED_JOB_STATES, jobCalls, type JobRow } from '@risk/shared/api/jobs';
import { poolCalls } from '@risk/shared/api/pool';
import { registryCalls } from '@risk/shared/api/registry';
import { verificationCalls } from '@risk/shared/api/verification';
import { REGISTRY_IMPORT_HEADERS } from '@risk/shared/schemas/registry';
import { loginAs, newPage } from './browser.ts';

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const randomChars = (n: number) =>
  Array.from({ length: n }, () => CREDIT_CHARS[Math.floor(Math.random() * CREDIT_CHARS.length)]).join('');

/** A valid credit code of a 海淀区 company (area 110108), different on every call. */
export function haidianCreditCode(): string {
  const first17 = `91110108MA${randomChars(7)}`;
  return first17 + creditCodeCheckChar(first17);
}

/** What a call is sent with: its path parameters, query (repeated keys as arrays) and JSON body. */
export interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, string | number | (string | number)[]>;
  body?: unknown;
}

/** A back-office request with the user's own token, as the web app makes it; answers `content`. */
export async function fetchContent<T>(page: Page, method: string, url: string, data?: unknown): Promise<T> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'Admin-Token');
  const res = await page.request.fetch(url, {
    method,
    headers: { Authorization: decodeURIComponent(cookie!.value) },
    data,
  });
  const body = (await res.json()) as { message: string; content: T };
  expect(res.status(), body.message).toBe(200);
  return body.content;
}

/** A call of the shared tables with the user's own token; answers `content`. */
export function call<E extends AnyEndpoint>(page: Page, endpoint: E, input: CallInput = {}): Promise<ContentOf<E>> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {}))
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, String(v));
  const search = query.size ? `?${query}` : '';
  return fetchContent(page, endpoint.method, `/api/pres${pathOf(endpoint, input.params)}${search}`, input.body);
}

/**
 * Follows the job an import call answered until it ends (imports run in the background) and answers
 * it; the test goes on only once the rows are written.
 */
export async function importedJob(page: Page, answer: APIResponse): Promise<JobRow> {
  expect(answer.status()).toBe(200);
  const queued = ((await answer.json()) as { content: JobRow }).content;
  for (;;) {
    const job = await call(page, jobCalls.detail, { params: { id: queued.id } });
    if (FINISHED_JOB_STATES.includes(job.state)) {
      expect(job.state, job.message ?? '').toBe('done');
      return job;
    }
    await page.waitForTimeout(200);
  }
}

/**
 * What operations does before a push: the company enters the registry (import) and is added to the
 * risk pool for 海淀区, where it waits as 未推送.
 */
export async function poolHaidianCompany(ops: Page, name: string): Promise<{ creditCode: string; companyId: number }> {
  const creditCode = haidianCreditCode();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('工商数据导入');
  sheet.addRow([...REGISTRY_IMPORT_HEADERS]);
  sheet.addRow([
    creditCode,
    name,
    '海淀区',
    '张三',
    '13800138000',
    '有限责任公司',
    '存续',
    '500万元人民币',
    '2018-03-01',
    '北京市海淀区中关村大街1号',
    '软件开发',
    '信息技术',
    '200',
    '180',
    '190',
    '185',
    '170',
  ]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  const cookie = (await ops.context().cookies()).find((c) => c.name === 'Admin-Token');
  const imported = await ops.request.post(`/api/pres${pathOf(registryCalls.importExcel)}`, {
    headers: { Authorization: decodeURIComponent(cookie!.value) },
    multipart: {
      file: {
        name: 'registry.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer,
      },
    },
  });
  await importedJob(ops, imported);
  const company = await call(ops, poolCalls.create, {
    body: { creditCode, companyName: name, registrationPlace: '海淀区', companyRegion: '海淀区' },
  });
  return { creditCode, companyId: company.id };
}

/**
 * What operations does before any verification: the company enters the registry and the risk pool
 * for 海淀区 and is pushed, which creates the city's order (新建).
 */
export async function pushHaidianCompany(ops: Page, name: string): Promise<{ creditCode: string; companyId: number }> {
  const pooled = await poolHaidianCompany(ops, name);
  await call(ops, poolCalls.push, { body: { ids: [pooled.companyId] } });
  return pooled;
}

/** The city's order of a just-pushed company, found on the 新建 tab by name. */
export async function newOrderOf(city: Page, name: string): Promise<number> {
  const list = await call(city, verificationCalls.list, { query: { tab: 'New', companyName: name } });
  expect(list.content).toHaveLength(1);
  return list.content[0].content.id;
}

/**
 * A 海淀区 case taken to its rating: pushed (ops), dispatched (city), taken and its form submitted
 * with layoffs (海淀区), passed and rated `level` (city). 三级 or above goes to linked disposal.
 */
export async function ratedHaidianCase(
  { ops, city, haidian }: { ops: Page; city: Page; haidian: Page },
  name: string,
  level: '一级' | '二级' | '三级' | '三级以下',
): Promise<{ orderId: number; creditCode: string }> {
  const { creditCode } = await pushHaidianCompany(ops, name);
  const orderId = await newOrderOf(city, name);
  await call(city, verificationCalls.dispatch, { body: { ids: [orderId] } });
  await call(haidian, verificationCalls.take, { params: { id: orderId } });
  await call(haidian, verificationCalls.saveForm, {
    body: {
      orderId,
      submit: true,
      isDownsizing: '1',
      workersNum: 200,
      downNum: 30,
      isLayoffplan: '0',
      compensateType: '0',
      isDownmoney: '0',
      isBackpay: '0',
      isLacksocial: '0',
      level,
      contacts: '孙处置',
      contactsTel: '13933334444',
    },
  });
  await call(city, verificationCalls.review, { params: { id: orderId }, body: { pass: true } });
  await call(city, verificationCalls.rate, { params: { id: orderId }, body: { level, isDefuse: '0' } });
  return { orderId, creditCode };
}

/** Opens a list page filtered to one company (filters live in the URL) and waits for the list to answer. */
export async function openList(page: Page, path: string, name: string, params: Record<string, string> = {}) {
  await page.goto(`${path}?${new URLSearchParams({ ...params, companyName: name })}`);
  await page
    .getByText('暂无数据')
    .or(page.getByText(/^共 \d+ 条$/))
    .first()
    .waitFor();
}

export const rowOf = (page: Page, name: string) =>
  page.locator('.ant-table-tbody').getByRole('row').filter({ hasText: name });

/** Waits until the company's row shows `status` (the list is refreshed after each action). */
export async function rowShows(page: Page, name: string, status: string) {
  await rowOf(page, name).getByText(status, { exact: true }).first().waitFor();
}

/**
 * The open dialog with this title. By its title text, not its accessible name: a web build made with
 * NODE_ENV=test gives every dialog the same aria id ('test-id'), so names point at the wrong title.
 */
export const dialogTitled = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title').getByText(title, { exact: true }) });

/** Waits for an import's dialog to show the job's end (`report`, the message) and closes it. */
export async function closeImportDialog(page: Page, report: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: report });
  await dialog.getByText(report).first().waitFor();
  // the footer's 关闭 (the corner's ✕ is named 关闭 too)
  await dialog
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /^关\s*闭$/ })
    .click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Waits until a dialog has finished zooming in, or a dropdown sliding in: a click during the
 * animation can be lost.
 */
export async function settled(popup: Locator) {
  await popup.waitFor();
  await expect.poll(() => popup.getAttribute('class')).not.toMatch(/(zoom|slide-up|slide-down)-(appear|enter)/);
}

/** The form item labelled `label` inside a dialog or page section. */
export const field = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({ has: scope.page().getByText(label, { exact: true }) });

/**
 * The open dropdown of a select: the one holding the list its input points at (`aria-controls`), not
 * another select's dropdown still sliding away (dropdowns render in a portal outside the dialog).
 */
export async function dropdownOf(select: Locator): Promise<Locator> {
  const input = select.locator('input.ant-select-input');
  await expect.poll(() => input.getAttribute('aria-controls')).toBeTruthy();
  const page = select.page();
  const listId = await input.getAttribute('aria-controls');
  return page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
}

/**
 * Picks `option` in the select labelled `label` as a person does: open it, wait until its dropdown
 * has finished sliding in, click the option, and see it in the field. On a loaded machine a click
 * the moment the options appear was lost: the dropdown closed with nothing chosen, so the form
 * refused to submit (请选择申请的数据) and the test waited for a row that never came.
 */
export async function chooseOption(scope: Locator, label: string, option: string) {
  const select = field(scope, label).locator('.ant-select');
  await select.click();
  const dropdown = await dropdownOf(select);
  await settled(dropdown);
  await dropdown.getByTitle(option, { exact: true }).click();
  await expect.poll(() => select.locator('.ant-select-content').textContent()).toContain(option);
}

/** The three sides of a case, each logged in in its own browser context (logins one after the other: each is an argon2 hash). */
export async function workflowSides(browser: Browser): Promise<{ ops: Page; city: Page; haidian: Page }> {
  const [ops, city, haidian] = await Promise.all([newPage(browser), newPage(browser), newPage(browser)]);
  await loginAs(ops, 'ops');
  await loginAs(city, 'city');
  await loginAs(haidian, 'haidian');
  return { ops, city, haidian };
}
