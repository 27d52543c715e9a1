import { eq, sql, type SQL } from 'drizzle-orm';
import { USER_LEVEL, type UserLevel } from '@risk/shared/levels';
import type { SessionUser } from '@risk/shared/api/system';
import type { Db, DbOrTx } from '../../db/client.ts';
import { mapRowsOnce } from '../../db/shapes.ts';
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

/**
 * Roles ordered so the first one (the most privileged) gives the user's level, as JSON text: the
 * text is the key under which what the server derives from it is kept (`grantsOf`).
 */
const rolesOfUser = sql<string>`(
  select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'level', r.level, 'permissions', r.permissions) order by r.level, r.id), '[]'::json)::text
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

type UserRow = { [K in keyof typeof userColumns]: unknown } & { roles: string };

type Grants = Pick<SessionUser, 'level' | 'roles' | 'permissions'>;

/**
 * Level, roles and the sorted permission codes of a set of roles, by the roles' JSON text. Every
 * authenticated request derived them again (parse, flatten, de-duplicate, sort: 2 % of a list
 * request's time); a few role combinations serve every user, so they are derived once. Frozen,
 * because every request of those users shares them. A role edited changes the text, so the key.
 */
const grantsByRoles = new Map<string, Grants>();
const MAX_ROLE_SETS = 1_000;

function grantsOf(rolesText: string): Grants {
  let grants = grantsByRoles.get(rolesText);
  if (grants) return grants;
  const roles = JSON.parse(rolesText) as RoleRow[];
  grants = Object.freeze({
    // No role at all: the default system role applies, a district-level user without permissions.
    level: (roles[0]?.level ?? USER_LEVEL.DISTRICT) as UserLevel,
    roles: Object.freeze(roles.map((r) => Object.freeze({ id: r.id, name: r.name, level: r.level }))),
    permissions: Object.freeze([...new Set(roles.flatMap((r) => r.permissions))].sort()),
  }) as Grants;
  if (grantsByRoles.size >= MAX_ROLE_SETS) grantsByRoles.clear();
  grantsByRoles.set(rolesText, grants);
  return grants;
}

function toSessionUser(row: UserRow): SessionUser {
  const { level, roles, permissions } = grantsOf(row.roles);
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
    roles,
    permissions,
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
  /** The user as routes see it, with the session's id. */
  user: AuthUser;
  enabled: boolean;
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
  if (!query) {
    query = sessionQuery(db);
    mapRowsOnce(query);
    preparedSessionQueries.set(db, query);
  }
  const rows = await query.execute({ sessionId });
  const row = rows[0];
  if (!row) return undefined;
  // the session's id set on the user, not spread into a new object: every request reads this object,
  // and objects made as { ...o, key } are slower to read (docs/performance.md, "Rows set, not spread")
  const user = toSessionUser(row as UserRow) as AuthUser;
  user.sessionId = sessionId;
  return {
    user,
    enabled: row.enabled,
    lastActive: row.lastActive,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    revokedReason: row.revokedReason,
  };
}
