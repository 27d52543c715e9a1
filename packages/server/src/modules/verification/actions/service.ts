import { and, eq, inArray, sql } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import { ORDER_FOLLOWS } from '@risk/shared/order-machine';
import type { OrderStatus } from '@risk/shared/verification';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { verificationOrder } from '../../../db/schema/verification.ts';
import type { Actor } from '../../../platform/audit/operation-log.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { transition } from './transition.ts';

// What other modules may use of the verification order: its machine step and the operations on
// its own table that the case module composes with the pool and the disposal order.
export { findOrder, transition, visibleOrder, VERIFICATION_MODULE, type Order, type Transition } from './transition.ts';
export { findOrderRow } from '../lists/queries.ts';

/** Advisory lock key of the city's batch actions (the migration lock is 727001). */
const ORDER_BATCH_LOCK = 727002;

/**
 * Starts a batch of order actions in the caller's transaction and answers its ids in ascending
 * order, so every writer of several orders locks their rows in one order. Each order also
 * updates the per-district stat rows (trigger-kept), which two batches over the same districts
 * in a different district order would lock crosswise (a deadlock, answered 500); batches
 * therefore take turns behind one transaction-scoped advisory lock.
 */
export async function startBatch(tx: Tx, ids: number[]): Promise<number[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_BATCH_LOCK})`);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** What an order copies of its pool company when it is created. */
export interface OrderSource {
  id: number;
  companyName: string;
  creditCode: string;
  companyRegion: string;
  registrationPlace: string | null;
  riskPoint: string | null;
}

/** The machine's `create` row: one 新建 order per pushed company, for the city (no trail: it starts at dispatch); answers their ids. */
export async function createOrders(tx: Tx, actor: Actor, companies: OrderSource[], pushTime: Date): Promise<number[]> {
  if (companies.length === 0) return [];
  const created = await tx
    .insert(verificationOrder)
    .values(
      companies.map((c) => ({
        riskCompanyId: c.id,
        companyName: c.companyName,
        creditCode: c.creditCode,
        region: c.companyRegion,
        registrationPlace: c.registrationPlace,
        riskPoint: c.riskPoint,
        status: ORDER_FOLLOWS.create.to,
        pushTime,
        createBy: actor.user.username,
      })),
    )
    .returning({ id: verificationOrder.id });
  return created.map((o) => o.id);
}

/** The orders of these companies, locked; with `refused`, every one must be in `from` or that message answers. */
async function lockOrdersOfCompanies(
  tx: Tx,
  companyIds: number[],
  from: readonly OrderStatus[],
  refused: string,
): Promise<{ id: number; status: number }[]> {
  const orders = await tx
    .select({ id: verificationOrder.id, status: verificationOrder.status })
    .from(verificationOrder)
    .where(inArray(verificationOrder.riskCompanyId, companyIds))
    .for('update');
  assertAllIn(orders, from, refused);
  return orders;
}

/** Every order in one of `from`, else `refused` answers (400) and nothing is written. */
function assertAllIn(orders: { status: number }[], from: readonly OrderStatus[], refused: string): void {
  if (orders.some((o) => !(from as readonly number[]).includes(o.status))) throw badRequest(refused);
}

/**
 * The pool companies of orders about to be withdrawn (the `withdraw` row by order): every id must
 * exist (else 404) and no order be taken by its district yet (else the row's refusal). Read
 * without locks: the caller locks the companies, then their orders, as the pool's withdrawal does.
 */
export async function companiesOfOrders(db: DbOrTx, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const orders = await db
    .select({ riskCompanyId: verificationOrder.riskCompanyId, status: verificationOrder.status })
    .from(verificationOrder)
    .where(inArray(verificationOrder.id, unique));
  if (orders.length !== unique.length) throw notFound(MSG.notFound);
  assertAllIn(orders, ORDER_FOLLOWS.withdraw.from, ORDER_FOLLOWS.withdraw.refused);
  return [...new Set(orders.map((o) => o.riskCompanyId))];
}

/** The machine's `withdraw` row: the companies' orders, none taken yet, are removed; answers their ids. */
export async function removeOrdersOfCompanies(tx: Tx, companyIds: number[]): Promise<number[]> {
  const { from, refused } = ORDER_FOLLOWS.withdraw;
  const orders = await lockOrdersOfCompanies(tx, companyIds, from, refused);
  await tx.delete(verificationOrder).where(inArray(verificationOrder.riskCompanyId, companyIds));
  return orders.map((o) => o.id);
}

/**
 * The company's dispatch district changed after the push: its orders go there while the
 * district has not taken them (`withdraw`'s statuses); after that the district is fixed and
 * `refused` answers.
 */
export async function moveOrdersOfCompany(tx: Tx, companyId: number, region: string, refused: string): Promise<void> {
  const notTaken = ORDER_FOLLOWS.withdraw.from;
  const orders = await lockOrdersOfCompanies(tx, [companyId], notTaken, refused);
  if (orders.length === 0) return;
  await tx
    .update(verificationOrder)
    .set({ region, updateTime: new Date() })
    .where(and(eq(verificationOrder.riskCompanyId, companyId), inArray(verificationOrder.status, [...notTaken])));
}

/** The ids of the company's orders in one of these statuses, ascending. */
export async function orderIdsOfCompany(
  db: DbOrTx,
  companyId: number,
  statuses: readonly OrderStatus[],
): Promise<number[]> {
  const rows = await db
    .select({ id: verificationOrder.id })
    .from(verificationOrder)
    .where(and(eq(verificationOrder.riskCompanyId, companyId), inArray(verificationOrder.status, [...statuses])))
    .orderBy(verificationOrder.id);
  return rows.map((r) => r.id);
}

/** 审核: a pass goes to 待定级; a return goes back to the district with the explanation (the row's notice tells it). */
export async function reviewOrder(
  db: Db,
  actor: Actor,
  id: number,
  pass: boolean,
  auditExplain: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (pass) {
      await transition(tx, actor, id, { action: 'reviewPass', payload: { pass } });
      return;
    }
    await transition(tx, actor, id, {
      action: 'reviewReturn',
      set: { auditExplain },
      payload: { pass, auditExplain },
    });
  });
}
