import type { Key } from 'react';
import type { z } from 'zod';
import type { riskInfoBody } from '@risk/shared/schemas/riskInfo';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { RISK_INFO_URL } from './risk-info.ts';

/** The pool shows each company's risk-information count, type and inclusion time: refresh it too. */
const POOL_URL = '/business/risk/company';

export type RiskInfoInput = z.input<typeof riskInfoBody>;

/** POST /business/v1/risk/riskCompanyInfo, PUT with the id for an edit */
export const useSaveRiskInfo = () =>
  useListMutation(
    RISK_INFO_URL,
    ({ id, input }: { id?: number; input: RiskInfoInput }) =>
      id ? http.put(RISK_INFO_URL, { id, ...input }) : http.post(RISK_INFO_URL, input),
    [[POOL_URL]],
  );

/** DELETE /business/v1/risk/riskCompanyInfo with the ids */
export const useDeleteRiskInfos = () =>
  useListMutation(RISK_INFO_URL, (ids: Key[]) => http.del(RISK_INFO_URL, ids), [[POOL_URL]]);
