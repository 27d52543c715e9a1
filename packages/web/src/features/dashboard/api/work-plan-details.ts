import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardCalls as calls } from '@risk/shared/api/dashboard';
import type { WorkPlanOrderRow } from '@risk/shared/schemas/dashboard';
import { api, callKey, pageItems } from '../../../lib/http.ts';
import { yearParams } from './dashboard-calls.ts';

export type DetailKind = 'earlyWarningList' | 'verifyRate' | 'downsizingList';
/** An order behind a cell; 核实率 adds its feedback time in working days. */
export type DetailOrderRow = WorkPlanOrderRow & { feedbackDays?: number | null };

/** A work-plan detail list: the orders behind a cell of one district (or 全市). */
export const useWorkPlanDetail = (kind: DetailKind, segments: string[], year: number, page: number, size: number) => {
  const query = { ...yearParams(year), page, size };
  const [region, level] = segments;
  return useQuery({
    queryKey: [calls[kind].area, calls[kind].path, segments, query],
    queryFn: (): Promise<{ items: DetailOrderRow[]; total: number }> =>
      kind === 'downsizingList'
        ? api.page(calls.downsizingList, { params: { region, level }, query })
        : api.page(calls[kind], { params: { region }, query }),
    placeholderData: keepPreviousData,
    enabled: segments.every(Boolean),
  });
};

export const useDisposalRateDetail = (region: string, year: number, page: number, size: number) => {
  const input = { params: { region }, query: { ...yearParams(year), page, size } };
  return useQuery({
    queryKey: callKey(calls.disposalRate, input),
    queryFn: async () => {
      const r = await api.read(calls.disposalRate, input);
      return { cards: r.cards, ...pageItems(r.list) };
    },
    placeholderData: keepPreviousData,
    enabled: Boolean(region),
  });
};
