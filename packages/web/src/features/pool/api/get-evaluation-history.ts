import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { RISK_COMPANY_PATH, type EvaluationRecord } from '@risk/shared/api/pool';

/** GET /business/risk/company/evaluationHistory/{id}, newest first */
export const evaluationHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: [RISK_COMPANY_PATH, 'evaluationHistory', id],
    queryFn: () => http.get<EvaluationRecord[]>(`${RISK_COMPANY_PATH}/evaluationHistory/${id}`),
  });

export const useEvaluationHistory = (id: number | undefined) =>
  useQuery({ ...evaluationHistoryQuery(id ?? 0), enabled: id !== undefined });
