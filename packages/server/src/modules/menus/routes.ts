import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@risk/shared/messages';
import { menuBody } from '@risk/shared/schemas/system';
import { idParam, idsBody, envelope, emptyEnvelope } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { allPagePaths, buildMenuRoutes } from './build.ts';
import { MENU_OPERATIONS as OP } from './operations.ts';
import { createMenu, deleteMenus, updateMenu } from './service.ts';
import { menuTree } from './tree.ts';
import { MENUS_PATH, menuRoute, menuNode, menuRow } from '@risk/shared/api/system';
import { z } from 'zod';

const tags = ['菜单'];

export async function menusModule(scope: FastifyInstance, { db }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${MENUS_PATH}/build`,
    {
      config: { access: 'authenticated' },
      schema: { response: { 200: envelope(z.array(menuRoute)) }, tags, summary: '当前用户的菜单路由树' },
    },
    async (req) => ok(await buildMenuRoutes(db, currentUser(req))),
  );
  app.get(
    `${MENUS_PATH}/paths`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(z.array(z.string())) },
        tags,
        summary: '全部菜单页面的路径（区分无权限页面与不存在的地址）',
      },
    },
    async () => ok(await allPagePaths(db)),
  );
  // The role screen assigns menus from this tree, so role viewers may read it too.
  app.get(
    `${MENUS_PATH}/tree`,
    {
      config: { access: ['menu:list', 'roles:list'] },
      schema: { response: { 200: envelope(z.array(menuNode)) }, tags, summary: '全部菜单（树）' },
    },
    async () => ok(await menuTree(db)),
  );
  app.post(
    MENUS_PATH,
    {
      config: { access: 'menu:add', operation: OP.add },
      schema: { response: { 200: envelope(menuRow) }, tags, summary: '新增菜单', body: menuBody },
    },
    async (req) => ok(await createMenu(db, actorOf(req), req.body), MSG.added),
  );
  app.put(
    `${MENUS_PATH}/:id`,
    {
      config: { access: 'menu:edit', operation: OP.edit },
      schema: { response: { 200: envelope(menuRow) }, tags, summary: '修改菜单', params: idParam, body: menuBody },
    },
    async (req) => ok(await updateMenu(db, actorOf(req), req.params.id, req.body), MSG.updated),
  );
  app.delete(
    MENUS_PATH,
    {
      config: { access: 'menu:del', operation: OP.del },
      schema: { response: { 200: emptyEnvelope }, tags, summary: '删除菜单', body: idsBody },
    },
    async (req) => {
      await deleteMenus(db, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );
}
