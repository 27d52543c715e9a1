import { DatePicker, Form, Input, Select } from 'antd';
import { QueryForm, type FilterTarget } from '../../../components/list-kit/QueryForm.tsx';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { TimelinessField } from '../../../components/timeliness/TimelinessField.tsx';
import { UNRATED, WARNING_LEVELS } from '@risk/shared/verification';

const YES_NO = [
  { label: '是', value: '1' },
  { label: '否', value: '0' },
];
/** 未通过 = the city returned it with an explanation; 未提交 = no explanation. */
const VERIFY_PASSED = [
  { label: '未通过', value: '未通过' },
  { label: '未提交', value: '未提交' },
];
const LEVEL_OPTIONS = [...WARNING_LEVELS, UNRATED].map((l) => ({ label: l, value: l }));
const FIELD = { style: { width: 200 } };

/** The filters of 区县核实; a district user's list is its own district, so no dispatch-district filter. */
export function CountyQueryForm({ table }: { table: FilterTarget }) {
  return (
    <QueryForm table={table} dateRanges={['dispatchTime', 'includedTime']}>
      <Form.Item name="companyName" label="公司名称">
        <Input placeholder="请输入公司名称" allowClear {...FIELD} />
      </Form.Item>
      <Form.Item name="registrationPlace" label="注册地">
        <DictSelect dict="global_regoin" placeholder="请选择注册地" {...FIELD} />
      </Form.Item>
      <Form.Item name="riskPoint" label="风险点">
        <DictSelect dict="risk_dot" placeholder="请选择风险点" {...FIELD} />
      </Form.Item>
      <Form.Item name="isDownsizing" label="是否裁员">
        <Select options={YES_NO} allowClear placeholder="请选择" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="isDefuse" label="是否化解">
        <Select options={YES_NO} allowClear placeholder="请选择" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="level" label="预警等级">
        <Select options={LEVEL_OPTIONS} allowClear placeholder="请选择预警等级" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="verifyPassed" label="核实是否通过">
        <Select options={VERIFY_PASSED} allowClear placeholder="请选择" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="dispatchTime" label="派单时间">
        <DatePicker.RangePicker style={{ width: 260 }} />
      </Form.Item>
      <Form.Item name="includedTime" label="纳入时间">
        <DatePicker.RangePicker style={{ width: 260 }} />
      </Form.Item>
      <TimelinessField />
    </QueryForm>
  );
}
