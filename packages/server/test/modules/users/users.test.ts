import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { dept, operationLog, role, user } from '../../../src/db/schema/system.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { roleCalls, sessionCalls, userCalls } from '@risk/shared/api/system';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh#2026';

const list = (token: string, query: Record<string, string | string[]> = {}) => t.send(token, userCalls.list, { query });
const rowsOf = (res: Awaited<ReturnType<typeof list>>) => res.body.content.content.map((c) => c.content);
const idOf = async (username: string) =>
  (await t.db.select({ id: user.id }).from(user).where(eq(user.username, username)))[0].id;
const deptIdOf = async (name: string) =>
  (await t.db.select({ id: dept.id }).from(dept).where(eq(dept.name, name)))[0].id;
const roleIdOf = async (name: string) =>
  (await t.db.select({ id: role.id }).from(role).where(eq(role.name, name)))[0].id;

async function newUserBody(username: string, deptName = '市人社局', roleName = '市人社局') {
  return {
    username,
    nickName: '测试用户',
    gender: '女',
    phone: '13912345678',
    email: `${username}@bj.gov.cn`,
    deptId: await deptIdOf(deptName),
    roleIds: [await roleIdOf(roleName)],
    enabled: true,
    password: t.encrypt(NEW_PASSWORD),
  };
}

describe('user list', () => {
  it('when admin lists users then rows carry dept, roles, a masked phone and the newest come first', async () => {
    const res = await list(admin, { size: '50' });
    expect(res.status).toBe(200);
    const rows = rowsOf(res);
    expect(res.body.content.metadata.totalElements).toBe(21);
    const city = rows.find((r) => r.username === 'city')!;
    expect(city.phone).toMatch(/^138\*\*\*\*\d{4}$/);
    expect(city.dept?.name).toBe('市人社局');
    expect(city.roles).toEqual([expect.objectContaining({ name: '市人社局', level: 2 })]);
    expect(city.locked).toBe(false);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2/);
  });

  it('when filtered by text, department (with sub-departments) and enabled then only matching users come back', async () => {
    expect(rowsOf(await list(admin, { blurry: 'haidian' })).map((r) => r.username)).toEqual(['haidian']);
    expect(rowsOf(await list(admin, { blurry: '审核员' })).map((r) => r.username)).toEqual(['city2']);
    const rootId = (await t.db.select({ id: dept.id }).from(dept).where(eq(dept.name, '北京市人力资源和社会保障局')))[0]
      .id;
    expect((await list(admin, { deptId: String(rootId) })).body.content.metadata.totalElements).toBe(21);
    expect(
      rowsOf(await list(admin, { deptId: String(await deptIdOf('市人社局')) }))
        .map((r) => r.username)
        .sort(),
    ).toEqual(['city', 'city2']);
    expect((await list(admin, { enabled: 'false' })).body.content.metadata.totalElements).toBe(0);
  });

  it('when sorted by a whitelisted field then the order follows; an unknown field is 400', async () => {
    const asc = rowsOf(await list(admin, { sort: 'username,ASC', size: '3' })).map((r) => r.username);
    expect(asc).toEqual(['admin', 'changping', 'chaoyang']);
    const bad = await list(admin, { sort: 'passwordHash,ASC' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MSG.unknownSort('passwordHash'));
  });

  it('when a city or district user without user:list calls then 403', async () => {
    for (const name of ['city', 'haidian']) {
      const token = await t.login(name);
      expect((await list(token)).status).toBe(403);
      expect((await t.send(token, userCalls.create, { body: await newUserBody('x_forbidden') })).status).toBe(403);
    }
  });

  it('when one user is read then the phone is whole (for the edit form); an unknown id is 404', async () => {
    const res = await t.send(admin, userCalls.detail, { params: { id: await idOf('city') } });
    expect(res.body.content.phone).toMatch(/^1380000\d{4}$/);
    expect((await t.send(admin, userCalls.detail, { params: { id: 999999 } })).status).toBe(404);
  });
});

describe('create, edit and delete', () => {
  it('when admin creates a user with a strong encrypted password then the user can log in and the log has no hash', async () => {
    const res = await t.send(admin, userCalls.create, { body: await newUserBody('zhang_san') });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.added);
    expect(res.body.content).toMatchObject({
      username: 'zhang_san',
      gender: '女',
      phone: '139****5678',
      dept: { name: '市人社局' },
    });
    await t.login('zhang_san', NEW_PASSWORD);
    const [entry] = await t.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.action, '新增用户'))
      .orderBy(desc(operationLog.id))
      .limit(1);
    expect(entry).toMatchObject({ username: 'admin', module: '用户管理', target: 'zhang_san', success: true });
    expect(JSON.stringify(entry.newValue)).toContain('zhang_san');
    expect(JSON.stringify(entry.newValue)).not.toMatch(/argon2|password/i);
  });

  it('when the input is bad then 400 with a Chinese message and the user table is unchanged', async () => {
    const before = await tableDigest(t.db, 'sys_user');
    const good = await newUserBody('li_si');
    const cases: [object, string][] = [
      [{ ...good, password: t.encrypt('weak') }, MSG.passwordRule],
      [{ ...good, password: 'not-encrypted' }, MSG.passwordDecrypt],
      [{ ...good, username: 'city' }, MSG.usernameTaken],
      [{ ...good, phone: '12345' }, '请输入正确的11位手机号码'],
      [{ ...good, email: 'nope' }, '邮箱格式不正确'],
      [{ ...good, username: '李四' }, '用户名只能包含字母、数字和下划线'],
      [{ ...good, roleIds: [] }, '请至少选择一个角色'],
      [{ ...good, roleIds: [99999] }, '所选角色不存在'],
      [{ ...good, deptId: 99999 }, '所选部门不存在或不在您的管辖范围内'],
      [{ ...good, password: undefined }, '请输入初始密码'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.send(admin, userCalls.create, { body: payload });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await tableDigest(t.db, 'sys_user')).toBe(before);
  });

  it('when a user is edited then the new values show and the log keeps old and new', async () => {
    const id = await idOf('zhang_san');
    const body = {
      ...(await newUserBody('zhang_san2', '运维中心', '运维人员')),
      password: undefined,
      nickName: '张三',
    };
    const res = await t.send(admin, userCalls.update, { params: { id }, body: body });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      username: 'zhang_san2',
      nickName: '张三',
      dept: { name: '运维中心' },
      roles: [{ name: '运维人员', level: 1 }],
    });
    const [entry] = await t.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.action, '编辑用户'))
      .orderBy(desc(operationLog.id))
      .limit(1);
    expect(entry.oldValue).toMatchObject({ username: 'zhang_san', dept: '市人社局' });
    expect(entry.newValue).toMatchObject({ username: 'zhang_san2', dept: '运维中心' });
  });

  it('when the username is changed to a taken one then 400 用户名已存在', async () => {
    const res = await t.send(admin, userCalls.update, {
      params: { id: await idOf('zhang_san2') },
      body: { ...(await newUserBody('city2')), password: undefined },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.usernameTaken);
  });

  it('when deleting oneself or admin then 400 and nobody is deleted', async () => {
    const before = await tableDigest(t.db, 'sys_user');
    const self = await t.send(admin, userCalls.remove, { body: [await idOf('zhang_san2'), await idOf('admin')] });
    expect(self.status).toBe(400);
    expect([MSG.cannotDeleteSelf, MSG.cannotDisableAdmin]).toContain(self.body.message);
    expect(await tableDigest(t.db, 'sys_user')).toBe(before);
  });

  it('when users are deleted then they are gone with their sessions', async () => {
    const token = await t.login('zhang_san2', NEW_PASSWORD);
    const res = await t.send(admin, userCalls.remove, { body: [await idOf('zhang_san2')] });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(user).where(eq(user.username, 'zhang_san2'))).toHaveLength(0);
    expect((await t.send(token, sessionCalls.info)).status).toBe(401);
  });
});

describe('enable, disable and password reset', () => {
  it('when a user is disabled then their token stops working; enabling lets them log in again', async () => {
    const id = await idOf('city2');
    const token = await t.login('city2');
    expect((await t.send(admin, userCalls.setEnabled, { params: { id }, body: { enabled: false } })).status).toBe(200);
    expect((await t.send(token, sessionCalls.info)).status).toBe(401);
    await expect(t.login('city2')).rejects.toThrow(/400/);
    expect((await t.send(admin, userCalls.setEnabled, { params: { id }, body: { enabled: true } })).status).toBe(200);
    await t.login('city2');
  });

  it('when admin or oneself would be disabled then 400', async () => {
    const adminId = await idOf('admin');
    const res = await t.send(admin, userCalls.setEnabled, { params: { id: adminId }, body: { enabled: false } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.cannotDisableAdmin);
  });

  it('when a password is reset then the rule is checked, the sessions end, the lock is lifted and the new password works', async () => {
    const id = await idOf('xicheng');
    const token = await t.login('xicheng');
    await t.db
      .update(user)
      .set({ lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(user.id, id));
    expect(rowsOf(await list(admin, { blurry: 'xicheng' }))[0].locked).toBe(true);

    const weak = await t.send(admin, userCalls.resetPassword, {
      params: { id },
      body: { password: t.encrypt('12345678') },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(MSG.passwordRule);

    const res = await t.send(admin, userCalls.resetPassword, {
      params: { id },
      body: { password: t.encrypt(NEW_PASSWORD) },
    });
    expect(res.status).toBe(200);
    expect((await t.send(token, sessionCalls.info)).status).toBe(401);
    expect(rowsOf(await list(admin, { blurry: 'xicheng' }))[0].locked).toBe(false);
    await expect(t.login('xicheng')).rejects.toThrow(/400/);
    await t.login('xicheng', NEW_PASSWORD);
  });
});

describe('district scope', () => {
  let districtAdmin: string;
  beforeAll(async () => {
    const created = await t.send(admin, roleCalls.create, {
      body: {
        name: '区用户管理员',
        level: 3,
        permissions: ['user:list', 'user:add', 'user:edit', 'user:resetPwd'],
        menuIds: [],
      },
    });
    expect(created.status).toBe(200);
    const id = await idOf('chaoyang');
    const res = await t.send(admin, userCalls.update, {
      params: { id },
      body: {
        username: 'chaoyang',
        nickName: '朝阳区业务员',
        gender: '男',
        deptId: await deptIdOf('朝阳区人社局'),
        roleIds: [await roleIdOf('区人社局'), created.body.content.id],
        enabled: true,
      },
    });
    expect(res.status).toBe(200);
    districtAdmin = await t.login('chaoyang');
  });

  it('when a district administrator lists users then only their district shows', async () => {
    const rows = rowsOf(await list(districtAdmin, { size: '100' }));
    expect(rows.map((r) => r.username)).toEqual(['chaoyang']);
    expect(rows.every((r) => r.dept?.name === '朝阳区人社局')).toBe(true);
  });

  it('when they read, edit or reset another district user then 404 as if absent, and nothing changes', async () => {
    const other = await idOf('haidian');
    const before = await tableDigest(t.db, 'sys_user');
    expect((await t.send(districtAdmin, userCalls.detail, { params: { id: other } })).body.message).toBe(MSG.notFound);
    const edit = await t.send(districtAdmin, userCalls.update, {
      params: { id: other },
      body: {
        username: 'haidian',
        nickName: 'x',
        gender: '男',
        deptId: await deptIdOf('朝阳区人社局'),
        roleIds: [await roleIdOf('区人社局')],
        enabled: true,
      },
    });
    expect(edit.status).toBe(404);
    const reset = await t.send(districtAdmin, userCalls.resetPassword, {
      params: { id: other },
      body: { password: t.encrypt(NEW_PASSWORD) },
    });
    expect(reset.status).toBe(404);
    expect(await tableDigest(t.db, 'sys_user')).toBe(before);
  });

  it('when they create a user then only a department of their district and roles not above theirs are accepted', async () => {
    const outside = await t.send(districtAdmin, userCalls.create, {
      body: await newUserBody('cy_wrong', '海淀区人社局', '区人社局'),
    });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe('所选部门不存在或不在您的管辖范围内');
    const higher = await t.send(districtAdmin, userCalls.create, {
      body: await newUserBody('cy_high', '朝阳区人社局', '市人社局'),
    });
    expect(higher.status).toBe(400);
    expect(higher.body.message).toBe('不能分配级别高于自己的角色');
    const ok = await t.send(districtAdmin, userCalls.create, {
      body: await newUserBody('cy_new', '朝阳区人社局', '区人社局'),
    });
    expect(ok.status).toBe(200);
    expect(
      rowsOf(await list(districtAdmin, { size: '100' }))
        .map((r) => r.username)
        .sort(),
    ).toEqual(['chaoyang', 'cy_new']);
  });

  it('when the district role loses user:list then the next request is refused (roles apply per request)', async () => {
    const roleId = await roleIdOf('区用户管理员');
    const res = await t.send(admin, roleCalls.update, {
      params: { id: roleId },
      body: { name: '区用户管理员', level: 3, permissions: ['user:add'], menuIds: [] },
    });
    expect(res.status).toBe(200);
    expect((await list(districtAdmin)).status).toBe(403);
  });
});

describe('no way up', () => {
  it('when a city-level user manager resets admin or an operations user then 400; a district user is fine', async () => {
    const created = await t.send(admin, roleCalls.create, {
      body: {
        name: '市用户管理员',
        level: 2,
        permissions: ['user:list', 'user:resetPwd', 'user:edit'],
        menuIds: [],
      },
    });
    await t.send(admin, userCalls.update, {
      params: { id: await idOf('city') },
      body: {
        username: 'city',
        nickName: '市人社局业务员',
        gender: '男',
        deptId: await deptIdOf('市人社局'),
        roleIds: [await roleIdOf('市人社局'), created.body.content.id],
        enabled: true,
      },
    });
    const manager = await t.login('city');
    const before = await tableDigest(t.db, 'sys_user');
    for (const target of ['admin', 'ops']) {
      const res = await t.send(manager, userCalls.resetPassword, {
        params: { id: await idOf(target) },
        body: { password: t.encrypt(NEW_PASSWORD) },
      });
      expect(res.status, target).toBe(400);
      expect(res.body.message).toBe('不能操作 admin 或级别高于自己的用户');
    }
    expect(await tableDigest(t.db, 'sys_user')).toBe(before);
    const res = await t.send(manager, userCalls.resetPassword, {
      params: { id: await idOf('kaifaqu') },
      body: { password: t.encrypt(NEW_PASSWORD) },
    });
    expect(res.status).toBe(200);
  });
});
