import type {
  CityNumber,
  DisposalSpeed,
  DistrictRiskRow,
  DynamicRow,
  Guidance,
  LatestRiskInfoRow,
  MonthCountRow,
  NamedCount,
  OrderMonthRow,
  PublicOpinion,
  RiskIndexRow,
  StatisticsData,
  WarnCompanyRow,
} from '@risk/shared/schemas/big-screen';
import { useScreenQuery } from '../../../components/big-screen/use-screen-query.ts';
import { http } from '../../../lib/http.ts';
import { MONTHS_ON_WALL } from './early-calls.ts';

/**
 * The big-screen calls, each a screen query refreshing on the screen's period.
 * Silent: a failed refresh shows the panel's offline mark, not an error pop-up on the wall.
 */
const BASE = '/business/v1/bigScreen';
const fetcher =
  <T>(path: string, params?: Record<string, unknown>) =>
  (signal: AbortSignal) =>
    http.get<T>(`${BASE}/${path}`, params, { silent: true, signal });
const use = <T>(path: string, params?: Record<string, unknown>) =>
  useScreenQuery<T>(['bigScreen', path, params ?? {}], fetcher<T>(path, params));

export const useEnterpriseRiskNumber = () => use<DistrictRiskRow[]>('enterpriseRiskNumber');
export const useFieldDistribution = () => use<NamedCount[]>('fieldDistribution');
export const useCityNumber = () => use<CityNumber>('cityNumber');
export const useDisposalSpeed = () => use<DisposalSpeed>('disposalSpeed');
export const useStatisticsData = () => use<StatisticsData>('statisticsData');
export const useDynamic = () => use<DynamicRow[]>('dynamic');
export const useRiskIndex = () => use<RiskIndexRow[]>('riskIndex');
export const useStatisticsRiskLevel = () => use<NamedCount[]>('statisticsRiskLevel');
export const useRiskCompanyInfos = () => use<LatestRiskInfoRow[]>('riskCompanyInfos');
export const useWarnCompanys = () => use<WarnCompanyRow[]>('warnCompanys');
export const useRiskNumberByMonth = (months = MONTHS_ON_WALL) => use<MonthCountRow[]>('riskNumber/month', { months });
export const useOrderNumberByMonth = (months = MONTHS_ON_WALL) => use<OrderMonthRow[]>('orderNumber/month', { months });
export const useGuidance = () => use<Guidance>('guidance');
export const usePublicOpinion = () => use<PublicOpinion>('publicOpinion');
