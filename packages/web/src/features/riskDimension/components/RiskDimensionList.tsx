import { useState } from 'react';
import { Button, Card, Form, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { DIMENSION_STATUS_LABEL, type RiskDimensionRow } from '@risk/shared/schemas/monitor-config';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { CrudToolbar } from '../../../components/list-kit/CrudToolbar.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { useAccess } from '../../../lib/access.tsx';
import {
  RISK_DIMENSION_DEFAULT_SORT,
  RISK_DIMENSION_SORTABLE,
  RISK_DIMENSION_URL,
  useDeleteRiskDimensions,
  useToggleRiskDimension,
} from '../api/risk-dimension.ts';
import { RiskDimensionFormModal } from './RiskDimensionFormModal.tsx';

/** 风险维度: dimensions of risk information and their form configuration; enabled ones are offered to risk information. */
export function RiskDimensionList() {
  const table = useResourceTable<RiskDimensionRow>(RISK_DIMENSION_URL, {
    sortable: RISK_DIMENSION_SORTABLE,
    defaultSort: RISK_DIMENSION_DEFAULT_SORT,
  });
  const remove = useDeleteRiskDimensions();
  const toggle = useToggleRiskDimension();
  const { can } = useAccess();
  const [editing, setEditing] = useState<{ row?: RiskDimensionRow } | undefined>();

  const columns: TableColumnsType<RiskDimensionRow> = [
    { title: '名称', dataIndex: 'name', width: 200, ...table.sorter('name') },
    {
      title: '类型',
      dataIndex: 'type',
      width: 140,
      render: (v: string) => <DictTag dict="riskDimension_type" value={v} />,
    },
    {
      title: '配置',
      dataIndex: 'configs',
      render: (configs: RiskDimensionRow['configs']) => configs.map((c) => c.displayName).join('、'),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      ...table.sorter('status'),
      render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{DIMENSION_STATUS_LABEL[`${on}`]}</Tag>,
    },
    { title: '创建时间', dataIndex: 'createTime', width: 170, ...table.sorter('createTime'), render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_: unknown, row) => (
        <Space size={0}>
          {can('riskDimension:edit') && (
            <Button type="link" size="small" onClick={() => setEditing({ row })}>
              编辑
            </Button>
          )}
          {can('riskDimension:startUsing') && (
            <Button
              type="link"
              size="small"
              danger={row.status}
              loading={toggle.isPending && toggle.variables === row.id}
              onClick={() => toggle.mutate(row.id)}
            >
              {row.status ? '禁用' : '启用'}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <QueryForm table={table}>
        <Form.Item name="name" label="名称">
          <Input placeholder="请输入名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="type" label="类型">
          <DictSelect dict="riskDimension_type" placeholder="请选择类型" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            placeholder="请选择状态"
            style={{ width: 140 }}
            options={[
              { value: 'true', label: '启用' },
              { value: 'false', label: '禁用' },
            ]}
          />
        </Form.Item>
      </QueryForm>
      <CrudToolbar
        module="riskDimension"
        onAdd={() => setEditing({})}
        selected={table.selection.selectedRowKeys}
        onDelete={(ids) => remove.mutateAsync(ids)}
        onDeleted={table.selection.clear}
      />
      <Table<RiskDimensionRow>
        {...table.tableProps}
        columns={columns}
        rowSelection={table.selection.rowSelection}
        scroll={{ x: 1000 }}
        size="middle"
      />
      <RiskDimensionFormModal open={!!editing} editing={editing?.row} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
