import { Form, Select } from 'antd';
import { DEADLINE_MARK_LABEL } from '@risk/shared/schemas/timeliness';

const OPTIONS = Object.entries(DEADLINE_MARK_LABEL).map(([value, label]) => ({ value, label }));

/** The query forms' 办理时限 filter: 已超期 or 即将到期 (due by the end of the next working day). */
export function TimelinessField() {
  return (
    <Form.Item name="timeliness" label="办理时限">
      <Select options={OPTIONS} allowClear placeholder="请选择" style={{ width: 140 }} />
    </Form.Item>
  );
}
