import { eq, inArray } from 'drizzle-orm';
import { DISTRICTS } from '@risk/shared/districts';
import type { Db } from '../db/client.ts';
import { dept, role, user, userRole } from '../db/schema/system.ts';

/** Login names the seed generator gives the demo accounts, in the order the banner shows them. */
export const DEMO_USERNAMES = ['admin', 'ops', 'city', 'city2', ...DISTRICTS.map((d) => d.pinyin)];

/** The demo accounts as they stand in the database (name, department, role), for the start banner. */
export async function demoAccountsTable(db: Db, password: string): Promise<string> {
  const rows = await db
    .select({ username: user.username, nickName: user.nickName, deptName: dept.name, roleName: role.name })
    .from(user)
    .leftJoin(dept, eq(dept.id, user.deptId))
    .leftJoin(userRole, eq(userRole.userId, user.id))
    .leftJoin(role, eq(role.id, userRole.roleId))
    .where(inArray(user.username, DEMO_USERNAMES));
  const found = DEMO_USERNAMES.map((name) => rows.find((r) => r.username === name)).filter((r) => r !== undefined);
  if (found.length === 0) return '  （数据库中没有演示账号）';
  const lines = found.map((r) => [r.username, r.roleName ?? '', r.deptName ?? '', r.nickName]);
  return formatTable(['账号', '角色', '部门', '姓名'], lines) + `\n  以上账号的密码均为：${password}`;
}

/** Columns padded by display width: CJK characters take two terminal cells. */
function formatTable(header: string[], lines: string[][]): string {
  const width = (s: string) => [...s].reduce((n, ch) => n + (/[\u2E80-\uFFEF]/.test(ch) ? 2 : 1), 0);
  const all = [header, ...lines];
  const cols = header.map((_, i) => Math.max(...all.map((l) => width(l[i]))));
  const pad = (s: string, w: number) => s + ' '.repeat(w - width(s));
  return all
    .map(
      (l) =>
        '  ' +
        l
          .map((cell, i) => pad(cell, cols[i]))
          .join('  ')
          .trimEnd(),
    )
    .join('\n');
}
