import { and, asc, inArray, lt } from 'drizzle-orm';
import { isAdmin } from '@risk/shared/levels';
import { MENU_TYPE } from '@risk/shared/pages';
import { type MenuRoute } from '@risk/shared/api/system';
import type { DbOrTx } from '../../db/client.ts';
import { menu, roleMenu } from '../../db/schema/system.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';

type MenuRow = typeof menu.$inferSelect;

/** Directories and pages the user's roles may see (admin: all), as the route tree of `menus/build`. */
export async function buildMenuRoutes(db: DbOrTx, user: AuthUser): Promise<MenuRoute[]> {
  const visible = lt(menu.type, MENU_TYPE.BUTTON);
  const roleIds = user.roles.map((r) => r.id);
  if (!isAdmin(user) && roleIds.length === 0) return [];
  const permitted = isAdmin(user)
    ? visible
    : and(
        visible,
        inArray(menu.id, db.select({ id: roleMenu.menuId }).from(roleMenu).where(inArray(roleMenu.roleId, roleIds))),
      );
  const rows = await db.select().from(menu).where(permitted).orderBy(asc(menu.sort), asc(menu.id));
  return toRoutes(rows, null, true);
}

/**
 * The full path of every page of the menu, whoever may see it: the web tells a page of another
 * role (no permission, the 401 page) from an address that is no page at all (404).
 */
export async function allPagePaths(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select()
    .from(menu)
    .where(lt(menu.type, MENU_TYPE.BUTTON))
    .orderBy(asc(menu.sort), asc(menu.id));
  const walk = (routes: MenuRoute[], parent: string): string[] =>
    routes.flatMap((r) => {
      const path = isExternal(r.path) || r.path.startsWith('/') ? r.path : `${parent.replace(/\/$/, '')}/${r.path}`;
      if (isExternal(path)) return [];
      return r.children ? walk(r.children, path) : [path];
    });
  return walk(toRoutes(rows, null, true), '/');
}

function toRoutes(rows: MenuRow[], pid: number | null, top: boolean): MenuRoute[] {
  return rows
    .filter((m) => m.pid === pid)
    .map((m) => {
      const children = toRoutes(rows, m.id, false);
      const path = top && !m.path?.startsWith('/') && !isExternal(m.path) ? `/${m.path ?? ''}` : (m.path ?? '');
      const route: MenuRoute = {
        name: m.name || `menu${m.id}`,
        path,
        component: m.type === MENU_TYPE.DIRECTORY ? 'Layout' : (m.component ?? ''),
        hidden: m.hidden,
        meta: { title: m.title, icon: m.icon, noCache: false },
      };
      if (m.type === MENU_TYPE.DIRECTORY) {
        // A directory whose pages the user may not see is left out.
        if (children.length === 0) return undefined;
        route.redirect = 'noredirect';
        route.alwaysShow = true;
        route.children = children;
      }
      return route;
    })
    .filter((r): r is MenuRoute => r !== undefined);
}

const isExternal = (p: string | null) => !!p && /^https?:\/\//.test(p);
