import type { Key } from 'react';
import type { RiskIndexBody } from '@risk/shared/schemas/monitor-config';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

/** 风险指数 (`/business/v1/riskIndex`); rows are `RiskIndexRow` of @risk/shared/schemas/monitor-config. */
export const RISK_INDEX_URL = '/business/v1/riskIndex';
export const RISK_INDEX_SORTABLE = [
  'createTime',
  'year',
  'quarterly',
  'fissIndex',
  'fiseIndex',
  'esIndex',
  'eeIndex',
] as const;
export const RISK_INDEX_DEFAULT_SORT = 'createTime,DESC';

/** POST, or PUT with the id for an edit */
export const useSaveRiskIndex = () =>
  useListMutation(RISK_INDEX_URL, ({ id, input }: { id?: number; input: RiskIndexBody }) =>
    id ? http.put(RISK_INDEX_URL, { id, ...input }) : http.post(RISK_INDEX_URL, input),
  );

/** DELETE with the ids */
export const useDeleteRiskIndexes = () =>
  useListMutation(RISK_INDEX_URL, (ids: Key[]) => http.del(RISK_INDEX_URL, ids));
