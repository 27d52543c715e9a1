import { riskDimensionCalls } from '@risk/shared/api/content';
import { api } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

/** 启用 ⇄ 禁用 */
export const useToggleRiskDimension = () =>
  useListMutation(riskDimensionCalls.toggle, (id: number) => api.write(riskDimensionCalls.toggle, { params: { id } }));
