import { count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { userQuery } from '@risk/shared/schemas/system';
import type { UserRow } from '@risk/shared/api/system';
import type { DbOrTx } from '../../db/client.ts';
import { dept, user } from '../../db/schema/system.ts';
import { scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { allOf, inRange, likeText, offsetOf, orderBy, type SortColumns } from '../../platform/http/query.ts';
import { USER_SORT_FIELDS, USER_DEFAULT_SORT } from '@risk/shared/api/system';

export type UserQuery = z.infer<typeof userQuery>;

interface RoleRef {
  id: number;
  name: string;
  level: number;
}

const rolesOfUser = sql<RoleRef[] | string>`(
  select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'level', r.level) order by r.level, r.id), '[]'::json)
  from sys_users_roles ur join sys_role r on r.id = ur.role_id where ur.user_id = ${user.id}
)`;

const userColumns = {
  id: user.id,
  username: user.username,
  nickName: user.nickName,
  gender: user.gender,
  phone: user.phone,
  email: user.email,
  enabled: user.enabled,
  lockedUntil: user.lockedUntil,
  avatarName: user.avatarName,
  deptId: dept.id,
  deptName: dept.name,
  region: dept.region,
  roles: rolesOfUser,
  createTime: user.createTime,
  updateTime: user.updateTime,
};

export const USER_SORTS: SortColumns<typeof USER_SORT_FIELDS> = {
  id: user.id,
  username: user.username,
  createTime: user.createTime,
  updateTime: user.updateTime,
};
export const DEFAULT_USER_SORT = USER_DEFAULT_SORT;

/** A user with department and roles, before masking: what the service shapes for the wire and the log. */
export interface UserRecord {
  id: number;
  username: string;
  nickName: string;
  gender: string;
  phone: string | null;
  email: string | null;
  enabled: boolean;
  lockedUntil: Date | null;
  avatarName: string | null;
  deptId: number | null;
  deptName: string | null;
  region: string | null;
  roles: RoleRef[];
  createTime: Date;
  updateTime: Date;
}

function toRecord(row: Record<keyof typeof userColumns, unknown>): UserRecord {
  const roles = typeof row.roles === 'string' ? (JSON.parse(row.roles) as RoleRef[]) : (row.roles as RoleRef[]);
  return { ...(row as unknown as UserRecord), roles };
}

/** Department `deptId` and every department below it. */
const inDeptTree = (deptId: number) => sql`${user.deptId} in (
  with recursive sub(id) as (select id from sys_dept where id = ${deptId} union all select d.id from sys_dept d join sub on d.pid = sub.id)
  select id from sub
)`;

/** The list filters, always within the actor's district. */
function whereOf(actor: AuthUser, q: Omit<UserQuery, 'page' | 'size' | 'sort'>): SQL | undefined {
  const text = q.blurry ? likeText(q.blurry) : undefined;
  return allOf(
    scopeToDistrict(actor, dept.region),
    text ? or(ilike(user.username, text), ilike(user.nickName, text), ilike(user.phone, text)) : undefined,
    q.deptId ? inDeptTree(q.deptId) : undefined,
    q.enabled === undefined ? undefined : eq(user.enabled, q.enabled),
    inRange(user.createTime, q.createTime),
  );
}

export async function listUsers(
  db: DbOrTx,
  actor: AuthUser,
  q: UserQuery,
): Promise<{ rows: UserRecord[]; total: number }> {
  const where = whereOf(actor, q);
  const order = orderBy(q.sort, USER_SORTS, DEFAULT_USER_SORT);
  const rows = await db
    .select(userColumns)
    .from(user)
    .leftJoin(dept, eq(dept.id, user.deptId))
    .where(where)
    .orderBy(...order, user.id)
    .limit(q.size)
    .offset(offsetOf(q));
  const [{ total }] = await db
    .select({ total: count() })
    .from(user)
    .leftJoin(dept, eq(dept.id, user.deptId))
    .where(where);
  return { rows: rows.map(toRecord), total };
}

/** Every matching user, for the download (same filters and order as the list). */
export async function allUsers(
  db: DbOrTx,
  actor: AuthUser,
  q: Omit<UserQuery, 'page' | 'size'>,
): Promise<UserRecord[]> {
  const order = orderBy(q.sort, USER_SORTS, DEFAULT_USER_SORT);
  const rows = await db
    .select(userColumns)
    .from(user)
    .leftJoin(dept, eq(dept.id, user.deptId))
    .where(whereOf(actor, q))
    .orderBy(...order, user.id);
  return rows.map(toRecord);
}

/** One user within the actor's district; undefined when absent or out of scope. */
export async function findUser(db: DbOrTx, actor: AuthUser, id: number): Promise<UserRecord | undefined> {
  const rows = await db
    .select(userColumns)
    .from(user)
    .leftJoin(dept, eq(dept.id, user.deptId))
    .where(allOf(eq(user.id, id), scopeToDistrict(actor, dept.region)));
  return rows[0] && toRecord(rows[0]);
}

/** 138****1234: lists and downloads never show a whole phone number. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return phone;
  if (phone.length < 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

export function toUserRow(r: UserRecord, opts: { maskPhone: boolean }): UserRow {
  return {
    id: r.id,
    username: r.username,
    nickName: r.nickName,
    gender: r.gender as UserRow['gender'],
    phone: opts.maskPhone ? maskPhone(r.phone) : r.phone,
    email: r.email,
    enabled: r.enabled,
    locked: r.lockedUntil !== null && r.lockedUntil.getTime() > Date.now(),
    dept: r.deptId ? { id: r.deptId, name: r.deptName! } : null,
    roles: r.roles,
    createTime: new Date(r.createTime).toISOString(),
  };
}
