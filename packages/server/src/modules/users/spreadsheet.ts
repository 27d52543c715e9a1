import { inArray } from 'drizzle-orm';
import { isAdmin } from '@risk/shared/levels';
import { MSG } from '@risk/shared/messages';
import { isStrongPassword } from '@risk/shared/password';
import type { ImportReport } from '@risk/shared/api/import';
import { userBody } from '@risk/shared/schemas/system';
import { USER_IMPORT_HEADERS } from '@risk/shared/schemas/users';
import type { AppContext } from '../../context.ts';
import { dept, role, user } from '../../db/schema/system.ts';
import { districtOf } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { ImportCheck } from '../../platform/excel/import-report.ts';
import { parseSheet, type SheetRow } from '../../platform/excel/sheet.ts';
import { beijingTime, buildWorkbook, type SheetColumn } from '../../platform/excel/workbook.ts';
import { maskPhone, type UserRecord } from './queries.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { reportChecked, reportWritten, type ImportWork } from '../../platform/jobs/imports.ts';
import { insertUsers, USER_MSG, type UserBody } from './service.ts';

const IMPORT_KEYS = ['username', 'nickName', 'gender', 'phone', 'email', 'dept', 'roles', 'password'] as const;
type ImportKey = (typeof IMPORT_KEYS)[number];

export const USER_IMPORT_COLUMNS: SheetColumn<ImportKey>[] = IMPORT_KEYS.map((key, i) => ({
  key,
  header: USER_IMPORT_HEADERS[i],
  width: key === 'email' || key === 'dept' ? 28 : 16,
}));

const HEADER_OF: Record<string, string> = Object.fromEntries(USER_IMPORT_COLUMNS.map((c) => [c.key, c.header]));

/** The cells checked by the form's own rules; department and roles are looked up by name instead. */
const profileColumns = userBody.pick({ username: true, nickName: true, gender: true, phone: true, email: true });

/** Several roles in one cell are separated by commas or 、. */
const splitNames = (text: string) => [
  ...new Set(
    text
      .split(/[,，、;；]/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

export function userTemplate() {
  return buildWorkbook(USER_IMPORT_COLUMNS, [], '用户导入');
}

const DOWNLOAD_COLUMNS: SheetColumn[] = [
  { header: '用户名', key: 'username', width: 16 },
  { header: '姓名', key: 'nickName', width: 16 },
  { header: '性别', key: 'gender', width: 8 },
  { header: '手机号', key: 'phone', width: 16 },
  { header: '邮箱', key: 'email', width: 28 },
  { header: '部门', key: 'dept', width: 28 },
  { header: '角色', key: 'roles', width: 24 },
  { header: '状态', key: 'status', width: 10 },
  { header: '创建时间', key: 'createTime', width: 22 },
];

/** Beijing wall-clock time as clerks read it: yyyy-MM-dd HH:mm:ss. */

export function userDownload(rows: UserRecord[]) {
  return buildWorkbook(
    DOWNLOAD_COLUMNS,
    rows.map((r) => ({
      username: r.username,
      nickName: r.nickName,
      gender: r.gender,
      phone: maskPhone(r.phone),
      email: r.email,
      dept: r.deptName,
      roles: r.roles.map((x) => x.name).join('、'),
      status: r.enabled ? '启用' : '停用',
      createTime: beijingTime(new Date(r.createTime)),
    })),
    '用户',
  );
}

interface Lookups {
  deptsByName: Map<string, number[]>;
  rolesByName: Map<string, { id: number; level: number }>;
  takenUsernames: Set<string>;
}

async function loadLookups(ctx: AppContext, actor: AuthUser, rows: SheetRow<ImportKey>[]): Promise<Lookups> {
  const own = districtOf(actor);
  const depts = await ctx.db.select({ id: dept.id, name: dept.name, region: dept.region }).from(dept);
  const deptsByName = new Map<string, number[]>();
  for (const d of depts)
    if (own === null || d.region === own) deptsByName.set(d.name, [...(deptsByName.get(d.name) ?? []), d.id]);
  const roles = await ctx.db.select({ id: role.id, name: role.name, level: role.level }).from(role);
  const usernames = rows.map((r) => r.values.username).filter(Boolean);
  const taken = usernames.length
    ? await ctx.db.select({ username: user.username }).from(user).where(inArray(user.username, usernames))
    : [];
  return {
    deptsByName,
    rolesByName: new Map(roles.map((r) => [r.name, r])),
    takenUsernames: new Set(taken.map((t) => t.username)),
  };
}

/** One row as a user body, every problem of it reported; undefined when the row is refused. */
function checkRow(
  row: SheetRow<ImportKey>,
  actor: AuthUser,
  look: Lookups,
  check: ImportCheck,
): (UserBody & { password: string }) | undefined {
  const v = row.values;
  const before = check.refused.length;
  const deptIds = v.dept ? look.deptsByName.get(v.dept) : undefined;
  if (!v.dept) check.refuse(row.row, '部门', `部门${MSG.required}`);
  else if (!deptIds) check.refuse(row.row, '部门', USER_MSG.deptUnknown);
  else if (deptIds.length > 1) check.refuse(row.row, '部门', '存在多个同名部门，请在页面上新增该用户');
  const roleIds: number[] = [];
  for (const name of splitNames(v.roles)) {
    const found = look.rolesByName.get(name);
    if (!found) check.refuse(row.row, '角色', `${USER_MSG.roleUnknown}：${name}`);
    else if (!isAdmin(actor) && found.level < actor.level)
      check.refuse(row.row, '角色', `${USER_MSG.roleAboveActor}：${name}`);
    else roleIds.push(found.id);
  }
  if (!v.password) check.refuse(row.row, '初始密码', `初始密码${MSG.required}`);
  else if (!isStrongPassword(v.password)) check.refuse(row.row, '初始密码', MSG.passwordRule);
  if (v.username && look.takenUsernames.has(v.username)) check.refuse(row.row, '用户名', MSG.usernameTaken);

  if (!v.roles) check.refuse(row.row, '角色', `角色${MSG.required}`);

  // one reason per cell is enough for a clerk to fix it
  const parsed = check.refuseBySchema(
    row.row,
    profileColumns,
    { username: v.username, nickName: v.nickName, gender: v.gender || undefined, phone: v.phone, email: v.email },
    HEADER_OF,
  );
  if (check.refused.length > before || !parsed || !deptIds) return undefined;
  return { ...parsed, deptId: deptIds[0], roleIds, enabled: true, password: v.password };
}

/** Checks every row (fields, dictionary names, duplicates in the file and in the database), then writes all rows or none. */
export async function importUsers(
  ctx: AppContext,
  actor: Actor,
  buffer: Buffer,
  work: ImportWork,
): Promise<ImportReport> {
  const rows = await parseSheet(buffer, USER_IMPORT_COLUMNS);
  const look = await loadLookups(ctx, actor.user, rows);
  const check = new ImportCheck();
  const firstRowOf = new Map<string, number>();
  const accepted: (UserBody & { password: string })[] = [];
  for (const row of rows) {
    const name = row.values.username;
    const first = name ? firstRowOf.get(name) : undefined;
    if (first !== undefined) check.refuse(row.row, '用户名', `与第 ${first} 行的用户名重复`);
    else if (name) firstRowOf.set(name, row.row);
    const body = checkRow(row, actor.user, look, check);
    if (body) accepted.push(body);
  }
  reportChecked(work, rows.length, check.refused.length);
  check.assertNoRefusals();

  // Rows sharing an initial password share one (slow, on purpose) hash.
  const hashes = new Map<string, string>();
  for (const r of accepted)
    if (!hashes.has(r.password)) {
      hashes.set(r.password, await hashPassword(r.password));
      work.throwIfCancelled();
    }
  await ctx.db.transaction(async (tx) => {
    await insertUsers(
      tx,
      accepted.map((r) => ({ ...r, passwordHash: hashes.get(r.password)! })),
    );
    reportWritten(work, accepted.length);
    await recordOperation(tx, actor, {
      module: '用户管理',
      action: '导入用户',
      target: `${accepted.length} 个用户`,
      newValue: accepted.map(({ password: _p, ...r }) => ({
        username: r.username,
        nickName: r.nickName,
        deptId: r.deptId,
        roleIds: r.roleIds,
      })),
    });
  });
  return { created: accepted.length, refused: [] };
}
