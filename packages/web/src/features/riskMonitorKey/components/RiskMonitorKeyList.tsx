import { useState } from 'react';
import { Button, Card, Form, Input, Table, type TableColumnsType } from 'antd';
import {
  riskMonitorKeyBody,
  type RiskMonitorKeyBody,
  type RiskMonitorKeyRow,
} from '@risk/shared/schemas/monitor-config';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { CrudToolbar } from '../../../components/list-kit/CrudToolbar.tsx';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { useAccess } from '../../../lib/access.tsx';
import { maxLengthOf, rulesFrom } from '../../../lib/form-rules.ts';
import {
  RISK_MONITOR_KEY_DEFAULT_SORT,
  RISK_MONITOR_KEY_SORTABLE,
  RISK_MONITOR_KEY_URL,
  useDeleteRiskMonitorKeys,
  useSaveRiskMonitorKey,
} from '../api/risk-monitor-key.ts';

/** 监测关键词: what the public-opinion monitor looks for, by type and region. */
export function RiskMonitorKeyList() {
  const table = useResourceTable<RiskMonitorKeyRow>(RISK_MONITOR_KEY_URL, {
    sortable: RISK_MONITOR_KEY_SORTABLE,
    defaultSort: RISK_MONITOR_KEY_DEFAULT_SORT,
  });
  const save = useSaveRiskMonitorKey();
  const remove = useDeleteRiskMonitorKeys();
  const { can } = useAccess();
  const [editing, setEditing] = useState<{ row?: RiskMonitorKeyRow } | undefined>();

  const columns: TableColumnsType<RiskMonitorKeyRow> = [
    { title: '关键词', dataIndex: 'keyWord', width: 220, ...table.sorter('keyWord') },
    {
      title: '类型',
      dataIndex: 'type',
      width: 140,
      ...table.sorter('type'),
      render: (v: string) => <DictTag dict="riskMonitorKey_type" value={v} />,
    },
    { title: '地区', dataIndex: 'region', width: 140, ...table.sorter('region') },
    { title: '创建时间', dataIndex: 'createTime', width: 170, ...table.sorter('createTime'), render: formatDateTime },
    ...(can('riskMonitorKey:edit')
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_: unknown, row: RiskMonitorKeyRow) => (
              <Button type="link" size="small" onClick={() => setEditing({ row })}>
                编辑
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card variant="borderless">
      <QueryForm table={table}>
        <Form.Item name="keyWord" label="关键词">
          <Input placeholder="请输入关键词" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="type" label="类型">
          <DictSelect dict="riskMonitorKey_type" placeholder="请选择类型" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="region" label="地区">
          <DictSelect dict="key_word_regoin" placeholder="请选择地区" style={{ width: 180 }} />
        </Form.Item>
      </QueryForm>
      <CrudToolbar
        module="riskMonitorKey"
        onAdd={() => setEditing({})}
        selected={table.selection.selectedRowKeys}
        onDelete={(ids) => remove.mutateAsync(ids)}
        onDeleted={table.selection.clear}
      />
      <Table<RiskMonitorKeyRow>
        {...table.tableProps}
        columns={columns}
        rowSelection={table.selection.rowSelection}
        size="middle"
      />
      <FormModal<RiskMonitorKeyBody>
        title={editing?.row ? '编辑监测关键词' : '新增监测关键词'}
        open={!!editing}
        initialValues={editing?.row}
        onClose={() => setEditing(undefined)}
        onSubmit={(input) => save.mutateAsync({ id: editing?.row?.id, input })}
      >
        <Form.Item label="关键词" name="keyWord" rules={rulesFrom(riskMonitorKeyBody.shape.keyWord)}>
          <Input placeholder="请输入关键词" maxLength={maxLengthOf(riskMonitorKeyBody.shape.keyWord)} />
        </Form.Item>
        <Form.Item label="类型" name="type" rules={rulesFrom(riskMonitorKeyBody.shape.type)}>
          <DictSelect dict="riskMonitorKey_type" placeholder="请选择类型" />
        </Form.Item>
        <Form.Item label="地区" name="region" rules={rulesFrom(riskMonitorKeyBody.shape.region)}>
          <DictSelect dict="key_word_regoin" placeholder="请选择地区" />
        </Form.Item>
      </FormModal>
    </Card>
  );
}
