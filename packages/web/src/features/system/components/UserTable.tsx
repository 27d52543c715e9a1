import { useState } from 'react';
import {
  Button,
  DatePicker,
  Form,
  Input,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  type TableColumnsType,
} from 'antd';
import { isAdmin, type UserLevel, USER_LEVEL_LABEL } from '@risk/shared/levels';
import { useAccess } from '../../../lib/access.tsx';
import { CrudToolbar } from '../../../components/list-kit/CrudToolbar.tsx';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { ExportButton, TemplateButton } from '../../../components/list-kit/FileButtons.tsx';
import { ImportButton } from '../../../components/list-kit/ImportButton.tsx';
import type { ResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { useDeleteUsers, useSetUserEnabled } from '../api/users.ts';
import { userCalls, type UserRow } from '@risk/shared/api/system';
import { ENABLED_OPTIONS } from '../model/options.ts';
import { ResetPasswordModal } from './ResetPasswordModal.tsx';
import { UserFormModal } from './UserFormModal.tsx';

/** The user list: search row, toolbar, table and its dialogs. */
export function UserTable({ table }: { table: ResourceTable<UserRow> }) {
  const { can } = useAccess();
  const remove = useDeleteUsers();
  const setEnabled = useSetUserEnabled();
  const [editing, setEditing] = useState<{ id?: number }>();
  const [resetting, setResetting] = useState<UserRow>();

  const columns: TableColumnsType<UserRow> = [
    { title: '用户名', dataIndex: 'username', width: 110, ellipsis: true, ...table.sorter('username') },
    { title: '姓名', dataIndex: 'nickName', width: 120, ellipsis: true },
    { title: '手机号', dataIndex: 'phone', width: 120 },
    { title: '部门', dataIndex: ['dept', 'name'], ellipsis: true },
    {
      title: '角色',
      dataIndex: 'roles',
      render: (roles: UserRow['roles']) =>
        roles.map((r) => (
          <Tooltip key={r.id} title={`级别：${USER_LEVEL_LABEL[r.level as UserLevel] ?? r.level}`}>
            <Tag>{r.name}</Tag>
          </Tooltip>
        )),
    },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 110,
      render: (enabled: boolean, user) => (
        <Space size={4}>
          <Switch
            size="small"
            checked={enabled}
            aria-label={`启用用户 ${user.username}`}
            disabled={!can('user:edit') || isAdmin(user)}
            loading={setEnabled.isPending && setEnabled.variables?.id === user.id}
            onChange={(checked) => setEnabled.mutate({ id: user.id, enabled: checked })}
          />
          {user.locked && <Tag color="warning">已锁定</Tag>}
        </Space>
      ),
    },
    { title: '创建时间', dataIndex: 'createTime', width: 165, render: formatDateTime, ...table.sorter('createTime') },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_, user) => (
        <Space size={0}>
          {can('user:edit') && (
            <Button type="link" size="small" onClick={() => setEditing({ id: user.id })}>
              编辑
            </Button>
          )}
          {can('user:resetPwd') && (
            <Button type="link" size="small" onClick={() => setResetting(user)}>
              重置密码
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <QueryForm table={table} dateRanges={['createTime']}>
        <Form.Item name="blurry">
          <Input placeholder="用户名、姓名或邮箱" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="enabled">
          <Select placeholder="状态" allowClear options={ENABLED_OPTIONS} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="createTime">
          <DatePicker.RangePicker placeholder={['创建开始日期', '创建结束日期']} />
        </Form.Item>
      </QueryForm>
      <CrudToolbar
        module="user"
        onAdd={() => setEditing({})}
        selected={table.selection.selectedRowKeys}
        onDelete={(ids) => remove.mutateAsync(ids)}
        onDeleted={table.selection.clear}
      >
        {/* the toolbar's own file buttons take URLs; these name the calls */}
        {can('user:upload') && <ImportButton call={userCalls.importExcel} onImported={() => void table.refetch()} />}
        {can('user:upload') && <TemplateButton call={userCalls.template} fileName="用户导入模板.xlsx" />}
        {can('user:downLoad') && (
          <ExportButton call={userCalls.download} params={table.filters} fileName="用户列表.xlsx" />
        )}
      </CrudToolbar>
      <Table<UserRow>
        {...table.tableProps}
        columns={columns}
        rowSelection={table.selection.rowSelection}
        scroll={{ x: 1050 }}
      />
      <UserFormModal open={!!editing} userId={editing?.id} onClose={() => setEditing(undefined)} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(undefined)} />
    </>
  );
}
