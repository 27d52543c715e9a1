import type { Key } from 'react';
import type { z } from 'zod';
import type { riskInfoBody } from '@risk/shared/schemas/riskInfo';
import { api, http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { RISK_INFO_PATH } from '@risk/shared/api/riskInfo';
import { poolCalls } from '@risk/shared/api/pool';

/** The pool shows each company's risk-information count, type and inclusion time: refresh it too. */

export type RiskInfoInput = z.input<typeof riskInfoBody>;

/** POST /business/v1/risk/riskCompanyInfo, PUT with the id for an edit */
export const useSaveRiskInfo = () =>
  useListMutation(
    RISK_INFO_PATH,
    ({ id, input }: { id?: number; input: RiskInfoInput }) =>
      id ? http.put(RISK_INFO_PATH, { id, ...input }) : http.post(RISK_INFO_PATH, input),
    [poolCalls.list],
  );

/** DELETE /business/v1/risk/riskCompanyInfo with the ids */
export const useDeleteRiskInfos = () =>
  useListMutation(RISK_INFO_PATH, (ids: Key[]) => http.del(RISK_INFO_PATH, ids), [poolCalls.list]);

/** The pool's push of the record's company (推送 of the risk information, riskCompanyInfo:push) */
export const usePushRiskInfoCompany = () =>
  useListMutation(
    RISK_INFO_PATH,
    (riskCompanyId: number) => api.write(poolCalls.push, { body: { ids: [riskCompanyId] } }),
    [poolCalls.push],
  );
