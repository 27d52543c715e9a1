import type { FastifyInstance } from 'fastify';
import { envelope, wireTime, pageEnvelope, fileAnswer } from '@risk/shared/wire';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@risk/shared/messages';
import { socialQuery } from '@risk/shared/schemas/monitor-config';
import { POOL_MSG } from '@risk/shared/schemas/pool';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf, recordOperation } from '../../platform/audit/operation-log.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { readUpload } from '../../platform/excel/upload.ts';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/excel/workbook.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { allSocial, listSocial, MAX_SOCIAL_EXPORT, SOCIAL_MODULE } from './service.ts';
import { importSocial, socialTemplate, socialWorkbook } from './spreadsheet.ts';

const BASE = '/business/v1/importSocial';
const tags = [SOCIAL_MODULE];

const text = z.string().nullable();
const rowSchema = z.object({
  id: z.number(),
  creditCode: z.string(),
  companyName: z.string(),
  region: z.string(),
  legalPerson: text,
  legalPersonPhone: text,
  relationPerson: text,
  relationManner: text,
  payPerson: text,
  payPersonPhone: text,
  month: z.string(),
  currentMonth: z.number(),
  january: z.number(),
  march: z.number(),
  createTime: wireTime,
});

/**
 * 社保数据: the social-insurance agency's monthly figures per company, imported
 * from Excel. The list holds companies' personal data, so it is read with the import code only.
 */
export async function socialSecurityModule(scope: FastifyInstance, { db }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    BASE,
    {
      config: { access: 'socialSecurity:upload' },
      schema: {
        tags,
        summary: '社保数据列表（按统一社会信用代码查询；电话脱敏）',
        querystring: socialQuery,
        response: { 200: pageEnvelope(rowSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await listSocial(db, currentUser(req), req.query);
      return page(rows, total, req.query);
    },
  );
  app.get(
    `${BASE}/download`,
    {
      config: { access: 'socialSecurity:upload' },
      schema: {
        tags,
        response: { 200: fileAnswer },
        produces: [XLSX_CONTENT_TYPE],
        summary: '导出社保数据（与列表相同的筛选、排序与区县范围；电话脱敏）',
        querystring: socialQuery,
      },
    },
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
  app.get(
    `${BASE}/template`,
    {
      config: { access: 'socialSecurity:upload' },
      schema: { tags, response: { 200: fileAnswer }, produces: [XLSX_CONTENT_TYPE], summary: '社保数据导入模板' },
    },
    async (_req, reply) => sendXlsx(reply, '社保数据导入模板.xlsx', socialTemplate()),
  );
  app.post(
    `${BASE}/importExcel`,
    {
      config: { access: 'socialSecurity:upload', operation: { module: SOCIAL_MODULE, action: '导入社保数据' } },
      schema: {
        tags,
        summary: '导入社保数据（multipart 字段 file；全部成功或全部不写入；同一企业同一月份覆盖）',
        response: {
          200: envelope(
            z.object({
              created: z.number(),
              refused: z.array(z.object({ row: z.number(), column: z.string(), reason: z.string() })),
            }),
          ),
        },
      },
    },
    async (req) => {
      const report = await importSocial(db, actorOf(req), await readUpload(req));
      return ok(report, MSG.imported(report.created));
    },
  );
}
