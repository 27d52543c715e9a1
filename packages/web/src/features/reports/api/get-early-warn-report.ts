import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportsCalls } from '@risk/shared/api/reports';
import { api, callKey } from '../../../lib/http.ts';
import type { ReportParams } from './get-dispose-report.ts';

/** earlyWarnReport: a row per district, then 全部. */
export const earlyWarnReportQuery = (query: ReportParams) =>
  queryOptions({
    queryKey: callKey(reportsCalls.earlyWarnReport, { query }),
    queryFn: () => api.read(reportsCalls.earlyWarnReport, { query }),
    placeholderData: keepPreviousData,
  });

export const useEarlyWarnReport = (params: ReportParams) => useQuery(earlyWarnReportQuery(params));
