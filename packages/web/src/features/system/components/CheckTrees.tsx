import { useMemo } from 'react';
import { Tree } from 'antd';
import type { MenuNode } from '@risk/shared/api/system';
import { checkedCodes, checkedLeaves, permissionTree } from '../model/tree.ts';

const PERMISSION_TREE = permissionTree();
const TREE_BOX = {
  maxHeight: 360,
  overflow: 'auto',
  border: '1px solid #f0f0f0',
  borderRadius: 4,
  padding: 8,
} as const;

/** Permission codes as a checkable tree (form control: value = codes). */
export function PermissionTreeInput({
  value = [],
  onChange,
}: {
  value?: string[];
  onChange?: (codes: string[]) => void;
}) {
  return (
    <div style={TREE_BOX}>
      <Tree
        checkable
        selectable={false}
        treeData={PERMISSION_TREE}
        checkedKeys={value}
        onCheck={(keys) => onChange?.(checkedCodes(Array.isArray(keys) ? keys : keys.checked))}
      />
    </div>
  );
}

interface MenuOption {
  key: number;
  title: string;
  children?: MenuOption[];
}
const toMenuOptions = (nodes: readonly MenuNode[]): MenuOption[] =>
  nodes.map((n) => ({
    key: n.id,
    title: n.title,
    children: n.children?.length ? toMenuOptions(n.children) : undefined,
  }));

/**
 * Menus as a checkable tree (form control: value = menu ids). A directory with some pages checked is
 * half-checked and still submitted, so the built menu keeps it.
 */
export function MenuTreeInput({
  menus,
  value = [],
  onChange,
}: {
  menus: MenuNode[] | undefined;
  value?: number[];
  onChange?: (ids: number[]) => void;
}) {
  const treeData = useMemo(() => toMenuOptions(menus ?? []), [menus]);
  return (
    <div style={TREE_BOX}>
      <Tree
        checkable
        selectable={false}
        treeData={treeData}
        checkedKeys={checkedLeaves(menus, value)}
        onCheck={(keys, info) =>
          onChange?.([...(Array.isArray(keys) ? keys : keys.checked), ...(info.halfCheckedKeys ?? [])].map(Number))
        }
      />
    </div>
  );
}
