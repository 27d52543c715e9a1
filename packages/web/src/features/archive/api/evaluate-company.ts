import type { z } from 'zod';
import type { evaluationBody } from '@risk/shared/disposal';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { DISPOSAL_URL, POOL_URL } from './case-urls.ts';

export type EvaluationBody = z.infer<typeof evaluationBody>;

/** POST /evaluation: 待评价 → 已评价; the history drawer is keyed under POOL_URL and refreshes with it. */
export const useEvaluateCompany = () =>
  useListMutation(POOL_URL, (body: EvaluationBody) => http.post(`${POOL_URL}/evaluation`, body), [[DISPOSAL_URL]]);
