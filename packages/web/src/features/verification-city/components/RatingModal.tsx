import { useMemo } from 'react';
import { Form, Input, Radio } from 'antd';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { WARNING_LEVELS, type WarningLevel } from '@risk/shared/verification';
import { useRateOrder } from '../api/order-actions.ts';
import type { OrderRow } from '@risk/shared/api/verification';

type Rated = Exclude<WarningLevel, '未定级'>;
interface RatingValues {
  companyName: string;
  level: Rated;
  isDefuse: '0' | '1';
}

const YES_NO = [
  { label: '是', value: '1' },
  { label: '否', value: '0' },
];

/** 预警定级 (opened only for a company with layoffs): 三级 and above go to linked disposal, 三级以下 ends the order. */
export function RatingModal({ order, onClose }: { order?: OrderRow; onClose: () => void }) {
  const rate = useRateOrder();
  const initialValues = useMemo(
    () =>
      order && {
        companyName: order.companyName,
        level: (WARNING_LEVELS as readonly string[]).includes(order.level) ? (order.level as Rated) : undefined,
        isDefuse: (order.isDefuse === '1' ? '1' : '0') as '0' | '1',
      },
    [order],
  );
  return (
    <FormModal<RatingValues>
      title="预警定级"
      open={!!order}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={({ level, isDefuse }) => rate.mutateAsync({ id: order!.id, level, isDefuse })}
    >
      <Form.Item label="公司名称" name="companyName">
        <Input disabled />
      </Form.Item>
      <Form.Item label="预警等级" name="level" rules={[{ required: true, message: '请选择预警等级' }]}>
        <Radio.Group options={WARNING_LEVELS.map((l) => ({ label: l, value: l }))} />
      </Form.Item>
      <Form.Item label="是否化解" name="isDefuse" rules={[{ required: true, message: '请选择是否化解' }]}>
        <Radio.Group options={YES_NO} />
      </Form.Item>
    </FormModal>
  );
}
