import { Col, DatePicker, Form, Input, Row, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { Access } from '../../../lib/access.tsx';
import { ExportButton } from '../../../components/list-kit/FileButtons.tsx';
import { logCalls, type OperationLogRow } from '@risk/shared/api/system';
import { changedFields, readableJson } from '../model/change.ts';

const RESULT_OPTIONS = [
  { value: 'success', label: '成功' },
  { value: 'fail', label: '失败' },
];

const PRE_STYLE = {
  margin: 0,
  padding: 12,
  maxHeight: 320,
  overflow: 'auto',
  background: '#fafafa',
  border: '1px solid #f0f0f0',
  borderRadius: 4,
  fontSize: 12,
} as const;

/** The old and the new value of one logged write, side by side. */
function ChangeDetail({ row }: { row: OperationLogRow }) {
  const changed = changedFields(row.oldValue, row.newValue);
  return (
    <>
      {changed.length > 0 && <Typography.Paragraph>变更字段：{changed.join('、')}</Typography.Paragraph>}
      <Row gutter={16}>
        <Col span={12}>
          <Typography.Text strong>原值</Typography.Text>
          <pre style={PRE_STYLE}>{readableJson(row.oldValue)}</pre>
        </Col>
        <Col span={12}>
          <Typography.Text strong>新值</Typography.Text>
          <pre style={PRE_STYLE}>{readableJson(row.newValue)}</pre>
        </Col>
      </Row>
    </>
  );
}

/** 操作日志: every write with who, what, result and the values before and after. */
export function OperationLogTable() {
  const table = useResourceTable(logCalls.operations);

  const columns: TableColumnsType<OperationLogRow> = [
    { title: '操作人', dataIndex: 'username', width: 120 },
    { title: '模块', dataIndex: 'module', width: 120 },
    { title: '操作', dataIndex: 'action', width: 140 },
    { title: '对象', dataIndex: 'target', ellipsis: true },
    {
      title: '结果',
      dataIndex: 'success',
      width: 80,
      render: (ok: boolean) => (ok ? <Tag color="success">成功</Tag> : <Tag color="error">失败</Tag>),
    },
    { title: '说明', dataIndex: 'message', ellipsis: true },
    { title: 'IP 地址', dataIndex: 'ip', width: 130 },
    { title: '浏览器', dataIndex: 'browser', width: 140, ellipsis: true },
    { title: '操作时间', dataIndex: 'createTime', width: 170, render: formatDateTime, ...table.sorter('createTime') },
  ];

  return (
    <>
      <QueryForm table={table} dateRanges={['createTime']}>
        <Form.Item name="blurry">
          <Input placeholder="操作、对象或说明" allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="username">
          <Input placeholder="操作人" allowClear style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="module">
          <Input placeholder="模块" allowClear style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="result">
          <Select placeholder="结果" allowClear options={RESULT_OPTIONS} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="createTime">
          <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} />
        </Form.Item>
      </QueryForm>
      <Access codes="log:downLoad">
        <div style={{ marginBottom: 12 }}>
          <ExportButton call={logCalls.downloadOperations} params={table.filters} fileName="操作日志.xlsx" />
        </div>
      </Access>
      <Table<OperationLogRow>
        {...table.tableProps}
        columns={columns}
        scroll={{ x: 1200 }}
        expandable={{
          expandedRowRender: (row) => <ChangeDetail row={row} />,
          rowExpandable: (row) => row.oldValue != null || row.newValue != null,
        }}
      />
    </>
  );
}
