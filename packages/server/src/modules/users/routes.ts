import type { FastifyInstance } from 'fastify';
import { MSG } from '@risk/shared/messages';
import { userCalls as calls } from '@risk/shared/api/system';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { sendXlsx } from '../../platform/excel/workbook.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { spreadsheetImport } from '../../platform/jobs/imports.ts';
import { allUsers, listUsers, toUserRow } from './queries.ts';
import { createUser, deleteUsers, getUser, resetUserPassword, setUserEnabled, updateUser } from './service.ts';
import { importUsers, userDownload, userTemplate } from './spreadsheet.ts';

const op = (action: string) => ({ module: '用户管理', action });

export async function usersModule(app: FastifyInstance, ctx: AppContext) {
  const tags = ['用户管理'];

  route(app, calls.list, { tags, summary: '用户列表（区县用户只见本区）' }, async (req) => {
    const { rows, total } = await listUsers(ctx.db, currentUser(req), req.query);
    return page(
      rows.map((u) => toUserRow(u, { maskPhone: true })),
      total,
      req.query,
    );
  });

  route(app, calls.template, { tags, summary: '用户导入模板' }, async (_req, reply) =>
    sendXlsx(reply, '用户导入模板.xlsx', userTemplate()),
  );

  route(app, calls.download, { tags, summary: '导出用户（与列表相同的筛选，手机号脱敏）' }, async (req, reply) =>
    sendXlsx(reply, '用户列表.xlsx', userDownload(await allUsers(ctx.db, currentUser(req), req.query))),
  );

  spreadsheetImport(app, ctx.jobs, calls.importExcel, {
    kind: 'import:users',
    subject: '用户',
    tags,
    link: '/system/user',
    operation: op('导入用户'),
    importFile: (buffer, actor, work) => importUsers(ctx, actor, buffer, work),
  });

  route(app, calls.detail, { tags, summary: '用户详情' }, async (req) =>
    ok(toUserRow(await getUser(ctx.db, currentUser(req), req.params.id), { maskPhone: false })),
  );

  route(
    app,
    calls.create,
    { tags, summary: '新增用户（password 为 RSA 加密的初始密码）', operation: op('新增用户') },
    async (req) => ok(toUserRow(await createUser(ctx, actorOf(req), req.body), { maskPhone: true }), MSG.added),
  );

  route(app, calls.update, { tags, summary: '编辑用户', operation: op('编辑用户') }, async (req) =>
    ok(toUserRow(await updateUser(ctx, actorOf(req), req.params.id, req.body), { maskPhone: true }), MSG.updated),
  );

  route(app, calls.remove, { tags, summary: '删除用户（ID 数组）', operation: op('删除用户') }, async (req) => {
    await deleteUsers(ctx, actorOf(req), req.body);
    return ok(null, MSG.deleted);
  });

  route(
    app,
    calls.setEnabled,
    { tags, summary: '启用或停用（停用即结束其所有会话）', operation: op('启用/停用用户') },
    async (req) => {
      await setUserEnabled(ctx, actorOf(req), req.params.id, req.body.enabled);
      return ok(null, req.body.enabled ? '已启用' : '已停用');
    },
  );

  route(
    app,
    calls.resetPassword,
    { tags, summary: '重置密码（RSA 加密；结束其会话并解除锁定）', operation: op('重置密码') },
    async (req) => {
      await resetUserPassword(ctx, actorOf(req), req.params.id, req.body.password);
      return ok(null, '密码已重置');
    },
  );
}
