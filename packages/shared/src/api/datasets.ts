import { z } from 'zod';
import {
  biTypeQuery,
  biTypeSchema,
  bubblesSchema,
  businessSurveySchema,
  concernListQuery,
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
} from '../schemas/datasets.ts';
import { envelope, fileAnswer, pageEnvelope, XLSX_MEDIA_TYPE } from '../wire.ts';
import { callsOf } from './endpoint.ts';
import { importJobAnswer } from './jobs.ts';

/**
 * The imported data sets' calls: the import centre (template, sample, history, rows) under biData,
 * each data set's import call, and the screens' reads of what was imported (oneBi: the monitor
 * wall, twoBi: the data-set big screens, earmark: the dashboards' lists and the full screen).
 */
const biData = callsOf('datasets', '/business/v1/risk/biData');
const oneBi = callsOf('datasets', '/business/v1/oneBi');
const twoBi = callsOf('datasets', '/business/v1/twoBi');
const earmark = callsOf('datasets', '/business/v1/risk/earmarkController');

/** The import calls' query: the spec's `biType` (checked against the call when given) and the focus lists' `type`. */
export const datasetImportQuery = z.object({
  biType: biTypeSchema.optional(),
  type: z.string().trim().optional(),
});

const importing = {
  access: 'biData:upload',
  query: datasetImportQuery,
  multipart: true,
  answer: importJobAnswer,
} as const;
const centre = ['biData:upload', 'biData:query'] as const;
const xlsx = { answer: fileAnswer, produces: [XLSX_MEDIA_TYPE] } as const;

/** One import call per data set (the three focus lists share one, told apart by `type`); DATASETS names its call. */
export const datasetImportCalls = {
  importWeekly: oneBi.post('/importExceloneBi', importing),
  importMacroData: twoBi.post('/importExcelMacroData', importing),
  importBusinessSurvey: twoBi.post('/importExcelBusinessSurvey', importing),
  importLabourMarket: twoBi.post('/importExcelLabourMarket', importing),
  importSocial: twoBi.post('/importExcelSocial', importing),
  importTopics: earmark.post('/importExcelVariousNew', importing),
  importNewMonitored: earmark.post('/importExcelallNew', importing),
  importKeyCompanies: earmark.post('/importExcelCompany', importing),
  importBubbles: earmark.post('/importExcelBubbles', importing),
  importWriteOff: earmark.post('/importExcelWriteOff', importing),
  importConcern: earmark.post('/importExcelConcernCompany', importing),
};
export type DatasetImportCall = keyof typeof datasetImportCalls;

export const datasetCalls = {
  ...datasetImportCalls,
  template: biData.get('/template', { access: centre, query: biTypeQuery, ...xlsx }),
  sample: biData.get('/sample', { access: centre, query: biTypeQuery, ...xlsx }),
  history: biData.post('/queryImportData', {
    access: ['biData:query', 'biData:upload'],
    query: importHistoryQuery,
    answer: pageEnvelope(importBatchSchema),
  }),
  periods: biData.get('/periods', {
    access: 'authenticated',
    query: biTypeQuery,
    answer: envelope(z.array(z.string())),
  }),
  rows: biData.get('/rows', {
    access: 'authenticated',
    query: datasetRowsQuery,
    answer: pageEnvelope(datasetRowSchema),
  }),
  // oneBi (biType 0): the monitor wall
  week: oneBi.get('/week', {
    access: 'authenticated',
    query: weeksQuery,
    answer: envelope(z.array(weekFiguresSchema)),
  }),
  riskIndex: oneBi.get('/riskIndex', {
    access: 'authenticated',
    query: weekQuery,
    answer: envelope(riskIndexWeekSchema),
  }),
  warn: oneBi.get('/warn', { access: 'authenticated', query: weekQuery, answer: envelope(warnWeekSchema) }),
  // twoBi (biTypes 1, 2, 3, 5): the data-set big screens
  macroData: twoBi.get('/macroData', {
    access: 'authenticated',
    query: periodQuery,
    answer: envelope(macroDataSchema),
  }),
  businessSurvey: twoBi.get('/businessSurvey', {
    access: 'authenticated',
    query: periodQuery,
    answer: envelope(businessSurveySchema),
  }),
  labourMarket: twoBi.get('/labourMarket', {
    access: 'authenticated',
    query: periodQuery,
    answer: envelope(labourMarketSchema),
  }),
  social: twoBi.get('/social', { access: 'authenticated', query: periodQuery, answer: envelope(socialSchema) }),
  // earmark (biTypes 13–18): the dashboards' tabs and the full screen
  companys: earmark.get('/companys', {
    access: 'authenticated',
    query: earmarkListQuery,
    answer: pageEnvelope(datasetRowSchema),
  }),
  top: earmark.get('/top', { access: 'authenticated', query: topQuery, answer: envelope(topSchema) }),
  concernCompanys: earmark.get('/getConcernCompanys', {
    access: 'authenticated',
    query: concernListQuery,
    answer: pageEnvelope(datasetRowSchema),
  }),
  bubbles: earmark.get('/bubbles', { access: 'authenticated', query: periodQuery, answer: envelope(bubblesSchema) }),
  /** filters and paging in a JSON body (the spec's POST) */
  writeOff: earmark.post('/getExcelWriteOff', {
    access: 'authenticated',
    body: z.preprocess((v) => v ?? {}, earmarkListQuery),
    answer: pageEnvelope(datasetRowSchema),
  }),
};
