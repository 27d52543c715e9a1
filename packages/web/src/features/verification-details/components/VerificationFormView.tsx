import { Descriptions, Empty, Tag } from 'antd';
import { COMPENSATE_TYPE_LABEL } from '@risk/shared/verification-form';
import { YES_NO_LABEL } from '@risk/shared/rates';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import type { VerificationInfoRow } from '@risk/shared/api/verification';

const yesNo = (v: string | null | undefined) => (v == null ? '' : (YES_NO_LABEL[v] ?? v));

/** 核实情况: every answer of the district's form, read-only, with the system's level next to the district's. */
export function VerificationFormView({ form }: { form: VerificationInfoRow | null }) {
  if (!form) return <Empty description="区县尚未填写核实情况" />;
  const differs = form.systemLevel !== form.level;
  return (
    <Descriptions bordered size="small" column={2} styles={{ label: { width: 170 } }}>
      <Descriptions.Item label="是否裁员">{yesNo(form.isDownsizing)}</Descriptions.Item>
      <Descriptions.Item label="是否有裁员计划">{yesNo(form.isLayoffplan)}</Descriptions.Item>
      <Descriptions.Item label="职工人数">{form.workersNum}</Descriptions.Item>
      <Descriptions.Item label="裁员人数">{form.downNum}</Descriptions.Item>
      <Descriptions.Item label="补偿方式">
        {form.compensateType ? COMPENSATE_TYPE_LABEL[form.compensateType] : ''}
      </Descriptions.Item>
      <Descriptions.Item label="补偿说明">{form.compensate ?? ''}</Descriptions.Item>
      <Descriptions.Item label="是否拖欠工资">{yesNo(form.isDownmoney)}</Descriptions.Item>
      <Descriptions.Item label="是否降薪">{yesNo(form.isBackpay)}</Descriptions.Item>
      <Descriptions.Item label="是否欠缴社保">{yesNo(form.isLacksocial)}</Descriptions.Item>
      <Descriptions.Item label="其他原因">{form.otherReason ?? ''}</Descriptions.Item>
      <Descriptions.Item label="系统建议等级">
        <Tag color="blue">{form.systemLevel}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="区县建议等级">
        <Tag color={differs ? 'orange' : 'blue'}>{form.level}</Tag>
        {differs && <span style={{ color: '#fa8c16' }}>与系统建议不同</span>}
      </Descriptions.Item>
      <Descriptions.Item label="联系人">{form.contacts}</Descriptions.Item>
      <Descriptions.Item label="联系电话">{form.contactsTel}</Descriptions.Item>
      <Descriptions.Item label="填报来源">{form.source === 'app' ? '小程序填报' : '区县填报'}</Descriptions.Item>
      <Descriptions.Item label="填写时间">{formatDateTime(form.updateTime ?? form.insertTime)}</Descriptions.Item>
    </Descriptions>
  );
}
