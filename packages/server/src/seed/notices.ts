import { asc, eq } from 'drizzle-orm';
import { noticeText, ORDER_ACTIONS, type OrderNotice } from '@risk/shared/order-machine';
import type { OrderStatus } from '@risk/shared/verification';
import type { Db } from '../db/client.ts';
import { notice } from '../db/schema/notices.ts';
import { orderAudit, verificationOrder as o } from '../db/schema/verification.ts';
import { cityUserIds, districtUserIds } from '../modules/notices/service.ts';

const DAY_MS = 86_400_000;
/** Notices of the last days are still unread: the bell of a demo user shows the work handed to them lately. */
const UNREAD_DAYS = 3;
const NOTICE_TYPE = '核实工单';
const LIST_OF = { district: '/verification/county', city: '/verification/city' } as const;
const CHUNK = 1000;

/**
 * The notices the demo workflow would have sent: each
 * step of an order's audit trail whose action sends one (派单, 退单, 提交核实, 审核退回, 定级…) gives
 * the notice of that step, to the users of the order's district or the city's, at the step's time,
 * with the text of the order machine. Older ones are read.
 */
export async function seedNotices(db: Db, opts: { now?: Date } = {}): Promise<void> {
  const now = (opts.now ?? new Date()).getTime();
  const steps = await db
    .select({
      orderId: o.id,
      companyName: o.companyName,
      region: o.region,
      refusedReason: o.refusedReason,
      action: orderAudit.action,
      toStatus: orderAudit.toStatus,
      actorName: orderAudit.actorName,
      payload: orderAudit.payload,
      createTime: orderAudit.createTime,
    })
    .from(orderAudit)
    .innerJoin(o, eq(o.id, orderAudit.orderId))
    .orderBy(asc(orderAudit.createTime), asc(orderAudit.id));

  const city = await cityUserIds(db);
  const districts = new Map<string, number[]>();
  const receiversOf = async (to: OrderNotice['to'], region: string) => {
    if (to === 'city') return city;
    if (!districts.has(region)) districts.set(region, await districtUserIds(db, region));
    return districts.get(region)!;
  };

  const rows: (typeof notice.$inferInsert)[] = [];
  for (const s of steps) {
    const action = ORDER_ACTIONS[s.action as keyof typeof ORDER_ACTIONS] as { notice?: OrderNotice } | undefined;
    if (!action?.notice || s.toStatus === null) continue;
    const facts = { ...s, reason: s.refusedReason, ...(s.payload as Record<string, unknown> | null) };
    const body = noticeText(action.notice, s.toStatus as OrderStatus, facts);
    if (body === null) continue;
    const read = now - s.createTime.getTime() > UNREAD_DAYS * DAY_MS;
    for (const acceptUserId of await receiversOf(action.notice.to, s.region)) {
      rows.push({
        sendUser: s.actorName,
        acceptUserId,
        noticeType: NOTICE_TYPE,
        noticeBody: body,
        link: LIST_OF[action.notice.to],
        orderId: s.orderId,
        status: read ? 1 : 0,
        createTime: s.createTime,
      });
    }
  }
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(notice).values(rows.slice(i, i + CHUNK));
}
