import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@risk/shared/admin-rules';
import { DISTRICT_NAMES } from '@risk/shared/districts';
import { MSG } from '@risk/shared/messages';
import type { Page } from '@risk/shared/wire';
import { dict, dictDetail, operationLog } from '../../../src/db/schema/system.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { dictCalls } from '@risk/shared/api/system';

let t: TestApp;
let admin: string;
let haidian: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, haidian] = await Promise.all([t.login('admin'), t.login('haidian')]);
});
afterAll(() => t.close());

interface Item {
  id: number;
  label: string;
  value: string;
  sort: number;
  dictId: number;
}

const lastLog = async () => (await t.db.select().from(operationLog).orderBy(desc(operationLog.id)).limit(1))[0];
const items = (page: Page<Item>) => page.content.map((c) => c.content);
const detail = async (token: string, dictName: string) =>
  items((await t.send(token, dictCalls.items, { query: { dictName, page: '0', size: '9999' } })).body.content);
const dictId = async (name: string) => (await t.db.select().from(dict).where(eq(dict.name, name)))[0].id;
const digests = async () => `${await tableDigest(t.db, 'sys_dict')}/${await tableDigest(t.db, 'sys_dict_detail')}`;

describe('dictionary list', () => {
  it('when admin lists dictionaries by name then the page holds every one with its item count', async () => {
    const res = await t.send(admin, dictCalls.list, { query: { sort: 'name,ASC', size: '50' } });
    expect(res.status).toBe(200);
    const rows = res.body.content.content.map((c) => c.content);
    const names = rows.map((r) => r.name);
    expect(names).toEqual([...names].sort());
    expect(res.body.content.metadata.totalElements).toBe(rows.length);
    expect(rows.find((r) => r.name === 'global_regoin')).toMatchObject({
      description: '区县',
      enabled: true,
      itemCount: DISTRICT_NAMES.length,
    });
  });

  it('when searched by description then only matches come back', async () => {
    const res = await t.send(admin, dictCalls.list, { query: { blurry: '区县' } });
    expect(res.body.content.content.map((c) => c.content.name)).toEqual(['global_regoin']);
  });

  it('when sorted by an unknown field then 400 unknownSort', async () => {
    const res = await t.send(admin, dictCalls.list, { query: { sort: 'description,ASC' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.unknownSort('description'));
  });

  it('when a city or district user opens the dictionary screen then 403', async () => {
    expect((await t.send(await t.login('city'), dictCalls.list)).status).toBe(403);
    expect((await t.send(haidian, dictCalls.list)).status).toBe(403);
  });
});

describe('dictionary items and district scope', () => {
  it('when the city asks for the district dictionary then it gets all 17 in order', async () => {
    const city = await t.login('city');
    expect((await detail(city, 'global_regoin')).map((i) => i.value)).toEqual(DISTRICT_NAMES);
  });

  it('when a district user asks for the district dictionary then only their own district is offered', async () => {
    expect((await detail(haidian, 'global_regoin')).map((i) => i.value)).toEqual(['海淀区']);
    expect((await detail(await t.login('chaoyang'), 'global_regoin')).map((i) => i.value)).toEqual(['朝阳区']);
    expect((await detail(haidian, 'risk_dot')).length).toBe(10);
  });

  it('when a district user loads every dictionary then the district one is scoped too and the others are whole', async () => {
    const res = await t.send(haidian, dictCalls.all);
    expect(res.status).toBe(200);
    expect(res.body.content.find((d) => d.name === 'global_regoin')!.items).toEqual([
      { label: '海淀区', value: '海淀区' },
    ]);
    expect(res.body.content.find((d) => d.name === 'key_word_regoin')!.items).toHaveLength(DISTRICT_NAMES.length + 1);
    const adminAll = await t.send(admin, dictCalls.all);
    expect(adminAll.body.content.find((d) => d.name === 'global_regoin')!.items).toHaveLength(DISTRICT_NAMES.length);
  });

  it('when dictName is missing then 400 with a Chinese message', async () => {
    const res = await t.send(admin, dictCalls.items);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('请指定字典名称');
  });
});

describe('dictionary writes', () => {
  it.each([
    ['a name with digits', { name: 'abc1', description: '测试' }, MSG.dictNamePattern],
    ['a Chinese name', { name: '字典', description: '测试' }, MSG.dictNamePattern],
    ['no description', { name: 'abc' }, `描述${MSG.required}`],
  ])('when a dictionary is added with %s then 400 and nothing changes', async (_n, payload, message) => {
    const before = await digests();
    const res = await t.send(admin, dictCalls.create, { body: payload });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await digests()).toBe(before);
  });

  it('when a taken name is added then 400 dictNameTaken, nothing changes and the refusal is logged', async () => {
    const before = await digests();
    const res = await t.send(admin, dictCalls.create, { body: { name: 'risk_dot', description: '重复' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.dictNameTaken);
    expect(await digests()).toBe(before);
    expect(await lastLog()).toMatchObject({
      module: '字典管理',
      action: '新增字典',
      success: false,
      message: MSG.dictNameTaken,
    });
  });

  it('when admin adds, renames, disables and deletes a dictionary then each step is stored and logged', async () => {
    const created = await t.send(admin, dictCalls.create, { body: { name: 'testDict', description: '测试字典' } });
    expect(created.status).toBe(200);
    const id = created.body.content.id;
    expect(await lastLog()).toMatchObject({ action: '新增字典', success: true, newValue: { name: 'testDict' } });

    const renamed = await t.send(admin, dictCalls.update, {
      body: { id, name: 'sampleDict', description: '示例字典' },
    });
    expect(renamed.status).toBe(200);
    expect(await lastLog()).toMatchObject({
      action: '修改字典',
      oldValue: { name: 'testDict' },
      newValue: { name: 'sampleDict', description: '示例字典' },
    });

    const item = await t.send(admin, dictCalls.createItem, { body: { dictId: id, label: '甲', value: 'a', sort: 1 } });
    expect(item.status).toBe(200);
    expect(await detail(haidian, 'sampleDict')).toHaveLength(1);

    const disabled = await t.send(admin, dictCalls.setEnabled, { params: { id }, body: { enabled: false } });
    expect(disabled.status).toBe(200);
    expect(await lastLog()).toMatchObject({
      action: '启用/禁用字典',
      oldValue: { enabled: true },
      newValue: { enabled: false },
    });
    expect(await detail(haidian, 'sampleDict')).toEqual([]);
    const all = await t.send(haidian, dictCalls.all);
    expect(all.body.content.map((d) => d.name)).not.toContain('sampleDict');

    const deleted = await t.send(admin, dictCalls.remove, { body: [id] });
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(dictDetail).where(eq(dictDetail.dictId, id))).toHaveLength(0);
    expect(await lastLog()).toMatchObject({
      action: '删除字典',
      success: true,
      oldValue: [{ name: 'sampleDict', items: [{ label: '甲', value: 'a' }] }],
    });
  });

  it('when a built-in dictionary is renamed or deleted then 400 and nothing changes', async () => {
    const id = await dictId('global_regoin');
    const before = await digests();
    const renamed = await t.send(admin, dictCalls.update, { body: { id, name: 'regions', description: '区县' } });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe(ADMIN_MSG.builtInDict);
    const deleted = await t.send(admin, dictCalls.remove, { body: [id] });
    expect(deleted.body.message).toBe(ADMIN_MSG.builtInDict);
    expect(await digests()).toBe(before);
  });

  it('when a dictionary is renamed onto a taken name then 400', async () => {
    const created = await t.send(admin, dictCalls.create, { body: { name: 'otherDict', description: '其他' } });
    const res = await t.send(admin, dictCalls.update, {
      body: { id: created.body.content.id, name: 'risk_dot', description: '其他' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.dictNameTaken);
  });

  it('when a bad enabled value is sent then 400; an unknown dictionary 404', async () => {
    const id = await dictId('risk_dot');
    expect((await t.send(admin, dictCalls.setEnabled, { params: { id }, body: { enabled: 'no' } })).status).toBe(400);
    expect(
      (await t.send(admin, dictCalls.setEnabled, { params: { id: 999999 }, body: { enabled: false } })).status,
    ).toBe(404);
  });

  it('when a district user writes then 403 and nothing changes', async () => {
    const before = await digests();
    expect((await t.send(haidian, dictCalls.create, { body: { name: 'mine', description: '我的' } })).status).toBe(403);
    expect((await t.send(haidian, dictCalls.removeItems, { body: [1] })).status).toBe(403);
    expect(await digests()).toBe(before);
  });
});

describe('dictionary item writes', () => {
  it('when an item repeats a value of its dictionary then 400 and nothing changes', async () => {
    const id = await dictId('risk_dot');
    const before = await digests();
    const res = await t.send(admin, dictCalls.createItem, { body: { dictId: id, label: '重复', value: '1' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ADMIN_MSG.dictValueTaken);
    expect(await digests()).toBe(before);
    expect(await lastLog()).toMatchObject({ action: '新增字典项', success: false, message: ADMIN_MSG.dictValueTaken });
  });

  it('when an item names an unknown dictionary then 404; an empty label 400', async () => {
    expect(
      (await t.send(admin, dictCalls.createItem, { body: { dictId: 999999, label: '甲', value: 'x' } })).status,
    ).toBe(404);
    const empty = await t.send(admin, dictCalls.createItem, {
      body: { dictId: await dictId('risk_dot'), label: '', value: 'x' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(`字典标签${MSG.required}`);
  });

  it('when admin adds, edits and deletes an item then the list follows, sorted, and each write is logged', async () => {
    const id = await dictId('risk_category');
    const added = await t.send(admin, dictCalls.createItem, {
      body: { dictId: id, label: '政策风险', value: '9', sort: 0 },
    });
    expect(added.status).toBe(200);
    expect((await detail(admin, 'risk_category'))[0].label).toBe('政策风险');

    const clash = await t.send(admin, dictCalls.updateItem, {
      params: { id: added.body.content.id },
      body: { dictId: id, label: '政策风险', value: '1' },
    });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toBe(ADMIN_MSG.dictValueTaken);

    const edited = await t.send(admin, dictCalls.updateItem, {
      params: { id: added.body.content.id },
      body: { dictId: id, label: '政策变动风险', value: '9', sort: 99 },
    });
    expect(edited.status).toBe(200);
    expect(await lastLog()).toMatchObject({
      action: '修改字典项',
      oldValue: { label: '政策风险', sort: 0 },
      newValue: { label: '政策变动风险', sort: 99 },
    });
    expect((await detail(admin, 'risk_category')).at(-1)!.label).toBe('政策变动风险');

    const deleted = await t.send(admin, dictCalls.removeItems, { body: [added.body.content.id] });
    expect(deleted.status).toBe(200);
    expect((await detail(admin, 'risk_category')).map((i) => i.value)).not.toContain('9');
    expect(await lastLog()).toMatchObject({
      action: '删除字典项',
      success: true,
      oldValue: [{ label: '政策变动风险', value: '9' }],
    });
  });

  it('when unknown items are edited or deleted then 404', async () => {
    const id = await dictId('risk_dot');
    expect(
      (
        await t.send(admin, dictCalls.updateItem, {
          params: { id: 999999 },
          body: { dictId: id, label: '甲', value: 'x' },
        })
      ).status,
    ).toBe(404);
    expect((await t.send(admin, dictCalls.removeItems, { body: [999999] })).status).toBe(404);
  });
});
