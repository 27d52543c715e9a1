import type { MatchingResult } from '@risk/shared/api/pool';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { RISK_COMPANY_PATH } from '@risk/shared/api/pool';

/** PATCH /business/risk/company/matchingData/{id}: matches one company with the registry */
export const useSyncRegistry = () =>
  useListMutation(RISK_COMPANY_PATH, (id: number) => http.patch(`${RISK_COMPANY_PATH}/matchingData/${id}`));

/** PATCH /business/risk/company/matchingData {ids} → how many matched and how many did not */
export const useSyncRegistryBatch = () =>
  useListMutation(RISK_COMPANY_PATH, (ids: number[]) =>
    http.patch<MatchingResult>(`${RISK_COMPANY_PATH}/matchingData`, { ids }),
  );
