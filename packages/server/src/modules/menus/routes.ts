import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { ok } from '../../platform/http/envelope.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { buildMenuRoutes } from './build.ts';

export async function menusModule(app: FastifyInstance, ctx: AppContext) {
  app.get('/iams/v1/menus/build', { config: { access: 'authenticated' }, schema: { tags: ['菜单'], summary: '当前用户的菜单路由树' } }, async (req) =>
    ok(await buildMenuRoutes(ctx.db, currentUser(req))),
  );
}
