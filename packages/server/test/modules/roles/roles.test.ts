import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { menu, operationLog, role, user } from '../../../src/db/schema/system.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { roleCalls, userCalls } from '@risk/shared/api/system';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const roleTables = async () => [await tableDigest(t.db, 'sys_role'), await tableDigest(t.db, 'sys_roles_menus')].join();
const someMenuIds = async () =>
  (await t.db.select({ id: menu.id }).from(menu).limit(3)).map((m) => m.id).sort((a, b) => a - b);

describe('reading roles', () => {
  it('when admin lists roles then the seeded roles come paged with their permissions', async () => {
    const res = await t.send(admin, roleCalls.list, { query: { sort: 'level,ASC', size: '2' } });
    expect(res.status).toBe(200);
    expect(res.body.content.metadata).toMatchObject({ totalElements: 4, size: 2, totalPages: 2 });
    expect(res.body.content.content.every((c) => c.content.level === 1)).toBe(true);
    const filtered = await t.send(admin, roleCalls.list, { query: { blurry: '区县' } });
    expect(filtered.body.content.content.map((c) => c.content.name)).toEqual(['区人社局']);
  });

  it('when sorted by an unknown field then 400', async () => {
    const res = await t.send(admin, roleCalls.list, { query: { sort: 'permissions,ASC' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.unknownSort('permissions'));
  });

  it('when all roles are asked for a select then id, name and level come back', async () => {
    const res = await t.send(admin, roleCalls.all);
    expect(res.body.content).toHaveLength(4);
    expect(Object.keys(res.body.content[0]).sort()).toEqual(['id', 'level', 'name']);
  });

  it('when one role is read then its permissions and menu ids come with it; unknown is 404', async () => {
    const [city] = await t.db.select().from(role).where(eq(role.name, '市人社局'));
    const res = await t.send(admin, roleCalls.detail, { params: { id: city.id } });
    expect(res.body.content.permissions).toContain('riskVerificationCity:audit');
    expect(res.body.content.menuIds.length).toBeGreaterThan(0);
    expect((await t.send(admin, roleCalls.detail, { params: { id: 99999 } })).status).toBe(404);
  });

  it('when a user without roles:list calls then 403', async () => {
    for (const name of ['city', 'haidian']) {
      const token = await t.login(name);
      expect((await t.send(token, roleCalls.list)).status).toBe(403);
      expect((await t.send(token, roleCalls.all)).status).toBe(403);
      expect((await t.send(token, roleCalls.remove, { body: [1] })).status).toBe(403);
    }
  });
});

describe('writing roles', () => {
  let id: number;

  it('when admin creates a role then it is stored with its menus and logged', async () => {
    const menuIds = await someMenuIds();
    const res = await t.send(admin, roleCalls.create, {
      body: { name: '数据审核员', level: 2, description: '审核', permissions: ['news:add', 'news:edit'], menuIds },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      name: '数据审核员',
      level: 2,
      permissions: ['news:add', 'news:edit'],
      menuIds,
    });
    id = res.body.content.id;
    const logs = await t.db.select().from(operationLog).where(eq(operationLog.action, '新增角色'));
    expect(logs.at(-1)).toMatchObject({ target: '数据审核员', success: true });
  });

  it('when the input is bad then 400 with a Chinese message and nothing changes', async () => {
    const before = await roleTables();
    const good = { name: '另一个角色', level: 3, permissions: [], menuIds: [] };
    const cases: [object, string][] = [
      [{ ...good, name: '市人社局' }, MSG.roleNameTaken],
      [{ ...good, level: 4 }, '角色级别只能是 1（运维）、2（市级）或 3（区县）'],
      [{ ...good, permissions: ['user:fly'] }, '存在未知的权限标识'],
      [{ ...good, menuIds: [999999] }, '所选菜单不存在'],
      [{ ...good, name: ' ' }, `角色名称${MSG.required}`],
    ];
    for (const [payload, message] of cases) {
      const res = await t.send(admin, roleCalls.create, { body: payload });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const rename = await t.send(admin, roleCalls.update, { params: { id }, body: { ...good, name: '市人社局' } });
    expect(rename.body.message).toBe(MSG.roleNameTaken);
    expect(await roleTables()).toBe(before);
  });

  it('when a role is edited then permissions and menus are replaced and the log keeps old and new', async () => {
    const res = await t.send(admin, roleCalls.update, {
      params: { id },
      body: { name: '数据审核员', level: 2, permissions: ['policy:add'], menuIds: [] },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ permissions: ['policy:add'], menuIds: [] });
    const [entry] = (await t.db.select().from(operationLog).where(eq(operationLog.action, '编辑角色'))).slice(-1);
    expect(entry.oldValue).toMatchObject({ permissions: ['news:add', 'news:edit'] });
    expect(entry.newValue).toMatchObject({ permissions: ['policy:add'] });
  });

  it('when a role in use is deleted then 400 该角色已分配给用户 and nothing is deleted', async () => {
    const [district] = await t.db.select().from(role).where(eq(role.name, '区人社局'));
    const before = await roleTables();
    const res = await t.send(admin, roleCalls.remove, { body: [id, district.id] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.roleInUse);
    expect(await roleTables()).toBe(before);
  });

  it('when an unused role is deleted then it is gone with its menus', async () => {
    const res = await t.send(admin, roleCalls.remove, { body: [id] });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(role).where(eq(role.id, id))).toHaveLength(0);
  });
});

describe('no way up', () => {
  it('when a role manager below admin creates a role then it cannot be above their level nor hold permissions they lack', async () => {
    const created = await t.send(admin, roleCalls.create, {
      body: {
        name: '角色管理员',
        level: 2,
        permissions: ['roles:list', 'roles:add', 'roles:edit', 'news:add'],
        menuIds: [],
      },
    });
    const [city2] = await t.db.select({ id: role.id }).from(role).where(eq(role.name, '市人社局'));
    const [target] = await t.db
      .select({ id: user.id, deptId: user.deptId })
      .from(user)
      .where(eq(user.username, 'city2'));
    const assign = await t.send(admin, userCalls.update, {
      params: { id: target.id },
      body: {
        username: 'city2',
        nickName: '市人社局审核员',
        gender: '男',
        deptId: target.deptId,
        roleIds: [city2.id, created.body.content.id],
        enabled: true,
      },
    });
    expect(assign.status).toBe(200);
    const manager = await t.login('city2');
    const before = await roleTables();
    const higher = await t.send(manager, roleCalls.create, {
      body: { name: '越级角色', level: 1, permissions: [], menuIds: [] },
    });
    expect(higher.status).toBe(400);
    expect(higher.body.message).toBe('不能设置或修改级别高于自己的角色');
    const lacking = await t.send(manager, roleCalls.create, {
      body: { name: '越权角色', level: 3, permissions: ['user:del'], menuIds: [] },
    });
    expect(lacking.status).toBe(400);
    expect(lacking.body.message).toBe('不能授予自己没有的权限：用户管理 · 删除');
    const [ops] = await t.db.select({ id: role.id }).from(role).where(eq(role.name, '运维人员'));
    const editOps = await t.send(manager, roleCalls.update, {
      params: { id: ops.id },
      body: { name: '运维人员', level: 2, permissions: [], menuIds: [] },
    });
    expect(editOps.status).toBe(400);
    expect(await roleTables()).toBe(before);
    const fine = await t.send(manager, roleCalls.create, {
      body: { name: '新闻编辑', level: 3, permissions: ['news:add'], menuIds: [] },
    });
    expect(fine.status).toBe(200);
  });
});
