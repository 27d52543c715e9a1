import type { Key } from 'react';
import type { z } from 'zod';
import type { riskDimensionBody } from '@risk/shared/schemas/monitor-config';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

/** 风险维度 (`/business/v1/riskDimension`); rows are `RiskDimensionRow` of @risk/shared/schemas/monitor-config. */
export const RISK_DIMENSION_URL = '/business/v1/riskDimension';
export const RISK_DIMENSION_SORTABLE = ['createTime', 'name', 'status'] as const;
export const RISK_DIMENSION_DEFAULT_SORT = 'createTime,DESC';

export type RiskDimensionInput = z.input<typeof riskDimensionBody>;

/** POST, or PUT with the id for an edit */
export const useSaveRiskDimension = () =>
  useListMutation(RISK_DIMENSION_URL, ({ id, input }: { id?: number; input: RiskDimensionInput }) =>
    id ? http.put(RISK_DIMENSION_URL, { id, ...input }) : http.post(RISK_DIMENSION_URL, input),
  );

/** PATCH /follow/{id}: 启用 ⇄ 禁用 */
export const useToggleRiskDimension = () =>
  useListMutation(RISK_DIMENSION_URL, (id: number) => http.patch(`${RISK_DIMENSION_URL}/follow/${id}`));

/** DELETE with the ids */
export const useDeleteRiskDimensions = () =>
  useListMutation(RISK_DIMENSION_URL, (ids: Key[]) => http.del(RISK_DIMENSION_URL, ids));
