import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONCERN_BI_TYPE, DATASET_MSG, DATASETS, dataset, type DatasetDef } from '@risk/shared/datasets';
import { MSG } from '@risk/shared/messages';
import {
  biTypeQuery,
  biTypeSchema,
  bubblesSchema,
  businessSurveySchema,
  concernListQuery,
  datasetImportResultSchema,
  datasetRowSchema,
  datasetRowsQuery,
  earmarkListQuery,
  importBatchSchema,
  importHistoryQuery,
  labourMarketSchema,
  macroDataSchema,
  periodQuery,
  riskIndexWeekSchema,
  socialSchema,
  topQuery,
  topSchema,
  warnWeekSchema,
  weekFiguresSchema,
  weekQuery,
  weeksQuery,
} from '@risk/shared/schemas/datasets';
import { envelope, pageEnvelope, fileAnswer } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { readXlsxUpload } from '../../platform/excel/upload.ts';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/excel/workbook.ts';
import { readSample, sampleFileName } from './sample-files.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { memoised } from '../../platform/read-model/memo.ts';
import { defOf, earmarkPage, importHistory, pageRows } from './queries.ts';
import {
  bubbles,
  businessSurvey,
  labourMarket,
  macroData,
  riskIndexWeek,
  social,
  topCompanies,
  warnWeek,
  weekSeries,
} from './screens.ts';
import { importDataset, MODULE, periodsOf } from './service.ts';
import { datasetWorkbook } from './spreadsheet.ts';

const BI_DATA = '/business/v1/risk/biData';
const ONE_BI = '/business/v1/oneBi';
const TWO_BI = '/business/v1/twoBi';
const EARMARK = '/business/v1/risk/earmarkController';

/** The import calls' query: the spec's `biType` (checked against the call when given) and the focus lists' `type`. */
const importQuery = z.object({
  biType: biTypeSchema.optional(),
  type: z.string().trim().optional(),
});

/** The data sets behind one import call (three for importExcelConcernCompany, one per `type`). */
function importCalls(): Map<string, DatasetDef[]> {
  const calls = new Map<string, DatasetDef[]>();
  for (const def of DATASETS as readonly DatasetDef[])
    calls.set(def.importPath, [...(calls.get(def.importPath) ?? []), def]);
  return calls;
}

function pickDef(defs: DatasetDef[], q: z.infer<typeof importQuery>): DatasetDef {
  if (defs.length > 1) {
    const def = defs.find((d) => d.importQuery?.type === q.type);
    if (!def) throw badRequest(DATASET_MSG.unknownConcernType);
    return def;
  }
  if (q.biType !== undefined && q.biType !== defs[0].biType) throw badRequest(DATASET_MSG.unknownBiType);
  return defs[0];
}

export async function datasetsModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const tags = ['数据导入'];
  const reads = { access: 'authenticated' } as const;
  /** The screens' reads (oneBi, twoBi), memoised per state of the data-set tables, district and day (platform/read-model/memo.ts). */
  const screenMemo = <T>(user: AuthUser, call: string, params: unknown, read: () => Promise<T>) =>
    memoised(db, user, ['datasets', call, params ?? null], read);

  for (const [path, defs] of importCalls()) {
    r.post(
      path,
      {
        config: { access: 'biData:upload', operation: { module: MODULE, action: '导入数据' } },
        schema: {
          tags,
          summary: `导入${defs.map((d) => d.name).join('、')}（multipart 字段 file；全部成功或全部不写入；重新导入某期即替换该期）`,
          querystring: importQuery,
          response: { 200: envelope(datasetImportResultSchema) },
        },
      },
      async (req) => {
        const def = pickDef(defs, req.query);
        const file = await readXlsxUpload(req);
        const result = await importDataset(db, actorOf(req), def, file);
        const replaced = result.replaced ? `，替换原有 ${result.replaced} 条` : '';
        return ok(result, `${MSG.imported(result.created)}${replaced}`);
      },
    );
  }

  r.get(
    `${BI_DATA}/template`,
    {
      config: { access: ['biData:upload', 'biData:query'] },
      schema: {
        tags,
        response: { 200: fileAnswer },
        produces: [XLSX_CONTENT_TYPE],
        summary: '数据集导入模板（第二张工作表为填写说明）',
        querystring: biTypeQuery,
      },
    },
    async (req, reply) => {
      const def = defOf(req.query.biType);
      return sendXlsx(reply, `${def.name}导入模板.xlsx`, datasetWorkbook(def));
    },
  );

  r.get(
    `${BI_DATA}/sample`,
    {
      config: { access: ['biData:upload', 'biData:query'] },
      schema: {
        tags,
        response: { 200: fileAnswer },
        produces: [XLSX_CONTENT_TYPE],
        summary: '数据集样例文件（按模板填写的示例数据）',
        querystring: biTypeQuery,
      },
    },
    async (req, reply) => {
      const def = defOf(req.query.biType);
      const buffer = await readSample(def);
      if (!buffer) throw notFound(MSG.notFound);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(sampleFileName(def))}`)
        .send(buffer);
    },
  );

  r.post(
    `${BI_DATA}/queryImportData`,
    {
      config: { access: ['biData:query', 'biData:upload'], operation: false },
      schema: {
        tags,
        summary: '某数据集的导入记录（谁、何时、文件、行数、统计期），最新在前',
        querystring: importHistoryQuery,
        response: { 200: pageEnvelope(importBatchSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await importHistory(db, req.query.biType, req.query);
      return page(rows, total, req.query);
    },
  );

  r.get(
    `${BI_DATA}/periods`,
    {
      config: reads,
      schema: {
        tags,
        summary: '某数据集已导入的统计期（本人可见范围），最新在前',
        querystring: biTypeQuery,
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (req) => ok(await periodsOf(db, currentUser(req), defOf(req.query.biType))),
  );

  r.get(
    `${BI_DATA}/rows`,
    {
      config: reads,
      schema: {
        tags,
        summary: '某数据集的数据行（区县用户只见本区），可按统计期、区县、关键字筛选',
        querystring: datasetRowsQuery,
        response: { 200: pageEnvelope(datasetRowSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await pageRows(
        db,
        currentUser(req),
        defOf(q.biType),
        { periods: q.period ? [q.period] : undefined, region: q.region, keyword: q.keyword },
        q,
      );
      return page(rows, total, q);
    },
  );

  // oneBi (biType 0): the monitor wall
  r.get(
    `${ONE_BI}/week`,
    {
      config: reads,
      schema: {
        tags,
        summary: '每周监测数据：最近若干周的合计（旧到新）',
        querystring: weeksQuery,
        response: { 200: envelope(z.array(weekFiguresSchema)) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      return ok(await screenMemo(user, 'oneBi/week', req.query.weeks, () => weekSeries(db, user, req.query.weeks)));
    },
  );
  r.get(
    `${ONE_BI}/riskIndex`,
    {
      config: reads,
      schema: {
        tags,
        summary: '每周监测数据：某周（默认最新）各区风险指数及环比变化',
        querystring: weekQuery,
        response: { 200: envelope(riskIndexWeekSchema) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      return ok(
        await screenMemo(user, 'oneBi/riskIndex', req.query.week, () => riskIndexWeek(db, user, req.query.week)),
      );
    },
  );
  r.get(
    `${ONE_BI}/warn`,
    {
      config: reads,
      schema: {
        tags,
        summary: '每周监测数据：某周（默认最新）各区预警企业数（一级、二级、三级）',
        querystring: weekQuery,
        response: { 200: envelope(warnWeekSchema) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      return ok(await screenMemo(user, 'oneBi/warn', req.query.week, () => warnWeek(db, user, req.query.week)));
    },
  );

  // twoBi (biTypes 1, 2, 3, 5): the data-set big screens
  const twoBiReads = [
    ['macroData', '宏观经济指标：某月（默认最新）指标与近12个月走势', macroDataSchema, macroData],
    [
      'businessSurvey',
      '企业经营调查：某季度（默认最新）分行业数据、加权合计与走势',
      businessSurveySchema,
      businessSurvey,
    ],
    ['labourMarket', '人力资源市场供求：某月（默认最新）分职业供求、求人倍率与走势', labourMarketSchema, labourMarket],
    ['social', '社会保险参保情况：某月（默认最新）分区数据、合计与走势（区县用户只见本区）', socialSchema, social],
  ] as const;
  for (const [name, summary, schema, read] of twoBiReads)
    r.get(
      `${TWO_BI}/${name}`,
      { config: reads, schema: { tags, summary, querystring: periodQuery, response: { 200: envelope(schema) } } },
      async (req) => {
        const user = currentUser(req);
        return ok(
          await screenMemo(user, name, req.query.period, () => read(db, user, req.query.period) as Promise<never>),
        );
      },
    );

  // earmark (biTypes 13–18): dashboards' tabs and the full screen
  r.get(
    `${EARMARK}/companys`,
    {
      config: reads,
      schema: {
        tags,
        summary: '重点企业列表：某月（默认最新）',
        querystring: earmarkListQuery,
        response: { 200: pageEnvelope(datasetRowSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await earmarkPage(db, currentUser(req), dataset(13), req.query);
      return page(rows, total, req.query);
    },
  );
  r.get(
    `${EARMARK}/top`,
    {
      config: reads,
      schema: {
        tags,
        summary: '重点企业排行：某月（默认最新）按裁员人数等排序的前若干家',
        querystring: topQuery,
        response: { 200: envelope(topSchema) },
      },
    },
    async (req) => ok(await topCompanies(db, currentUser(req), req.query)),
  );
  r.get(
    `${EARMARK}/getConcernCompanys`,
    {
      config: reads,
      schema: {
        tags,
        summary: '关注企业（type 1 市级关注、2 区级关注、3 其他关注）：某月（默认最新）',
        querystring: concernListQuery,
        response: { 200: pageEnvelope(datasetRowSchema) },
      },
    },
    async (req) => {
      const def = defOf(CONCERN_BI_TYPE[req.query.type]);
      const { rows, total } = await earmarkPage(db, currentUser(req), def, req.query);
      return page(rows, total, req.query);
    },
  );
  r.get(
    `${EARMARK}/bubbles`,
    {
      config: reads,
      schema: {
        tags,
        summary: '风险气泡图：某月（默认最新），气泡等级按一级→3、二级→2、三级→1',
        querystring: periodQuery,
        response: { 200: envelope(bubblesSchema) },
      },
    },
    async (req) => ok(await bubbles(db, currentUser(req), req.query)),
  );
  r.post(
    `${EARMARK}/getExcelWriteOff`,
    {
      config: { ...reads, operation: false },
      schema: {
        tags,
        summary: '企业注销情况：某月（默认最新），JSON 体传筛选与分页',
        body: z.preprocess((v) => v ?? {}, earmarkListQuery),
        response: { 200: pageEnvelope(datasetRowSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await earmarkPage(db, currentUser(req), dataset(15), req.body);
      return page(rows, total, req.body);
    },
  );
}
