import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@risk/shared/messages';
import { resetPasswordBody, userBody, userCreateBody, userEnableBody, userQuery } from '@risk/shared/schemas/system';
import { idParam, idsBody, envelope, pageEnvelope, emptyEnvelope, fileAnswer } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { readUpload } from '../../platform/excel/upload.ts';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/excel/workbook.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { allUsers, listUsers, toUserRow } from './queries.ts';
import { createUser, deleteUsers, getUser, resetUserPassword, setUserEnabled, updateUser } from './service.ts';
import { importUsers, userDownload, userTemplate } from './spreadsheet.ts';
import { USERS_PATH, userRow } from '@risk/shared/api/system';
import { importReport } from '@risk/shared/api/import';

const op = (action: string) => ({ module: '用户管理', action });

export async function usersModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['用户管理'];

  r.get(
    USERS_PATH,
    {
      config: { access: 'user:list' },
      schema: {
        response: { 200: pageEnvelope(userRow) },
        tags,
        summary: '用户列表（区县用户只见本区）',
        querystring: userQuery,
      },
    },
    async (req) => {
      const { rows, total } = await listUsers(ctx.db, currentUser(req), req.query);
      return page(
        rows.map((u) => toUserRow(u, { maskPhone: true })),
        total,
        req.query,
      );
    },
  );

  r.get(
    `${USERS_PATH}/template`,
    {
      config: { access: 'user:upload' },
      schema: { response: { 200: fileAnswer }, produces: [XLSX_CONTENT_TYPE], tags, summary: '用户导入模板' },
    },
    async (_req, reply) => sendXlsx(reply, '用户导入模板.xlsx', userTemplate()),
  );

  r.get(
    `${USERS_PATH}/download`,
    {
      config: { access: 'user:downLoad' },
      schema: {
        response: { 200: fileAnswer },
        produces: [XLSX_CONTENT_TYPE],
        tags,
        summary: '导出用户（与列表相同的筛选，手机号脱敏）',
        querystring: userQuery,
      },
    },
    async (req, reply) =>
      sendXlsx(reply, '用户列表.xlsx', userDownload(await allUsers(ctx.db, currentUser(req), req.query))),
  );

  r.post(
    `${USERS_PATH}/importExcel`,
    {
      config: { access: 'user:upload', operation: op('导入用户') },
      schema: {
        response: { 200: envelope(importReport) },
        tags,
        summary: '导入用户（multipart 字段 file；全部成功或全部不写入）',
      },
    },
    async (req) => {
      const report = await importUsers(ctx, actorOf(req), await readUpload(req));
      return ok(report, MSG.imported(report.created));
    },
  );

  r.get(
    `${USERS_PATH}/:id`,
    {
      config: { access: 'user:list' },
      schema: { response: { 200: envelope(userRow) }, tags, summary: '用户详情', params: idParam },
    },
    async (req) => ok(toUserRow(await getUser(ctx.db, currentUser(req), req.params.id), { maskPhone: false })),
  );

  r.post(
    USERS_PATH,
    {
      config: { access: 'user:add', operation: op('新增用户') },
      schema: {
        response: { 200: envelope(userRow) },
        tags,
        summary: '新增用户（password 为 RSA 加密的初始密码）',
        body: userCreateBody,
      },
    },
    async (req) => ok(toUserRow(await createUser(ctx, actorOf(req), req.body), { maskPhone: true }), MSG.added),
  );

  r.put(
    `${USERS_PATH}/:id`,
    {
      config: { access: 'user:edit', operation: op('编辑用户') },
      schema: { response: { 200: envelope(userRow) }, tags, summary: '编辑用户', params: idParam, body: userBody },
    },
    async (req) =>
      ok(toUserRow(await updateUser(ctx, actorOf(req), req.params.id, req.body), { maskPhone: true }), MSG.updated),
  );

  r.delete(
    USERS_PATH,
    {
      config: { access: 'user:del', operation: op('删除用户') },
      schema: { response: { 200: emptyEnvelope }, tags, summary: '删除用户（ID 数组）', body: idsBody },
    },
    async (req) => {
      await deleteUsers(ctx, actorOf(req), req.body);
      return ok(null, MSG.deleted);
    },
  );

  r.put(
    `${USERS_PATH}/:id/enabled`,
    {
      config: { access: 'user:edit', operation: op('启用/停用用户') },
      schema: {
        response: { 200: emptyEnvelope },
        tags,
        summary: '启用或停用（停用即结束其所有会话）',
        params: idParam,
        body: userEnableBody,
      },
    },
    async (req) => {
      await setUserEnabled(ctx, actorOf(req), req.params.id, req.body.enabled);
      return ok(null, req.body.enabled ? '已启用' : '已停用');
    },
  );

  r.put(
    `${USERS_PATH}/:id/resetPwd`,
    {
      config: { access: 'user:resetPwd', operation: op('重置密码') },
      schema: {
        response: { 200: emptyEnvelope },
        tags,
        summary: '重置密码（RSA 加密；结束其会话并解除锁定）',
        params: idParam,
        body: resetPasswordBody,
      },
    },
    async (req) => {
      await resetUserPassword(ctx, actorOf(req), req.params.id, req.body.password);
      return ok(null, '密码已重置');
    },
  );
}
