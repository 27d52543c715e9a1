import { useMemo } from 'react';
import { Form, Input } from 'antd';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { regionBody } from '@risk/shared/schemas/verification';
import { rulesFrom } from '../../../lib/form-rules.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { useEditOrderRegion } from '../api/order-actions.ts';
import type { OrderRow } from '@risk/shared/api/verification';

/** 修改派单区县 of an order not yet with a district. */
export function OrderRegionModal({ order, onClose }: { order?: OrderRow; onClose: () => void }) {
  const edit = useEditOrderRegion();
  const initialValues = useMemo(
    () => (order ? { companyName: order.companyName, region: order.region ?? undefined } : undefined),
    [order],
  );
  return (
    <FormModal<{ companyName: string; region: string }>
      title="修改派单区县"
      open={!!order}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={({ region }) => edit.mutateAsync({ id: order!.id, region })}
    >
      <Form.Item label="公司名称" name="companyName">
        <Input disabled />
      </Form.Item>
      <Form.Item label="派单区县" name="region" rules={rulesFrom(regionBody.shape.region)}>
        <DictSelect dict="global_regoin" placeholder="请选择派单区县" />
      </Form.Item>
    </FormModal>
  );
}
