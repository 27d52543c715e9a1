import { DatePicker, Form, Input, Select } from 'antd';
import { QueryForm, type FilterTarget } from '../../../components/list-kit/QueryForm.tsx';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import type { PoolViewer } from '../model/use-pool-viewer.ts';
import { RegionSelect } from './RegionSelect.tsx';

const YES_NO = [
  { label: '是', value: 'true' },
  { label: '否', value: 'false' },
];
const FIELD = { style: { width: 200 } };

/** The filters of 风险企业库; the dispatch district is not offered to district users. */
export function PoolQueryForm({ table, viewer }: { table: FilterTarget; viewer: PoolViewer }) {
  return (
    <QueryForm table={table} arrays={['status']} dateRanges={['includedTime']}>
      <Form.Item name="companyName" label="公司名称">
        <Input placeholder="请输入公司名称" allowClear {...FIELD} />
      </Form.Item>
      <Form.Item name="creditCode" label="信用代码">
        <Input placeholder="请输入统一社会信用代码" allowClear {...FIELD} />
      </Form.Item>
      <Form.Item name="registrationPlace" label="注册地">
        <RegionSelect region={viewer.region} placeholder="请选择注册地" {...FIELD} />
      </Form.Item>
      {!viewer.isDistrict && (
        <Form.Item name="companyRegion" label="派单区县">
          <RegionSelect region={viewer.region} placeholder="请选择派单区县" {...FIELD} />
        </Form.Item>
      )}
      <Form.Item name="type" label="风险类别">
        <DictSelect dict="risk_category" placeholder="请选择风险类别" {...FIELD} />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <DictSelect
          dict="company_status"
          mode="multiple"
          maxTagCount="responsive"
          placeholder="请选择状态"
          style={{ width: 260 }}
        />
      </Form.Item>
      <Form.Item name="isMatch" label="工商匹配">
        <Select options={YES_NO} allowClear placeholder="请选择" style={{ width: 120 }} />
      </Form.Item>
      {viewer.cards.focus && (
        <Form.Item name={viewer.focusField} label="重点关注">
          <Select options={YES_NO} allowClear placeholder="请选择" style={{ width: 120 }} />
        </Form.Item>
      )}
      {viewer.cards.specialFollow && (
        <Form.Item name="specialFollow" label="特别关注">
          <Select options={YES_NO} allowClear placeholder="请选择" style={{ width: 120 }} />
        </Form.Item>
      )}
      <Form.Item name="includedTime" label="纳入时间">
        <DatePicker.RangePicker style={{ width: 260 }} />
      </Form.Item>
    </QueryForm>
  );
}
