import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_DICTS } from '@risk/shared/dicts';
import { MENU_TYPE } from '@risk/shared/pages';
import type { Db, DbOrTx } from '../db/client.ts';
import { dict, dictDetail, menu, releaseItem, role, roleMenu } from '../db/schema/system.ts';
import { buttonCodesOf, DEFAULT_MENU, HIDDEN_TOP_PAGES, type Audience, type PageSeed } from './menus.ts';
import { DEFAULT_ROLES, LATER_GRANTS } from './roles.ts';

type MenuRow = typeof menu.$inferSelect;

export interface SyncReport {
  /** keys of the items inserted by this run (`menu:…`, `button:…`, `grant:…`, `dict:…`, `dictItem:…`) */
  inserted: string[];
}

/**
 * Brings the release's menus (with their button rows), permission codes and dictionaries into an
 * existing database at start-up, idempotently and without touching what administrators changed.
 *
 * - Items are found by natural key: a directory by its path, a page by its component key, a button
 *   by its permission code, a dictionary by its name, an item by its dictionary and value. Titles,
 *   icons, order and labels are never compared or written, so renames and edited labels stay.
 * - An item is inserted only when it is absent and this database never received it
 *   (`sys_release_item` remembers every item delivered), so an item an administrator deleted stays
 *   deleted.
 * - Grants follow insertion only: a new page or directory is granted to the seeded roles of its
 *   audience, a new button (permission code) to the seeded roles holding that code, which also gain
 *   the code. Existing rows keep their grants, so a grant an administrator removed stays removed.
 * - A code a seeded role gained later (`LATER_GRANTS`) is given to it once, with its button row.
 * - Seeded roles are found by name; a role an administrator renamed or deleted gets nothing.
 */
export async function syncReleaseData(db: Db): Promise<SyncReport> {
  return db.transaction(async (tx) => {
    const delivered = new Set((await tx.select({ key: releaseItem.key }).from(releaseItem)).map((r) => r.key));
    const seen: string[] = [];
    const inserted: string[] = [];
    const isNew = (key: string, present: boolean) => {
      seen.push(key);
      if (present || delivered.has(key)) return false;
      inserted.push(key);
      return true;
    };

    const roles = await tx.select({ id: role.id, name: role.name, permissions: role.permissions }).from(role);
    const roleIdOf = new Map(
      DEFAULT_ROLES.flatMap((r) => {
        const found = roles.find((x) => x.name === r.name);
        return found ? [[r.audience, found.id] as const] : [];
      }),
    );
    const grants: { roleId: number; menuId: number }[] = [];
    const grant = (menuId: number, audiences: readonly (Audience | 'admin')[]) => {
      for (const a of new Set<Audience | 'admin'>(['admin', ...audiences])) {
        const roleId = roleIdOf.get(a);
        if (roleId !== undefined) grants.push({ roleId, menuId });
      }
    };
    const newCodes = new Set<string>();

    const menus = await tx.select().from(menu);
    const insertMenu = async (values: typeof menu.$inferInsert): Promise<MenuRow> => {
      const [row] = await tx.insert(menu).values(values).returning();
      menus.push(row);
      return row;
    };

    const syncPage = async (page: PageSeed & { name?: string }, pid: number | null, sort: number) => {
      const key = `menu:page:${page.component}`;
      let row = menus.find((m) => m.type === MENU_TYPE.PAGE && m.component === page.component);
      if (isNew(key, row !== undefined)) {
        row = await insertMenu({
          pid,
          type: MENU_TYPE.PAGE,
          title: page.title,
          name: page.name ?? page.component.replace(/\/index$/, '').replace(/\//g, '-'),
          path: page.path,
          component: page.component,
          icon: page.icon,
          hidden: page.hidden ?? false,
          sort,
        });
        grant(row.id, page.for);
      }
      for (const [bi, code] of buttonCodesOf(page).entries()) {
        const present = menus.some((m) => m.type === MENU_TYPE.BUTTON && m.permission === code);
        if (!isNew(`button:${code}`, present) || !row) continue;
        const button = await insertMenu({
          pid: row.id,
          type: MENU_TYPE.BUTTON,
          title: code,
          permission: code,
          sort: bi + 1,
        });
        const holders = DEFAULT_ROLES.filter((r) => (r.permissions as readonly string[]).includes(code));
        grant(
          button.id,
          holders.map((r) => r.audience),
        );
        newCodes.add(code);
      }
    };

    for (const [di, dir] of DEFAULT_MENU.entries()) {
      let row = menus.find((m) => m.type === MENU_TYPE.DIRECTORY && m.pid === null && m.path === dir.path);
      if (isNew(`menu:dir:${dir.path}`, row !== undefined)) {
        row = await insertMenu({
          type: MENU_TYPE.DIRECTORY,
          title: dir.title,
          path: dir.path,
          icon: dir.icon,
          sort: (di + 1) * 10,
        });
        grant(row.id, [...new Set(dir.pages.flatMap((p) => p.for))]);
      }
      // Pages of a directory an administrator deleted are not brought back without it.
      if (!row) continue;
      for (const [pi, page] of dir.pages.entries()) await syncPage(page, row.id, pi + 1);
    }
    for (const [i, page] of HIDDEN_TOP_PAGES.entries()) await syncPage(page, null, 900 + i);

    const laterCodes = laterGrantsOf(roles, roleIdOf, isNew);
    for (const { audience, code } of laterCodes) {
      const button = menus.find((m) => m.type === MENU_TYPE.BUTTON && m.permission === code);
      if (button) grant(button.id, [audience]);
    }
    if (grants.length > 0) await tx.insert(roleMenu).values(grants).onConflictDoNothing();
    for (const r of DEFAULT_ROLES) {
      const id = roleIdOf.get(r.audience);
      const current = roles.find((x) => x.id === id);
      if (!current) continue;
      const added = (r.permissions as readonly string[]).filter(
        (c) =>
          (newCodes.has(c) || laterCodes.some((g) => g.audience === r.audience && g.code === c)) &&
          !current.permissions.includes(c),
      );
      if (added.length > 0)
        await tx
          .update(role)
          .set({ permissions: [...current.permissions, ...added] })
          .where(eq(role.id, current.id));
    }

    await syncDictionaries(tx, isNew);

    const fresh = seen.filter((k) => !delivered.has(k));
    if (fresh.length > 0)
      await tx
        .insert(releaseItem)
        .values(fresh.map((key) => ({ key })))
        .onConflictDoNothing();
    return { inserted };
  });
}

/** The later grants not yet delivered to a seeded role that lacks the code (`grant:<audience>:<code>`). */
function laterGrantsOf(
  roles: { id: number; permissions: string[] }[],
  roleIdOf: Map<Audience | 'admin', number>,
  isNew: (key: string, present: boolean) => boolean,
) {
  return LATER_GRANTS.filter(({ audience, code }) => {
    const current = roles.find((r) => r.id === roleIdOf.get(audience));
    return current !== undefined && isNew(`grant:${audience}:${code}`, current.permissions.includes(code));
  });
}

async function syncDictionaries(tx: DbOrTx, isNew: (key: string, present: boolean) => boolean) {
  const dicts = await tx.select({ id: dict.id, name: dict.name }).from(dict);
  for (const d of DEFAULT_DICTS) {
    let found = dicts.find((x) => x.name === d.name);
    if (isNew(`dict:${d.name}`, found !== undefined)) {
      [found] = await tx.insert(dict).values({ name: d.name, description: d.description }).returning();
    }
    if (!found) continue;
    const values = new Set(
      (
        await tx
          .select({ value: dictDetail.value })
          .from(dictDetail)
          .where(
            and(
              eq(dictDetail.dictId, found.id),
              inArray(
                dictDetail.value,
                d.items.map((i) => i.value),
              ),
            ),
          )
      ).map((r) => r.value),
    );
    const missing = d.items
      .map((item, i) => ({ item, sort: i + 1 }))
      .filter(({ item }) => isNew(`dictItem:${d.name}:${item.value}`, values.has(item.value)));
    if (missing.length > 0)
      await tx
        .insert(dictDetail)
        .values(missing.map(({ item, sort }) => ({ dictId: found.id, label: item.label, value: item.value, sort })));
  }
}
