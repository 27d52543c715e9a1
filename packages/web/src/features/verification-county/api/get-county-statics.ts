import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountyBadges } from '@risk/shared/api/verification';
import { http } from '../../../lib/http.ts';
import { ORDERS_PATH } from '@risk/shared/api/verification';

/** GET /business/v1/riskVerificationForms/statics/county; under the list key so every order action refreshes it */
export const countyStaticsQuery = () =>
  queryOptions({
    queryKey: [ORDERS_PATH, 'statics', 'county'],
    queryFn: () => http.get<CountyBadges>(`${ORDERS_PATH}/statics/county`),
  });

export const useCountyBadges = () => useQuery(countyStaticsQuery());
