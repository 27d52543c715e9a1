import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { RISK_INFO_URL } from './risk-info.ts';

export interface RiskInfoTotal {
  total: number;
  /** risk information of the companies under key focus (the user's level's focus field) */
  focusTotal: number;
}

/** GET /business/v1/risk/riskCompanyInfo/total: the statistic cards */
export const riskInfoTotalQuery = () =>
  queryOptions({
    queryKey: [RISK_INFO_URL, 'total'],
    queryFn: () => http.get<RiskInfoTotal>(`${RISK_INFO_URL}/total`),
  });

export const useRiskInfoTotal = () => useQuery(riskInfoTotalQuery());
