import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DisposalTotals } from '@risk/shared/schemas/dashboard';
import type { Page } from '@risk/shared/wire';
import { http } from '../../../lib/http.ts';
import { DASH } from './page-prefetch.ts';

export type DetailKind = 'earlyWarningList' | 'verifyRate' | 'downsizingList';

export interface DetailOrderRow {
  id: number;
  riskCompanyId: number;
  companyName: string;
  creditCode: string;
  region: string;
  status: number;
  level: string;
  isDownsizing: string | null;
  pushTime: string;
  dispatchTime: string | null;
  ordersTime: string | null;
  verificationTime: string | null;
  gradeTime: string | null;
  feedbackDays?: number | null;
}

export interface DisposalDetailRow {
  id: number;
  orderId: number;
  companyName: string;
  region: string;
  level: string;
  status: number;
  talkNum: number;
  downsizingNum: number;
  serverNum: number;
  createTime: string;
  finishTime: string | null;
}

/** A work-plan detail list: the orders behind a cell of one district (or 全市). */
export const useWorkPlanDetail = (kind: DetailKind, segments: string[], year: number, page: number, size: number) =>
  useQuery({
    queryKey: [DASH, 'workPlan', kind, segments, year, page, size],
    queryFn: () =>
      http.page<DetailOrderRow>(`${DASH}/workPlan/${kind}/${segments.map(encodeURIComponent).join('/')}`, {
        ...(year ? { year } : {}),
        page,
        size,
      }),
    placeholderData: keepPreviousData,
    enabled: segments.every(Boolean),
  });

export const useDisposalRateDetail = (region: string, year: number, page: number, size: number) =>
  useQuery({
    queryKey: [DASH, 'workPlan', 'disposalRate', region, year, page, size],
    queryFn: async () => {
      const r = await http.get<{ cards: DisposalTotals; list: Page<DisposalDetailRow> }>(
        `${DASH}/workPlan/disposalRate/${encodeURIComponent(region)}`,
        { ...(year ? { year } : {}), page, size },
      );
      return { cards: r.cards, items: r.list.content.map((c) => c.content), total: r.list.metadata.totalElements };
    },
    placeholderData: keepPreviousData,
    enabled: Boolean(region),
  });
