import { Form, Input, InputNumber, Radio, Select, Tag } from 'antd';
import { COMPENSATE_TYPE_LABEL, suggestLevel } from '@risk/shared/verification-form';
import { WARNING_LEVELS } from '@risk/shared/verification';

const YES_NO = [
  { label: '是', value: '1' },
  { label: '否', value: '0' },
];
const COMPENSATE_OPTIONS = Object.entries(COMPENSATE_TYPE_LABEL).map(([value, label]) => ({ label, value }));
const LEVEL_COLOR: Record<string, string> = { 一级: 'red', 二级: 'orange', 三级: 'gold', 三级以下: 'green' };

const yesNo = (name: string, label: string) => (
  <Form.Item name={name} label={label} required>
    <Radio.Group options={YES_NO} optionType="button" buttonStyle="solid" />
  </Form.Item>
);

/** The system-suggested level, computed from the answers as they change. */
function SystemLevel() {
  const form = Form.useFormInstance();
  const v = Form.useWatch([], form) ?? {};
  const answered = ['isDownsizing', 'isDownmoney', 'isBackpay', 'isLacksocial'].every(
    (k) => v[k] === '0' || v[k] === '1',
  );
  const level = answered
    ? suggestLevel({ ...v, workersNum: Number(v.workersNum) || 0, downNum: Number(v.downNum) || 0 })
    : undefined;
  return (
    <Form.Item label="系统建议等级">
      {level ? (
        <Tag color={LEVEL_COLOR[level]}>{level}</Tag>
      ) : (
        <span style={{ color: 'rgba(0,0,0,0.45)' }}>填写裁员、欠薪、降薪和欠缴社保情况后自动给出</span>
      )}
    </Form.Item>
  );
}

/**
 * The answers of the verification form, inside the caller's <Form>. The district's
 * form adds 区县建议等级; the company's mini-app form does not.
 */
export function VerificationFields({ withCountyLevel }: { withCountyLevel: boolean }) {
  const form = Form.useFormInstance();
  const downsizing = Form.useWatch('isDownsizing', form);
  return (
    <>
      <Form.Item name="isDownsizing" label="是否裁员" required>
        <Radio.Group
          options={YES_NO}
          optionType="button"
          buttonStyle="solid"
          onChange={(e) => e.target.value === '0' && form.setFieldsValue({ downNum: 0, compensateType: null })}
        />
      </Form.Item>
      <Form.Item name="workersNum" label="职工人数" required>
        <InputNumber min={0} precision={0} placeholder="请输入职工人数" style={{ width: '100%' }} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="downNum" label="裁员人数" required>
        <InputNumber
          min={0}
          precision={0}
          placeholder="请输入裁员人数"
          style={{ width: '100%' }}
          disabled={downsizing === '0'}
          inputMode="numeric"
        />
      </Form.Item>
      {yesNo('isLayoffplan', '是否有裁员计划')}
      {downsizing === '1' && (
        <Form.Item name="compensateType" label="补偿方式" required>
          <Select options={COMPENSATE_OPTIONS} placeholder="请选择补偿方式" />
        </Form.Item>
      )}
      {downsizing === '1' && (
        <Form.Item name="compensate" label="补偿说明">
          <Input.TextArea rows={2} maxLength={500} showCount placeholder="如：N+1 经济补偿" />
        </Form.Item>
      )}
      {yesNo('isDownmoney', '是否欠薪')}
      {yesNo('isBackpay', '是否降薪')}
      {yesNo('isLacksocial', '是否欠缴社保')}
      <Form.Item name="otherReason" label="其他原因">
        <Input.TextArea rows={2} maxLength={1000} placeholder="其他需要说明的风险情况" />
      </Form.Item>
      <SystemLevel />
      {withCountyLevel && (
        <Form.Item name="level" label="区县建议等级" required>
          <Select options={WARNING_LEVELS.map((l) => ({ label: l, value: l }))} placeholder="请选择区县建议等级" />
        </Form.Item>
      )}
      <Form.Item name="contacts" label="联系人" required>
        <Input maxLength={30} placeholder="请输入联系人" />
      </Form.Item>
      <Form.Item name="contactsTel" label="联系电话" required>
        <Input maxLength={20} placeholder="手机或座机号码" inputMode="tel" />
      </Form.Item>
    </>
  );
}
