import type { Key } from 'react';
import { PERMISSION_MODULES } from '@risk/shared/permissions';

/** A node of the department or menu tree as the server sends it. */
export interface TreeNode {
  id: number;
  children?: TreeNode[];
}

export interface TreeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

/**
 * Tree-select options from a server tree. `excludeId` drops a node with its subtree: a record
 * cannot become its own parent or the child of one of its children.
 */
export function toTreeOptions<N extends TreeNode>(
  nodes: readonly N[] | undefined,
  title: (n: N) => string,
  excludeId?: number,
  disabled?: (n: N) => boolean,
): TreeOption[] {
  return (nodes ?? [])
    .filter((n) => n.id !== excludeId)
    .map((n) => ({
      value: n.id,
      title: title(n),
      disabled: disabled?.(n),
      children: n.children?.length ? toTreeOptions(n.children as N[], title, excludeId, disabled) : undefined,
    }));
}

/** Every id of a tree, depth first (expands all rows of a tree table). */
export function allIds(nodes: readonly TreeNode[] | undefined): number[] {
  return (nodes ?? []).flatMap((n) => [n.id, ...allIds(n.children)]);
}

/** A tree without empty `children` arrays, so antd shows no expand icon on leaves. */
export function pruneEmptyChildren<N extends TreeNode>(nodes: readonly N[] | undefined): N[] {
  return (nodes ?? []).map((n) =>
    n.children?.length ? { ...n, children: pruneEmptyChildren(n.children as N[]) } : { ...n, children: undefined },
  );
}

const MODULE_KEY_PREFIX = 'module:';

export interface PermissionTreeNode {
  key: string;
  title: string;
  children?: PermissionTreeNode[];
}

/** The permission catalogue as a checkable tree: one branch per module, one leaf per code. */
export function permissionTree(): PermissionTreeNode[] {
  return PERMISSION_MODULES.map((m) => ({
    key: `${MODULE_KEY_PREFIX}${m.module}`,
    title: m.label,
    children: Object.entries(m.actions).map(([action, label]) => ({ key: `${m.module}:${action}`, title: label })),
  }));
}

/** The permission codes among the checked keys of the tree (module branches are not codes). */
export const checkedCodes = (keys: readonly Key[]): string[] =>
  keys.map(String).filter((k) => !k.startsWith(MODULE_KEY_PREFIX));

/**
 * The ids to show as checked in a cascading tree: only the leaves among `ids`. A stored parent id
 * must not be passed on, or the tree would check all its children too; the tree derives parents.
 */
export function checkedLeaves(nodes: readonly TreeNode[] | undefined, ids: readonly number[]): number[] {
  const wanted = new Set(ids);
  const leaves = (list: readonly TreeNode[]): number[] =>
    list.flatMap((n) => (n.children?.length ? leaves(n.children) : wanted.has(n.id) ? [n.id] : []));
  return leaves(nodes ?? []);
}
