import { asc } from 'drizzle-orm';
import { buildTree, type TreeNode } from '@risk/shared/tree';
import type { DbOrTx } from '../../db/client.ts';
import { menu } from '../../db/schema/system.ts';

export type MenuNode = typeof menu.$inferSelect;

/** Every menu row (directories, pages, buttons) as one tree ordered by sort: the menu screen and role assignment. */
export async function menuTree(db: DbOrTx): Promise<TreeNode<MenuNode>[]> {
  return buildTree(await db.select().from(menu).orderBy(asc(menu.sort), asc(menu.id)));
}
