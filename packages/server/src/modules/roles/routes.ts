import type { FastifyInstance } from 'fastify';
import { MSG } from '@risk/shared/messages';
import { roleCalls as calls } from '@risk/shared/api/system';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { allRoles, createRole, deleteRoles, getRole, listRoles, updateRole } from './service.ts';

const op = (action: string) => ({ module: '角色管理', action });

export async function rolesModule(app: FastifyInstance, ctx: AppContext) {
  const tags = ['角色管理'];

  route(app, calls.list, { tags, summary: '角色列表' }, async (req) => {
    const { rows, total } = await listRoles(ctx, req.query);
    return page(rows, total, req.query);
  });

  route(app, calls.all, { tags, summary: '全部角色（下拉选择用）' }, async () => ok(await allRoles(ctx)));

  route(app, calls.detail, { tags, summary: '角色详情（含权限与菜单）' }, async (req) =>
    ok(await getRole(ctx, req.params.id)),
  );

  route(app, calls.create, { tags, summary: '新增角色', operation: op('新增角色') }, async (req) =>
    ok(await createRole(ctx, actorOf(req), req.body), MSG.added),
  );

  route(app, calls.update, { tags, summary: '编辑角色（下次请求即生效）', operation: op('编辑角色') }, async (req) =>
    ok(await updateRole(ctx, actorOf(req), req.params.id, req.body), MSG.updated),
  );

  route(
    app,
    calls.remove,
    { tags, summary: '删除角色（ID 数组；已分配的角色不能删除）', operation: op('删除角色') },
    async (req) => {
      await deleteRoles(ctx, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );
}
