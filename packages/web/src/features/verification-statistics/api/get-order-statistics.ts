import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatistics } from '@risk/shared/schemas/verification';
import { http } from '../../../lib/http.ts';

const ORDERS_URL = '/business/v1/riskVerificationForms';

/** GET /statics/city: the county and city statistics tables (a district user gets its own district). */
export const orderStatisticsQuery = () =>
  queryOptions({
    queryKey: [ORDERS_URL, 'statics', 'city'],
    queryFn: () => http.get<OrderStatistics>(`${ORDERS_URL}/statics/city`),
  });

export const useOrderStatistics = () => useQuery(orderStatisticsQuery());
