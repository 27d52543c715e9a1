import { useMemo, useState } from 'react';
import { Card, Empty, Input, Spin, Tree } from 'antd';
import { useDeptTree } from '../api/depts.ts';
import { type DeptNode } from '@risk/shared/api/system';
import { allIds } from '../model/tree.ts';

interface TitledNode {
  key: number;
  title: string;
  children?: TitledNode[];
}

/** Nodes whose name (or a descendant's) contains `text`. */
function filterTree(nodes: readonly DeptNode[], text: string): TitledNode[] {
  return nodes.flatMap((n) => {
    const children = filterTree(n.children ?? [], text);
    if (!n.name.includes(text) && children.length === 0) return [];
    return [{ key: n.id, title: n.name, children: children.length ? children : undefined }];
  });
}

/** The department tree beside the user list: choosing a department filters the users; choosing it again shows all. */
export function DeptTreePanel({
  selected,
  onSelect,
}: {
  selected?: number;
  onSelect: (deptId: number | undefined) => void;
}) {
  const { data, isLoading } = useDeptTree();
  const [text, setText] = useState('');
  const treeData = useMemo(() => filterTree(data ?? [], text.trim()), [data, text]);

  return (
    <Card size="small" title="组织机构" styles={{ body: { padding: 12 } }}>
      <Input.Search
        placeholder="输入部门名称搜索"
        allowClear
        onChange={(e) => setText(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Spin spinning={isLoading}>
        {treeData.length ? (
          <Tree<TitledNode>
            key={text}
            blockNode
            defaultExpandedKeys={allIds(data)}
            treeData={treeData}
            selectedKeys={selected ? [selected] : []}
            onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : undefined)}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
        )}
      </Spin>
    </Card>
  );
}
