import type { z } from 'zod';
import type { evaluationBody } from '@risk/shared/disposal';
import { api } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { disposalCalls } from '@risk/shared/api/disposal';
import { poolCalls } from '@risk/shared/api/pool';

export type EvaluationBody = z.infer<typeof evaluationBody>;

/** 评价: 待评价 → 已评价; the history drawer is a pool call and refreshes with the pool. */
export const useEvaluateCompany = () =>
  useListMutation(poolCalls.evaluate, (body: EvaluationBody) => api.write(poolCalls.evaluate, { body }), [
    disposalCalls.list,
  ]);
