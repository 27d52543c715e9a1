import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { DEFAULT_DICTS } from '@risk/shared/dicts';
import { menuCalls, type MenuRoute } from '@risk/shared/api/system';
import { dict, dictDetail, menu, releaseItem, role, roleMenu } from '../../src/db/schema/system.ts';
import { DEFAULT_ROLES, LATER_GRANTS } from '../../src/seed/roles.ts';
import { syncReleaseData } from '../../src/seed/release-sync.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const NEW_PAGE = 'save/index';
const NEW_CODES_PREFIX = 'save:';
const NEW_DICT = 'news_status';
const NEW_ITEM = { dict: 'company_status', value: '7' };

let t: TestApp;

/** Role id by seeded role name. */
async function roleIds(): Promise<Map<string, number>> {
  const rows = await t.db.select({ id: role.id, name: role.name }).from(role);
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function snapshot() {
  const [menus] = await t.db.select({ n: count() }).from(menu);
  const [grants] = await t.db.select({ n: count() }).from(roleMenu);
  const [items] = await t.db.select({ n: count() }).from(dictDetail);
  const roles = await t.db.select({ name: role.name, permissions: role.permissions }).from(role).orderBy(role.id);
  return { menus: menus.n, grants: grants.n, items: items.n, roles };
}

const hasPage = (routes: MenuRoute[], component: string): boolean =>
  routes.some((r) => r.component === component || hasPage(r.children ?? [], component));

describe('release sync at start-up', () => {
  beforeAll(async () => {
    // The test database is what the previous release's seed made: no release ledger yet.
    t = await createTestApp();
    const db = t.db;
    // What the previous release did not have: the 存档评价 page with its buttons and codes, one dictionary, one item.
    const [page] = await db.select().from(menu).where(eq(menu.component, NEW_PAGE));
    await db.delete(menu).where(eq(menu.pid, page.id));
    await db.delete(menu).where(eq(menu.id, page.id));
    for (const r of await db.select().from(role))
      await db
        .update(role)
        .set({ permissions: r.permissions.filter((c) => !c.startsWith(NEW_CODES_PREFIX)) })
        .where(eq(role.id, r.id));
    await db.delete(dict).where(eq(dict.name, NEW_DICT));
    const [status] = await db.select().from(dict).where(eq(dict.name, NEW_ITEM.dict));
    await db.delete(dictDetail).where(and(eq(dictDetail.dictId, status.id), eq(dictDetail.value, NEW_ITEM.value)));
    // What an administrator changed in the previous release: a renamed menu, a removed grant, an edited label.
    await db.update(menu).set({ title: '风险企业（改名）' }).where(eq(menu.component, 'riskCompany/index'));
    const ids = await roleIds();
    const [policy] = await db.select().from(menu).where(eq(menu.component, 'policy/index'));
    await db.delete(roleMenu).where(and(eq(roleMenu.menuId, policy.id), eq(roleMenu.roleId, ids.get('区人社局')!)));
    await db
      .update(dictDetail)
      .set({ label: '已推送（改）' })
      .where(and(eq(dictDetail.dictId, status.id), eq(dictDetail.value, '1')));
  });
  afterAll(() => t.close());

  it('when the release starts on that database then the new page, its buttons and codes, the dictionary and the item arrive for the roles that should have them, and the administrator changes stay', async () => {
    const report = await syncReleaseData(t.db);
    expect(report.inserted).toContain(`menu:page:${NEW_PAGE}`);

    const [page] = await t.db.select().from(menu).where(eq(menu.component, NEW_PAGE));
    expect(page).toBeDefined();
    const buttons = await t.db.select().from(menu).where(eq(menu.pid, page.id));
    const codes = buttons.map((b) => b.permission).sort();
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((c) => c!.startsWith(NEW_CODES_PREFIX))).toBe(true);

    // grants: the page to the admin and the city roles; each button to the seeded roles holding its code
    const ids = await roleIds();
    const grantedTo = async (menuId: number) =>
      (await t.db.select({ roleId: roleMenu.roleId }).from(roleMenu).where(eq(roleMenu.menuId, menuId)))
        .map((g) => g.roleId)
        .sort();
    expect(await grantedTo(page.id)).toEqual([ids.get('超级管理员')!, ids.get('市人社局')!].sort());
    for (const b of buttons) {
      const holders = DEFAULT_ROLES.filter((r) => (r.permissions as readonly string[]).includes(b.permission!));
      expect(await grantedTo(b.id)).toEqual(holders.map((r) => ids.get(r.name)!).sort());
    }
    for (const r of DEFAULT_ROLES) {
      const [row] = await t.db.select().from(role).where(eq(role.name, r.name));
      const expected = (r.permissions as readonly string[]).filter((c) => c.startsWith(NEW_CODES_PREFIX));
      expect(row.permissions.filter((c) => c.startsWith(NEW_CODES_PREFIX)).sort()).toEqual([...expected].sort());
    }

    // the city user sees the page in its menu; the district user does not
    const city = await t.login('city');
    const menuOf = async (token: string) => (await t.send(token, menuCalls.build)).body.content;
    expect(hasPage(await menuOf(city), NEW_PAGE)).toBe(true);
    expect(hasPage(await menuOf(await t.login('chaoyang')), NEW_PAGE)).toBe(false);

    // dictionaries
    const [news] = await t.db.select().from(dict).where(eq(dict.name, NEW_DICT));
    const newsItems = await t.db.select().from(dictDetail).where(eq(dictDetail.dictId, news.id));
    expect(newsItems.map((i) => [i.value, i.label]).sort()).toEqual(
      DEFAULT_DICTS.find((d) => d.name === NEW_DICT)!
        .items.map((i) => [i.value, i.label])
        .sort(),
    );
    const [status] = await t.db.select().from(dict).where(eq(dict.name, NEW_ITEM.dict));
    const statusItems = await t.db.select().from(dictDetail).where(eq(dictDetail.dictId, status.id));
    expect(statusItems.some((i) => i.value === NEW_ITEM.value)).toBe(true);

    // what the administrator changed stays
    const [renamed] = await t.db.select().from(menu).where(eq(menu.component, 'riskCompany/index'));
    expect(renamed.title).toBe('风险企业（改名）');
    const [policy] = await t.db.select().from(menu).where(eq(menu.component, 'policy/index'));
    expect(await grantedTo(policy.id)).not.toContain(ids.get('区人社局'));
    expect(statusItems.find((i) => i.value === '1')!.label).toBe('已推送（改）');
  });

  it('when it runs again then nothing changes', async () => {
    const before = await snapshot();
    const report = await syncReleaseData(t.db);
    expect(report.inserted).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('when an administrator deletes a delivered page, button or item then the next start leaves them deleted', async () => {
    const [page] = await t.db.select().from(menu).where(eq(menu.component, NEW_PAGE));
    await t.db.delete(menu).where(eq(menu.pid, page.id));
    await t.db.delete(menu).where(eq(menu.id, page.id));
    const [news] = await t.db.select().from(dict).where(eq(dict.name, NEW_DICT));
    await t.db.delete(dict).where(eq(dict.id, news.id));
    const before = await snapshot();
    const report = await syncReleaseData(t.db);
    expect(report.inserted).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect(
      await t.db
        .select()
        .from(menu)
        .where(like(menu.permission, `${NEW_CODES_PREFIX}%`)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(dict)
        .where(inArray(dict.name, [NEW_DICT])),
    ).toEqual([]);
  });

  it('when a seeded role gained a code since (LATER_GRANTS) then it is given once, and an administrator removing it again is final', async () => {
    const { audience, code } = LATER_GRANTS[0];
    const name = DEFAULT_ROLES.find((r) => r.audience === audience)!.name;
    const codesOf = async () => (await t.db.select().from(role).where(eq(role.name, name)))[0].permissions;
    const withoutCode = async () => {
      const codes = await codesOf();
      await t.db
        .update(role)
        .set({ permissions: codes.filter((c) => c !== code) })
        .where(eq(role.name, name));
    };
    // the previous release's database: the role without the code, never delivered
    await withoutCode();
    await t.db.delete(releaseItem).where(eq(releaseItem.key, `grant:${audience}:${code}`));
    expect((await syncReleaseData(t.db)).inserted).toEqual([`grant:${audience}:${code}`]);
    expect(await codesOf()).toContain(code);
    await withoutCode();
    expect((await syncReleaseData(t.db)).inserted).toEqual([]);
    expect(await codesOf()).not.toContain(code);
  });
});
