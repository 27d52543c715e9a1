import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { DATASET_PERIODS_URL } from './datasets-url.ts';

/** GET /business/v1/risk/biData/periods?biType=: the periods the user can read, newest first */
export const datasetPeriodsQuery = (biType: number) =>
  queryOptions({
    queryKey: [DATASET_PERIODS_URL, biType],
    queryFn: () => http.get<string[]>(DATASET_PERIODS_URL, { biType }),
  });

export const useDatasetPeriods = (biType: number) => useQuery(datasetPeriodsQuery(biType));
