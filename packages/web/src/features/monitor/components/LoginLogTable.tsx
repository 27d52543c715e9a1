import { DatePicker, Form, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { logCalls, type LoginLogRow } from '@risk/shared/api/system';

const SUCCESS_OPTIONS = [
  { value: 'true', label: '成功' },
  { value: 'false', label: '失败' },
];

/** 登录日志: every sign-in attempt with its outcome and, for a failure, why. */
export function LoginLogTable() {
  const table = useResourceTable(logCalls.logins);

  const columns: TableColumnsType<LoginLogRow> = [
    { title: '用户名', dataIndex: 'username', width: 140 },
    { title: 'IP 地址', dataIndex: 'ip', width: 140 },
    { title: '浏览器', dataIndex: 'browser', ellipsis: true },
    {
      title: '结果',
      dataIndex: 'success',
      width: 80,
      render: (ok: boolean) => (ok ? <Tag color="success">成功</Tag> : <Tag color="error">失败</Tag>),
    },
    { title: '失败原因', dataIndex: 'reason', ellipsis: true },
    { title: '登录时间', dataIndex: 'createTime', width: 170, render: formatDateTime, ...table.sorter('createTime') },
  ];

  return (
    <>
      <QueryForm table={table} dateRanges={['createTime']}>
        <Form.Item name="username">
          <Input placeholder="用户名" allowClear style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="ip">
          <Input placeholder="IP 地址" allowClear style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="success">
          <Select placeholder="结果" allowClear options={SUCCESS_OPTIONS} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="createTime">
          <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} />
        </Form.Item>
      </QueryForm>
      <Table<LoginLogRow> {...table.tableProps} columns={columns} />
    </>
  );
}
