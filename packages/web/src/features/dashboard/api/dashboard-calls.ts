import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardCalls as calls, pagePathOf } from '@risk/shared/api/dashboard';
import type { AnyEndpoint, ContentOf } from '@risk/shared/api/endpoint';
import type { FocusType } from '@risk/shared/schemas/dashboard';
import { api, callKey, pageItems } from '../../../lib/http.ts';
import { prefetchedOr } from './page-prefetch.ts';

/** Year selector value → query: 0 means all years and the parameter is left out. */
export const yearParams = (year: number): { year?: number } => (year ? { year } : {});

/** A dashboard read: taken from the page's first view when it holds the answer (page-prefetch.ts), else called. */
const read = <E extends AnyEndpoint>(
  call: E,
  query: Record<string, unknown> = {},
  params?: Record<string, unknown>,
) => {
  // any call of the table: sent with the parameters given, typed by its own answer
  const any: AnyEndpoint = call;
  return queryOptions({
    queryKey: callKey(any, { params, query }),
    queryFn: () =>
      prefetchedOr(pagePathOf(call, params), query, () => api.read(any, { params, query }) as Promise<ContentOf<E>>),
    placeholderData: keepPreviousData,
  });
};

export const useCityTotal = (year: number) => useQuery(read(calls.total, yearParams(year)));
export const useCityNumber = () => useQuery(read(calls.cityNumber));
export const useAreaRiskNumber = (year: number) => useQuery(read(calls.areaRiskNumber, yearParams(year)));
export const useCategoryNumber = (year: number) => useQuery(read(calls.categoryNumber, yearParams(year)));
export const useFieldDistribution = (year: number) => useQuery(read(calls.fieldDistribution, yearParams(year)));
export const useVerifyTotals = (year: number) => useQuery(read(calls.verify, yearParams(year)));
export const useDisposalTotals = (year: number) => useQuery(read(calls.disposal, yearParams(year)));
export const useVerifySpeedTotal = (year: number) => useQuery(read(calls.verifySpeedTotal, yearParams(year)));
export const useDisposalSpeedTotal = (year: number) => useQuery(read(calls.disposalSpeedTotal, yearParams(year)));
export const useDisposalSpeed = (year: number) => useQuery(read(calls.disposalSpeed, yearParams(year)));
export const useRadar = (id: number | undefined) =>
  useQuery({ ...read(calls.radar, {}, { id }), enabled: Boolean(id) });

export const useLevelList = (year: number, page: number, size: number) => {
  const query = { ...yearParams(year), page, size };
  return useQuery({
    queryKey: callKey(calls.levelList, { query }),
    queryFn: async () =>
      pageItems(await prefetchedOr(pagePathOf(calls.levelList), query, () => api.read(calls.levelList, { query }))),
    placeholderData: keepPreviousData,
  });
};

const FOCUS_COUNTS = {
  categoryNumber: calls.focusCategory,
  enterpriseNumber: calls.focusStatus,
  enterpriseRiskNumber: calls.focusDegree,
  fieldDistribution: calls.focusIndustry,
} as const;
export const useFocusArea = (type: FocusType) => useQuery(read(calls.focusArea, { type }));
export const useFocusCounts = (type: FocusType, chart: keyof typeof FOCUS_COUNTS) =>
  useQuery(read(FOCUS_COUNTS[chart], { type }));
export const useKeepTrack = (type: FocusType, page: number, size: number) =>
  useQuery({
    queryKey: callKey(calls.focusList, { query: { type, page, size } }),
    queryFn: () => api.page(calls.focusList, { query: { type, page, size } }),
    placeholderData: keepPreviousData,
  });

export const useDistrictTotal = (year: number) => useQuery(read(calls.districtTotal, yearParams(year)));
export const useDayAddRiskNumber = (year: number) => useQuery(read(calls.dayAddRiskNumber, yearParams(year)));
export const useWorkIndex = (year: number) => useQuery(read(calls.workIndex, yearParams(year)));
export const useWorkIndexAll = () => useQuery(read(calls.workIndexAll));
export const useWorkPlan = (year: number) => useQuery(read(calls.workPlan, yearParams(year)));

/** 关注 / 取消关注 from a dashboard list; every dashboard query reads again. */
export function useFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (riskCompanyId: number) => api.write(calls.follow, { params: { id: riskCompanyId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [calls.follow.area] }),
  });
}
