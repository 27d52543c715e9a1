import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@risk/shared/admin-rules';
import { MSG } from '@risk/shared/messages';
import { dept, operationLog, user } from '../../../src/db/schema/system.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { deptCalls } from '@risk/shared/api/system';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const byName = async (name: string) => (await t.db.select().from(dept).where(eq(dept.name, name)))[0];
const lastLog = async () => (await t.db.select().from(operationLog).orderBy(desc(operationLog.id)).limit(1))[0];
const add = (payload: object) => t.send(admin, deptCalls.create, { body: payload });

describe('department tree', () => {
  it('when admin reads the tree then the bureau holds its departments in sort order with their user counts', async () => {
    const res = await t.send(admin, deptCalls.tree);
    expect(res.status).toBe(200);
    expect(res.body.content).toHaveLength(1);
    const [root] = res.body.content;
    expect(root.name).toBe('北京市人力资源和社会保障局');
    const sorts = root.children!.map((c) => c.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const haidian = root.children!.find((c) => c.name === '海淀区人社局')!;
    expect(haidian).toMatchObject({ region: '海淀区', enabled: true });
    expect(haidian.userCount).toBe((await t.db.select().from(user).where(eq(user.deptId, haidian.id))).length);
    expect(haidian.userCount).toBeGreaterThan(0);
  });

  it('when filtered by name then the matches keep their ancestors and nothing else', async () => {
    const res = await t.send(admin, deptCalls.tree, { query: { name: '海淀' } });
    expect(res.body.content).toHaveLength(1);
    expect(res.body.content[0].name).toBe('北京市人力资源和社会保障局');
    expect(res.body.content[0].children!.map((c) => c.name)).toEqual(['海淀区人社局']);
  });

  it('when filtered by a bad enabled value then 400 with a Chinese message', async () => {
    const res = await t.send(admin, deptCalls.tree, { query: { enabled: 'maybe' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('when city or district users read the tree then 403; any user may read the flat select list', async () => {
    expect((await t.send(await t.login('city'), deptCalls.tree)).status).toBe(403);
    const haidian = await t.login('haidian');
    expect((await t.send(haidian, deptCalls.tree)).status).toBe(403);
    const all = await t.send(haidian, deptCalls.all);
    expect(all.status).toBe(200);
    expect(all.body.content.length).toBe((await t.db.select().from(dept)).length);
    expect(Object.keys(all.body.content[0]).sort()).toEqual(['id', 'name', 'pid']);
  });
});

describe('department writes', () => {
  it('when a 区人社局 is added without a region then 400 and nothing changes', async () => {
    const root = await byName('北京市人力资源和社会保障局');
    const before = await tableDigest(t.db, 'sys_dept');
    const res = await add({ pid: root.id, name: '测试区人社局' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.districtDeptNeedsRegion);
    expect(await tableDigest(t.db, 'sys_dept')).toBe(before);
  });

  it.each([
    ['a region outside the district dictionary', { name: '测试区人社局', region: '火星区' }, ADMIN_MSG.regionUnknown],
    ['a parent that does not exist', { name: '科室', pid: 999999 }, ADMIN_MSG.parentMissing],
    ['a negative sort', { name: '科室', sort: -1 }, MSG.positiveInteger],
    ['an empty name', { name: '  ' }, `部门名称${MSG.required}`],
  ])('when a department is added with %s then 400 and nothing changes', async (_name, payload, message) => {
    const before = await tableDigest(t.db, 'sys_dept');
    const res = await add(payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await tableDigest(t.db, 'sys_dept')).toBe(before);
  });

  it('when a refused write is logged then it carries the reason', async () => {
    await add({ name: '测试区人社局', region: '火星区' });
    expect(await lastLog()).toMatchObject({
      module: '部门管理',
      action: '新增部门',
      success: false,
      message: ADMIN_MSG.regionUnknown,
    });
  });

  it('when admin adds a district department then it is stored and logged with its new value', async () => {
    const root = await byName('北京市人力资源和社会保障局');
    const res = await add({ pid: root.id, name: '海淀区人社局二科', region: '海淀区', sort: 99 });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ pid: root.id, region: '海淀区', enabled: true });
    expect(await lastLog()).toMatchObject({
      action: '新增部门',
      success: true,
      newValue: { id: res.body.content.id, name: '海淀区人社局二科' },
    });
  });

  it('when a department is moved under itself or its descendant then 400 and nothing changes', async () => {
    const root = await byName('北京市人力资源和社会保障局');
    const ops = await byName('运维中心');
    const before = await tableDigest(t.db, 'sys_dept');
    for (const pid of [root.id, ops.id]) {
      const res = await t.send(admin, deptCalls.update, {
        params: { id: root.id },
        body: { name: root.name, pid, sort: 0 },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ADMIN_MSG.parentCycle);
    }
    expect(await tableDigest(t.db, 'sys_dept')).toBe(before);
  });

  it('when two departments are moved under each other at once then one move is refused and no cycle is stored', async () => {
    const a = (await add({ name: '甲处' })).body.content;
    const b = (await add({ name: '乙处' })).body.content;
    const [ra, rb] = await Promise.all([
      t.send(admin, deptCalls.update, { params: { id: a.id }, body: { name: '甲处', pid: b.id } }),
      t.send(admin, deptCalls.update, { params: { id: b.id }, body: { name: '乙处', pid: a.id } }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 400]);
    const [rowA, rowB] = [await byName('甲处'), await byName('乙处')];
    expect(rowA.pid === rowB.id && rowB.pid === rowA.id).toBe(false);
  });

  it('when admin edits a department then old and new values are logged', async () => {
    const ops = await byName('运维中心');
    const res = await t.send(admin, deptCalls.update, {
      params: { id: ops.id },
      body: { pid: ops.pid, name: '运维保障中心', sort: 1, enabled: false },
    });
    expect(res.status).toBe(200);
    expect(await byName('运维保障中心')).toMatchObject({ id: ops.id, enabled: false });
    expect(await lastLog()).toMatchObject({
      action: '修改部门',
      oldValue: { name: '运维中心', enabled: true },
      newValue: { name: '运维保障中心', enabled: false },
    });
    const disabled = await t.send(admin, deptCalls.tree, { query: { enabled: 'false' } });
    expect(disabled.body.content[0].children!.map((c) => c.name)).toEqual(['运维保障中心']);
    const all = await t.send(admin, deptCalls.all);
    expect(all.body.content.map((d) => d.name)).not.toContain('运维保障中心');
  });

  it('when an unknown department is edited then 404', async () => {
    expect((await t.send(admin, deptCalls.update, { params: { id: 999999 }, body: { name: '无' } })).status).toBe(404);
  });

  it('when a district user writes then 403 and nothing changes', async () => {
    const before = await tableDigest(t.db, 'sys_dept');
    const res = await t.send(await t.login('haidian'), deptCalls.create, { body: { name: '科室' } });
    expect(res.status).toBe(403);
    expect(await tableDigest(t.db, 'sys_dept')).toBe(before);
  });
});

describe('department delete', () => {
  it('when a department has users or sub-departments then 400 deptHasChildren and nothing changes', async () => {
    const before = await tableDigest(t.db, 'sys_dept');
    for (const name of ['海淀区人社局', '北京市人力资源和社会保障局']) {
      const res = await t.send(admin, deptCalls.remove, { body: [(await byName(name)).id] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MSG.deptHasChildren);
    }
    expect(await tableDigest(t.db, 'sys_dept')).toBe(before);
    expect(await lastLog()).toMatchObject({ action: '删除部门', success: false, message: MSG.deptHasChildren });
  });

  it('when an empty department is deleted with its empty sub-department then both go and are logged', async () => {
    const parent = (await add({ name: '临时处室' })).body.content;
    const child = (await add({ name: '临时科', pid: parent.id })).body.content;
    const res = await t.send(admin, deptCalls.remove, { body: [parent.id, child.id] });
    expect(res.status).toBe(200);
    expect(await byName('临时处室')).toBeUndefined();
    const log = await lastLog();
    expect(log).toMatchObject({ action: '删除部门', success: true });
    expect((log.oldValue as { name: string }[]).map((d) => d.name).sort()).toEqual(['临时处室', '临时科'].sort());
  });

  it('when unknown ids are deleted then 404', async () => {
    expect((await t.send(admin, deptCalls.remove, { body: [999999] })).status).toBe(404);
  });
});
