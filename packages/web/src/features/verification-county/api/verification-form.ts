import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationForm } from '@risk/shared/verification-form';
import { api, callKey } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { verificationCalls as calls } from '@risk/shared/api/verification';

/** The order's form, or null */
export const orderFormQuery = (orderId: number) =>
  queryOptions({
    queryKey: callKey(calls.form, { params: { orderId } }),
    queryFn: () => api.read(calls.form, { params: { orderId } }),
  });

export const useOrderForm = (orderId: number | undefined) =>
  useQuery({ ...orderFormQuery(orderId ?? 0), enabled: orderId !== undefined });

/** 保存 keeps a draft (→ 4), 提交 sends it to the city (→ 5) */
export const useWriteForm = () =>
  useListMutation(calls.saveForm, (body: VerificationForm & { orderId: number; submit: boolean }) =>
    api.write(calls.saveForm, { body }),
  );

/** 修改核实情况, the status stays */
export const useEditForm = () =>
  useListMutation(calls.editForm, ({ formId, form }: { formId: number; form: VerificationForm }) =>
    api.write(calls.editForm, { params: { id: formId }, body: form }),
  );
