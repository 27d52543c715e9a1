import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationForm } from '@risk/shared/verification-form';
import type { WarningLevel } from '@risk/shared/verification';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { FORMS_PATH, ORDERS_PATH } from '@risk/shared/api/verification';

/** A saved verification form: the answers, the system-suggested level and where it came from. */
export interface SavedForm extends VerificationForm {
  id: number;
  orderId: number;
  systemLevel: WarningLevel | null;
  source?: string;
}

/** POST /business/v1/risk/riskVerificationInfos/{orderId}: the order's form, or null */
export const orderFormQuery = (orderId: number) =>
  queryOptions({
    queryKey: [ORDERS_PATH, 'form', orderId],
    queryFn: async () => (await http.post<SavedForm | null>(`${FORMS_PATH}/${orderId}`)).content,
  });

export const useOrderForm = (orderId: number | undefined) =>
  useQuery({ ...orderFormQuery(orderId ?? 0), enabled: orderId !== undefined });

/** POST '' {orderId, submit, ...form}: 保存 keeps a draft (→ 4), 提交 sends it to the city (→ 5) */
export const useWriteForm = () =>
  useListMutation(ORDERS_PATH, (body: VerificationForm & { orderId: number; submit: boolean }) =>
    http.post<SavedForm>(FORMS_PATH, body),
  );

/** PUT /{formId}: 修改核实情况, the status stays */
export const useEditForm = () =>
  useListMutation(ORDERS_PATH, ({ formId, form }: { formId: number; form: VerificationForm }) =>
    http.put<SavedForm>(`${FORMS_PATH}/${formId}`, form),
  );
