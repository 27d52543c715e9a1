import { datasetCalls } from '@risk/shared/api/datasets';
import { useScreenQuery } from '../../../components/big-screen/use-screen-query.ts';
import { api, callKey } from '../../../lib/http.ts';
import { WEEKS_ON_WALL } from './early-calls.ts';

/** oneBi/week (data set biType 0): the last weeks imported, oldest first, in the user's scope. */
export const useOneBiWeeks = (weeks = WEEKS_ON_WALL) =>
  useScreenQuery(callKey(datasetCalls.week, { query: { weeks } }), (signal) =>
    api.read(datasetCalls.week, { query: { weeks }, silent: true, signal }),
  );
