import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DisposeReportRow } from '@risk/shared/api/reports';
import { http } from '../../../lib/http.ts';
import { DISPOSE_REPORT_PATH } from '@risk/shared/api/reports';

export type ReportParams = Record<string, string | string[]>;

/** GET /disposeReport: a row per district, then 全市. */
export const disposeReportQuery = (params: ReportParams) =>
  queryOptions({
    queryKey: [DISPOSE_REPORT_PATH, params],
    queryFn: () => http.get<DisposeReportRow[]>(DISPOSE_REPORT_PATH, params),
    placeholderData: keepPreviousData,
  });

export const useDisposeReport = (params: ReportParams) => useQuery(disposeReportQuery(params));
