import { useState } from 'react';
import { Button, Card, Form, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { MINI_APP_USER_STATUS_LABEL } from '@risk/shared/schemas/monitor-config';
import { miniAppUserCalls, type MiniAppUserRow } from '@risk/shared/api/miniAppUser';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { CrudToolbar } from '../../../components/list-kit/CrudToolbar.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { useAccess } from '../../../lib/access.tsx';
import { useSessionUser } from '../../../lib/session.ts';
import { useDeleteAccounts } from '../api/mini-app-user.ts';
import { AuditAccountModal } from './AuditAccountModal.tsx';

const STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red' };

/** 小程序用户: companies' accounts on the mini-app H5 page; the district audits them before they may fill pushed forms. */
export function MiniAppUserList() {
  const table = useResourceTable(miniAppUserCalls.list);
  const [auditing, setAuditing] = useState<MiniAppUserRow | null>(null);
  const remove = useDeleteAccounts();
  const { can } = useAccess();
  const user = useSessionUser();

  const columns: TableColumnsType<MiniAppUserRow> = [
    { title: '企业名称', dataIndex: 'companyName', width: 260, ...table.sorter('companyName') },
    { title: '统一社会信用代码', dataIndex: 'creditCode', width: 200 },
    { title: '所属区县', dataIndex: 'region', width: 100 },
    { title: '联系人', dataIndex: 'contactName', width: 100 },
    { title: '手机号', dataIndex: 'account', width: 130 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 110,
      ...table.sorter('status'),
      render: (s: number) => <Tag color={STATUS_COLOR[s]}>{MINI_APP_USER_STATUS_LABEL[s] ?? s}</Tag>,
    },
    { title: '不通过原因', dataIndex: 'auditExplain', width: 200, ellipsis: true },
    { title: '审核人', dataIndex: 'auditBy', width: 120 },
    { title: '审核时间', dataIndex: 'auditTime', width: 170, ...table.sorter('auditTime'), render: formatDateTime },
    { title: '注册时间', dataIndex: 'createTime', width: 170, ...table.sorter('createTime'), render: formatDateTime },
    ...(can('miniAppUser:audit')
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 100,
            fixed: 'right' as const,
            render: (_: unknown, row: MiniAppUserRow) =>
              row.status === 1 ? null : (
                <Button type="link" size="small" onClick={() => setAuditing(row)}>
                  {row.status === 2 ? '重新审核' : '审核'}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <Card variant="borderless">
      <QueryForm table={table}>
        <Form.Item name="companyName" label="企业名称">
          <Input placeholder="请输入企业名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="account" label="手机号">
          <Input placeholder="请输入手机号" allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            placeholder="请选择状态"
            style={{ width: 140 }}
            options={Object.entries(MINI_APP_USER_STATUS_LABEL).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        {!user?.region && (
          <Form.Item name="region" label="所属区县">
            <DictSelect dict="global_regoin" placeholder="请选择区县" style={{ width: 160 }} />
          </Form.Item>
        )}
      </QueryForm>
      <CrudToolbar
        module="miniAppUser"
        selected={table.selection.selectedRowKeys}
        onDelete={(ids) => remove.mutateAsync(ids)}
        onDeleted={table.selection.clear}
      />
      <Table<MiniAppUserRow>
        {...table.tableProps}
        columns={columns}
        rowSelection={table.selection.rowSelection}
        scroll={{ x: 1600 }}
        size="middle"
      />
      <AuditAccountModal row={auditing} onClose={() => setAuditing(null)} />
    </Card>
  );
}
