import { useState } from 'react';
import { Button, Form, Input, Table, Tag, type TableColumnsType } from 'antd';
import { USER_LEVEL_LABEL } from '@risk/shared/levels';
import { useAccess } from '../../../lib/access.tsx';
import { CrudToolbar } from '../../../components/list-kit/CrudToolbar.tsx';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { useDeleteRoles } from '../api/roles.ts';
import { roleCalls, type RoleRow } from '@risk/shared/api/system';
import { RoleFormModal } from './RoleFormModal.tsx';

const LEVEL_COLOR = { 1: 'purple', 2: 'blue', 3: 'green' } as const;

/** 角色管理: roles with their level, permissions and menus. */
export function RoleTable() {
  const { can } = useAccess();
  const table = useResourceTable(roleCalls.list);
  const remove = useDeleteRoles();
  const [editing, setEditing] = useState<{ id?: number }>();

  const columns: TableColumnsType<RoleRow> = [
    { title: '角色名称', dataIndex: 'name' },
    {
      title: '级别',
      dataIndex: 'level',
      width: 120,
      render: (l: RoleRow['level']) => <Tag color={LEVEL_COLOR[l]}>{USER_LEVEL_LABEL[l]}</Tag>,
      ...table.sorter('level'),
    },
    { title: '描述', dataIndex: 'description', ellipsis: true },
    { title: '操作权限', dataIndex: 'permissions', width: 100, render: (p: string[]) => `${p.length} 项` },
    { title: '创建时间', dataIndex: 'createTime', width: 170, render: formatDateTime, ...table.sorter('createTime') },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, role) =>
        can('roles:edit') && (
          <Button type="link" size="small" onClick={() => setEditing({ id: role.id })}>
            编辑
          </Button>
        ),
    },
  ];

  return (
    <>
      <QueryForm table={table}>
        <Form.Item name="blurry">
          <Input placeholder="角色名称或描述" allowClear style={{ width: 220 }} />
        </Form.Item>
      </QueryForm>
      <CrudToolbar
        module="roles"
        onAdd={() => setEditing({})}
        selected={table.selection.selectedRowKeys}
        onDelete={(ids) => remove.mutateAsync(ids)}
        onDeleted={table.selection.clear}
      />
      <Table<RoleRow> {...table.tableProps} columns={columns} rowSelection={table.selection.rowSelection} />
      <RoleFormModal open={!!editing} roleId={editing?.id} onClose={() => setEditing(undefined)} />
    </>
  );
}
