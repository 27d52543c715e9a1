import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dashboardPageParam,
  detailQuery,
  focusListQuery,
  focusQuery,
  levelListQuery,
  monthQuery,
  monthSnapshotBody,
  monthSnapshotQuery,
  regionLevelParam,
  regionParam,
  regionStatementQuery,
  yearQuery,
} from '@risk/shared/schemas/dashboard';
import { idParam, envelope, pageOf, fileAnswer } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../platform/excel/workbook.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { dashboardAnswer } from './cache.ts';
import { pageAnswers } from './page.ts';
import { disposalRateDetails, downsizingDetails, earlyWarningDetails, verifyRateDetails } from './details.ts';
import {
  areaRiskNumber,
  categoryNumber,
  cityNumber,
  companyRadar,
  dashboardTotal,
  dayAddRiskNumber,
  disposalSpeed,
  disposalSpeedTotal,
  disposalTotals,
  districtTotal,
  fieldDistribution,
  focusArea,
  focusCategory,
  focusDegree,
  focusIndustry,
  focusList,
  focusStatus,
  followCompany,
  levelList,
  verifySpeedTotal,
  verifyTotals,
  workIndex,
  workPlan,
} from './service.ts';
import {
  listSnapshots,
  monthlyTable,
  MONTHLY_MODULE,
  publishMonth,
  regionStatement,
  regionStatementWorkbook,
} from './statement.ts';

/** Dashboards; the paths the spec leaves open are listed in docs/dashboards.md. */
const DASH = '/business/v1/dashBoard';
const RISK = '/business/v1/risk';
const tags = ['看板与报表'];

const counts = z.record(z.string(), z.number());
const looseRows = z.array(z.looseObject({}));
const named = z.array(z.object({ name: z.string(), value: z.number() }));
const paged = pageOf(z.looseObject({}));
const periodCounts = z.object({ yearNum: z.number(), monthNum: z.number(), weekNum: z.number() });

export async function dashboardModule(scope: FastifyInstance, { db }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const read = { access: 'authenticated' } as const;
  /** The call's answer for the caller, kept per call and validated parameters at the sources' state (cache.ts). */
  const answered = <T>(req: FastifyRequest, compute: (user: AuthUser) => Promise<T>): Promise<T> => {
    const user = currentUser(req);
    return dashboardAnswer(db, user, [req.routeOptions.url, req.params, req.query], () => compute(user));
  };

  // ---- city and operations dashboards (tab 市级预警 and the tiles) ----
  const cityCalls = [
    ['total', '六个指标卡', counts, dashboardTotal],
    ['verify', '核实情况', counts, verifyTotals],
    ['disposal', '联动处置情况', counts, (d, u, y) => disposalTotals(d, u, y)],
    ['verifySpeedTotal', '平均核实反馈（工作日）', counts, verifySpeedTotal],
    ['disposalSpeedTotal', '平均处置用时（工作日）', counts, disposalSpeedTotal],
    ['areaRiskNumber', '各区风险与预警企业数（地图）', looseRows, areaRiskNumber],
    ['categoryNumber', '风险类别数量', named, categoryNumber],
    ['fieldDistribution', '领域（行业）分布', named, fieldDistribution],
    ['disposalSpeed', '各区核实与处置用时', looseRows, disposalSpeed],
  ] as const satisfies readonly (readonly [
    string,
    string,
    z.ZodType,
    (d: typeof db, u: ReturnType<typeof currentUser>, y: number | undefined) => Promise<unknown>,
  ])[];
  for (const [call, summary, shape, fn] of cityCalls)
    app.get(
      `${DASH}/city/${call}`,
      { config: read, schema: { tags, summary, querystring: yearQuery, response: { 200: envelope(shape) } } },
      async (req) => ok(await answered<Awaited<ReturnType<typeof fn>>>(req, (u) => fn(db, u, req.query.year))),
    );
  app.get(
    `${DASH}/city/cityNumber`,
    {
      config: read,
      schema: {
        tags,
        summary: '本年、本月、本周：风险信息（条）、预警企业（家）、裁员（人）',
        response: { 200: envelope(z.object({ risk: periodCounts, warning: periodCounts, layoff: periodCounts })) },
      },
    },
    async (req) => ok(await answered(req, (u) => cityNumber(db, u))),
  );
  app.get(
    `${DASH}/city/levelList`,
    {
      config: read,
      schema: {
        tags,
        summary: '预警企业名单（红黄蓝灰绿）',
        querystring: levelListQuery,
        response: { 200: envelope(paged) },
      },
    },
    async (req) => {
      const { rows, total } = await answered(req, (u) => levelList(db, u, req.query));
      return page(rows, total, req.query);
    },
  );
  app.get(
    `${DASH}/city/radar/:id`,
    {
      config: read,
      schema: {
        tags,
        summary: '企业雷达图（与本区平均）',
        params: idParam,
        response: { 200: envelope(z.looseObject({})) },
      },
    },
    async (req) => ok(await answered(req, (u) => companyRadar(db, u, req.params.id))),
  );
  app.patch(
    `${DASH}/follow/:id`,
    {
      config: {
        access: ['devOpsDashboard:follow', 'cityDashboard:follow'],
        operation: { module: '看板', action: '关注' },
      },
      schema: {
        tags,
        summary: '看板名单中关注/取消关注企业',
        params: idParam,
        response: { 200: envelope(z.object({ value: z.boolean() })) },
      },
    },
    async (req) => {
      const value = await followCompany(db, actorOf(req), req.params.id);
      return ok({ value }, value ? '已关注' : '已取消关注');
    },
  );

  app.get(
    `${DASH}/page/:kind`,
    {
      config: read,
      schema: {
        tags,
        summary: '看板页面首屏：页面打开时各调用的答案（键为调用路径与查询串），一次往返',
        params: dashboardPageParam,
        querystring: yearQuery,
        response: { 200: envelope(z.record(z.string(), z.unknown())) },
      },
    },
    async (req) => ok(await answered(req, (u) => pageAnswers(db, u, req.params.kind, req.query.year))),
  );

  // ---- focus tabs (市级关注, 区级关注, 其他关注) ----
  const contentCalls = [
    ['areaRiskNumber', '关注企业各区数量', looseRows, focusArea],
    ['categoryNumber', '关注企业风险类别', named, focusCategory],
    ['enterpriseNumber', '关注企业状态分布', named, focusStatus],
    ['enterpriseRiskNumber', '关注企业风险程度', named, focusDegree],
    ['fieldDistribution', '关注企业领域分布', named, focusIndustry],
  ] as const;
  for (const [call, summary, shape, fn] of contentCalls)
    app.get(
      `${DASH}/content/${call}`,
      { config: read, schema: { tags, summary, querystring: focusQuery, response: { 200: envelope(shape) } } },
      async (req) =>
        ok(await answered<Awaited<ReturnType<typeof fn>>>(req, (u) => fn(db, u, req.query.type, req.query.year))),
    );
  app.get(
    `${DASH}/content/keepTrack`,
    {
      config: read,
      schema: { tags, summary: '关注企业跟踪名单', querystring: focusListQuery, response: { 200: envelope(paged) } },
    },
    async (req) => {
      const { rows, total } = await answered(req, (u) =>
        focusList(db, u, req.query.type, req.query.page, req.query.size),
      );
      return page(rows, total, req.query);
    },
  );

  // ---- district dashboard ----
  app.get(
    `${DASH}/district/total`,
    {
      config: read,
      schema: { tags, summary: '区县看板八项合计', querystring: yearQuery, response: { 200: envelope(counts) } },
    },
    async (req) => ok(await answered(req, (u) => districtTotal(db, u, req.query.year))),
  );
  app.get(
    `${DASH}/district/dayAddRiskNumber`,
    {
      config: read,
      schema: {
        tags,
        summary: '近30天每日新增风险信息',
        querystring: yearQuery,
        response: { 200: envelope(z.array(z.object({ day: z.string(), num: z.number() }))) },
      },
    },
    async (req) => ok(await answered(req, (u) => dayAddRiskNumber(db, u, req.query.year))),
  );
  app.get(
    `${DASH}/district/workIndex`,
    {
      config: read,
      schema: {
        tags,
        summary: '本区工作指标（按年）',
        querystring: yearQuery,
        response: { 200: envelope(z.looseObject({})) },
      },
    },
    async (req) => ok(await answered(req, (u) => workIndex(db, u, req.query.year))),
  );
  app.get(
    `${DASH}/district/workIndexAll`,
    {
      config: read,
      schema: { tags, summary: '本区工作指标（全部年份）', response: { 200: envelope(z.looseObject({})) } },
    },
    async (req) => ok(await answered(req, (u) => workIndex(db, u, undefined))),
  );

  // ---- work plan and its details ----
  app.get(
    `${DASH}/workPlan`,
    {
      config: read,
      schema: {
        tags,
        summary: '工作计划表：各区与全市',
        querystring: yearQuery,
        response: { 200: envelope(looseRows) },
      },
    },
    async (req) => ok(await answered(req, (u) => workPlan(db, u, req.query.year))),
  );
  app.get(
    `${DASH}/workPlan/earlyWarningList/:region`,
    {
      config: read,
      schema: {
        tags,
        summary: '预警名单详情',
        params: regionParam,
        querystring: detailQuery,
        response: { 200: envelope(paged) },
      },
    },
    async (req) => {
      const { rows, total } = await answered(req, (u) => earlyWarningDetails(db, u, req.params.region, req.query));
      return page(rows, total, req.query);
    },
  );
  app.get(
    `${DASH}/workPlan/verifyRate/:region`,
    {
      config: read,
      schema: {
        tags,
        summary: '核实率详情',
        params: regionParam,
        querystring: detailQuery,
        response: { 200: envelope(paged) },
      },
    },
    async (req) => {
      const { rows, total } = await answered(req, (u) => verifyRateDetails(db, u, req.params.region, req.query));
      return page(rows, total, req.query);
    },
  );
  app.get(
    `${DASH}/workPlan/downsizingList/:region/:level`,
    {
      config: read,
      schema: {
        tags,
        summary: '裁员名单详情',
        params: regionLevelParam,
        querystring: detailQuery,
        response: { 200: envelope(paged) },
      },
    },
    async (req) => {
      const { rows, total } = await answered(req, (u) =>
        downsizingDetails(db, u, req.params.region, req.params.level, req.query),
      );
      return page(rows, total, req.query);
    },
  );
  app.get(
    `${DASH}/workPlan/disposalRate/:region`,
    {
      config: read,
      schema: {
        tags,
        summary: '联动处置率详情：五张统计卡片与处置名单',
        params: regionParam,
        querystring: detailQuery,
        response: { 200: envelope(z.object({ cards: counts, list: paged })) },
      },
    },
    async (req) => {
      const { rows, total, cards } = await answered(req, (u) =>
        disposalRateDetails(db, u, req.params.region, req.query),
      );
      return ok({ cards: cards as unknown as Record<string, number>, list: page(rows, total, req.query).content });
    },
  );

  // ---- risk statement ----
  app.get(
    `${RISK}/regionStatement`,
    {
      config: read,
      schema: {
        tags,
        summary: '风险报表（全市—各区树）',
        querystring: regionStatementQuery,
        response: { 200: envelope(looseRows) },
      },
    },
    async (req) => ok(await answered(req, (u) => regionStatement(db, u, req.query))),
  );
  app.get(
    `${RISK}/regionStatement/download`,
    {
      config: read,
      schema: {
        tags,
        response: { 200: fileAnswer },
        produces: [XLSX_CONTENT_TYPE],
        summary: '导出风险报表',
        querystring: regionStatementQuery,
      },
    },
    async (req, reply) =>
      sendXlsx(reply, '风险报表.xlsx', regionStatementWorkbook(await regionStatement(db, currentUser(req), req.query))),
  );

  // ---- monthly report ----
  const monthlyShape = z.object({
    month: z.string(),
    published: z.boolean(),
    publishTime: z.string().nullable(),
    rows: looseRows,
  });
  for (const [call, table] of [
    ['getMonthlyReportTableOne', 'one'],
    ['getMonthlyReportTableTwo', 'two'],
    ['getMonthlyReportTableThree', 'three'],
  ] as const)
    app.get(
      `${RISK}/dataApply/${call}`,
      {
        config: read,
        schema: {
          tags,
          summary: `月度监测${call.slice(-3)}`,
          querystring: monthQuery,
          response: { 200: envelope(monthlyShape) },
        },
      },
      async (req) => ok(await monthlyTable(db, currentUser(req), table, req.query.month)),
    );
  app.get(
    `${RISK}/monthReportSnapshot`,
    {
      config: read,
      schema: {
        tags,
        summary: '月度监测发布历史',
        querystring: monthSnapshotQuery,
        response: { 200: envelope(looseRows) },
      },
    },
    async (req) => ok(await listSnapshots(db, req.query.month)),
  );
  app.post(
    `${RISK}/monthReportSnapshot`,
    {
      config: { access: 'monthlyMonitor:publish', operation: false },
      schema: {
        tags,
        summary: '发布月度监测（保存不可修改的快照）',
        body: monthSnapshotBody,
        response: { 200: envelope(z.looseObject({})) },
      },
    },
    async (req) =>
      ok(await publishMonth(db, actorOf(req), req.body.month), `${req.body.month} ${MONTHLY_MODULE}已发布`),
  );
}
