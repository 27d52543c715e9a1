import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryIn } from '@risk/shared/api/endpoint';
import { statementCalls } from '@risk/shared/api/statements';
import type { MonthlyTableKey } from '@risk/shared/schemas/dashboard';
import { api, callKey } from '../../../lib/http.ts';

type StatementQuery = QueryIn<typeof statementCalls.regionStatement>;

/** 风险报表: the 全市 → district tree for a period and district. */
export const useRegionStatement = (query: StatementQuery) =>
  useQuery({
    queryKey: callKey(statementCalls.regionStatement, { query }),
    queryFn: () => api.read(statementCalls.regionStatement, { query }),
    placeholderData: keepPreviousData,
  });

export const downloadRegionStatement = (query: StatementQuery) =>
  api.download(statementCalls.regionStatementDownload, '风险报表.xlsx', { query }).catch(() => undefined);

const TABLE_CALL = {
  one: statementCalls.monthlyTableOne,
  two: statementCalls.monthlyTableTwo,
  three: statementCalls.monthlyTableThree,
} as const satisfies Record<MonthlyTableKey, unknown>;

/** One table of the monthly report: the published snapshot of the month, else computed now. */
export const useMonthlyTable = (table: MonthlyTableKey, month: string) =>
  useQuery({
    queryKey: callKey(TABLE_CALL[table], { query: { month } }),
    queryFn: () => api.read(TABLE_CALL[table], { query: { month } }),
    placeholderData: keepPreviousData,
  });

export const useMonthSnapshots = () =>
  useQuery({ queryKey: callKey(statementCalls.snapshots), queryFn: () => api.read(statementCalls.snapshots) });

/** Publishing refreshes the tables (now read from the snapshot) and the history. */
export function usePublishMonth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => api.write(statementCalls.publish, { body: { month } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [statementCalls.publish.area] }),
  });
}
