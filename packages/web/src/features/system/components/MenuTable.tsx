import { useMemo, useState, type Key } from 'react';
import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { MENU_TYPE, MENU_TYPE_LABEL, PAGE_COMPONENTS } from '@risk/shared/pages';
import { useAccess } from '../../../lib/access.tsx';
import { CrudToolbar } from '../../../components/list-kit/CrudToolbar.tsx';
import { MenuIcon } from '../../../components/layout/menu-icon.tsx';
import { useDeleteMenus, useMenuTree } from '../api/menus.ts';
import { type MenuNode } from '@risk/shared/api/system';
import { pruneEmptyChildren } from '../model/tree.ts';
import { MenuFormModal, type MenuEditing } from './MenuFormModal.tsx';

const TYPE_COLOR = { 0: 'blue', 1: 'green', 2: 'orange' } as const;

/** 菜单管理: the whole menu as a tree table. */
export function MenuTable() {
  const { can } = useAccess();
  const tree = useMenuTree();
  const remove = useDeleteMenus();
  const [editing, setEditing] = useState<MenuEditing>();
  const [selected, setSelected] = useState<Key[]>([]);
  const rows = useMemo(() => pruneEmptyChildren(tree.data), [tree.data]);

  const columns: TableColumnsType<MenuNode> = [
    { title: '菜单标题', dataIndex: 'title', width: 240 },
    {
      title: '图标',
      dataIndex: 'icon',
      width: 60,
      align: 'center',
      render: (icon: string | null) => icon && <MenuIcon name={icon} />,
    },
    {
      title: '类型',
      dataIndex: 'type',
      width: 80,
      render: (t: MenuNode['type']) => <Tag color={TYPE_COLOR[t]}>{MENU_TYPE_LABEL[t]}</Tag>,
    },
    { title: '排序', dataIndex: 'sort', width: 70 },
    { title: '路由地址', dataIndex: 'path', ellipsis: true },
    {
      title: '页面组件',
      dataIndex: 'component',
      ellipsis: true,
      render: (c: string | null) =>
        c && c !== 'Layout' ? `${PAGE_COMPONENTS[c as keyof typeof PAGE_COMPONENTS] ?? '未知组件'}（${c}）` : '',
    },
    { title: '权限标识', dataIndex: 'permission', ellipsis: true },
    { title: '隐藏', dataIndex: 'hidden', width: 70, render: (h: boolean) => (h ? <Tag>隐藏</Tag> : '') },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, menu) => (
        <Space size={0}>
          {can('menu:edit') && (
            <Button type="link" size="small" onClick={() => setEditing({ menu })}>
              编辑
            </Button>
          )}
          {can('menu:add') && menu.type !== MENU_TYPE.BUTTON && (
            <Button type="link" size="small" onClick={() => setEditing({ pid: menu.id })}>
              新增下级
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <CrudToolbar
        module="menu"
        onAdd={() => setEditing({})}
        selected={selected}
        onDelete={(ids) => remove.mutateAsync(ids)}
        onDeleted={() => setSelected([])}
      />
      <Table<MenuNode>
        rowKey="id"
        size="middle"
        loading={tree.isFetching}
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: '暂无数据' }}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected, checkStrictly: true }}
      />
      <MenuFormModal editing={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
