import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CityBadges } from '@risk/shared/schemas/verification';
import { http } from '../../../lib/http.ts';
import { ORDERS_URL } from './verification-orders.ts';

/** GET /statics: the tab badges; keyed under ORDERS_URL so every order action refreshes it with the lists. */
export const cityStaticsQuery = () =>
  queryOptions({ queryKey: [ORDERS_URL, 'statics'], queryFn: () => http.get<CityBadges>(`${ORDERS_URL}/statics`) });

export const useCityStatics = () => useQuery(cityStaticsQuery());
