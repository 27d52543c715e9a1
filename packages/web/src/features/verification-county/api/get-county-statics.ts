import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { ORDERS_URL } from './orders.ts';

/** Tab badges of the caller's district. */
export interface CountyStatics {
  earlyWarnNum: number;
  waitOrdersNum: number;
  waitVerifyUnPushNum: number;
  waitVerifyPushNum: number;
  waitReviewedNum: number;
}

/** GET /business/v1/riskVerificationForms/statics/county; under the list key so every order action refreshes it */
export const countyStaticsQuery = () => queryOptions({ queryKey: [ORDERS_URL, 'statics', 'county'], queryFn: () => http.get<CountyStatics>(`${ORDERS_URL}/statics/county`) });

export const useCountyStatics = () => useQuery(countyStaticsQuery());
