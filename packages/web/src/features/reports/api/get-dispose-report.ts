import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportsCalls } from '@risk/shared/api/reports';
import { api, callKey } from '../../../lib/http.ts';

export type ReportParams = Record<string, string | string[]>;

/** disposeReport: a row per district, then 全市. */
export const disposeReportQuery = (query: ReportParams) =>
  queryOptions({
    queryKey: callKey(reportsCalls.disposeReport, { query }),
    queryFn: () => api.read(reportsCalls.disposeReport, { query }),
    placeholderData: keepPreviousData,
  });

export const useDisposeReport = (params: ReportParams) => useQuery(disposeReportQuery(params));
