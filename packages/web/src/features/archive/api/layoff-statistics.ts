import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { layoffStatisticsBody } from '@risk/shared/disposal';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { LAYOFF_STATISTICS_PATH } from '@risk/shared/api/pool';

export type LayoffStatisticsBody = z.infer<typeof layoffStatisticsBody>;
export interface LayoffStatisticsRow extends LayoffStatisticsBody {
  id: number;
  createTime: string;
}

/** GET /{riskCompanyId}: the company's entries by date (the ratios are computed from the latest one). */
export const layoffStatisticsQuery = (riskCompanyId: number) =>
  queryOptions({
    queryKey: [LAYOFF_STATISTICS_PATH, riskCompanyId],
    queryFn: () =>
      http.get<{ rows: LayoffStatisticsRow[] }>(`${LAYOFF_STATISTICS_PATH}/${riskCompanyId}`).then((c) => c.rows),
  });

export const useLayoffStatistics = (riskCompanyId: number | undefined) =>
  useQuery({ ...layoffStatisticsQuery(riskCompanyId ?? 0), enabled: riskCompanyId !== undefined });

/** POST '': a new dated entry (districts and 存档评价 with downsizingStatistics). */
export const useAddLayoffStatistics = () =>
  useListMutation(LAYOFF_STATISTICS_PATH, (body: LayoffStatisticsBody) => http.post(LAYOFF_STATISTICS_PATH, body));
