import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@risk/shared/messages';
import {
  COMPANY_SEARCH_LIMIT,
  compBasicQuery,
  registryCodeParam,
  registryCodeQuery,
} from '@risk/shared/schemas/registry';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { readUpload } from '../../platform/excel/upload.ts';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/excel/workbook.ts';
import { ok } from '../../platform/http/envelope.ts';
import { assertCreditCodeInDistrict, findPoolCompany } from '../pool/service.ts';
import { companyDetail, withMaskedPhone } from './detail.ts';
import { registryProvider } from './provider.ts';
import { RECORD_CALLS } from './record-calls.ts';
import { searchCompanies } from './service.ts';
import { socialMonthsByCreditCode } from '../socialSecurity/service.ts';
import { socialSecurityOf } from './social.ts';
import { importRegistry, registryTemplate } from './spreadsheet.ts';
import { envelope, fileAnswer, idParam } from '@risk/shared/wire';
import {
  REGISTRY_PATH,
  companySuggestion,
  registryBasic,
  socialSecurity,
  registryRecordRow,
  companyDetail as companyDetailSchema,
  registryMatchAnswer,
} from '@risk/shared/api/registry';
import { z } from 'zod';
import { importReport } from '@risk/shared/api/import';

const BASE = REGISTRY_PATH;

export async function registryModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['企业数据服务'];
  const { db } = ctx;

  r.get(
    `${BASE}/compBasic`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(z.array(companySuggestion)) },
        tags,
        summary: '企业搜索（名称或统一社会信用代码，名称归一化匹配，最多20条）',
        querystring: compBasicQuery,
      },
    },
    async (req) => ok(await searchCompanies(db, currentUser(req), req.query.keyword, COMPANY_SEARCH_LIMIT)),
  );

  /** A district user reads registry data of pool companies in their district only; other credit codes answer as before. */
  const visibleCode = async (req: FastifyRequest, creditCode: string) => {
    const code = creditCode.toUpperCase();
    await assertCreditCodeInDistrict(db, currentUser(req), code);
    return code;
  };

  r.get(
    `${BASE}/compDetails/:creditCode`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(z.union([registryBasic, z.object({})])) },
        tags,
        summary: '工商登记基本信息（法人电话脱敏）',
        params: registryCodeParam,
      },
    },
    async (req) => {
      const basic = await registryProvider(db).basic(await visibleCode(req, req.params.creditCode));
      return ok(basic ? withMaskedPhone(basic) : {});
    },
  );

  r.get(
    `${BASE}/compDetails/match/:id`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(registryMatchAnswer) },
        tags,
        summary: '风险企业的工商匹配结果（按信用代码、再按归一化名称；只读，同步用 PATCH matchingData）',
        params: idParam,
      },
    },
    async (req) => {
      const company = await findPoolCompany(db, req.params.id, currentUser(req));
      const match = await registryProvider(db).match(company.creditCode, company.companyName);
      return ok({
        riskCompanyId: company.id,
        companyName: company.companyName,
        creditCode: company.creditCode,
        isMatch: company.isMatch,
        match: match ? withMaskedPhone(match) : null,
      });
    },
  );

  r.get(
    `${BASE}/compDetails/matchArry/:id`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(z.array(companySuggestion)) },
        tags,
        summary: '风险企业可能对应的工商登记企业（按信用代码与名称，最多20条）',
        params: idParam,
      },
    },
    async (req) => {
      const company = await findPoolCompany(db, req.params.id, currentUser(req));
      const provider = registryProvider(db);
      const [byCode, byName] = await Promise.all([
        provider.search(company.creditCode, COMPANY_SEARCH_LIMIT),
        provider.search(company.companyName, COMPANY_SEARCH_LIMIT),
      ]);
      const seen = new Set<string>();
      const candidates = [...byCode, ...byName].filter((c) => !seen.has(c.creditCode) && seen.add(c.creditCode));
      return ok(
        candidates.slice(0, COMPANY_SEARCH_LIMIT).map((c) => ({
          ...c,
          riskCompanyId: c.creditCode === company.creditCode ? company.id : null,
          isMatch: true,
        })),
      );
    },
  );

  r.get(
    `${BASE}/compDetails/jobInfo/:creditCode`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(z.union([socialSecurity, z.object({})])) },
        tags,
        summary: '社保参保与减员情况（导入的社保数据，无则工商年度参保人数）',
        params: registryCodeParam,
      },
    },
    async (req) => {
      const provider = registryProvider(db);
      const code = await visibleCode(req, req.params.creditCode);
      const [basic, months] = await Promise.all([provider.basic(code), socialMonthsByCreditCode(db, [code])]);
      if (!basic && !months.get(code)) return ok({});
      return ok(socialSecurityOf(basic, months.get(code)));
    },
  );

  for (const [call, { kind, summary }] of Object.entries(RECORD_CALLS)) {
    r.get(
      `${BASE}/${call}`,
      {
        config: { access: 'authenticated' },
        schema: {
          response: { 200: envelope(z.array(registryRecordRow)) },
          tags,
          summary,
          querystring: registryCodeQuery,
        },
      },
      async (req) => ok(await registryProvider(db).records(await visibleCode(req, req.query.creditCode), kind)),
    );
  }

  r.get(
    `${BASE}/companyDetail/:creditCode`,
    {
      config: { access: 'authenticated' },
      schema: {
        response: { 200: envelope(companyDetailSchema) },
        tags,
        summary: '企业详情（全部版块；工商数据未匹配时拒绝）',
        params: registryCodeParam,
      },
    },
    async (req) => ok(await companyDetail(db, currentUser(req), req.params.creditCode)),
  );

  r.get(
    `${BASE}/template`,
    {
      config: { access: 'riskCompany:upload' },
      schema: { response: { 200: fileAnswer }, produces: [XLSX_CONTENT_TYPE], tags, summary: '工商数据导入模板' },
    },
    async (_req, reply) => sendXlsx(reply, '工商数据导入模板.xlsx', registryTemplate()),
  );

  r.post(
    `${BASE}/importExcel`,
    {
      config: { access: 'riskCompany:upload', operation: { module: '工商数据', action: '导入工商数据' } },
      schema: {
        response: { 200: envelope(importReport) },
        tags,
        summary: '导入工商数据（multipart 字段 file；全部成功或全部不写入）',
      },
    },
    async (req) => {
      const report = await importRegistry(db, actorOf(req), await readUpload(req));
      return ok(report, MSG.imported(report.created));
    },
  );
}
