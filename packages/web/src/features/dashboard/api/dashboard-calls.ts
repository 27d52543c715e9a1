import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AreaRiskRow,
  CityNumber,
  CompanyRadar,
  DashboardTotal,
  DayCount,
  DisposalTotals,
  DistrictTotal,
  FocusAreaRow,
  FocusCompanyRow,
  FocusType,
  LevelListRow,
  NamedCount,
  SpeedRow,
  SpeedTotal,
  VerifyTotals,
  WorkPlanRow,
} from '@risk/shared/schemas/dashboard';
import type { Page } from '@risk/shared/wire';
import { http, pageItems } from '../../../lib/http.ts';
import { DASH, prefetchedOr } from './page-prefetch.ts';

/** Year selector value → query: 0 means all years and the parameter is left out. */
export const yearParams = (year: number): Record<string, string> => (year ? { year: String(year) } : {});

const call = <T>(path: string, params: Record<string, string> = {}) =>
  queryOptions({
    queryKey: [DASH, path, params],
    queryFn: () => prefetchedOr(path, params, () => http.get<T>(`${DASH}/${path}`, params)),
    placeholderData: keepPreviousData,
  });

export const useCityTotal = (year: number) => useQuery(call<DashboardTotal>('city/total', yearParams(year)));
export const useCityNumber = () => useQuery(call<CityNumber>('city/cityNumber'));
export const useAreaRiskNumber = (year: number) =>
  useQuery(call<AreaRiskRow[]>('city/areaRiskNumber', yearParams(year)));
export const useCategoryNumber = (year: number) =>
  useQuery(call<NamedCount[]>('city/categoryNumber', yearParams(year)));
export const useFieldDistribution = (year: number) =>
  useQuery(call<NamedCount[]>('city/fieldDistribution', yearParams(year)));
export const useVerifyTotals = (year: number) => useQuery(call<VerifyTotals>('city/verify', yearParams(year)));
export const useDisposalTotals = (year: number) => useQuery(call<DisposalTotals>('city/disposal', yearParams(year)));
export const useVerifySpeedTotal = (year: number) =>
  useQuery(call<SpeedTotal>('city/verifySpeedTotal', yearParams(year)));
export const useDisposalSpeedTotal = (year: number) =>
  useQuery(call<SpeedTotal>('city/disposalSpeedTotal', yearParams(year)));
export const useDisposalSpeed = (year: number) => useQuery(call<SpeedRow[]>('city/disposalSpeed', yearParams(year)));
export const useRadar = (id: number | undefined) =>
  useQuery({ ...call<CompanyRadar>(`city/radar/${id}`), enabled: Boolean(id) });

export const useLevelList = (year: number, page: number, size: number) =>
  useQuery({
    queryKey: [DASH, 'city/levelList', year, page, size],
    queryFn: async () => {
      const params = { ...yearParams(year), page, size };
      const p = await prefetchedOr('city/levelList', params, () =>
        http.get<Page<LevelListRow>>(`${DASH}/city/levelList`, params),
      );
      return pageItems(p);
    },
    placeholderData: keepPreviousData,
  });

export const useFocusArea = (type: FocusType) => useQuery(call<FocusAreaRow[]>('content/areaRiskNumber', { type }));
export const useFocusCounts = (
  type: FocusType,
  path: 'categoryNumber' | 'enterpriseNumber' | 'enterpriseRiskNumber' | 'fieldDistribution',
) => useQuery(call<NamedCount[]>(`content/${path}`, { type }));
export const useKeepTrack = (type: FocusType, page: number, size: number) =>
  useQuery({
    queryKey: [DASH, 'content/keepTrack', type, page, size],
    queryFn: () => http.page<FocusCompanyRow>(`${DASH}/content/keepTrack`, { type, page, size }),
    placeholderData: keepPreviousData,
  });

export const useDistrictTotal = (year: number) => useQuery(call<DistrictTotal>('district/total', yearParams(year)));
export const useDayAddRiskNumber = (year: number) =>
  useQuery(call<DayCount[]>('district/dayAddRiskNumber', yearParams(year)));
export const useWorkIndex = (year: number) => useQuery(call<WorkPlanRow>('district/workIndex', yearParams(year)));
export const useWorkIndexAll = () => useQuery(call<WorkPlanRow>('district/workIndexAll'));
export const useWorkPlan = (year: number) => useQuery(call<WorkPlanRow[]>('workPlan', yearParams(year)));

/** 关注 / 取消关注 from a dashboard list; every dashboard query reads again. */
export function useFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (riskCompanyId: number) => http.patch<{ value: boolean }>(`${DASH}/follow/${riskCompanyId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [DASH] }),
  });
}
