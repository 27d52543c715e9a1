import { z } from 'zod';
import { evaluationBody, layoffStatisticsBody } from '../disposal.ts';
import { CASE_PERMISSIONS } from '../pool.ts';
import {
  poolCreateBody,
  poolIdsBody,
  poolPhoneQuery,
  poolQuery,
  poolRegionBody,
  poolUpdateBody,
} from '../schemas/pool.ts';
import { riskCompanyIdParam } from '../schemas/reports.ts';
import {
  emptyEnvelope,
  envelope,
  fileAnswer,
  idParam,
  idsBody,
  pageEnvelope,
  wireTime,
  XLSX_MEDIA_TYPE,
} from '../wire.ts';
import { callsOf } from './endpoint.ts';
import { importJobAnswer } from './jobs.ts';

/**
 * The risk company pool contract (the company, archive and evaluation, layoff
 * statistics): paths under /api/pres, the list's sort whitelist and the answer rows.
 */
export const RISK_COMPANY_PATH = '/business/risk/company';
export const POOL_SORT_FIELDS = ['includedTime', 'createTime', 'pushTime', 'dispatchTime', 'gradeTime'] as const;
export const POOL_DEFAULT_SORT = 'includedTime,DESC';
/** 存档评价 lists the pool by rating time. */
export const SAVE_DEFAULT_SORT = 'gradeTime,DESC';
export const LAYOFF_STATISTICS_PATH = '/business/v1/risk/LayoffsStatisticsInfo';

/** A pool company as lists and the detail answer it: phones masked, focus fields by level. */
export const poolCompanyRow = z.object({
  id: z.number().int(),
  riskCompanyId: z.number().int(),
  companyName: z.string(),
  creditCode: z.string(),
  registrationPlace: z.string().nullable(),
  companyRegion: z.string().nullable(),
  region: z.string().nullable(),
  userAddRegion: z.string().nullable(),
  riskPoint: z.string().nullable(),
  riskDegree: z.number().nullable(),
  riskDimensionName: z.string().nullable(),
  riskCompanyInfoNum: z.number().int(),
  riskCompanyInfoCount: z.number().int(),
  type: z.string().nullable(),
  status: z.number().int(),
  infoStatus: z.number().int(),
  isMatch: z.boolean(),
  focus: z.boolean().optional(),
  cityFocus: z.boolean().optional(),
  specialFollow: z.boolean().optional(),
  level: z.string(),
  /** the verification order's status label once pushed */
  progress: z.string().nullable(),
  legalPerson: z.string().nullable(),
  legalPersonPhone: z.string().nullable(),
  contacts: z.string().nullable(),
  contactsPhone: z.string().nullable(),
  remark: z.string().nullable(),
  includedTime: wireTime,
  pushTime: wireTime.nullable(),
  dispatchTime: wireTime.nullable(),
  gradeTime: wireTime.nullable(),
  archiveTime: wireTime.nullable(),
  evaluateTime: wireTime.nullable(),
  createTime: wireTime,
});
export type PoolCompanyRow = z.infer<typeof poolCompanyRow>;

/** The statistic cards of the pool: focus cards only where poolCardsFor says. */
export const poolTotals = z.object({
  allTotal: z.number().int(),
  isMatchTotal: z.number().int(),
  noMatchTotal: z.number().int(),
  focusTotal: z.number().int().optional(),
  specialFollowNum: z.number().int().optional(),
});
export type PoolTotals = z.infer<typeof poolTotals>;

export const matchingResult = z.object({ matched: z.number().int(), unmatched: z.number().int() });
export type MatchingResult = z.infer<typeof matchingResult>;

/** A focus toggle answers the new value. */
export const toggleAnswer = z.object({ value: z.boolean() });

/** One entry of 历史评价, newest first. */
export const evaluationRecord = z.object({
  id: z.number().int(),
  riskCompanyId: z.number().int(),
  score: z.number(),
  content: z.string(),
  evaluator: z.string(),
  createTime: wireTime,
});
export type EvaluationRecord = z.infer<typeof evaluationRecord>;

/** A company linked to a verification order (`/related?orderId=`). */
export const relatedCompany = z.object({
  /** the order the company is linked to (the call takes several orders' ids) */
  orderId: z.number().int(),
  riskCompanyId: z.number().int(),
  companyName: z.string(),
  creditCode: z.string(),
  status: z.number().int(),
});
export type RelatedCompany = z.infer<typeof relatedCompany>;

/** One layoff statistics entry of a company. */
export const layoffStatisticsRow = z.object({
  id: z.number().int(),
  riskCompanyId: z.number().int(),
  statDate: z.string(),
  planNum: z.number().int(),
  actualNum: z.number().int(),
  standardNum: z.number().int(),
  noCompensationNum: z.number().int(),
  otherNum: z.number().int(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: wireTime,
});
export type LayoffStatisticsRow = z.infer<typeof layoffStatisticsRow>;

/** The company's entries by date and the ratios of the latest one (`LayoffsStatisticsInfo`). */
export const layoffStatisticsAnswer = z.object({
  rows: z.array(layoffStatisticsRow),
  innerDTOS: z.object({ isDownsizingRatio: z.number(), noDownsizingRatio: z.number(), otherRatio: z.number() }),
  outerDTOS: z.array(z.object({ status: z.string(), total: z.number() })),
});
export type LayoffStatisticsView = z.infer<typeof layoffStatisticsAnswer>;

const company = callsOf('pool', RISK_COMPANY_PATH);
const layoffs = callsOf('layoffs', LAYOFF_STATISTICS_PATH);
const xlsx = { answer: fileAnswer, produces: [XLSX_MEDIA_TYPE] } as const;

/** The calls of the pool (风险企业库), its archive and evaluation (存档评价) and layoff statistics. */
export const poolCalls = {
  list: company.get('', {
    access: 'authenticated',
    query: poolQuery,
    answer: pageEnvelope(poolCompanyRow),
    sort: POOL_SORT_FIELDS,
    defaultSort: POOL_DEFAULT_SORT,
  }),
  total: company.get('/total', { access: 'authenticated', answer: envelope(poolTotals) }),
  template: company.get('/template', { access: 'riskCompany:upload', ...xlsx }),
  importExcel: company.post('/importExcel', {
    access: 'riskCompany:upload',
    multipart: true,
    answer: importJobAnswer,
  }),
  download: company.patch('/download', { access: 'riskCompany:downLoad', query: poolQuery, ...xlsx }),
  matchMany: company.patch('/matchingData', {
    access: 'riskCompany:matching',
    body: poolIdsBody,
    answer: envelope(matchingResult),
  }),
  matchOne: company.patch('/matchingData/:id', {
    access: 'riskCompany:matching',
    params: idParam,
    answer: envelope(matchingResult),
  }),
  follow: company.patch('/follow/:id', {
    access: 'riskCompany:follow',
    params: idParam,
    answer: envelope(toggleAnswer),
  }),
  specialFollow: company.patch('/specialFollow/:id', {
    access: 'riskCompany:specialFollowWeb',
    params: idParam,
    answer: envelope(toggleAnswer),
  }),
  evaluationHistory: company.get('/evaluationHistory/:id', {
    access: 'authenticated',
    params: idParam,
    answer: envelope(z.array(evaluationRecord)),
  }),
  detail: company.get('/:id', { access: 'authenticated', params: idParam, answer: envelope(poolCompanyRow) }),
  phone: company.get('/:id/phone', {
    access: 'riskCompany:viewPhone',
    params: idParam,
    query: poolPhoneQuery,
    answer: envelope(z.string().nullable()),
  }),
  create: company.post('', { access: 'riskCompany:add', body: poolCreateBody, answer: envelope(poolCompanyRow) }),
  update: company.put('', { access: 'riskCompany:edit', body: poolUpdateBody, answer: envelope(poolCompanyRow) }),
  remove: company.delete('', {
    access: 'riskCompany:del',
    body: idsBody,
    answer: envelope(z.object({ deleted: z.number().int() })),
  }),
  push: company.post('/batchPush', {
    access: ['riskCompany:batchPush', 'riskCompany:push', 'riskCompanyInfo:push'],
    body: poolIdsBody,
    answer: envelope(z.object({ pushed: z.number().int() })),
  }),
  withdraw: company.post('/batchWithdraw', {
    access: 'riskCompany:push',
    body: poolIdsBody,
    answer: envelope(z.object({ withdrawn: z.number().int() })),
  }),
  region: company.put('/region', { access: 'riskCompany:editRegion', body: poolRegionBody, answer: emptyEnvelope }),
  archive: company.post('/archive/:id', {
    access: CASE_PERMISSIONS.archive,
    params: idParam,
    answer: emptyEnvelope,
  }),
  evaluate: company.post('/evaluation', {
    access: CASE_PERMISSIONS.evaluate,
    body: evaluationBody,
    answer: emptyEnvelope,
  }),
  disposalId: company.get('/getDisposeId/:id', {
    access: 'authenticated',
    params: idParam,
    answer: envelope(z.number().int().nullable()),
  }),
  addLayoffStatistics: layoffs.post('', {
    access: ['riskDisposalCounty:downsizingStatistics', 'save:downsizingStatistics'],
    body: layoffStatisticsBody,
    answer: envelope(layoffStatisticsRow),
  }),
  layoffStatistics: layoffs.get('/:riskCompanyId', {
    access: 'authenticated',
    params: riskCompanyIdParam,
    answer: envelope(layoffStatisticsAnswer),
  }),
};
