import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@risk/shared/admin-rules';
import { MSG } from '@risk/shared/messages';
import { menu, operationLog, role, roleMenu } from '../../../src/db/schema/system.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { menuCalls } from '@risk/shared/api/system';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

interface Node {
  id: number;
  pid: number | null;
  type: number;
  title: string;
  sort: number;
  permission: string | null;
  children?: Node[];
}

const byTitle = async (title: string, type?: number) => {
  const [row] = await t.db
    .select()
    .from(menu)
    .where(and(eq(menu.title, title), type === undefined ? undefined : eq(menu.type, type)));
  return row;
};
const lastLog = async () => (await t.db.select().from(operationLog).orderBy(desc(operationLog.id)).limit(1))[0];
const directory = { type: 0, title: '测试目录', path: 'testDir', sort: 50 };
const page = (pid: number) => ({
  pid,
  type: 1,
  title: '测试页面',
  path: 'testPage',
  component: 'system/user/index',
  sort: 1,
});

describe('menu tree', () => {
  it('when admin reads the tree then every row is there, nested and ordered by sort', async () => {
    const res = await t.send(admin, menuCalls.tree);
    expect(res.status).toBe(200);
    const flat: Node[] = [];
    const walk = (nodes: Node[]) => {
      const sorts = nodes.map((n) => n.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      for (const n of nodes) {
        flat.push(n);
        for (const c of n.children ?? []) expect(c.pid).toBe(n.id);
        walk(n.children ?? []);
      }
    };
    walk(res.body.content);
    expect(flat).toHaveLength((await t.db.select().from(menu)).length);
    expect(res.body.content.every((n) => n.pid === null)).toBe(true);
    const userPage = flat.find((n) => n.title === '用户管理')!;
    expect(userPage.children!.every((b) => b.type === 2 && b.permission!.startsWith('user:'))).toBe(true);
  });

  it('when a city or district user reads it then 403', async () => {
    expect((await t.send(await t.login('city'), menuCalls.tree)).status).toBe(403);
    expect((await t.send(await t.login('haidian'), menuCalls.tree)).status).toBe(403);
  });

  it('when a role may list roles then it may read the tree (to assign menus) but not change menus', async () => {
    await t.db
      .update(role)
      .set({ permissions: ['roles:list'] })
      .where(eq(role.name, '运维人员'));
    const ops = await t.login('ops');
    expect((await t.send(ops, menuCalls.tree)).status).toBe(200);
    expect((await t.send(ops, menuCalls.create, { body: directory })).status).toBe(403);
  });
});

describe('menu writes', () => {
  it('when admin adds a directory, a page and a button then they are stored and each write is logged with its new value', async () => {
    const dir = await t.send(admin, menuCalls.create, { body: directory });
    expect(dir.status).toBe(200);
    expect(await lastLog()).toMatchObject({
      username: 'admin',
      module: '菜单管理',
      action: '新增菜单',
      success: true,
      newValue: { id: dir.body.content.id, title: '测试目录' },
    });
    const pg = await t.send(admin, menuCalls.create, { body: page(dir.body.content.id) });
    expect(pg.status).toBe(200);
    const button = await t.send(admin, menuCalls.create, {
      body: { pid: pg.body.content.id, type: 2, title: '导出', permission: 'user:downLoad' },
    });
    expect(button.status).toBe(200);
    expect(button.body.content).toMatchObject({ pid: pg.body.content.id, permission: 'user:downLoad', path: null });
  });

  it.each([
    [
      'a page with an unknown component',
      { type: 1, title: '坏页面', path: 'bad', component: 'no/such/page' },
      '请选择页面组件',
    ],
    [
      'a page with the Layout component',
      { type: 1, title: '坏页面', path: 'bad', component: 'Layout' },
      '请选择页面组件',
    ],
    [
      'a button with an unregistered code',
      { type: 2, title: '坏按钮', permission: 'nope:nope' },
      '按钮必须填写已登记的权限标识',
    ],
    ['a directory without a path', { type: 0, title: '无地址' }, `路由地址${MSG.required}`],
    ['a menu without a title', { type: 0, title: ' ', path: 'x' }, `菜单标题${MSG.required}`],
  ])('when admin adds %s then 400 with a Chinese message and nothing changes', async (_name, payload, message) => {
    const before = await tableDigest(t.db, 'sys_menu');
    const res = await t.send(admin, menuCalls.create, { body: payload });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await tableDigest(t.db, 'sys_menu')).toBe(before);
    // A schema refusal is logged with the same reason the clerk reads.
    expect(await lastLog()).toMatchObject({ action: '新增菜单', success: false, message });
  });

  it('when a button is put under a directory or a page at the top holds a directory then the nesting is refused', async () => {
    const dir = await byTitle('系统管理', 0);
    const before = await tableDigest(t.db, 'sys_menu');
    const res = await t.send(admin, menuCalls.create, {
      body: { pid: dir.id, type: 2, title: '按钮', permission: 'user:add' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ADMIN_MSG.menuNesting);
    expect(await lastLog()).toMatchObject({ action: '新增菜单', success: false, message: ADMIN_MSG.menuNesting });
    const userPage = await byTitle('用户管理', 1);
    const under = await t.send(admin, menuCalls.create, {
      body: { pid: userPage.id, type: 0, title: '目录', path: 'x' },
    });
    expect(under.body.message).toBe(ADMIN_MSG.menuNesting);
    expect(await tableDigest(t.db, 'sys_menu')).toBe(before);
  });

  it('when the parent does not exist then 400', async () => {
    const res = await t.send(admin, menuCalls.create, { body: { ...directory, pid: 999999 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ADMIN_MSG.parentMissing);
  });

  it('when a directory is moved under itself or its own descendant then 400 and nothing changes', async () => {
    const outer = (await t.send(admin, menuCalls.create, { body: { ...directory, title: '外层' } })).body.content;
    const inner = (await t.send(admin, menuCalls.create, { body: { ...directory, title: '内层', pid: outer.id } })).body
      .content;
    const before = await tableDigest(t.db, 'sys_menu');
    for (const pid of [outer.id, inner.id]) {
      const res = await t.send(admin, menuCalls.update, {
        params: { id: outer.id },
        body: { ...directory, title: '外层', pid },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ADMIN_MSG.parentCycle);
    }
    expect(await tableDigest(t.db, 'sys_menu')).toBe(before);
  });

  it('when two directories are moved under each other at once then one move is refused and no cycle is stored', async () => {
    const a = (await t.send(admin, menuCalls.create, { body: { ...directory, title: '甲目录' } })).body.content;
    const b = (await t.send(admin, menuCalls.create, { body: { ...directory, title: '乙目录' } })).body.content;
    const [ra, rb] = await Promise.all([
      t.send(admin, menuCalls.update, { params: { id: a.id }, body: { ...directory, title: '甲目录', pid: b.id } }),
      t.send(admin, menuCalls.update, { params: { id: b.id }, body: { ...directory, title: '乙目录', pid: a.id } }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 400]);
    const [rowA, rowB] = [await byTitle('甲目录'), await byTitle('乙目录')];
    expect(rowA.pid === rowB.id && rowB.pid === rowA.id).toBe(false);
  });

  it('when a page with buttons is turned into a directory then its buttons would not fit and it is refused', async () => {
    const rolePage = await byTitle('角色管理', 1);
    const res = await t.send(admin, menuCalls.update, {
      params: { id: rolePage.id },
      body: { pid: rolePage.pid, type: 0, title: '角色管理', path: 'role' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ADMIN_MSG.menuNesting);
  });

  it('when admin edits a menu then the change is stored and logged with old and new values', async () => {
    const rolePage = await byTitle('角色管理', 1);
    const payload = {
      pid: rolePage.pid,
      type: 1,
      title: '角色权限',
      path: rolePage.path,
      component: rolePage.component,
      icon: rolePage.icon,
      sort: 7,
    };
    const res = await t.send(admin, menuCalls.update, { params: { id: rolePage.id }, body: payload });
    expect(res.status).toBe(200);
    expect((await t.db.select().from(menu).where(eq(menu.id, rolePage.id)))[0]).toMatchObject({
      title: '角色权限',
      sort: 7,
    });
    expect(await lastLog()).toMatchObject({
      action: '修改菜单',
      success: true,
      target: '角色权限',
      oldValue: { title: '角色管理' },
      newValue: { title: '角色权限', sort: 7 },
    });
  });

  it('when an unknown menu is edited then 404', async () => {
    expect((await t.send(admin, menuCalls.update, { params: { id: 999999 }, body: directory })).status).toBe(404);
  });

  it('when a district user writes then 403 and the refusal is logged', async () => {
    const before = await tableDigest(t.db, 'sys_menu');
    const res = await t.send(await t.login('haidian'), menuCalls.create, { body: directory });
    expect(res.status).toBe(403);
    expect(await tableDigest(t.db, 'sys_menu')).toBe(before);
    expect(await lastLog()).toMatchObject({
      username: 'haidian',
      action: '新增菜单',
      success: false,
      message: MSG.forbidden,
    });
  });
});

describe('menu delete', () => {
  it('when a page is deleted without its buttons then 400 menuHasChildren and nothing changes', async () => {
    const dictPage = await byTitle('字典管理', 1);
    const before = await tableDigest(t.db, 'sys_menu');
    const res = await t.send(admin, menuCalls.remove, { body: [dictPage.id] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.menuHasChildren);
    expect(await tableDigest(t.db, 'sys_menu')).toBe(before);
    expect(await lastLog()).toMatchObject({ action: '删除菜单', success: false, message: MSG.menuHasChildren });
  });

  it('when a page is deleted with its buttons then they go, with their role grants, and the old rows are logged', async () => {
    const dictPage = await byTitle('字典管理', 1);
    const buttons = await t.db.select().from(menu).where(eq(menu.pid, dictPage.id));
    const ids = [dictPage.id, ...buttons.map((b) => b.id)];
    expect(buttons.length).toBeGreaterThan(0);
    const res = await t.send(admin, menuCalls.remove, { body: ids });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(menu).where(eq(menu.id, dictPage.id))).toHaveLength(0);
    expect(await t.db.select().from(roleMenu).where(eq(roleMenu.menuId, dictPage.id))).toHaveLength(0);
    const log = await lastLog();
    expect(log).toMatchObject({ action: '删除菜单', success: true });
    expect((log.oldValue as { id: number }[]).map((r) => r.id).sort()).toEqual([...ids].sort());
  });

  it('when the ids are empty or unknown then 400 / 404', async () => {
    expect((await t.send(admin, menuCalls.remove, { body: [] })).status).toBe(400);
    expect((await t.send(admin, menuCalls.remove, { body: [999999] })).status).toBe(404);
  });

  it('when build is asked after the edits then it still answers the route tree', async () => {
    const res = await t.send(admin, menuCalls.build);
    expect(res.status).toBe(200);
    expect(res.body.content.length).toBeGreaterThan(0);
    expect(await t.db.select().from(menu).where(isNull(menu.pid))).not.toHaveLength(0);
  });
});
