import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { layoffStatisticsBody } from '@risk/shared/disposal';
import { poolCalls } from '@risk/shared/api/pool';
import { api, callKey } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

export type LayoffStatisticsBody = z.infer<typeof layoffStatisticsBody>;

/** The company's entries by date (the ratios are computed from the latest one). */
export const layoffStatisticsQuery = (riskCompanyId: number) =>
  queryOptions({
    queryKey: callKey(poolCalls.layoffStatistics, { params: { riskCompanyId } }),
    queryFn: () => api.read(poolCalls.layoffStatistics, { params: { riskCompanyId } }).then((c) => c.rows),
  });

export const useLayoffStatistics = (riskCompanyId: number | undefined) =>
  useQuery({ ...layoffStatisticsQuery(riskCompanyId ?? 0), enabled: riskCompanyId !== undefined });

/** A new dated entry (districts and 存档评价 with downsizingStatistics). */
export const useAddLayoffStatistics = () =>
  useListMutation(poolCalls.addLayoffStatistics, (body: LayoffStatisticsBody) =>
    api.write(poolCalls.addLayoffStatistics, { body }),
  );
