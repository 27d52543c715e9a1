import type { FastifyInstance } from 'fastify';
import { POOL_MSG } from '@risk/shared/schemas/pool';
import { socialSecurityCalls as calls } from '@risk/shared/api/socialSecurity';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf, recordOperation } from '../../platform/audit/operation-log.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { sendXlsx } from '../../platform/excel/workbook.ts';
import { page } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { spreadsheetImport } from '../../platform/jobs/imports.ts';
import { allSocial, listSocial, MAX_SOCIAL_EXPORT, SOCIAL_MODULE } from './service.ts';
import { importSocial, socialTemplate, socialWorkbook } from './spreadsheet.ts';

const tags = [SOCIAL_MODULE];

/**
 * 社保数据: the social-insurance agency's monthly figures per company, imported
 * from Excel. The list holds companies' personal data, so it is read with the import code only.
 */
export async function socialSecurityModule(app: FastifyInstance, { db, jobs }: AppContext) {
  route(app, calls.list, { tags, summary: '社保数据列表（按统一社会信用代码查询；电话脱敏）' }, async (req) => {
    const { rows, total } = await listSocial(db, currentUser(req), req.query);
    return page(rows, total, req.query);
  });
  route(
    app,
    calls.download,
    { tags, summary: '导出社保数据（与列表相同的筛选、排序与区县范围；电话脱敏）' },
    async (req, reply) => {
      const rows = await allSocial(db, currentUser(req), req.query, MAX_SOCIAL_EXPORT);
      if (rows.length > MAX_SOCIAL_EXPORT) throw badRequest(POOL_MSG.exportTooLarge(MAX_SOCIAL_EXPORT));
      const { page: _p, size: _s, ...filters } = req.query;
      await recordOperation(db, actorOf(req), {
        module: SOCIAL_MODULE,
        action: '导出社保数据',
        newValue: { filters, rows: rows.length },
      });
      return sendXlsx(reply, '社保数据.xlsx', socialWorkbook(rows));
    },
  );
  route(app, calls.template, { tags, summary: '社保数据导入模板' }, async (_req, reply) =>
    sendXlsx(reply, '社保数据导入模板.xlsx', socialTemplate()),
  );
  spreadsheetImport(app, jobs, calls.importExcel, {
    kind: 'import:socialSecurity',
    subject: '社保数据',
    note: '同一企业同一月份覆盖',
    tags,
    link: '/config/socialSecurity',
    operation: { module: SOCIAL_MODULE, action: '导入社保数据' },
    importFile: (buffer, actor, work) => importSocial(db, actor, buffer, work),
  });
}
