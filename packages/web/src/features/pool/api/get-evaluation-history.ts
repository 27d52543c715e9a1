import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callKey } from '../../../lib/http.ts';
import { poolCalls } from '@risk/shared/api/pool';

/** 历史评价 of a company, newest first */
export const evaluationHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(poolCalls.evaluationHistory, { params: { id } }),
    queryFn: () => api.read(poolCalls.evaluationHistory, { params: { id } }),
  });

export const useEvaluationHistory = (id: number | undefined) =>
  useQuery({ ...evaluationHistoryQuery(id ?? 0), enabled: id !== undefined });
