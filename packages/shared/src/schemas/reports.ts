import { z } from 'zod';
import { labelOf } from '../figures.ts';
import { pageQuerySchema, repeated, textFilter } from '../wire.ts';

/** A report's time bound: yyyy-MM-dd, or with the time the client sends (00:00:00 / 23:59:59). */
const reportTime = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, `${label}格式应为 yyyy-MM-dd HH:mm:ss`)
      .optional(),
  );

const timeBounds = {
  startTime: reportTime('开始时间'),
  endTime: reportTime('结束时间'),
};

/** The layoff report list (region, reportName, companyName, startTime, endtime). */
export const layoffReportQuery = pageQuerySchema
  .extend({
    /** one district or several, as repeated keys (`region=朝阳区&region=海淀区`) */
    region: repeated(z.string().trim().max(50, '区县名称过长')),
    reportName: textFilter,
    companyName: textFilter,
    ...timeBounds,
    /** `endtime` is the spelling the old clients send; endTime is accepted too, endTime wins when both come */
    endtime: reportTime('结束时间'),
  })
  .transform(({ endtime, ...q }) => ({ ...q, endTime: q.endTime ?? endtime }));
export type LayoffReportQuery = z.infer<typeof layoffReportQuery>;

/** The dispose report and the warning statement: a time range and, for the dispose report, a sort column. */
export const reportRangeQuery = z.object({
  ...timeBounds,
  sort: repeated(z.string().regex(/^[A-Za-z_]+,(ASC|DESC|asc|desc)$/, '排序参数格式应为 字段,ASC 或 字段,DESC')),
});
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

export const riskCompanyIdParam = z.object({
  riskCompanyId: z.coerce.number({ error: '企业 ID 必须是数字' }).int().positive('企业 ID 必须是正整数'),
});

/**
 * The dispose report's numeric columns, in the order of the screen and the download. Its rows are
 * disposal orders, so its archived and evaluated companies are those that went through 联动处置
 * (catalogue `disposalArchived`, `disposalEvaluated`): fewer than the wall's and the statement's
 * 已存档, which also count cases archived without a disposal (rated below 三级).
 */
export const DISPOSE_REPORT_COLUMNS = [
  { key: 'disposeCompNum', header: '联动处置企业数' },
  { key: 'interviewNum', header: '约谈企业数' },
  { key: 'allInterviewNum', header: '约谈总次数' },
  { key: 'stabilityNum', header: '裁员和维稳企业数' },
  { key: 'layoffsPerson', header: '裁员人数' },
  { key: 'dockNum', header: '对接服务企业数' },
  { key: 'allDockNum', header: '对接服务总次数' },
  { key: 'finishedNum', header: '已办结' },
  { key: 'archivedNum', header: labelOf('disposalArchived') },
  { key: 'evaluatedNum', header: labelOf('disposalEvaluated') },
] as const;
export type DisposeReportKey = (typeof DISPOSE_REPORT_COLUMNS)[number]['key'];

/** The total row of the dispose report and of the warning statement. */
export const CITY_TOTAL_ROW = '全市';
export const WARNING_TOTAL_ROW = '全部';

export const REPORT_MSG = {
  noFile: '该报告暂无可下载的文件',
  startAfterEnd: '开始时间不能晚于结束时间',
} as const;
