import type { FastifyInstance } from 'fastify';
import { MSG } from '@risk/shared/messages';
import { menuCalls as calls } from '@risk/shared/api/system';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { allPagePaths, buildMenuRoutes } from './build.ts';
import { MENU_OPERATIONS as OP } from './operations.ts';
import { createMenu, deleteMenus, updateMenu } from './service.ts';
import { menuTree } from './tree.ts';

const tags = ['菜单'];

export async function menusModule(app: FastifyInstance, { db }: AppContext) {
  route(app, calls.build, { tags, summary: '当前用户的菜单路由树' }, async (req) =>
    ok(await buildMenuRoutes(db, currentUser(req))),
  );
  route(app, calls.paths, { tags, summary: '全部菜单页面的路径（区分无权限页面与不存在的地址）' }, async () =>
    ok(await allPagePaths(db)),
  );
  route(app, calls.tree, { tags, summary: '全部菜单（树）' }, async () => ok(await menuTree(db)));
  route(app, calls.create, { tags, summary: '新增菜单', operation: OP.add }, async (req) =>
    ok(await createMenu(db, actorOf(req), req.body), MSG.added),
  );
  route(app, calls.update, { tags, summary: '修改菜单', operation: OP.edit }, async (req) =>
    ok(await updateMenu(db, actorOf(req), req.params.id, req.body), MSG.updated),
  );
  route(app, calls.remove, { tags, summary: '删除菜单', operation: OP.del }, async (req) => {
    await deleteMenus(db, actorOf(req), req.body);
    return ok(null, MSG.deleted);
  });
}
