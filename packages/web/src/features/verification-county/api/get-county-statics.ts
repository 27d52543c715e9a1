import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountyBadges } from '@risk/shared/schemas/verification';
import { http } from '../../../lib/http.ts';
import { ORDERS_URL } from './orders.ts';

/** GET /business/v1/riskVerificationForms/statics/county; under the list key so every order action refreshes it */
export const countyStaticsQuery = () =>
  queryOptions({
    queryKey: [ORDERS_URL, 'statics', 'county'],
    queryFn: () => http.get<CountyBadges>(`${ORDERS_URL}/statics/county`),
  });

export const useCountyBadges = () => useQuery(countyStaticsQuery());
