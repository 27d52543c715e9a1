import { eq, sql, type SQL } from 'drizzle-orm';
import { USER_LEVEL, type UserLevel } from '@risk/shared/levels';
import type { SessionUser } from '@risk/shared/api/system';
import type { Db, DbOrTx } from '../../db/client.ts';
import { authSession } from '../../db/schema/auth.ts';
import { dept, user } from '../../db/schema/system.ts';

/** A signed-in user as routes see it. */
export interface AuthUser extends SessionUser {
  sessionId: string;
}

interface RoleRow {
  id: number;
  name: string;
  level: number;
  permissions: string[];
}

/** Roles ordered so the first one (the most privileged) gives the user's level. */
const rolesOfUser = sql<RoleRow[]>`(
  select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'level', r.level, 'permissions', r.permissions) order by r.level, r.id), '[]'::json)
  from sys_users_roles ur join sys_role r on r.id = ur.role_id where ur.user_id = ${user.id}
)`;

const userColumns = {
  id: user.id,
  username: user.username,
  nickName: user.nickName,
  phone: user.phone,
  email: user.email,
  gender: user.gender,
  avatarName: user.avatarName,
  enabled: user.enabled,
  createTime: user.createTime,
  deptId: dept.id,
  deptName: dept.name,
  region: dept.region,
  roles: rolesOfUser,
};

type UserRow = { [K in keyof typeof userColumns]: unknown } & { roles: RoleRow[] | string };

function toSessionUser(row: UserRow): SessionUser {
  const roles = (typeof row.roles === 'string' ? JSON.parse(row.roles) : row.roles) as RoleRow[];
  // No role at all: the default system role applies, a district-level user without permissions.
  const level = (roles[0]?.level ?? USER_LEVEL.DISTRICT) as UserLevel;
  return {
    id: row.id as number,
    username: row.username as string,
    nickName: row.nickName as string,
    phone: row.phone as string | null,
    email: row.email as string | null,
    gender: row.gender as string | null,
    avatarName: row.avatarName as string | null,
    level,
    region: level === USER_LEVEL.DISTRICT ? ((row.region as string | null) ?? null) : null,
    dept: row.deptId ? { id: row.deptId as number, name: row.deptName as string } : null,
    roles: roles.map((r) => ({ id: r.id, name: r.name, level: r.level })),
    permissions: [...new Set(roles.flatMap((r) => r.permissions))].sort(),
    createTime: new Date(row.createTime as Date).toISOString(),
  };
}

async function selectUser(db: DbOrTx, where: SQL) {
  const rows = await db.select(userColumns).from(user).leftJoin(dept, eq(dept.id, user.deptId)).where(where);
  return rows[0] as UserRow | undefined;
}

export async function findSessionUserById(db: DbOrTx, userId: number): Promise<SessionUser | undefined> {
  const row = await selectUser(db, eq(user.id, userId));
  return row && toSessionUser(row);
}

export interface SessionState {
  user: SessionUser & { enabled: boolean };
  lastActive: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
}

const sessionQuery = (db: Db) =>
  db
    .select({
      ...userColumns,
      lastActive: authSession.lastActive,
      expiresAt: authSession.expiresAt,
      revokedAt: authSession.revokedAt,
      revokedReason: authSession.revokedReason,
    })
    .from(authSession)
    .innerJoin(user, eq(user.id, authSession.userId))
    .leftJoin(dept, eq(dept.id, user.deptId))
    .where(eq(authSession.id, sql.placeholder('sessionId')))
    .prepare('find_session');

/**
 * Every authenticated request runs this lookup, and planning it cost four times its execution,
 * so it is a prepared statement (planned once per connection), one per database.
 */
const preparedSessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/** The session row and its user in one query: every authenticated request runs this. */
export async function findSession(db: Db, sessionId: string): Promise<SessionState | undefined> {
  let query = preparedSessionQueries.get(db);
  if (!query) preparedSessionQueries.set(db, (query = sessionQuery(db)));
  const rows = await query.execute({ sessionId });
  const row = rows[0];
  if (!row) return undefined;
  return {
    user: { ...toSessionUser(row as UserRow), enabled: row.enabled },
    lastActive: row.lastActive,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    revokedReason: row.revokedReason,
  };
}
