import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import type { ReportParams } from './get-dispose-report.ts';

const EARLY_WARN_REPORT_URL = '/business/v1/risk/earlyWarnReport';

/** One district's row of 预警报表 (spec doc 2): "a/b" counts and "rate,a/b" rates; the last row is 全部. */
export interface WarningStatementRow {
  companyRegion: string;
  earlyWarningList: string;
  downsizingList: string;
  verifyRate: string;
  disposalRate: string;
}

export const earlyWarnReportQuery = (params: ReportParams) =>
  queryOptions({ queryKey: [EARLY_WARN_REPORT_URL, params], queryFn: () => http.get<WarningStatementRow[]>(EARLY_WARN_REPORT_URL, params), placeholderData: keepPreviousData });

export const useEarlyWarnReport = (params: ReportParams) => useQuery(earlyWarnReportQuery(params));
