import { z } from 'zod';
import {
  dailyBody,
  dailyQuery,
  dailyUpdateBody,
  districtReportBody,
  districtReportQuery,
  districtReportUpdateBody,
  newsBody,
  newsQuery,
  newsUpdateBody,
  policyDownloadQuery,
  policyQuery,
  researchReportQuery,
} from '../schemas/content.ts';
import {
  riskDimensionBody,
  riskDimensionQuery,
  riskDimensionUpdateBody,
  riskIndexBody,
  riskIndexQuery,
  riskIndexUpdateBody,
  riskMonitorKeyBody,
  riskMonitorKeyQuery,
  riskMonitorKeyUpdateBody,
} from '../schemas/monitor-config.ts';
import {
  emptyEnvelope,
  envelope,
  fileAnswer,
  idParam,
  pageEnvelope,
  storedFileRef,
  wireTime,
  XLSX_MEDIA_TYPE,
} from '../wire.ts';
import { callsOf } from './endpoint.ts';
import { importJobAnswer } from './jobs.ts';
import { recordCalls } from './record-calls.ts';

/**
 * Sort whitelists of the content, configuration and data lists (policy, news, district reports,
 * daily reports, social security, mini-app accounts): the fields a list accepts in `sort=field,DIR`.
 * Each is backed by an index the plan test (server/test/platform/query-plans.test.ts) proves.
 */
export const POLICY_SORT_FIELDS = ['uploadTime', 'title', 'createTime'] as const;
export const NEWS_SORT_FIELDS = ['createTime', 'title', 'status'] as const;
export const DISTRICT_REPORT_SORT_FIELDS = ['createTime', 'year', 'reportName', 'region'] as const;
export const DAILY_REPORT_SORT_FIELDS = ['uploadTime', 'createTime', 'title'] as const;
export const SOCIAL_SECURITY_SORT_FIELDS = [
  'createTime',
  'month',
  'companyName',
  'currentMonth',
  'january',
  'march',
] as const;
export const MINI_APP_USER_SORT_FIELDS = ['createTime', 'companyName', 'status', 'auditTime'] as const;
export const RISK_INDEX_SORT_FIELDS = [
  'createTime',
  'year',
  'quarterly',
  'fissIndex',
  'fiseIndex',
  'esIndex',
  'eeIndex',
] as const;
export const RISK_DIMENSION_SORT_FIELDS = ['createTime', 'name', 'status'] as const;
export const RISK_MONITOR_KEY_SORT_FIELDS = ['createTime', 'keyWord', 'type', 'region'] as const;
export const RESEARCH_REPORT_SORT_FIELDS = ['publishDate', 'title'] as const;

const POLICY_PATH = '/business/v1/policy';
const NEWS_PATH = '/business/v1/news';
const DISTRICT_REPORT_PATH = '/business/v1/risk/riskDistrictReport';
const DAILY_REPORT_PATH = '/business/v1/risk/specialDaily';
const RESEARCH_REPORT_PATH = '/business/v1/risk/riskReport';
const RISK_INDEX_PATH = '/business/v1/riskIndex';
const RISK_DIMENSION_PATH = '/business/v1/riskDimension';
const RISK_MONITOR_KEY_PATH = '/business/v1/riskMonitorKey';

/** A record's stored file, sent under its original name. */
const attachment = { answer: fileAnswer, produces: ['application/octet-stream'] } as const;
const xlsx = { answer: fileAnswer, produces: [XLSX_MEDIA_TYPE] } as const;

// ── 政策 ──
export const policyRow = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  type: z.string(),
  uploadTime: wireTime,
  createBy: z.string().nullable(),
  files: z.array(storedFileRef),
});
export type PolicyRow = z.infer<typeof policyRow>;

/** 政策: add and edit are multipart forms (`policyFields`, repeated `file` parts); files download one by one. */
export const policyCalls = {
  ...recordCalls('policy', POLICY_PATH, {
    permission: 'policy',
    row: policyRow,
    query: policyQuery,
    sort: POLICY_SORT_FIELDS,
    defaultSort: 'uploadTime,DESC',
    add: { multipart: true },
    edit: { multipart: true },
  }),
  download: callsOf('policy', POLICY_PATH).get('/download', {
    access: 'policy:download',
    query: policyDownloadQuery,
    ...attachment,
  }),
};

// ── 新闻 ──
export const newsRow = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.number().int(),
  content: z.string().nullable(),
  link: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: wireTime,
});
export type NewsRow = z.infer<typeof newsRow>;

const news = callsOf('news', NEWS_PATH);

/** 新闻: the record calls, the Excel import with its template, and the export of the list's filters. */
export const newsCalls = {
  ...recordCalls('news', NEWS_PATH, {
    permission: 'news',
    row: newsRow,
    query: newsQuery,
    sort: NEWS_SORT_FIELDS,
    defaultSort: 'createTime,DESC',
    add: { body: newsBody },
    edit: { body: newsUpdateBody },
  }),
  template: news.get('/template', { access: 'news:upload', ...xlsx }),
  importExcel: news.post('/importExcel', { access: 'news:upload', multipart: true, answer: importJobAnswer }),
  download: news.get('/download', { access: 'news:downLoad', query: newsQuery, ...xlsx }),
};

// ── 区县报告 ──
export const districtReportRow = z.object({
  id: z.number().int(),
  reportName: z.string(),
  region: z.string(),
  year: z.number().int(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  size: z.number().nullable(),
  createBy: z.string().nullable(),
  createTime: wireTime,
});
export type DistrictReportRow = z.infer<typeof districtReportRow>;

const districtReports = callsOf('districtReports', DISTRICT_REPORT_PATH);

/** 区县报告: a district reads and files its own district's reports; the file can be removed from a report. */
export const districtReportCalls = {
  ...recordCalls('districtReports', DISTRICT_REPORT_PATH, {
    permission: 'riskDistrictReport',
    row: districtReportRow,
    query: districtReportQuery,
    sort: DISTRICT_REPORT_SORT_FIELDS,
    defaultSort: 'createTime,DESC',
    add: { body: districtReportBody },
    edit: { body: districtReportUpdateBody },
  }),
  download: districtReports.get('/download/:id', {
    access: 'riskDistrictReport:downLoad',
    params: idParam,
    ...attachment,
  }),
  removeFile: districtReports.delete('/path', {
    access: 'riskDistrictReport:edit',
    query: idParam,
    answer: emptyEnvelope,
  }),
};

// ── 专报日报 ──
export const dailyReportRow = z.object({
  id: z.number().int(),
  title: z.string(),
  uploadTime: wireTime,
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  size: z.number().nullable(),
  createBy: z.string().nullable(),
  createTime: wireTime,
});
export type DailyReportRow = z.infer<typeof dailyReportRow>;

/** 专报日报: the city's reports, read by every level. */
export const dailyReportCalls = {
  ...recordCalls('dailyReports', DAILY_REPORT_PATH, {
    permission: 'daily',
    row: dailyReportRow,
    query: dailyQuery,
    sort: DAILY_REPORT_SORT_FIELDS,
    defaultSort: 'uploadTime,DESC',
    add: { body: dailyBody },
    edit: { body: dailyUpdateBody },
  }),
  download: callsOf('dailyReports', DAILY_REPORT_PATH).get('/download/:id', {
    access: 'daily:downLoad',
    params: idParam,
    ...attachment,
  }),
};

// ── 风险报告（研究报告） ──
export const researchReportRow = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  publishDate: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  size: z.number(),
});
export type ResearchReportRow = z.infer<typeof researchReportRow>;

const researchReports = callsOf('researchReports', RESEARCH_REPORT_PATH);

/** 风险报告: read-only, listed and downloaded (`inline=1` opens it in the browser's viewer). */
export const researchReportCalls = {
  // no default sort: unsorted, the list is newest first in the publisher's order
  list: researchReports.get('', {
    access: 'authenticated',
    query: researchReportQuery,
    answer: pageEnvelope(researchReportRow),
    sort: RESEARCH_REPORT_SORT_FIELDS,
  }),
  download: researchReports.get('/download/:id', {
    access: 'authenticated',
    params: idParam,
    query: z.object({ inline: z.enum(['0', '1']).optional() }),
    ...attachment,
  }),
};

// ── 风险指数 ──
export const riskIndexRow = z.object({
  id: z.number().int(),
  year: z.number().int(),
  quarterly: z.number().int(),
  fissIndex: z.number(),
  fiseIndex: z.number(),
  esIndex: z.number(),
  eeIndex: z.number(),
  createTime: wireTime,
});
export type RiskIndexRow = z.infer<typeof riskIndexRow>;

/** 风险指数: the quarterly indices, read by every signed-in user (the dashboards draw them). */
export const riskIndexCalls = recordCalls('riskIndex', RISK_INDEX_PATH, {
  permission: 'riskIndex',
  row: riskIndexRow,
  query: riskIndexQuery,
  sort: RISK_INDEX_SORT_FIELDS,
  defaultSort: 'createTime,DESC',
  add: { body: riskIndexBody },
  edit: { body: riskIndexUpdateBody },
});

// ── 风险维度 ──
export const riskDimensionRow = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  status: z.boolean(),
  createTime: wireTime,
  configs: z.array(
    z.object({ keyWorth: z.string(), type: z.string(), displayName: z.string(), defaultValue: z.string().nullable() }),
  ),
});
export type RiskDimensionRow = z.infer<typeof riskDimensionRow>;

const riskDimensions = callsOf('riskDimension', RISK_DIMENSION_PATH);

/** 风险维度: risk information offers the enabled ones; 启用 toggles a dimension. */
export const riskDimensionCalls = {
  ...recordCalls('riskDimension', RISK_DIMENSION_PATH, {
    permission: 'riskDimension',
    row: riskDimensionRow,
    query: riskDimensionQuery,
    sort: RISK_DIMENSION_SORT_FIELDS,
    defaultSort: 'createTime,DESC',
    add: { body: riskDimensionBody },
    edit: { body: riskDimensionUpdateBody },
  }),
  enabled: riskDimensions.get('/enabled', { access: 'authenticated', answer: envelope(z.array(z.string())) }),
  toggle: riskDimensions.patch('/follow/:id', {
    access: 'riskDimension:startUsing',
    params: idParam,
    answer: envelope(z.object({ status: z.boolean() })),
  }),
};

// ── 监测关键词 ──
export const riskMonitorKeyRow = z.object({
  id: z.number().int(),
  keyWord: z.string(),
  type: z.string(),
  region: z.string(),
  createTime: wireTime,
});
export type RiskMonitorKeyRow = z.infer<typeof riskMonitorKeyRow>;

/** 监测关键词: the words the public-opinion monitor looks for; a district keeps its own. */
export const riskMonitorKeyCalls = recordCalls('riskMonitorKey', RISK_MONITOR_KEY_PATH, {
  permission: 'riskMonitorKey',
  row: riskMonitorKeyRow,
  query: riskMonitorKeyQuery,
  sort: RISK_MONITOR_KEY_SORT_FIELDS,
  defaultSort: 'createTime,DESC',
  add: { body: riskMonitorKeyBody },
  edit: { body: riskMonitorKeyUpdateBody },
});
