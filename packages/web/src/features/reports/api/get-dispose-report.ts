import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DisposeReportRow } from '@risk/shared/schemas/reports';
import { http } from '../../../lib/http.ts';

export const DISPOSE_REPORT_URL = '/business/v1/risk/disposeReport';

export type ReportParams = Record<string, string | string[]>;

/** GET /disposeReport: a row per district, then 全市. */
export const disposeReportQuery = (params: ReportParams) =>
  queryOptions({
    queryKey: [DISPOSE_REPORT_URL, params],
    queryFn: () => http.get<DisposeReportRow[]>(DISPOSE_REPORT_URL, params),
    placeholderData: keepPreviousData,
  });

export const useDisposeReport = (params: ReportParams) => useQuery(disposeReportQuery(params));
