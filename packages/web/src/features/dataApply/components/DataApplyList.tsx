import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Card, Form, Input, Select, Table, type TableColumnsType } from 'antd';
import { DATA_APPLY_STATUS, DATA_APPLY_STATUS_LABEL } from '@risk/shared/schemas/dataApply';
import { dataApplyCalls, type DataApplyRow } from '@risk/shared/api/dataApply';
import { useAccess } from '../../../lib/access.tsx';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { ReplyModal, STATUS_BADGE } from './DataApplyPanel.tsx';

const FIELD = { style: { width: 200 } };
const STATUS_OPTIONS = Object.entries(DATA_APPLY_STATUS_LABEL).map(([value, label]) => ({ value, label }));

/**
 * 数据申请 (paged): a district sees its own applications, the city
 * every district's, and answers the pending ones (dataApply:reply). Applying is on 企业详情.
 */
export function DataApplyList({ companyLink }: { companyLink?: (row: DataApplyRow) => string }) {
  const { can } = useAccess();
  const table = useResourceTable(dataApplyCalls.list);
  const [replying, setReplying] = useState<DataApplyRow | undefined>();
  const city = can('dataApply:reply');

  const columns: TableColumnsType<DataApplyRow> = [
    {
      title: '企业名称',
      dataIndex: 'companyName',
      width: 220,
      render: (v: string, row) => (companyLink ? <Link to={companyLink(row)}>{v}</Link> : v),
    },
    { title: '申请区县', dataIndex: 'region', width: 100 },
    { title: '申请的数据', dataIndex: 'applyContent', width: 120 },
    { title: '申请理由', dataIndex: 'applyReason', ellipsis: true, width: 220 },
    { title: '申请人', dataIndex: 'createBy', width: 100 },
    { title: '申请时间', dataIndex: 'createTime', width: 170, render: formatDateTime },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: number) => <Badge status={STATUS_BADGE[s]} text={DATA_APPLY_STATUS_LABEL[s]} />,
    },
    { title: '答复', dataIndex: 'replyContent', ellipsis: true, width: 240, render: (v: string | null) => v ?? '' },
    { title: '答复时间', dataIndex: 'replyTime', width: 170, render: formatDateTime },
    ...(city
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 80,
            fixed: 'right' as const,
            render: (_: unknown, row: DataApplyRow) =>
              row.status === DATA_APPLY_STATUS.PENDING ? (
                <Button type="link" size="small" onClick={() => setReplying(row)}>
                  答复
                </Button>
              ) : (
                '已答复'
              ),
          },
        ]
      : []),
  ];

  return (
    <Card title="数据申请" variant="borderless">
      <QueryForm table={table}>
        <Form.Item name="companyName" label="企业名称">
          <Input placeholder="请输入企业名称" allowClear {...FIELD} />
        </Form.Item>
        {city && (
          <Form.Item name="region" label="申请区县">
            <DictSelect dict="global_regoin" placeholder="请选择申请区县" {...FIELD} />
          </Form.Item>
        )}
        <Form.Item name="status" label="状态">
          <Select options={STATUS_OPTIONS} allowClear placeholder="请选择状态" {...FIELD} />
        </Form.Item>
      </QueryForm>
      <Table<DataApplyRow>
        {...table.tableProps}
        columns={columns}
        locale={{ emptyText: '暂无数据' }}
        scroll={{ x: 1500 }}
        size="middle"
      />
      <ReplyModal row={replying} onClose={() => setReplying(undefined)} />
    </Card>
  );
}
