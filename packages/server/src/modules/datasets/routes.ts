import type { FastifyInstance } from 'fastify';
import { datasetCalls, type DatasetImportCall, type datasetImportQuery } from '@risk/shared/api/datasets';
import { CONCERN_BI_TYPE, DATASET_MSG, DATASETS, dataset, type DatasetDef } from '@risk/shared/datasets';
import { MSG } from '@risk/shared/messages';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/excel/workbook.ts';
import { contentDisposition } from '../../platform/http/download-name.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { defineImportJob, IMPORT_CALL_NOTE, importedMessage, importRoute } from '../../platform/jobs/imports.ts';
import { memoised } from '../../platform/read-model/memo.ts';
import { defOf, earmarkPage, importHistory, pageRows } from './queries.ts';
import { readSample, sampleFileName } from './sample-files.ts';
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

/** The data sets behind one import call (three for importExcelConcernCompany, one per `type`). */
function importCalls(): Map<DatasetImportCall, DatasetDef[]> {
  const calls = new Map<DatasetImportCall, DatasetDef[]>();
  for (const def of DATASETS as readonly DatasetDef[])
    calls.set(def.importCall, [...(calls.get(def.importCall) ?? []), def]);
  return calls;
}

function pickDef(defs: DatasetDef[], q: z.infer<typeof datasetImportQuery>): DatasetDef {
  if (defs.length > 1) {
    const def = defs.find((d) => d.importQuery?.type === q.type);
    if (!def) throw badRequest(DATASET_MSG.unknownConcernType);
    return def;
  }
  if (q.biType !== undefined && q.biType !== defs[0].biType) throw badRequest(DATASET_MSG.unknownBiType);
  return defs[0];
}

const IMPORT_KIND = 'import:dataset';
/** every data set's import call asks the same grant */
const IMPORT_ACCESS = datasetCalls.importWeekly.shape.access;

export async function datasetsModule(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const tags = ['数据导入'];
  /** The screens' reads (oneBi, twoBi), memoised per state of the data-set tables, district and day (platform/read-model/memo.ts). */
  const screenMemo = <T>(user: AuthUser, call: string, params: unknown, read: () => Promise<T>) =>
    memoised(db, user, ['datasets', call, params ?? null], read);

  defineImportJob<{ biType: number }>(ctx.jobs, IMPORT_KIND, {
    access: IMPORT_ACCESS,
    title: (p) => `导入${defOf(p.biType).name}（${p.fileName}）`,
    link: '/config/monitorManage',
    run: async (file, actor, p, work) => {
      const { importId: _id, biType: _b, ...report } = await importDataset(db, actor, defOf(p.biType), file, work);
      return { report, message: importedMessage(report) };
    },
  });
  for (const [call, defs] of importCalls())
    importRoute(app, ctx.jobs, datasetCalls[call], {
      kind: IMPORT_KIND,
      tags,
      summary: `导入${defs.map((d) => d.name).join('、')}（${IMPORT_CALL_NOTE}；重新导入某期即替换该期）`,
      operation: { module: MODULE, action: '导入数据' },
      params: (req) => ({ biType: pickDef(defs, req.query).biType }),
    });

  route(
    app,
    datasetCalls.template,
    { tags, summary: '数据集导入模板（第二张工作表为填写说明）' },
    async (req, reply) => {
      const def = defOf(req.query.biType);
      return sendXlsx(reply, `${def.name}导入模板.xlsx`, datasetWorkbook(def));
    },
  );

  route(app, datasetCalls.sample, { tags, summary: '数据集样例文件（按模板填写的示例数据）' }, async (req, reply) => {
    const def = defOf(req.query.biType);
    const buffer = await readSample(def);
    if (!buffer) throw notFound(MSG.notFound);
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', contentDisposition(sampleFileName(def)))
      .send(buffer);
  });

  route(
    app,
    datasetCalls.history,
    { tags, summary: '某数据集的导入记录（谁、何时、文件、行数、统计期），最新在前', operation: false },
    async (req) => {
      const { rows, total } = await importHistory(db, req.query.biType, req.query);
      return page(rows, total, req.query);
    },
  );

  route(app, datasetCalls.periods, { tags, summary: '某数据集已导入的统计期（本人可见范围），最新在前' }, async (req) =>
    ok(await periodsOf(db, currentUser(req), defOf(req.query.biType))),
  );

  route(
    app,
    datasetCalls.rows,
    { tags, summary: '某数据集的数据行（区县用户只见本区），可按统计期、区县、关键字筛选' },
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
  route(app, datasetCalls.week, { tags, summary: '每周监测数据：最近若干周的合计（旧到新）' }, async (req) => {
    const user = currentUser(req);
    return ok(await screenMemo(user, 'oneBi/week', req.query.weeks, () => weekSeries(db, user, req.query.weeks)));
  });
  route(
    app,
    datasetCalls.riskIndex,
    { tags, summary: '每周监测数据：某周（默认最新）各区风险指数及环比变化' },
    async (req) => {
      const user = currentUser(req);
      return ok(
        await screenMemo(user, 'oneBi/riskIndex', req.query.week, () => riskIndexWeek(db, user, req.query.week)),
      );
    },
  );
  route(
    app,
    datasetCalls.warn,
    { tags, summary: '每周监测数据：某周（默认最新）各区预警企业数（一级、二级、三级）' },
    async (req) => {
      const user = currentUser(req);
      return ok(await screenMemo(user, 'oneBi/warn', req.query.week, () => warnWeek(db, user, req.query.week)));
    },
  );

  // twoBi (biTypes 1, 2, 3, 5): the data-set big screens
  route(
    app,
    datasetCalls.macroData,
    { tags, summary: '宏观经济指标：某月（默认最新）指标与近12个月走势' },
    async (req) => {
      const user = currentUser(req);
      return ok(await screenMemo(user, 'macroData', req.query.period, () => macroData(db, user, req.query.period)));
    },
  );
  route(
    app,
    datasetCalls.businessSurvey,
    { tags, summary: '企业经营调查：某季度（默认最新）分行业数据、加权合计与走势' },
    async (req) => {
      const user = currentUser(req);
      return ok(
        await screenMemo(user, 'businessSurvey', req.query.period, () => businessSurvey(db, user, req.query.period)),
      );
    },
  );
  route(
    app,
    datasetCalls.labourMarket,
    { tags, summary: '人力资源市场供求：某月（默认最新）分职业供求、求人倍率与走势' },
    async (req) => {
      const user = currentUser(req);
      return ok(
        await screenMemo(user, 'labourMarket', req.query.period, () => labourMarket(db, user, req.query.period)),
      );
    },
  );
  route(
    app,
    datasetCalls.social,
    { tags, summary: '社会保险参保情况：某月（默认最新）分区数据、合计与走势（区县用户只见本区）' },
    async (req) => {
      const user = currentUser(req);
      return ok(await screenMemo(user, 'social', req.query.period, () => social(db, user, req.query.period)));
    },
  );

  // earmark (biTypes 13–18): dashboards' tabs and the full screen
  route(app, datasetCalls.companys, { tags, summary: '重点企业列表：某月（默认最新）' }, async (req) => {
    const { rows, total } = await earmarkPage(db, currentUser(req), dataset(13), req.query);
    return page(rows, total, req.query);
  });
  route(
    app,
    datasetCalls.top,
    { tags, summary: '重点企业排行：某月（默认最新）按裁员人数等排序的前若干家' },
    async (req) => ok(await topCompanies(db, currentUser(req), req.query)),
  );
  route(
    app,
    datasetCalls.concernCompanys,
    { tags, summary: '关注企业（type 1 市级关注、2 区级关注、3 其他关注）：某月（默认最新）' },
    async (req) => {
      const def = defOf(CONCERN_BI_TYPE[req.query.type]);
      const { rows, total } = await earmarkPage(db, currentUser(req), def, req.query);
      return page(rows, total, req.query);
    },
  );
  route(
    app,
    datasetCalls.bubbles,
    { tags, summary: '风险气泡图：某月（默认最新），气泡等级按一级→3、二级→2、三级→1' },
    async (req) => ok(await bubbles(db, currentUser(req), req.query)),
  );
  route(
    app,
    datasetCalls.writeOff,
    { tags, summary: '企业注销情况：某月（默认最新），JSON 体传筛选与分页', operation: false },
    async (req) => {
      const { rows, total } = await earmarkPage(db, currentUser(req), dataset(15), req.body);
      return page(rows, total, req.body);
    },
  );
}
