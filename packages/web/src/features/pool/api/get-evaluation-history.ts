import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { POOL_URL } from './risk-company.ts';

export interface EvaluationRecord {
  score: number;
  content: string;
  evaluator: string;
  createTime: string;
}

/** GET /business/risk/company/evaluationHistory/{id}, newest first */
export const evaluationHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: [POOL_URL, 'evaluationHistory', id],
    queryFn: () => http.get<EvaluationRecord[]>(`${POOL_URL}/evaluationHistory/${id}`),
  });

export const useEvaluationHistory = (id: number | undefined) =>
  useQuery({ ...evaluationHistoryQuery(id ?? 0), enabled: id !== undefined });
