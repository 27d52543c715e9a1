import { bigScreenCalls } from '@risk/shared/api/bigScreen';
import type { AnyEndpoint, ContentOf } from '@risk/shared/api/endpoint';
import { useScreenQuery } from '../../../components/big-screen/use-screen-query.ts';
import { api, callKey } from '../../../lib/http.ts';
import { MONTHS_ON_WALL } from './early-calls.ts';

/**
 * The big-screen calls, each a screen query refreshing on the screen's period.
 * Silent: a failed refresh shows the panel's offline mark, not an error pop-up on the wall.
 */
const use = <E extends AnyEndpoint>(call: E, query?: Record<string, number>) => {
  // any figure of the table: read as a call of no parameters, typed by its own answer
  const any: AnyEndpoint = call;
  return useScreenQuery(
    callKey(any, { query }),
    (signal) => api.read(any, { query, silent: true, signal }) as Promise<ContentOf<E>>,
  );
};

export const useEnterpriseRiskNumber = () => use(bigScreenCalls.enterpriseRiskNumber);
export const useFieldDistribution = () => use(bigScreenCalls.fieldDistribution);
export const useCityNumber = () => use(bigScreenCalls.cityNumber);
export const useDisposalSpeed = () => use(bigScreenCalls.disposalSpeed);
export const useStatisticsData = () => use(bigScreenCalls.statisticsData);
export const useDynamic = () => use(bigScreenCalls.dynamic);
export const useRiskIndex = () => use(bigScreenCalls.riskIndex);
export const useStatisticsRiskLevel = () => use(bigScreenCalls.statisticsRiskLevel);
export const useRiskCompanyInfos = () => use(bigScreenCalls.riskCompanyInfos);
export const useWarnCompanys = () => use(bigScreenCalls.warnCompanys);
export const useRiskNumberByMonth = (months = MONTHS_ON_WALL) => use(bigScreenCalls.riskNumberByMonth, { months });
export const useOrderNumberByMonth = (months = MONTHS_ON_WALL) => use(bigScreenCalls.orderNumberByMonth, { months });
export const useGuidance = () => use(bigScreenCalls.guidance);
export const usePublicOpinion = () => use(bigScreenCalls.publicOpinion);
