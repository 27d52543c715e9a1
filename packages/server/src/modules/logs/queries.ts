import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { loginLogQuery, operationLogQuery } from '@risk/shared/schemas/system';
import type { DbOrTx } from '../../db/client.ts';
import { loginLog, operationLog } from '../../db/schema/system.ts';
import { page } from '../../platform/http/envelope.ts';
import { allOf, inRange, likeText, offsetOf, orderBy, type SortColumns } from '../../platform/http/query.ts';
import { LOG_SORT_FIELDS, LOG_DEFAULT_SORT } from '@risk/shared/api/system';

/** The operation-log screen: newest first by default (indexed on create_time). */
export async function listOperationLogs(db: DbOrTx, q: z.infer<typeof operationLogQuery>) {
  const where = allOf(
    q.blurry
      ? or(
          ilike(operationLog.action, likeText(q.blurry)),
          ilike(operationLog.target, likeText(q.blurry)),
          ilike(operationLog.message, likeText(q.blurry)),
        )
      : undefined,
    q.username ? ilike(operationLog.username, likeText(q.username)) : undefined,
    q.module ? ilike(operationLog.module, likeText(q.module)) : undefined,
    q.result ? eq(operationLog.success, q.result === 'success') : undefined,
    inRange(operationLog.createTime, q.createTime),
  );
  const order = orderBy(
    q.sort,
    { createTime: operationLog.createTime } satisfies SortColumns<typeof LOG_SORT_FIELDS>,
    LOG_DEFAULT_SORT,
  );
  const rows = await db
    .select({
      id: operationLog.id,
      username: operationLog.username,
      module: operationLog.module,
      action: operationLog.action,
      target: operationLog.target,
      ip: operationLog.ip,
      browser: operationLog.browser,
      success: operationLog.success,
      message: operationLog.message,
      oldValue: operationLog.oldValue,
      newValue: operationLog.newValue,
      createTime: operationLog.createTime,
    })
    .from(operationLog)
    .where(where)
    .orderBy(...order, desc(operationLog.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const [{ total }] = await db.select({ total: count() }).from(operationLog).where(where);
  return page(rows, total, q);
}

/** The login-log screen: successful and failed sign-ins, newest first by default. */
export async function listLoginLogs(db: DbOrTx, q: z.infer<typeof loginLogQuery>) {
  const where = allOf(
    q.username ? ilike(loginLog.username, likeText(q.username)) : undefined,
    q.ip ? ilike(loginLog.ip, likeText(q.ip)) : undefined,
    q.success === undefined ? undefined : eq(loginLog.success, q.success),
    inRange(loginLog.createTime, q.createTime),
  );
  const order = orderBy(
    q.sort,
    { createTime: loginLog.createTime } satisfies SortColumns<typeof LOG_SORT_FIELDS>,
    LOG_DEFAULT_SORT,
  );
  const rows = await db
    .select({
      id: loginLog.id,
      username: loginLog.username,
      ip: loginLog.ip,
      browser: loginLog.browser,
      success: loginLog.success,
      reason: loginLog.reason,
      createTime: loginLog.createTime,
    })
    .from(loginLog)
    .where(where)
    .orderBy(...order, desc(loginLog.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const [{ total }] = await db.select({ total: count() }).from(loginLog).where(where);
  return page(rows, total, q);
}
