import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@risk/shared/messages';
import { roleBody, roleQuery } from '@risk/shared/schemas/system';
import { idParam, idsBody, envelope, pageEnvelope, emptyEnvelope } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { allRoles, createRole, deleteRoles, getRole, listRoles, updateRole } from './service.ts';
import { ROLES_PATH, roleRow, roleOption, roleDetail } from '@risk/shared/api/system';
import { z } from 'zod';

const op = (action: string) => ({ module: '角色管理', action });

export async function rolesModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['角色管理'];

  r.get(
    ROLES_PATH,
    {
      config: { access: 'roles:list' },
      schema: { response: { 200: pageEnvelope(roleRow) }, tags, summary: '角色列表', querystring: roleQuery },
    },
    async (req) => {
      const { rows, total } = await listRoles(ctx, req.query);
      return page(rows, total, req.query);
    },
  );

  // The user form picks roles from here, so whoever manages users may read it too.
  r.get(
    `${ROLES_PATH}/all`,
    {
      config: { access: ['roles:list', 'user:list'] },
      schema: { response: { 200: envelope(z.array(roleOption)) }, tags, summary: '全部角色（下拉选择用）' },
    },
    async () => ok(await allRoles(ctx)),
  );

  r.get(
    `${ROLES_PATH}/:id`,
    {
      config: { access: 'roles:list' },
      schema: { response: { 200: envelope(roleDetail) }, tags, summary: '角色详情（含权限与菜单）', params: idParam },
    },
    async (req) => ok(await getRole(ctx, req.params.id)),
  );

  r.post(
    ROLES_PATH,
    {
      config: { access: 'roles:add', operation: op('新增角色') },
      schema: { response: { 200: envelope(roleDetail) }, tags, summary: '新增角色', body: roleBody },
    },
    async (req) => ok(await createRole(ctx, actorOf(req), req.body), MSG.added),
  );

  r.put(
    `${ROLES_PATH}/:id`,
    {
      config: { access: 'roles:edit', operation: op('编辑角色') },
      schema: {
        response: { 200: envelope(roleDetail) },
        tags,
        summary: '编辑角色（下次请求即生效）',
        params: idParam,
        body: roleBody,
      },
    },
    async (req) => ok(await updateRole(ctx, actorOf(req), req.params.id, req.body), MSG.updated),
  );

  r.delete(
    ROLES_PATH,
    {
      config: { access: 'roles:del', operation: op('删除角色') },
      schema: {
        response: { 200: emptyEnvelope },
        tags,
        summary: '删除角色（ID 数组；已分配的角色不能删除）',
        body: idsBody,
      },
    },
    async (req) => {
      await deleteRoles(ctx, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );
}
