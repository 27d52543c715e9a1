import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bigScreenCalls } from '@risk/shared/api/bigScreen';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { currentUser } from '../../platform/auth/access.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { memoised } from '../../platform/read-model/memo.ts';
import {
  cityNumber,
  disposalSpeed,
  dynamic,
  enterpriseRiskNumber,
  fieldDistribution,
  guidance,
  orderNumberByMonth,
  publicOpinion,
  riskCompanyInfos,
  riskIndex,
  riskNumberByMonth,
  statisticsData,
  statisticsRiskLevel,
  warnCompanys,
} from './service.ts';

const tags = ['大屏'];

/**
 * Figures read from a few rows of a kept table in one indexed statement (0.03 ms on PostgreSQL):
 * asking the database whether a kept answer is still current costs more (dash_state() reads
 * pg_locks, 0.14 ms), so these are read afresh on every call.
 */
const READ_AFRESH: ReadonlySet<string> = new Set(['disposalSpeed', 'statisticsRiskLevel']);

/**
 * The read-only figures of the big screens, each over the caller's district scope. Answers (but
 * READ_AFRESH's) are memoised per state of the sources, district and Beijing day
 * (platform/read-model/memo.ts): every table the reads below touch bumps the change sequence
 * (directly, or through the triggers that keep the big_screen_* and *_stat counts), see migrations
 * 0018 and 0026.
 */
export async function bigScreenModule(app: FastifyInstance, { db }: AppContext) {
  const memo = <T>(user: AuthUser, call: string, params: unknown, read: () => Promise<T>) =>
    memoised(db, user, ['bigScreen', call, params], read);
  /** A figure without a query: memoised unless READ_AFRESH. */
  const figure = async <T>(req: FastifyRequest, call: string, read: (db: DbOrTx, user: AuthUser) => Promise<T>) => {
    const user = currentUser(req);
    return ok(await (READ_AFRESH.has(call) ? read(db, user) : memo(user, call, null, () => read(db, user))));
  };

  route(app, bigScreenCalls.enterpriseRiskNumber, { tags, summary: '各区风险企业与预警企业数（地图）' }, (req) =>
    figure(req, 'enterpriseRiskNumber', enterpriseRiskNumber),
  );
  route(app, bigScreenCalls.fieldDistribution, { tags, summary: '风险信息按风险类别分布' }, (req) =>
    figure(req, 'fieldDistribution', fieldDistribution),
  );
  route(app, bigScreenCalls.cityNumber, { tags, summary: '总体数字' }, (req) => figure(req, 'cityNumber', cityNumber));
  route(app, bigScreenCalls.disposalSpeed, { tags, summary: '各区联动处置办结数与平均用时' }, (req) =>
    figure(req, 'disposalSpeed', disposalSpeed),
  );
  route(
    app,
    bigScreenCalls.statisticsData,
    { tags, summary: '本年、本月、本周的风险信息、预警企业、裁员人数' },
    (req) => figure(req, 'statisticsData', statisticsData),
  );
  route(app, bigScreenCalls.dynamic, { tags, summary: '最新工作动态' }, (req) => figure(req, 'dynamic', dynamic));
  route(app, bigScreenCalls.riskIndex, { tags, summary: '风险点与风险程度分布' }, (req) =>
    figure(req, 'riskIndex', riskIndex),
  );
  route(app, bigScreenCalls.statisticsRiskLevel, { tags, summary: '核实工单按预警等级统计' }, (req) =>
    figure(req, 'statisticsRiskLevel', statisticsRiskLevel),
  );
  route(app, bigScreenCalls.riskCompanyInfos, { tags, summary: '最新风险信息' }, (req) =>
    figure(req, 'riskCompanyInfos', riskCompanyInfos),
  );
  route(app, bigScreenCalls.warnCompanys, { tags, summary: '最新预警企业' }, (req) =>
    figure(req, 'warnCompanys', warnCompanys),
  );
  route(app, bigScreenCalls.guidance, { tags, summary: '约谈与对接服务（指导服务大屏）' }, (req) =>
    figure(req, 'guidance', guidance),
  );
  route(app, bigScreenCalls.publicOpinion, { tags, summary: '新闻与监测关键词命中（舆情大屏）' }, (req) =>
    figure(req, 'publicOpinion', publicOpinion),
  );

  route(app, bigScreenCalls.riskNumberByMonth, { tags, summary: '每月新增风险信息数' }, async (req) => {
    const user = currentUser(req);
    return ok(
      await memo(user, 'riskNumber/month', req.query.months, () => riskNumberByMonth(db, user, req.query.months)),
    );
  });
  route(app, bigScreenCalls.orderNumberByMonth, { tags, summary: '每月推送与派发的核实工单数' }, async (req) => {
    const user = currentUser(req);
    return ok(
      await memo(user, 'orderNumber/month', req.query.months, () => orderNumberByMonth(db, user, req.query.months)),
    );
  });
}
