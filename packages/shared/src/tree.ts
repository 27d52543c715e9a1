/** A row of a parent-linked table (menus, departments) as a nested tree node. */
export type TreeNode<T> = T & { children?: TreeNode<T>[] };

interface Linked {
  id: number;
  pid: number | null;
}

/**
 * Nests rows under their parents, keeping the order of `rows` among siblings. A row whose parent
 * is not among `rows` becomes a root, so a filtered list still shows every row it holds.
 */
export function buildTree<T extends Linked>(rows: readonly T[]): TreeNode<T>[] {
  const present = new Set(rows.map((r) => r.id));
  const byParent = new Map<number | null, T[]>();
  for (const r of rows) {
    const key = r.pid !== null && present.has(r.pid) ? r.pid : null;
    byParent.set(key, [...(byParent.get(key) ?? []), r]);
  }
  const nest = (r: T): TreeNode<T> => {
    const kids = byParent.get(r.id);
    return kids ? { ...r, children: kids.map(nest) } : { ...r };
  };
  return (byParent.get(null) ?? []).map(nest);
}

/** Every id below `id` (children, grandchildren, …), not `id` itself. */
export function descendantIds(rows: readonly Linked[], id: number): Set<number> {
  const found = new Set<number>();
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop()!;
    for (const r of rows) {
      if (r.pid === current && !found.has(r.id)) {
        found.add(r.id);
        queue.push(r.id);
      }
    }
  }
  return found;
}

/** `ids` plus the ancestors of each, so a filtered tree keeps the path down to every match. */
export function withAncestors(rows: readonly Linked[], ids: Iterable<number>): Set<number> {
  const parentOf = new Map(rows.map((r) => [r.id, r.pid]));
  const keep = new Set<number>();
  for (const id of ids) {
    let next: number | null | undefined = id;
    while (next != null && !keep.has(next)) {
      keep.add(next);
      next = parentOf.get(next);
    }
  }
  return keep;
}
