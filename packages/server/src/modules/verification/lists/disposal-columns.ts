import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DISPOSAL_RECORD_TYPE_NAMES, type DisposalRecordType } from '@risk/shared/disposal';
import type { DisposalCounts } from '@risk/shared/schemas/verification';
import { disposalOrder } from '../../../db/schema/disposal.ts';

// The early-warning tabs show and filter by what the linked disposal recorded. A read of the
// disposal table's kept counts, as a list column may read another domain's table; the disposal
// module alone writes it, and the two modules never import each other (docs/architecture.md).

const COUNT_COLUMN = { talk: 'talkNum', downsizing: 'downsizingNum', server: 'serverNum' } as const satisfies Record<
  DisposalRecordType,
  keyof typeof disposalOrder.$inferSelect
>;

/**
 * Condition on a verification order (its id column): its disposal has (`has`) or has no records
 * of the type. Orders without a disposal order match neither: nothing was there to record.
 * Reads the kept counts, one disposal row per order (unique order_id).
 */
export function disposalRecordsCondition(orderId: AnyColumn, type: DisposalRecordType, has: boolean): SQL {
  const kept = disposalOrder[COUNT_COLUMN[type]];
  return sql`exists (select 1 from ${disposalOrder} where ${disposalOrder.orderId} = ${orderId} and ${kept} ${has ? sql`> 0` : sql`= 0`})`;
}

/**
 * The same condition over the key of the counts kept of the orders with a disposal (migration 0037):
 * the order's copy of what its disposal recorded, one '1'/'0' per type in DISPOSAL_RECORD_TYPE_NAMES'
 * order (orders without a disposal are not in those counts, and match neither, as above). The page
 * keeps the EXISTS: its plans were measured good, where a filter on the copy is an expression the
 * planner estimates blind.
 */
export function keptRecordsCondition(type: DisposalRecordType, has: boolean): SQL {
  const position = DISPOSAL_RECORD_TYPE_NAMES.indexOf(type) + 1;
  return sql`substr(disposal_records, ${sql.raw(String(position))}, 1) = ${has ? '1' : '0'}`;
}

/** Whether the order's copy of its disposal's records (keptRecordsCondition) holds records of the type. */
export const hasRecorded = (disposalRecords: string | null, type: DisposalRecordType): boolean =>
  disposalRecords?.[DISPOSAL_RECORD_TYPE_NAMES.indexOf(type)] === '1';

/** The kept record counts of an order's disposal, as a column of the caller's query (null without a disposal). */
export function disposalCountsOf(orderId: AnyColumn): SQL<DisposalCounts | null> {
  const d = disposalOrder;
  return sql<DisposalCounts | null>`(select json_build_object('talk', ${d.talkNum}, 'downsizing', ${d.downsizingNum}, 'server', ${d.serverNum}) from ${d} where ${d.orderId} = ${orderId})`;
}
