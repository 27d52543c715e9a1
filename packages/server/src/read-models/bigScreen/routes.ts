import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cityNumber as cityNumberSchema,
  disposalSpeed as disposalSpeedSchema,
  districtRiskRow,
  dynamicRow,
  guidance as guidanceSchema,
  fieldDistributionRow,
  latestRiskInfoRow,
  monthCountRow,
  monthsQuery,
  orderMonthRow,
  publicOpinion as publicOpinionSchema,
  riskIndexRow,
  riskLevelRow,
  statisticsData as statisticsDataSchema,
  warnCompanyRow,
} from '@risk/shared/schemas/big-screen';
import { envelope } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { currentUser } from '../../platform/auth/access.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { ok } from '../../platform/http/envelope.ts';
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

const BASE = '/business/v1/bigScreen';
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
export async function bigScreenModule(scope: FastifyInstance, { db }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const memo = <T>(user: AuthUser, call: string, params: unknown, read: () => Promise<T>) =>
    memoised(db, user, ['bigScreen', call, params], read);

  const figures: [string, string, z.ZodType, (db: DbOrTx, user: AuthUser) => Promise<unknown>][] = [
    ['enterpriseRiskNumber', '各区风险企业与预警企业数（地图）', z.array(districtRiskRow), enterpriseRiskNumber],
    ['fieldDistribution', '风险信息按风险类别分布', z.array(fieldDistributionRow), fieldDistribution],
    ['cityNumber', '总体数字', cityNumberSchema, cityNumber],
    ['disposalSpeed', '各区联动处置办结数与平均用时', disposalSpeedSchema, disposalSpeed],
    ['statisticsData', '本年、本月、本周的风险信息、预警企业、裁员人数', statisticsDataSchema, statisticsData],
    ['dynamic', '最新工作动态', z.array(dynamicRow), dynamic],
    ['riskIndex', '风险点与风险程度分布', z.array(riskIndexRow), riskIndex],
    ['statisticsRiskLevel', '核实工单按预警等级统计', z.array(riskLevelRow), statisticsRiskLevel],
    ['riskCompanyInfos', '最新风险信息', z.array(latestRiskInfoRow), riskCompanyInfos],
    ['warnCompanys', '最新预警企业', z.array(warnCompanyRow), warnCompanys],
    ['guidance', '约谈与对接服务（指导服务大屏）', guidanceSchema, guidance],
    ['publicOpinion', '新闻与监测关键词命中（舆情大屏）', publicOpinionSchema, publicOpinion],
  ];
  for (const [path, summary, content, read] of figures) {
    app.get(
      `${BASE}/${path}`,
      {
        config: { access: 'authenticated' },
        schema: { tags, summary, response: { 200: envelope(content) } },
      },
      async (req) => {
        const user = currentUser(req);
        return ok(await (READ_AFRESH.has(path) ? read(db, user) : memo(user, path, null, () => read(db, user))));
      },
    );
  }

  app.get(
    `${BASE}/riskNumber/month`,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '每月新增风险信息数',
        querystring: monthsQuery,
        response: { 200: envelope(z.array(monthCountRow)) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      return ok(
        await memo(user, 'riskNumber/month', req.query.months, () => riskNumberByMonth(db, user, req.query.months)),
      );
    },
  );
  app.get(
    `${BASE}/orderNumber/month`,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '每月推送与派发的核实工单数',
        querystring: monthsQuery,
        response: { 200: envelope(z.array(orderMonthRow)) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      return ok(
        await memo(user, 'orderNumber/month', req.query.months, () => orderNumberByMonth(db, user, req.query.months)),
      );
    },
  );
}
