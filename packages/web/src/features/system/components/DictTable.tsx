import { useState } from 'react';
import { Button, Form, Input, Select, Switch, Table, type TableColumnsType } from 'antd';
import { dictCalls, type DictRow } from '@risk/shared/api/system';
import { useAccess } from '../../../lib/access.tsx';
import { CrudToolbar } from '../../../components/list-kit/CrudToolbar.tsx';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { useDeleteDicts, useSetDictEnabled } from '../api/dicts.ts';
import { ENABLED_OPTIONS } from '../model/options.ts';
import { DictFormModal } from './DictFormModals.tsx';

/** The dictionaries; a click on a row opens its items beside the list. */
export function DictTable({
  selected,
  onSelect,
}: {
  selected?: DictRow;
  onSelect: (dict: DictRow | undefined) => void;
}) {
  const { can } = useAccess();
  const table = useResourceTable(dictCalls.list);
  const remove = useDeleteDicts();
  const setEnabled = useSetDictEnabled();
  const [editing, setEditing] = useState<{ dict?: DictRow }>();

  const columns: TableColumnsType<DictRow> = [
    { title: '字典名称', dataIndex: 'name', width: 170, ellipsis: true, ...table.sorter('name') },
    { title: '描述', dataIndex: 'description', ellipsis: true },
    { title: '字典项', dataIndex: 'itemCount', width: 72 },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: boolean, dict) => (
        <Switch
          size="small"
          checked={enabled}
          checkedChildren="启用"
          unCheckedChildren="禁用"
          disabled={!can('dict:edit')}
          loading={setEnabled.isPending && setEnabled.variables?.id === dict.id}
          onClick={(_, e) => e.stopPropagation()}
          onChange={(checked) => setEnabled.mutate({ id: dict.id, enabled: checked })}
        />
      ),
    },
    { title: '创建时间', dataIndex: 'createTime', width: 170, render: formatDateTime, ...table.sorter('createTime') },
    {
      title: '操作',
      key: 'actions',
      width: 70,
      render: (_, dict) =>
        can('dict:edit') && (
          <Button
            type="link"
            size="small"
            onClick={(e) => {
              e.stopPropagation();
              setEditing({ dict });
            }}
          >
            编辑
          </Button>
        ),
    },
  ];

  return (
    <>
      <QueryForm table={table}>
        <Form.Item name="blurry">
          <Input placeholder="请输入名称" allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="enabled">
          <Select placeholder="状态" allowClear options={ENABLED_OPTIONS} style={{ width: 100 }} />
        </Form.Item>
      </QueryForm>
      <CrudToolbar
        module="dict"
        onAdd={() => setEditing({})}
        selected={table.selection.selectedRowKeys}
        onDelete={(ids) => remove.mutateAsync(ids)}
        onDeleted={() => {
          if (selected && table.selection.selectedRowKeys.includes(selected.id)) onSelect(undefined);
          table.selection.clear();
        }}
      />
      <Table<DictRow>
        {...table.tableProps}
        size="middle"
        columns={columns}
        rowSelection={table.selection.rowSelection}
        onRow={(dict) => ({ onClick: () => onSelect(dict), style: { cursor: 'pointer' } })}
        rowClassName={(dict) => (dict.id === selected?.id ? 'ant-table-row-selected' : '')}
      />
      <DictFormModal open={!!editing} dict={editing?.dict} onClose={() => setEditing(undefined)} />
    </>
  );
}
