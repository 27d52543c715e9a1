import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { RISK_INFO_PATH, type RiskInfoTotal } from '@risk/shared/api/riskInfo';

/** GET /business/v1/risk/riskCompanyInfo/total: the statistic cards */
export const riskInfoTotalQuery = () =>
  queryOptions({
    queryKey: [RISK_INFO_PATH, 'total'],
    queryFn: () => http.get<RiskInfoTotal>(`${RISK_INFO_PATH}/total`),
  });

export const useRiskInfoTotal = () => useQuery(riskInfoTotalQuery());
