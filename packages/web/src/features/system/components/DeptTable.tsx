import { useMemo, useState, type Key } from 'react';
import { Button, Form, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useAccess } from '../../../lib/access.tsx';
import { CrudToolbar } from '../../../components/list-kit/CrudToolbar.tsx';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import type { Filters } from '../../../components/list-kit/list-state.ts';
import { useDeleteDepts, useDeptTree } from '../api/depts.ts';
import { type DeptNode } from '@risk/shared/api/system';
import { ENABLED_OPTIONS } from '../model/options.ts';
import { allIds, pruneEmptyChildren } from '../model/tree.ts';
import { DeptFormModal, type DeptEditing } from './DeptFormModal.tsx';

/** 部门管理: the department tree with its users per department. */
export function DeptTable() {
  const { can } = useAccess();
  const [filters, setFilters] = useState<Filters>({});
  const tree = useDeptTree(filters);
  const remove = useDeleteDepts();
  const [editing, setEditing] = useState<DeptEditing>();
  const [selected, setSelected] = useState<Key[]>([]);
  const rows = useMemo(() => pruneEmptyChildren(tree.data), [tree.data]);

  const columns: TableColumnsType<DeptNode> = [
    { title: '部门名称', dataIndex: 'name' },
    { title: '所属区县', dataIndex: 'region', width: 140 },
    { title: '用户数', dataIndex: 'userCount', width: 90 },
    { title: '排序', dataIndex: 'sort', width: 80 },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 90,
      render: (e: boolean) => (e ? <Tag color="success">启用</Tag> : <Tag>禁用</Tag>),
    },
    { title: '创建时间', dataIndex: 'createTime', width: 170, render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, dept) => (
        <Space size={0}>
          {can('dept:edit') && (
            <Button type="link" size="small" onClick={() => setEditing({ dept })}>
              编辑
            </Button>
          )}
          {can('dept:add') && (
            <Button type="link" size="small" onClick={() => setEditing({ pid: dept.id })}>
              新增下级
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <QueryForm table={{ filters, setFilters, reset: () => setFilters({}) }}>
        <Form.Item name="name">
          <Input placeholder="部门名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="enabled">
          <Select placeholder="状态" allowClear options={ENABLED_OPTIONS} style={{ width: 100 }} />
        </Form.Item>
      </QueryForm>
      <CrudToolbar
        module="dept"
        onAdd={() => setEditing({})}
        selected={selected}
        onDelete={(ids) => remove.mutateAsync(ids)}
        onDeleted={() => setSelected([])}
      />
      <Table<DeptNode>
        key={JSON.stringify(filters) + rows.length}
        rowKey="id"
        loading={tree.isFetching}
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: '暂无数据' }}
        expandable={{ defaultExpandedRowKeys: allIds(rows) }}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected, checkStrictly: true }}
      />
      <DeptFormModal editing={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
