import type { WeekFigures } from '@risk/shared/schemas/datasets';
import { useScreenQuery } from '../../../components/big-screen/use-screen-query.ts';
import { http } from '../../../lib/http.ts';
import { WEEKS_ON_WALL } from './early-calls.ts';

/** GET /business/v1/oneBi/week (data set biType 0): the last weeks imported, oldest first, in the user's scope. */
export const useOneBiWeeks = (weeks = WEEKS_ON_WALL) =>
  useScreenQuery<WeekFigures[]>(['oneBi', 'week', weeks], (signal) =>
    http.get<WeekFigures[]>('/business/v1/oneBi/week', { weeks }, { silent: true, signal }),
  );
