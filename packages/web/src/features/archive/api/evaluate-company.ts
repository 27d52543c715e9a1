import type { z } from 'zod';
import type { evaluationBody } from '@risk/shared/disposal';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { DISPOSAL_PATH } from '@risk/shared/api/disposal';
import { RISK_COMPANY_PATH } from '@risk/shared/api/pool';

export type EvaluationBody = z.infer<typeof evaluationBody>;

/** POST /evaluation: 待评价 → 已评价; the history drawer is keyed under RISK_COMPANY_PATH and refreshes with it. */
export const useEvaluateCompany = () =>
  useListMutation(RISK_COMPANY_PATH, (body: EvaluationBody) => http.post(`${RISK_COMPANY_PATH}/evaluation`, body), [
    [DISPOSAL_PATH],
  ]);
