import { Form } from 'antd';
import { POOL_RULES } from '@risk/shared/pool';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { regionBody } from '@risk/shared/schemas/verification';
import { rulesFrom } from '../../../lib/form-rules.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { chosenCompany, PoolCompanySelect } from '../../../components/pool-company/PoolCompanySelect.tsx';
import { useCreateOrder } from '../api/order-actions.ts';

interface Values {
  riskCompanyId?: number;
  region: string;
}

/**
 * 新建工单: the city pushes one pool company still 未推送 (picked from the database) to itself,
 * with the district the order will go to; 保存并派单 sends it there at once.
 */
export function NewOrderModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateOrder();
  const save = (send: boolean) => (v: Values) =>
    create.mutateAsync({ riskCompanyId: chosenCompany(v.riskCompanyId), region: v.region, send });
  return (
    <FormModal<Values>
      title="新建工单"
      open={open}
      onClose={onClose}
      onSubmit={save(false)}
      okText="保存"
      also={{ label: '保存并派单', onSubmit: save(true) }}
      width={600}
    >
      {(form) => (
        <>
          <Form.Item label="公司名称" name="riskCompanyId" required>
            <PoolCompanySelect
              status={POOL_RULES.push.allowed}
              // the order goes where the company's dispatch district says, unless the clerk changes it here
              onChange={(_, company) => form.setFieldValue('region', company?.companyRegion ?? undefined)}
            />
          </Form.Item>
          <Form.Item label="派单区县" name="region" rules={rulesFrom(regionBody.shape.region)}>
            <DictSelect dict="global_regoin" placeholder="请选择派单区县" />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
