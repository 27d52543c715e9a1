import { DatePicker, Form, Input, Select } from 'antd';
import { QueryForm, type FilterTarget } from '../../../components/list-kit/QueryForm.tsx';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { WARNING_LEVELS } from '@risk/shared/verification';

const FIELD = { style: { width: 200 } };
const LEVEL_OPTIONS = WARNING_LEVELS.map((l) => ({ label: l, value: l }));

/** The filters of the city's order lists; the work list adds level and dispatch time. */
export function OrderQueryForm({ table, full = false }: { table: FilterTarget; full?: boolean }) {
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
      {full && (
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
    </QueryForm>
  );
}
