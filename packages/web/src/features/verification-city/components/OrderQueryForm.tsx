import { DatePicker, Form, Input, Select } from 'antd';
import { QueryForm, type FilterTarget } from '../../../components/list-kit/QueryForm.tsx';
import { TimelinessField } from '../../../components/timeliness/TimelinessField.tsx';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { WARNING_LEVELS } from '@risk/shared/verification';
import { DISPOSAL_RECORD_TYPES } from '@risk/shared/disposal';
import { WRITE_FILTERS } from '@risk/shared/schemas/verification';
import { YES_NO_LABEL } from '@risk/shared/rates';

const FIELD = { style: { width: 200 } };
const LEVEL_OPTIONS = WARNING_LEVELS.map((l) => ({ label: l, value: l }));
const WRITTEN_OPTIONS = [
  { label: '已填写', value: '1' },
  { label: '未填写', value: '0' },
];
const YES_NO_OPTIONS = Object.entries(YES_NO_LABEL).map(([value, label]) => ({ label, value }));
/** The early-warning tabs' filters by what the district recorded in the linked disposal, labelled by record type. */
const WRITE_FIELDS = (Object.keys(WRITE_FILTERS) as (keyof typeof WRITE_FILTERS)[]).map((name) => ({
  name,
  label: DISPOSAL_RECORD_TYPES[WRITE_FILTERS[name]].label,
}));

interface Props {
  table: FilterTarget;
  /** the work list: level and dispatch time */
  full?: boolean;
  /** an early-warning tab: its level is the tab's, the disposal records filter instead */
  warning?: boolean;
}

/** The filters of the city's order lists; the work list adds level and dispatch time, the early-warning tabs the disposal records. */
export function OrderQueryForm({ table, full = false, warning = false }: Props) {
  return (
    <QueryForm table={table} dateRanges={['pushTime', 'dispatchTime']}>
      <Form.Item name="companyName" label="公司名称">
        <Input placeholder="请输入公司名称" allowClear {...FIELD} />
      </Form.Item>
      <Form.Item name="region" label="派单区县">
        <DictSelect dict="global_regoin" placeholder="请选择派单区县" {...FIELD} />
      </Form.Item>
      <Form.Item name="registrationPlace" label="注册地">
        <DictSelect dict="global_regoin" placeholder="请选择注册地" {...FIELD} />
      </Form.Item>
      {full && !warning && (
        <Form.Item name="level" label="预警等级">
          <Select options={LEVEL_OPTIONS} allowClear placeholder="请选择预警等级" {...FIELD} />
        </Form.Item>
      )}
      <Form.Item name="pushTime" label="推送时间">
        <DatePicker.RangePicker style={{ width: 260 }} />
      </Form.Item>
      {full && (
        <Form.Item name="dispatchTime" label="派单时间">
          <DatePicker.RangePicker style={{ width: 260 }} />
        </Form.Item>
      )}
      {full && <TimelinessField />}
      {warning && (
        // doc 1 §4's default isDownsizing '1' (packages/shared/src/list-defaults.ts): the list starts on it
        <Form.Item name="isDownsizing" label="是否裁员">
          <Select options={YES_NO_OPTIONS} placeholder="请选择是否裁员" {...FIELD} />
        </Form.Item>
      )}
      {warning &&
        WRITE_FIELDS.map(({ name, label }) => (
          <Form.Item key={name} name={name} label={label}>
            <Select options={WRITTEN_OPTIONS} allowClear placeholder="请选择" {...FIELD} />
          </Form.Item>
        ))}
    </QueryForm>
  );
}
