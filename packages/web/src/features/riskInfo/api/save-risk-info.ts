import type { Key } from 'react';
import type { z } from 'zod';
import type { riskInfoBody } from '@risk/shared/schemas/riskInfo';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { RISK_INFO_PATH } from '@risk/shared/api/riskInfo';
import { RISK_COMPANY_PATH } from '@risk/shared/api/pool';

/** The pool shows each company's risk-information count, type and inclusion time: refresh it too. */

export type RiskInfoInput = z.input<typeof riskInfoBody>;

/** POST /business/v1/risk/riskCompanyInfo, PUT with the id for an edit */
export const useSaveRiskInfo = () =>
  useListMutation(
    RISK_INFO_PATH,
    ({ id, input }: { id?: number; input: RiskInfoInput }) =>
      id ? http.put(RISK_INFO_PATH, { id, ...input }) : http.post(RISK_INFO_PATH, input),
    [[RISK_COMPANY_PATH]],
  );

/** DELETE /business/v1/risk/riskCompanyInfo with the ids */
export const useDeleteRiskInfos = () =>
  useListMutation(RISK_INFO_PATH, (ids: Key[]) => http.del(RISK_INFO_PATH, ids), [[RISK_COMPANY_PATH]]);

/** POST /business/risk/company/batchPush with the record's company (推送 of the risk information, riskCompanyInfo:push) */
export const usePushRiskInfoCompany = () =>
  useListMutation(
    RISK_INFO_PATH,
    (riskCompanyId: number) => http.post(`${RISK_COMPANY_PATH}/batchPush`, { ids: [riskCompanyId] }),
    [[RISK_COMPANY_PATH]],
  );
