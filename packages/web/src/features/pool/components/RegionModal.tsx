import { useMemo } from 'react';
import { Form, Input } from 'antd';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { useUpdateRegion } from '../api/update-region.ts';
import type { PoolCompanyRow } from '@risk/shared/api/pool';
import { RegionSelect } from './RegionSelect.tsx';

/** 修改派单区县: the district the verification order of this company goes to. */
export function RegionModal({
  company,
  region,
  onClose,
}: {
  company?: PoolCompanyRow;
  region: string | null;
  onClose: () => void;
}) {
  const update = useUpdateRegion();
  const initialValues = useMemo(
    () =>
      company ? { companyName: company.companyName, companyRegion: company.companyRegion ?? undefined } : undefined,
    [company],
  );
  return (
    <FormModal<{ companyName: string; companyRegion: string }>
      title="修改派单区县"
      open={!!company}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={({ companyRegion }) => update.mutateAsync({ id: company!.id, companyRegion })}
    >
      <Form.Item label="公司名称" name="companyName">
        <Input disabled />
      </Form.Item>
      <Form.Item label="派单区县" name="companyRegion" rules={[{ required: true, message: '请选择派单区县' }]}>
        <RegionSelect region={region} placeholder="请选择派单区县" />
      </Form.Item>
    </FormModal>
  );
}
