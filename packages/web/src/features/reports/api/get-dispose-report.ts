import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const DISPOSE_REPORT_URL = '/business/v1/risk/disposeReport';

/** One district's row of 处置报表 (the last row, 全市, sums them). */
export interface DisposeReportRow {
  region: string;
  disposeCompNum: number;
  interviewNum: number;
  allInterviewNum: number;
  stabilityNum: number;
  layoffsPerson: number;
  dockNum: number;
  allDockNum: number;
  finishedNum: number;
  archivedNum: number;
  evaluatedNum: number;
}

export type ReportParams = Record<string, string | string[]>;

export const disposeReportQuery = (params: ReportParams) =>
  queryOptions({ queryKey: [DISPOSE_REPORT_URL, params], queryFn: () => http.get<DisposeReportRow[]>(DISPOSE_REPORT_URL, params), placeholderData: keepPreviousData });

export const useDisposeReport = (params: ReportParams) => useQuery(disposeReportQuery(params));
