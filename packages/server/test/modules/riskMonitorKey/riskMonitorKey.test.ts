import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { MONITOR_CONFIG_MSG } from '@risk/shared/schemas/monitor-config';
import { riskMonitorKeyCalls as calls } from '@risk/shared/api/content';
import { role } from '../../../src/db/schema/system.ts';
import { monitorKeywords } from '../../../src/modules/riskMonitorKey/service.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let ops: string;
let city: string;
let haidian: string;

beforeAll(async () => {
  t = await createTestApp();
  // the district role keeps its district's keywords in this test (the default menu gives the screen to operations)
  await t.db
    .update(role)
    .set({
      permissions: sql`${role.permissions} || array['riskMonitorKey:add','riskMonitorKey:edit','riskMonitorKey:del']`,
    })
    .where(eq(role.name, '区人社局'));
  [ops, city, haidian] = await Promise.all([t.login('ops'), t.login('city'), t.login('haidian')]);
});
afterAll(() => t.close());

const list = (token: string, query: Record<string, string> = {}) => t.send(token, calls.list, { query });
const digest = () => tableDigest(t.db, 'risk_monitor_key');

describe('监测关键词', () => {
  const ids: Record<string, number> = {};

  it('when ops adds keywords then the list searches by keyword, filters by type and region, and the read model lists them', async () => {
    for (const [keyWord, type, region] of [
      ['裁员', '1', '北京市'],
      ['欠薪', '2', '北京市'],
      ['讨薪', '3', '海淀区'],
      ['停产', '4', '朝阳区'],
    ]) {
      const res = await t.send(ops, calls.add, { body: { keyWord, type, region } });
      expect([res.status, res.body.message]).toEqual([200, MSG.added]);
      ids[region + keyWord] = (res.body.content as { id: number }).id;
    }
    expect((await list(ops)).body.content.metadata.totalElements).toBe(4);
    expect((await list(ops, { keyWord: ' 薪 ' })).body.content.metadata.totalElements).toBe(2);
    expect((await list(ops, { type: '4' })).body.content.content.map((c) => c.content.keyWord)).toEqual(['停产']);
    expect((await list(ops, { keyWord: '不存在' })).body.content.metadata.totalElements).toBe(0);
    expect((await list(ops, { sort: 'keyWord,ASC' })).status).toBe(200);
    expect((await list(ops, { sort: 'createBy,ASC' })).status).toBe(400);
    expect((await monitorKeywords(t.db, ['北京市'])).map((k) => k.keyWord).sort()).toEqual(['欠薪', '裁员']);
  });

  it('when a district user lists then only their district; another district keyword answers 404 and is not changed', async () => {
    const mine = await list(haidian);
    expect(mine.body.content.content.map((c) => c.content.region)).toEqual(['海淀区']);
    const other = ids['朝阳区停产'];
    const before = await digest();
    expect((await t.send(haidian, calls.detail, { params: { id: other } })).status).toBe(404);
    const edit = await t.send(haidian, calls.edit, {
      body: { id: other, keyWord: '停工', type: '4', region: '海淀区' },
    });
    expect([edit.status, edit.body.message]).toEqual([404, MSG.notFound]);
    expect((await t.send(haidian, calls.remove, { body: [other] })).status).toBe(404);
    expect((await t.send(haidian, calls.add, { body: { keyWord: '停工', type: '4', region: '朝阳区' } })).status).toBe(
      404,
    );
    expect(await digest()).toBe(before);
    expect((await t.send(haidian, calls.add, { body: { keyWord: '停工', type: '4', region: '海淀区' } })).status).toBe(
      200,
    );
  });

  it('when a field is empty, a dictionary value unknown or the keyword already kept for the region then 400 and nothing is written', async () => {
    const before = await digest();
    const cases: [object, string][] = [
      [{ keyWord: '', type: '1', region: '北京市' }, `关键词${MSG.required}`],
      [{ keyWord: '裁员', type: '', region: '北京市' }, `类型${MSG.required}`],
      [{ keyWord: '裁员', type: '1' }, `地区${MSG.required}`],
      [{ keyWord: '裁员', type: '99', region: '北京市' }, '类型不在字典“监测关键词类型”（riskMonitorKey_type）中'],
      [{ keyWord: '裁员', type: '1', region: '上海市' }, '地区不在字典“关键词地区”（key_word_regoin）中'],
      [{ keyWord: '裁员', type: '1', region: '北京市' }, MONITOR_CONFIG_MSG.keywordTaken],
    ];
    for (const [body, message] of cases) {
      const res = await t.send(ops, calls.add, { body });
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect(await digest()).toBe(before);
  });

  it('when the city (no keyword codes) writes then 403; ops edits and deletes', async () => {
    const before = await digest();
    expect((await t.send(city, calls.add, { body: { keyWord: '市级', type: '1', region: '北京市' } })).status).toBe(
      403,
    );
    expect((await t.send(city, calls.remove, { body: [ids['北京市裁员']] })).status).toBe(403);
    expect(await digest()).toBe(before);
    const id = ids['北京市裁员'];
    const edit = await t.send(ops, calls.edit, { body: { id, keyWord: '大规模裁员', type: '1', region: '北京市' } });
    expect(edit.status).toBe(200);
    expect((await t.send(ops, calls.detail, { params: { id } })).body.content.keyWord).toBe('大规模裁员');
    expect((await t.send(ops, calls.remove, { body: [id] })).status).toBe(200);
    expect((await t.send(ops, calls.detail, { params: { id } })).status).toBe(404);
  });
});
