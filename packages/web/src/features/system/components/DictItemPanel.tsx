import { useState, type Key } from 'react';
import { Button, Card, Empty, Table, type TableColumnsType } from 'antd';
import type { DictRow } from '@risk/shared/api/system';
import { useAccess } from '../../../lib/access.tsx';
import type { DictItemRow } from '@risk/shared/api/system';
import { CrudToolbar } from '../../../components/list-kit/CrudToolbar.tsx';
import { useDeleteDictItems, useDictItems } from '../api/dicts.ts';
import { DictItemFormModal } from './DictFormModals.tsx';

/** The items of the chosen dictionary: label shown to users, value stored in data. */
export function DictItemPanel({ dict }: { dict?: DictRow }) {
  const { can } = useAccess();
  const items = useDictItems(dict?.name);
  const remove = useDeleteDictItems();
  const [editing, setEditing] = useState<{ item?: DictItemRow }>();
  const [selected, setSelected] = useState<Key[]>([]);

  if (!dict) {
    return (
      <Card size="small" title="字典项">
        <Empty description="请在左侧点击一个字典，查看和维护它的字典项" />
      </Card>
    );
  }

  const columns: TableColumnsType<DictItemRow> = [
    { title: '字典标签', dataIndex: 'label' },
    { title: '字典值', dataIndex: 'value' },
    { title: '排序', dataIndex: 'sort', width: 80 },
    {
      title: '操作',
      key: 'actions',
      width: 70,
      render: (_, item) =>
        can('dict:edit') && (
          <Button type="link" size="small" onClick={() => setEditing({ item })}>
            编辑
          </Button>
        ),
    },
  ];

  return (
    <Card size="small" title={`字典项：${dict.description}（${dict.name}）`}>
      <CrudToolbar
        module="dict"
        onAdd={() => setEditing({})}
        selected={selected}
        onDelete={(ids) => remove.mutateAsync(ids)}
        onDeleted={() => setSelected([])}
      />
      <Table<DictItemRow>
        rowKey="id"
        size="small"
        loading={items.isFetching}
        columns={columns}
        dataSource={items.data}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条` }}
        locale={{ emptyText: '暂无数据' }}
      />
      <DictItemFormModal open={!!editing} dictId={dict.id} item={editing?.item} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
