import { count, sql } from 'drizzle-orm';
import { DEFAULT_DICTS } from '@risk/shared/dicts';
import { DISTRICTS } from '@risk/shared/districts';
import { MENU_TYPE } from '@risk/shared/pages';
import type { Db, DbOrTx } from '../db/client.ts';
import { dept, dict, dictDetail, menu, role, roleMenu, user, userRole } from '../db/schema/system.ts';
import { seedCompanies } from './companies.ts';
import { seedDatasets } from './datasets.ts';
import { seedDisposal } from './disposal.ts';
import { seedHolidays } from './holidays.ts';
import { seedNotices } from './notices.ts';
import { seedMonitorConfig } from './monitor-config.ts';
import { seedResearchReports } from './research-reports.ts';
import { seedContent } from './content.ts';
import { seedDataApplies } from './data-apply.ts';
import { buttonCodesOf, DEFAULT_MENU, HIDDEN_TOP_PAGES, type Audience } from './menus.ts';
import { DEFAULT_ROLES } from './roles.ts';
import { hashPassword } from '../platform/auth/passwords.ts';

export interface SeedOptions {
  demoPassword: string;
  /** Demo companies to generate (later domains); 0 gives the platform's base data only. */
  scale?: number;
  seed?: number;
}

/** First start of an empty database: base data and demo data. Answers whether it seeded. */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(user);
  if (n > 0) return false;
  await seedDatabase(db, opts);
  return true;
}

/** Fills an empty database deterministically: departments, roles, menus, dictionaries, demo users, the holiday calendar, then `scale` demo pool companies. */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const depts = await seedDepartments(tx);
    const roleIds = await seedRolesAndMenus(tx);
    await seedDictionaries(tx);
    await seedUsers(tx, opts.demoPassword, depts, roleIds);
    await seedHolidays(tx);
  });
  if (opts.scale && opts.scale > 0) {
    await seedCompanies(db, { scale: opts.scale, seed: opts.seed ?? 1 });
    await seedDisposal(db, { seed: opts.seed ?? 1 });
    await seedNotices(db);
    await seedMonitorConfig(db, { seed: opts.seed ?? 1, demoPassword: opts.demoPassword });
    await seedDatasets(db);
    await seedResearchReports(db);
    await seedContent(db);
    await seedDataApplies(db);
    // What autovacuum would do after a bulk load, which PGlite never runs: planner statistics (without
    // them the pool's name search computed every pushed company's keys, 22–35 ms at --scale 10000,
    // instead of reading their index, migration 0040) and the GIN indexes' pending entries merged (a
    // manual ANALYZE leaves them, and each search then read 209 pages of them instead of 4).
    await db.execute(sql`vacuum analyze`);
  }
}

async function seedDepartments(tx: DbOrTx) {
  const [root] = await tx.insert(dept).values({ name: '北京市人力资源和社会保障局', sort: 0 }).returning();
  const [ops] = await tx.insert(dept).values({ pid: root.id, name: '运维中心', sort: 1 }).returning();
  const [city] = await tx.insert(dept).values({ pid: root.id, name: '市人社局', sort: 2 }).returning();
  const districts = await tx
    .insert(dept)
    .values(DISTRICTS.map((d, i) => ({ pid: root.id, name: `${d.name}人社局`, region: d.name, sort: 10 + i })))
    .returning();
  return { ops: ops.id, city: city.id, districts: new Map(districts.map((d) => [d.region!, d.id])) };
}

async function seedRolesAndMenus(tx: DbOrTx) {
  const roles = await tx
    .insert(role)
    .values(
      DEFAULT_ROLES.map((r) => ({
        name: r.name,
        level: r.level,
        description: r.description,
        permissions: [...r.permissions],
      })),
    )
    .returning();
  const roleOf = (a: Audience | 'admin') => roles[DEFAULT_ROLES.findIndex((r) => r.audience === a)].id;
  const grants: { roleId: number; menuId: number }[] = [];
  const grant = (menuId: number, audiences: readonly (Audience | 'admin')[]) => {
    for (const a of new Set<Audience | 'admin'>(['admin', ...audiences])) grants.push({ roleId: roleOf(a), menuId });
  };
  for (const [di, dir] of DEFAULT_MENU.entries()) {
    const [d] = await tx
      .insert(menu)
      .values({ type: MENU_TYPE.DIRECTORY, title: dir.title, path: dir.path, icon: dir.icon, sort: (di + 1) * 10 })
      .returning();
    grant(d.id, [...new Set(dir.pages.flatMap((p) => p.for))]);
    for (const [pi, page] of dir.pages.entries()) {
      const [p] = await tx
        .insert(menu)
        .values({
          pid: d.id,
          type: MENU_TYPE.PAGE,
          title: page.title,
          name: page.component.replace(/\/index$/, '').replace(/\//g, '-'),
          path: page.path,
          component: page.component,
          icon: page.icon,
          hidden: page.hidden ?? false,
          sort: pi + 1,
        })
        .returning();
      grant(p.id, page.for);
      const buttons = buttonCodesOf(page);
      if (buttons.length === 0) continue;
      const rows = await tx
        .insert(menu)
        .values(
          buttons.map((code, bi) => ({
            pid: p.id,
            type: MENU_TYPE.BUTTON,
            title: code,
            permission: code,
            sort: bi + 1,
          })),
        )
        .returning({ id: menu.id, permission: menu.permission });
      for (const b of rows) {
        const holders = DEFAULT_ROLES.filter(
          (r) => r.audience !== 'admin' && (r.permissions as readonly string[]).includes(b.permission!),
        ).map((r) => r.audience);
        grant(b.id, holders);
      }
    }
  }
  for (const [i, page] of HIDDEN_TOP_PAGES.entries()) {
    const [p] = await tx
      .insert(menu)
      .values({
        type: MENU_TYPE.PAGE,
        title: page.title,
        name: page.name,
        path: page.path,
        component: page.component,
        icon: page.icon,
        hidden: true,
        sort: 900 + i,
      })
      .returning();
    grant(p.id, page.for);
  }
  await tx.insert(roleMenu).values(grants);
  return { admin: roleOf('admin'), ops: roleOf('ops'), city: roleOf('city'), district: roleOf('district') };
}

async function seedDictionaries(tx: DbOrTx) {
  for (const d of DEFAULT_DICTS) {
    const [row] = await tx.insert(dict).values({ name: d.name, description: d.description }).returning();
    await tx
      .insert(dictDetail)
      .values(d.items.map((item, i) => ({ dictId: row.id, label: item.label, value: item.value, sort: i + 1 })));
  }
}

async function seedUsers(
  tx: DbOrTx,
  password: string,
  depts: Awaited<ReturnType<typeof seedDepartments>>,
  roles: Awaited<ReturnType<typeof seedRolesAndMenus>>,
) {
  // One hash serves every demo account: they share the demo password, and argon2id is slow on purpose.
  const passwordHash = await hashPassword(password);
  const accounts = [
    { username: 'admin', nickName: '系统管理员', deptId: depts.ops, roleId: roles.admin },
    { username: 'ops', nickName: '运维人员', deptId: depts.ops, roleId: roles.ops },
    { username: 'city', nickName: '市人社局业务员', deptId: depts.city, roleId: roles.city },
    { username: 'city2', nickName: '市人社局审核员', deptId: depts.city, roleId: roles.city },
    ...DISTRICTS.map((d) => ({
      username: d.pinyin,
      nickName: `${d.name}业务员`,
      deptId: depts.districts.get(d.name)!,
      roleId: roles.district,
    })),
  ];
  const rows = await tx
    .insert(user)
    .values(
      accounts.map((a, i) => ({
        username: a.username,
        nickName: a.nickName,
        deptId: a.deptId,
        passwordHash,
        phone: `1380000${String(1000 + i).padStart(4, '0')}`,
      })),
    )
    .returning({ id: user.id });
  await tx.insert(userRole).values(rows.map((r, i) => ({ userId: r.id, roleId: accounts[i].roleId })));
}
