import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPANY_SEARCH_LIMIT } from '@risk/shared/schemas/registry';
import { registryCalls as calls, registryRecordCalls } from '@risk/shared/api/registry';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { sendXlsx } from '../../platform/excel/workbook.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { spreadsheetImport } from '../../platform/jobs/imports.ts';
import { socialMonthsByCreditCode } from '../socialSecurity/service.ts';
import { registryProvider } from './provider.ts';
import { RECORD_CALLS } from './record-calls.ts';
import { assertCreditCodeInDistrict, searchCompanies, withMaskedPhone } from './service.ts';
import { socialSecurityOf } from './social.ts';
import { importRegistry, registryTemplate } from './spreadsheet.ts';

const tags = ['企业数据服务'];

export async function registryModule(app: FastifyInstance, { db, jobs }: AppContext) {
  route(
    app,
    calls.search,
    { tags, summary: '企业搜索（名称或统一社会信用代码，名称归一化匹配，最多20条）' },
    async (req) => ok(await searchCompanies(db, currentUser(req), req.query.keyword, COMPANY_SEARCH_LIMIT)),
  );

  /** A district user reads registry data of pool companies in their district only; other credit codes answer as before. */
  const visibleCode = async (req: FastifyRequest, creditCode: string) => {
    const code = creditCode.toUpperCase();
    await assertCreditCodeInDistrict(db, currentUser(req), code);
    return code;
  };

  route(app, calls.basic, { tags, summary: '工商登记基本信息（法人电话脱敏）' }, async (req) => {
    const basic = await registryProvider(db).basic(await visibleCode(req, req.params.creditCode));
    return ok(basic ? withMaskedPhone(basic) : {});
  });

  route(
    app,
    calls.social,
    { tags, summary: '社保参保与减员情况（导入的社保数据，无则工商年度参保人数）' },
    async (req) => {
      const provider = registryProvider(db);
      const code = await visibleCode(req, req.params.creditCode);
      const [basic, months] = await Promise.all([provider.basic(code), socialMonthsByCreditCode(db, [code])]);
      if (!basic && !months.get(code)) return ok({});
      return ok(socialSecurityOf(basic, months.get(code)));
    },
  );

  for (const [name, call] of Object.entries(registryRecordCalls)) {
    const { kind, summary } = RECORD_CALLS[name as keyof typeof registryRecordCalls];
    route(app, call, { tags, summary }, async (req) =>
      ok(await registryProvider(db).records(await visibleCode(req, req.query.creditCode), kind)),
    );
  }

  route(app, calls.template, { tags, summary: '工商数据导入模板' }, async (_req, reply) =>
    sendXlsx(reply, '工商数据导入模板.xlsx', registryTemplate()),
  );

  spreadsheetImport(app, jobs, calls.importExcel, {
    kind: 'import:registry',
    subject: '工商数据',
    tags,
    operation: { module: '工商数据', action: '导入工商数据' },
    importFile: (buffer, actor, work) => importRegistry(db, actor, buffer, work),
  });
}
