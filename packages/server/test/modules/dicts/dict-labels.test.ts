import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolCalls } from '@risk/shared/api/pool';
import { newsCalls } from '@risk/shared/api/content';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { readXlsx } from '../users/multipart.ts';
import { poolEntry } from '../../helpers/pool-fixtures.ts';
import { dictCalls } from '@risk/shared/api/system';

/**
 * One dictionary path: the screens label codes with the items of `/dictDetail`, the exports with
 * the dictionary book of the dicts module, both over the dictionary tables. A label an
 * administrator changes therefore reads the same on screen and in a downloaded sheet.
 */
let t: TestApp;
let admin: string;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, ops] = await Promise.all([t.login('admin'), t.login('ops')]);
});
afterAll(() => t.close());

/** The items of a dictionary as a screen asks for them (page 0, every item). */
const screenItems = async (dictName: string) =>
  (await t.send(ops, dictCalls.items, { query: { dictName, page: '0', size: '9999' } })).body.content.content.map(
    (c) => c.content,
  );

/** Renames the item of `value` through the administrator's call; answers the new label. */
async function rename(dictName: string, value: string, label: string) {
  const item = (await screenItems(dictName)).find((i) => i.value === value)!;
  const res = await t.send(admin, dictCalls.updateItem, {
    params: { id: item.id },
    body: { dictId: item.dictId, label, value, sort: item.sort },
  });
  expect(res.status).toBe(200);
  return label;
}

describe('a dictionary label changed by an administrator', () => {
  it('when a risk category and a company status are renamed then the pool list, its screen labels and its export all read the new words', async () => {
    const company = await poolEntry(t.db, { companyName: '字典标签有限公司', type: '1,2', status: 1 });
    const category = await rename('risk_category', '1', `经营风险（改${Date.now() % 1000}）`);
    const status = await rename('company_status', '1', '已推送至市级');

    // the list answers codes; the screen labels them with the items it reads from /dictDetail
    const listed = await t.send(ops, poolCalls.list, { query: { companyName: '字典标签有限公司', size: '10' } });
    const row = listed.body.content.content.map((c) => c.content).find((r) => r.id === company.id)!;
    const categories = await screenItems('risk_category');
    const statuses = await screenItems('company_status');
    const onScreen = {
      type: row.type!.split(',').map((v) => categories.find((i) => i.value === v)?.label),
      status: statuses.find((i) => i.value === String(row.status))?.label,
    };
    expect(onScreen.type[0]).toBe(category);
    expect(onScreen.status).toBe(status);

    const sheet = await readXlsx(
      (await t.send(ops, poolCalls.download, { query: { companyName: '字典标签有限公司' } })).raw.rawPayload,
    );
    const header = sheet[0];
    const exported = sheet.find((r) => r[0] === '字典标签有限公司')!;
    expect(exported[header.indexOf('风险类别')]).toBe(onScreen.type.join('、'));
    expect(exported[header.indexOf('状态')]).toBe(status);
  });

  it('when a news status is renamed then the news export reads the label the screen shows', async () => {
    const title = `字典新闻${Date.now()}`;
    const added = await t.send(ops, newsCalls.add, { body: { title, status: 1 } });
    expect(added.status).toBe(200);
    const label = await rename('news_status', '1', '已对外发布');
    const listed = (await t.send(ops, newsCalls.list, { query: { title } })).body.content.content[0].content;
    const onScreen = (await screenItems('news_status')).find((i) => i.value === String(listed.status))?.label;
    expect(onScreen).toBe(label);

    const sheet = await readXlsx((await t.send(ops, newsCalls.download, { query: { title } })).raw.rawPayload);
    const exported = sheet.find((r) => r.includes(title))!;
    expect(exported[sheet[0].indexOf('状态')]).toBe(label);
  });
});
