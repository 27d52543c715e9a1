import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isAdmin, USER_LEVEL } from '@risk/shared/levels';
import { MSG } from '@risk/shared/messages';
import type { NoticeRow } from '@risk/shared/api/notices';
import type { PageQuery } from '@risk/shared/wire';
import type { Db, DbOrTx } from '../../db/client.ts';
import { dept, user } from '../../db/schema/system.ts';
import { notice } from '../../db/schema/notices.ts';
import type { Actor } from '../../platform/audit/operation-log.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { notFound } from '../../platform/http/errors.ts';
import { offsetOf, orderBy, type SortColumns } from '../../platform/http/query.ts';
import { NOTICE_SORT_FIELDS, NOTICE_DEFAULT_SORT } from '@risk/shared/api/notices';
import { countRows } from '../../db/row-count.ts';

export const NOTICE_STATUS = { UNREAD: 0, READ: 1 } as const;

/** A user's level is that of their most privileged role (session-user.ts does the same). */
const levelOfUser = sql<number>`(select min(r.level) from sys_users_roles ur join sys_role r on r.id = ur.role_id where ur.user_id = ${user.id})`;

/** Enabled district users of a district: the receivers of what the city hands to it. */
export async function districtUserIds(tx: DbOrTx, region: string): Promise<number[]> {
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .innerJoin(dept, eq(dept.id, user.deptId))
    .where(and(eq(user.enabled, true), eq(dept.region, region), eq(levelOfUser, USER_LEVEL.DISTRICT)));
  return rows.map((r) => r.id);
}

/** Enabled city (level 2) users: the receivers of what a district hands back. */
export async function cityUserIds(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.enabled, true), eq(levelOfUser, USER_LEVEL.CITY)));
  return rows.map((r) => r.id);
}

export interface NoticeDraft {
  noticeType: string;
  noticeBody: string;
  link: string | null;
  orderId?: number;
}

/** Who a notice is from: a user acting, or the platform itself. */
export type NoticeSender = Pick<Actor, 'user'> | typeof SYSTEM_SENDER;
/** Notices no user sent (a job's end, a scheduled digest). */
export const SYSTEM_SENDER = { user: { id: null, nickName: '系统' } } as const;

/** Writes one notice per receiver; call it in the transaction of the change it announces. */
export async function sendNotices(
  tx: DbOrTx,
  sender: NoticeSender,
  receivers: number[],
  draft: NoticeDraft,
): Promise<void> {
  if (receivers.length === 0) return;
  await tx.insert(notice).values(
    receivers.map((acceptUserId) => ({
      sendUserId: sender.user.id,
      sendUser: sender.user.nickName,
      acceptUserId,
      ...draft,
      orderId: draft.orderId ?? null,
    })),
  );
}

const columns = {
  id: notice.id,
  sendUser: notice.sendUser,
  acceptUserId: notice.acceptUserId,
  acceptUser: user.nickName,
  noticeType: notice.noticeType,
  status: notice.status,
  noticeBody: notice.noticeBody,
  link: notice.link,
  createTime: notice.createTime,
};

const toRow = (r: { createTime: Date } & Omit<NoticeRow, 'createTime'>): NoticeRow => ({
  ...r,
  createTime: r.createTime.toISOString(),
});

/** Whose notices a request may touch: the user's own, or for the administrator everyone's (or the named receiver's). */
function receiverCondition(me: AuthUser, acceptUserId?: number): SQL | undefined {
  if (!isAdmin(me)) return eq(notice.acceptUserId, me.id);
  return acceptUserId === undefined ? undefined : eq(notice.acceptUserId, acceptUserId);
}

export async function listNotices(
  db: Db,
  me: AuthUser,
  query: PageQuery & { status?: number; acceptUserId?: number; noticeType?: string },
) {
  const where: SQL | undefined = and(
    receiverCondition(me, query.acceptUserId),
    query.status === undefined ? undefined : eq(notice.status, query.status),
    query.noticeType === undefined ? undefined : eq(notice.noticeType, query.noticeType),
  );
  const order = orderBy(
    query.sort,
    {
      createTime: notice.createTime,
      status: notice.status,
      noticeType: notice.noticeType,
    } satisfies SortColumns<typeof NOTICE_SORT_FIELDS>,
    NOTICE_DEFAULT_SORT,
    notice.id,
  );
  const rows = await db
    .select(columns)
    .from(notice)
    .innerJoin(user, eq(user.id, notice.acceptUserId))
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset(offsetOf(query));
  const n = await countRows(db, notice, where);
  return { rows: rows.map(toRow), total: n };
}

/**
 * Opening a notice marks it read when the reader is its receiver; another user's notice is as if
 * absent, except for the administrator, whose reading leaves it unread for its receiver.
 */
export async function readNotice(db: Db, me: AuthUser, id: number): Promise<NoticeRow> {
  await db
    .update(notice)
    .set({ status: NOTICE_STATUS.READ })
    .where(and(eq(notice.id, id), eq(notice.acceptUserId, me.id)));
  const [full] = await db
    .select(columns)
    .from(notice)
    .innerJoin(user, eq(user.id, notice.acceptUserId))
    .where(and(eq(notice.id, id), receiverCondition(me)));
  if (!full) throw notFound(MSG.notFound);
  return toRow(full);
}

export async function markRead(db: Db, me: AuthUser, ids: number[]): Promise<number> {
  const rows = await db
    .update(notice)
    .set({ status: NOTICE_STATUS.READ })
    .where(and(inArray(notice.id, ids), eq(notice.acceptUserId, me.id)))
    .returning({ id: notice.id });
  return rows.length;
}

/** Deletes notices among ids; all must be the user's own (any, for the administrator), or none is deleted. */
export async function deleteNotices(db: Db, me: AuthUser, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(notice)
      .where(and(inArray(notice.id, ids), receiverCondition(me)))
      .returning({ id: notice.id });
    if (rows.length !== new Set(ids).size) throw notFound(MSG.notFound);
    return rows.length;
  });
}
