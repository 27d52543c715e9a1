import { queryOptions, useQuery } from '@tanstack/react-query';
import { datasetCalls } from '@risk/shared/api/datasets';
import { api, callKey } from '../../../lib/http.ts';

/** The periods of a data set the user can read, newest first. */
export const datasetPeriodsQuery = (biType: number) =>
  queryOptions({
    queryKey: callKey(datasetCalls.periods, { query: { biType } }),
    queryFn: () => api.read(datasetCalls.periods, { query: { biType } }),
  });

export const useDatasetPeriods = (biType: number) => useQuery(datasetPeriodsQuery(biType));
