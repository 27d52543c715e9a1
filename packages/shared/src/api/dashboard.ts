import { z } from 'zod';
import {
  areaRiskRow,
  cityNumber,
  companyRadar,
  dashboardPageParam,
  dashboardTotal,
  dayCount,
  detailQuery,
  disposalRateRow,
  disposalTotals,
  districtTotal,
  focusAreaRow,
  focusCompanyRow,
  focusListQuery,
  focusQuery,
  levelListQuery,
  levelListRow,
  namedCount,
  regionLevelParam,
  regionParam,
  speedRow,
  speedTotal,
  verifyRateRow,
  verifyTotals,
  workPlanOrderRow,
  workPlanRow,
  yearQuery,
} from '../schemas/dashboard.ts';
import { envelope, idParam, pageEnvelope, pageOf } from '../wire.ts';
import { callsOf, pathOf, type AnyEndpoint } from './endpoint.ts';

const dash = callsOf('dashboard', '/business/v1/dashBoard');
/** A figure of the year chosen (all years when none). */
const ofYear = <T extends z.ZodType>(content: T) =>
  ({ access: 'authenticated', query: yearQuery, answer: envelope(content) }) as const;
const ofFocus = <T extends z.ZodType>(content: T) =>
  ({ access: 'authenticated', query: focusQuery, answer: envelope(content) }) as const;
const details = <P extends z.ZodType, T extends z.ZodType>(params: P, row: T) =>
  ({ access: 'authenticated', params, query: detailQuery, answer: pageEnvelope(row) }) as const;

/**
 * The dashboards (看板): the city and operations tiles and charts, the focus tabs, the district
 * dashboard, the work plan and its detail pages. Paths the spec leaves open: docs/dashboards.md.
 */
export const dashboardCalls = {
  // city and operations dashboards (tab 市级预警 and the tiles)
  total: dash.get('/city/total', ofYear(dashboardTotal)),
  verify: dash.get('/city/verify', ofYear(verifyTotals)),
  disposal: dash.get('/city/disposal', ofYear(disposalTotals)),
  verifySpeedTotal: dash.get('/city/verifySpeedTotal', ofYear(speedTotal)),
  disposalSpeedTotal: dash.get('/city/disposalSpeedTotal', ofYear(speedTotal)),
  areaRiskNumber: dash.get('/city/areaRiskNumber', ofYear(z.array(areaRiskRow))),
  categoryNumber: dash.get('/city/categoryNumber', ofYear(z.array(namedCount))),
  fieldDistribution: dash.get('/city/fieldDistribution', ofYear(z.array(namedCount))),
  disposalSpeed: dash.get('/city/disposalSpeed', ofYear(z.array(speedRow))),
  cityNumber: dash.get('/city/cityNumber', { access: 'authenticated', answer: envelope(cityNumber) }),
  levelList: dash.get('/city/levelList', {
    access: 'authenticated',
    query: levelListQuery,
    answer: pageEnvelope(levelListRow),
  }),
  radar: dash.get('/city/radar/:id', { access: 'authenticated', params: idParam, answer: envelope(companyRadar) }),
  follow: dash.patch('/follow/:id', {
    access: ['devOpsDashboard:follow', 'cityDashboard:follow'],
    params: idParam,
    answer: envelope(z.object({ value: z.boolean() })),
  }),
  /**
   * A page's first view in one round trip: each answer of the calls the page opens with, keyed by
   * the call's path below dashBoard/ and its query string; each value is that call's content.
   */
  page: dash.get('/page/:kind', {
    access: 'authenticated',
    params: dashboardPageParam,
    query: yearQuery,
    answer: envelope(z.record(z.string(), z.unknown())),
  }),
  // focus tabs (市级关注, 区级关注, 其他关注)
  focusArea: dash.get('/content/areaRiskNumber', ofFocus(z.array(focusAreaRow))),
  focusCategory: dash.get('/content/categoryNumber', ofFocus(z.array(namedCount))),
  focusStatus: dash.get('/content/enterpriseNumber', ofFocus(z.array(namedCount))),
  focusDegree: dash.get('/content/enterpriseRiskNumber', ofFocus(z.array(namedCount))),
  focusIndustry: dash.get('/content/fieldDistribution', ofFocus(z.array(namedCount))),
  focusList: dash.get('/content/keepTrack', {
    access: 'authenticated',
    query: focusListQuery,
    answer: pageEnvelope(focusCompanyRow),
  }),
  // district dashboard
  districtTotal: dash.get('/district/total', ofYear(districtTotal)),
  dayAddRiskNumber: dash.get('/district/dayAddRiskNumber', ofYear(z.array(dayCount))),
  workIndex: dash.get('/district/workIndex', ofYear(workPlanRow)),
  workIndexAll: dash.get('/district/workIndexAll', { access: 'authenticated', answer: envelope(workPlanRow) }),
  // work plan and its detail pages
  workPlan: dash.get('/workPlan', ofYear(z.array(workPlanRow))),
  earlyWarningList: dash.get('/workPlan/earlyWarningList/:region', details(regionParam, workPlanOrderRow)),
  verifyRate: dash.get('/workPlan/verifyRate/:region', details(regionParam, verifyRateRow)),
  downsizingList: dash.get('/workPlan/downsizingList/:region/:level', details(regionLevelParam, workPlanOrderRow)),
  disposalRate: dash.get('/workPlan/disposalRate/:region', {
    access: 'authenticated',
    params: regionParam,
    query: detailQuery,
    answer: envelope(z.object({ cards: disposalTotals, list: pageOf(disposalRateRow) })),
  }),
};

/** A dashboard call's path below dashBoard/ (`city/total`): with its query string, the key of its answer in the page call's. */
export const pagePathOf = (call: AnyEndpoint, params?: Record<string, unknown>) =>
  pathOf(call, params).slice(dash.base.length + 1);
