import { desc, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { loginLogQuery, operationLogQuery } from '@risk/shared/schemas/system';
import type { DbOrTx } from '../../db/client.ts';
import { loginLog, operationLog } from '../../db/schema/system.ts';
import { page } from '../../platform/http/envelope.ts';
import {
  allOf,
  bigramsContain,
  flagIs,
  inRange,
  likeText,
  offsetOf,
  orderBy,
  textContains,
  type SortColumns,
} from '../../platform/http/query.ts';
import { countRows } from '../../db/row-count.ts';
import { LOG_SORT_FIELDS, LOG_DEFAULT_SORT } from '@risk/shared/api/system';

/**
 * The searched columns of an operation, as the one bigram index of drizzle/0028 holds them: one
 * index expression instead of five keeps the cost of a logged request low.
 */
const LOG_TEXT = sql`${operationLog.username} || chr(10) || ${operationLog.module} || chr(10) || ${operationLog.action} || chr(10) || coalesce(${operationLog.target}, '') || chr(10) || coalesce(${operationLog.message}, '')`;

/** The operation-log screen: newest first by default (indexed on create_time). */
export async function listOperationLogs(db: DbOrTx, q: z.infer<typeof operationLogQuery>) {
  const where = allOf(
    q.blurry
      ? allOf(
          bigramsContain(LOG_TEXT, q.blurry),
          or(
            ilike(operationLog.action, likeText(q.blurry)),
            ilike(operationLog.target, likeText(q.blurry)),
            ilike(operationLog.message, likeText(q.blurry)),
          ),
        )
      : undefined,
    q.username ? textContains(operationLog.username, q.username, LOG_TEXT) : undefined,
    q.module ? textContains(operationLog.module, q.module, LOG_TEXT) : undefined,
    q.result ? flagIs(operationLog.success, q.result === 'success') : undefined,
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
  const total = await countRows(db, operationLog, where);
  return page(rows, total, q);
}

/** The login-log screen: successful and failed sign-ins, newest first by default. */
export async function listLoginLogs(db: DbOrTx, q: z.infer<typeof loginLogQuery>) {
  // A user name matches a large share of sign-ins: the page walks the time index and stops after
  // its rows (plain ILIKE), the count finds the matches through the bigram index (the same rows).
  const where = (byBigrams: boolean) =>
    allOf(
      q.username
        ? byBigrams
          ? textContains(loginLog.username, q.username)
          : ilike(loginLog.username, likeText(q.username))
        : undefined,
      q.ip ? textContains(loginLog.ip, q.ip) : undefined,
      q.success === undefined ? undefined : flagIs(loginLog.success, q.success),
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
    .where(where(false))
    .orderBy(...order, desc(loginLog.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const total = await countRows(db, loginLog, where(true));
  return page(rows, total, q);
}
