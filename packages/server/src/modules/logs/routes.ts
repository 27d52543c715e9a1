import type { FastifyInstance } from 'fastify';
import { MAX_PAGE_SIZE } from '@risk/shared/wire';
import { logCalls as calls } from '@risk/shared/api/system';
import type { AppContext } from '../../context.ts';
import { buildWorkbook, sendXlsx } from '../../platform/excel/workbook.ts';
import { route } from '../../platform/http/route.ts';
import { listLoginLogs, listOperationLogs } from './queries.ts';

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
export async function logsModule(app: FastifyInstance, { db }: AppContext) {
  route(app, calls.operations, { tags, summary: '操作日志' }, async (req) => listOperationLogs(db, req.query));
  route(
    app,
    calls.downloadOperations,
    { tags, summary: '导出操作日志（当前筛选条件，最多 9999 条）' },
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
  route(app, calls.logins, { tags, summary: '登录日志' }, async (req) => listLoginLogs(db, req.query));
}
