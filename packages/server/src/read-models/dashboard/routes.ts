import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dashboardCalls as calls } from '@risk/shared/api/dashboard';
import { statementCalls } from '@risk/shared/api/statements';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { sendXlsx } from '../../platform/excel/workbook.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
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

/** Dashboards and the statements; the paths the spec leaves open are listed in docs/dashboards.md. */
const tags = ['看板与报表'];

export async function dashboardModule(app: FastifyInstance, { db }: AppContext) {
  /** The call's answer for the caller, kept per call and validated parameters at the sources' state (cache.ts). */
  const answered = <T>(req: FastifyRequest, compute: (user: AuthUser) => Promise<T>): Promise<T> => {
    const user = currentUser(req);
    return dashboardAnswer(db, user, [req.routeOptions.url, req.params, req.query], () => compute(user));
  };

  // ---- city and operations dashboards (tab 市级预警 and the tiles) ----
  route(app, calls.total, { tags, summary: '六个指标卡' }, async (req) =>
    ok(await answered(req, (u) => dashboardTotal(db, u, req.query.year))),
  );
  route(app, calls.verify, { tags, summary: '核实情况' }, async (req) =>
    ok(await answered(req, (u) => verifyTotals(db, u, req.query.year))),
  );
  route(app, calls.disposal, { tags, summary: '联动处置情况' }, async (req) =>
    ok(await answered(req, (u) => disposalTotals(db, u, req.query.year))),
  );
  route(app, calls.verifySpeedTotal, { tags, summary: '平均核实反馈（工作日）' }, async (req) =>
    ok(await answered(req, (u) => verifySpeedTotal(db, u, req.query.year))),
  );
  route(app, calls.disposalSpeedTotal, { tags, summary: '平均处置用时（工作日）' }, async (req) =>
    ok(await answered(req, (u) => disposalSpeedTotal(db, u, req.query.year))),
  );
  route(app, calls.areaRiskNumber, { tags, summary: '各区风险与预警企业数（地图）' }, async (req) =>
    ok(await answered(req, (u) => areaRiskNumber(db, u, req.query.year))),
  );
  route(app, calls.categoryNumber, { tags, summary: '风险类别数量' }, async (req) =>
    ok(await answered(req, (u) => categoryNumber(db, u, req.query.year))),
  );
  route(app, calls.fieldDistribution, { tags, summary: '领域（行业）分布' }, async (req) =>
    ok(await answered(req, (u) => fieldDistribution(db, u, req.query.year))),
  );
  route(app, calls.disposalSpeed, { tags, summary: '各区核实与处置用时' }, async (req) =>
    ok(await answered(req, (u) => disposalSpeed(db, u, req.query.year))),
  );
  route(
    app,
    calls.cityNumber,
    { tags, summary: '本年、本月、本周：风险信息（条）、预警企业（家）、裁员（人）' },
    async (req) => ok(await answered(req, (u) => cityNumber(db, u))),
  );
  route(app, calls.levelList, { tags, summary: '预警企业名单（红黄蓝灰绿）' }, async (req) => {
    const { rows, total } = await answered(req, (u) => levelList(db, u, req.query));
    return page(rows, total, req.query);
  });
  route(app, calls.radar, { tags, summary: '企业雷达图（与本区平均）' }, async (req) =>
    ok(await answered(req, (u) => companyRadar(db, u, req.params.id))),
  );
  route(
    app,
    calls.follow,
    { tags, summary: '看板名单中关注/取消关注企业', operation: { module: '看板', action: '关注' } },
    async (req) => {
      const value = await followCompany(db, actorOf(req), req.params.id);
      return ok({ value }, value ? '已关注' : '已取消关注');
    },
  );
  route(
    app,
    calls.page,
    { tags, summary: '看板页面首屏：页面打开时各调用的答案（键为调用路径与查询串），一次往返' },
    async (req) => ok(await answered(req, (u) => pageAnswers(db, u, req.params.kind, req.query.year))),
  );

  // ---- focus tabs (市级关注, 区级关注, 其他关注) ----
  route(app, calls.focusArea, { tags, summary: '关注企业各区数量' }, async (req) =>
    ok(await answered(req, (u) => focusArea(db, u, req.query.type, req.query.year))),
  );
  route(app, calls.focusCategory, { tags, summary: '关注企业风险类别' }, async (req) =>
    ok(await answered(req, (u) => focusCategory(db, u, req.query.type, req.query.year))),
  );
  route(app, calls.focusStatus, { tags, summary: '关注企业状态分布' }, async (req) =>
    ok(await answered(req, (u) => focusStatus(db, u, req.query.type, req.query.year))),
  );
  route(app, calls.focusDegree, { tags, summary: '关注企业风险程度' }, async (req) =>
    ok(await answered(req, (u) => focusDegree(db, u, req.query.type, req.query.year))),
  );
  route(app, calls.focusIndustry, { tags, summary: '关注企业领域分布' }, async (req) =>
    ok(await answered(req, (u) => focusIndustry(db, u, req.query.type, req.query.year))),
  );
  route(app, calls.focusList, { tags, summary: '关注企业跟踪名单' }, async (req) => {
    const { rows, total } = await answered(req, (u) =>
      focusList(db, u, req.query.type, req.query.page, req.query.size),
    );
    return page(rows, total, req.query);
  });

  // ---- district dashboard ----
  route(app, calls.districtTotal, { tags, summary: '区县看板八项合计' }, async (req) =>
    ok(await answered(req, (u) => districtTotal(db, u, req.query.year))),
  );
  route(app, calls.dayAddRiskNumber, { tags, summary: '近30天每日新增风险信息' }, async (req) =>
    ok(await answered(req, (u) => dayAddRiskNumber(db, u, req.query.year))),
  );
  route(app, calls.workIndex, { tags, summary: '本区工作指标（按年）' }, async (req) =>
    ok(await answered(req, (u) => workIndex(db, u, req.query.year))),
  );
  route(app, calls.workIndexAll, { tags, summary: '本区工作指标（全部年份）' }, async (req) =>
    ok(await answered(req, (u) => workIndex(db, u, undefined))),
  );

  // ---- work plan and its details ----
  route(app, calls.workPlan, { tags, summary: '工作计划表：各区与全市' }, async (req) =>
    ok(await answered(req, (u) => workPlan(db, u, req.query.year))),
  );
  route(app, calls.earlyWarningList, { tags, summary: '预警名单详情' }, async (req) => {
    const { rows, total } = await answered(req, (u) => earlyWarningDetails(db, u, req.params.region, req.query));
    return page(rows, total, req.query);
  });
  route(app, calls.verifyRate, { tags, summary: '核实率详情' }, async (req) => {
    const { rows, total } = await answered(req, (u) => verifyRateDetails(db, u, req.params.region, req.query));
    return page(rows, total, req.query);
  });
  route(app, calls.downsizingList, { tags, summary: '裁员名单详情' }, async (req) => {
    const { rows, total } = await answered(req, (u) =>
      downsizingDetails(db, u, req.params.region, req.params.level, req.query),
    );
    return page(rows, total, req.query);
  });
  route(app, calls.disposalRate, { tags, summary: '联动处置率详情：五张统计卡片与处置名单' }, async (req) => {
    const { rows, total, cards } = await answered(req, (u) => disposalRateDetails(db, u, req.params.region, req.query));
    return ok({ cards, list: page(rows, total, req.query).content });
  });

  // ---- risk statement ----
  route(app, statementCalls.regionStatement, { tags, summary: '风险报表（全市—各区树）' }, async (req) =>
    ok(await answered(req, (u) => regionStatement(db, u, req.query))),
  );
  route(app, statementCalls.regionStatementDownload, { tags, summary: '导出风险报表' }, async (req, reply) =>
    sendXlsx(reply, '风险报表.xlsx', regionStatementWorkbook(await regionStatement(db, currentUser(req), req.query))),
  );

  // ---- monthly report ----
  for (const [call, table, summary] of [
    [statementCalls.monthlyTableOne, 'one', '月度监测表一'],
    [statementCalls.monthlyTableTwo, 'two', '月度监测表二'],
    [statementCalls.monthlyTableThree, 'three', '月度监测表三'],
  ] as const)
    route(app, call, { tags, summary }, async (req) =>
      ok(await monthlyTable(db, currentUser(req), table, req.query.month)),
    );
  route(app, statementCalls.snapshots, { tags, summary: '月度监测发布历史' }, async (req) =>
    ok(await listSnapshots(db, req.query.month)),
  );
  route(
    app,
    statementCalls.publish,
    { tags, summary: '发布月度监测（保存不可修改的快照）', operation: false },
    async (req) =>
      ok(await publishMonth(db, actorOf(req), req.body.month), `${req.body.month} ${MONTHLY_MODULE}已发布`),
  );
}
