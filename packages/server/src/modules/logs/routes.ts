import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginLogQuery, operationLogQuery } from '@risk/shared/schemas/system';
import type { AppContext } from '../../context.ts';
import { listLoginLogs, listOperationLogs } from './queries.ts';
import { fileAnswer, MAX_PAGE_SIZE, pageEnvelope } from '@risk/shared/wire';
import { buildWorkbook, sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/excel/workbook.ts';
import { LOGIN_LOGS_PATH, OPERATION_LOGS_PATH, operationLogRow, loginLogRow } from '@risk/shared/api/system';

const tags = ['日志'];

/** yyyy-MM-dd HH:mm:ss in Beijing time, as the screens show it. */
const beijingTime = (t: Date) => new Date(t.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const LOG_EXPORT_COLUMNS = [
  { key: 'createTime', header: '操作时间', width: 22 },
  { key: 'username', header: '操作人' },
  { key: 'module', header: '模块' },
  { key: 'action', header: '操作', width: 20 },
  { key: 'target', header: '对象', width: 30 },
  { key: 'success', header: '结果' },
  { key: 'message', header: '说明', width: 30 },
  { key: 'ip', header: 'IP 地址', width: 16 },
] as const;

/** Logs are read-only: written by the platform, never edited or deleted through the API. */
export async function logsModule(scope: FastifyInstance, { db }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    OPERATION_LOGS_PATH,
    {
      config: { access: 'log:list' },
      schema: {
        response: { 200: pageEnvelope(operationLogRow) },
        tags,
        summary: '操作日志',
        querystring: operationLogQuery,
      },
    },
    async (req) => listOperationLogs(db, req.query),
  );
  app.get(
    `${OPERATION_LOGS_PATH}/download`,
    {
      config: { access: 'log:downLoad' },
      schema: {
        response: { 200: fileAnswer },
        produces: [XLSX_CONTENT_TYPE],
        tags,
        summary: '导出操作日志（当前筛选条件，最多 9999 条）',
        querystring: operationLogQuery,
      },
    },
    async (req, reply) => {
      const found = await listOperationLogs(db, { ...req.query, page: 0, size: MAX_PAGE_SIZE });
      const rows = found.content.content.map(({ content: r }) => ({
        createTime: beijingTime(r.createTime),
        username: r.username,
        module: r.module,
        action: r.action,
        target: r.target,
        success: r.success ? '成功' : '失败',
        message: r.message,
        ip: r.ip,
      }));
      return sendXlsx(reply, '操作日志.xlsx', buildWorkbook(LOG_EXPORT_COLUMNS, rows, '操作日志'));
    },
  );
  app.get(
    LOGIN_LOGS_PATH,
    {
      config: { access: 'log:loginList' },
      schema: { response: { 200: pageEnvelope(loginLogRow) }, tags, summary: '登录日志', querystring: loginLogQuery },
    },
    async (req) => listLoginLogs(db, req.query),
  );
}
