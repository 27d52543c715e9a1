import { MSG } from '@risk/shared/messages';
import {
  ORDER_FOLLOWS,
  ORDER_STEPS,
  statusAfterRating,
  type OrderAction,
  type OrderStepName,
} from '@risk/shared/order-machine';
import { COMPANY_STATUS } from '@risk/shared/pool';
import { POOL_MSG, type PoolUpdateBody } from '@risk/shared/schemas/pool';
import type { CreateOrderBody } from '@risk/shared/schemas/verification';
import type { OrderStatus, WarningLevel } from '@risk/shared/verification';
import { retriedTransaction, type Db, type DbOrTx, type Tx } from '../../db/client.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { finishDisposal as finishDisposalOrder, followOrder, latestDisposalIdOfCompany } from '../disposal/service.ts';
import {
  applyPoolEffect,
  assertArchivable,
  assertPushable,
  assertWithdrawable,
  checkCompanyEdit,
  findPoolCompany,
  lockPoolCompanies,
  POOL_MODULE,
  writeCompanyEdit,
  writeCompanyRegion,
  type PoolCompany,
  type StepFacts,
} from '../pool/service.ts';
import {
  companiesOfOrders,
  createOrders,
  moveOrdersOfCompany,
  orderIdsOfCompany,
  removeOrdersOfCompanies,
  startBatch,
  transition,
  type Order,
  type Transition,
} from '../verification/actions/service.ts';

// The case: a pool company and its orders move together. Every step is a row of the order
// machine (packages/shared/src/order-machine.ts); the verification service moves the order
// (status, trail, log, notice), and this module applies the row's effect on the pool company and
// the disposal order, in one transaction. Pool, verification and disposal never call each other.

/** The row's pool effect on these companies; where the effect needs statuses, every one must have moved. */
async function poolStep(tx: DbOrTx, row: OrderAction, ids: number[], facts: StepFacts): Promise<void> {
  if (!row.pool) return;
  const moved = await applyPoolEffect(tx, ids, row.pool, facts);
  if (row.pool.from && moved !== ids.length) throw badRequest(row.pool.refused ?? MSG.badRequest);
}

/**
 * The one step of the case, inside the caller's transaction: the order moves by its machine
 * row, then the row's effects follow, on the pool company and on the disposal order. `at` is
 * the step's time, kept by the order (`set`) and the company alike.
 */
export async function step(
  tx: Tx,
  actor: Actor,
  action: OrderStepName,
  orderId: number,
  opts: Omit<Transition, 'action'> & { at?: Date } = {},
): Promise<Order> {
  const { at = new Date(), ...change } = opts;
  const row: OrderAction = ORDER_STEPS[action];
  const { after } = await transition(tx, actor, orderId, { action, ...change });
  await poolStep(tx, row, [after.riskCompanyId], { at, region: after.region, level: after.level });
  if (row.disposal === 'follow') await followOrder(tx, after);
  return after;
}

// ── The order leads: the verification screens' actions ─────────────────────────────────────

/** 派单, all or none: each order goes to its district, whose users are told; the company is 已派单. */
export async function dispatchOrders(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return retriedTransaction(db, async (tx) => {
    const batch = await startBatch(tx, ids);
    const at = new Date();
    for (const id of batch)
      await step(tx, actor, 'dispatch', id, { at, set: { dispatchTime: at, refusedReason: null } });
    return batch.length;
  });
}

/** 暂不派单 and its recall, all or none; the pool's dispatch state follows. */
export async function holdOrders(db: Db, actor: Actor, ids: number[], hold: boolean): Promise<number> {
  return retriedTransaction(db, async (tx) => {
    const batch = await startBatch(tx, ids);
    for (const id of batch) await step(tx, actor, hold ? 'noDelivery' : 'reCallNoDelivery', id);
    return batch.length;
  });
}

/** 修改派单区县 before dispatch (新建, 暂不派单, 已撤回, 已退单): the pool company's dispatch district follows. */
export async function changeOrderRegion(db: Db, actor: Actor, id: number, region: string): Promise<void> {
  await retriedTransaction(db, async (tx) => {
    await step(tx, actor, 'editRegion', id, { set: { region }, payload: { region } });
  });
}

/** 撤回 before the district takes the order: the company is back at the city. */
export async function revokeOrder(db: Db, actor: Actor, id: number): Promise<void> {
  await retriedTransaction(db, async (tx) => {
    await step(tx, actor, 'revoke', id);
  });
}

/** 接单: the company becomes 核实中 in the pool. */
export async function takeOrder(db: Db, actor: Actor, id: number): Promise<void> {
  await retriedTransaction(db, async (tx) => {
    const at = new Date();
    await step(tx, actor, 'takeOrder', id, { at, set: { ordersTime: at } });
  });
}

/** 退单 (before taking) or 退回市级 (admin, after taking): back to the city with a reason. */
export async function refuseOrder(
  db: Db,
  actor: Actor,
  id: number,
  reason: string,
  action: 'refuse' | 'backOrder',
): Promise<void> {
  await retriedTransaction(db, async (tx) => {
    await step(tx, actor, action, id, { set: { refusedReason: reason }, payload: { reason } });
  });
}

/** 预警定级: 三级 and above to 联动处置 (order 7, pool 3, a disposal order), below to 已办结 (order 8, pool 4 待存档). */
export async function rateOrder(
  db: Db,
  actor: Actor,
  id: number,
  level: Exclude<WarningLevel, '未定级'>,
  isDefuse: '0' | '1' | undefined,
): Promise<OrderStatus> {
  return retriedTransaction(db, async (tx) => {
    const at = new Date();
    const to = statusAfterRating(level);
    await step(tx, actor, 'rating', id, {
      at,
      to,
      set: { level, gradeTime: at, ...(isDefuse ? { isDefuse } : {}) },
      payload: { level, isDefuse },
    });
    return to;
  });
}

// ── The company leads: the pool's push, withdrawal, district and archive ─────────────────────

/** 推送, all or none: each company needs a dispatch district and status 未推送; each gets the city's order (新建). */
export async function pushCompanies(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return retriedTransaction(db, async (tx) => {
    const rows = await lockPoolCompanies(tx, ids, actor.user);
    await pushLocked(tx, actor, rows, new Date());
    return rows.length;
  });
}

/** The push of locked companies (the machine's `create` row): checked, 已推送, each with its 新建 order; answers the orders' ids. */
async function pushLocked(tx: Tx, actor: Actor, rows: PoolCompany[], at: Date): Promise<number[]> {
  assertPushable(rows);
  await poolStep(
    tx,
    ORDER_FOLLOWS.create,
    rows.map((r) => r.id),
    { at },
  );
  const orderIds = await createOrders(
    tx,
    actor,
    rows.map((r) => ({ ...r, companyRegion: r.companyRegion! })),
    at,
  );
  await recordOperation(tx, actor, {
    module: POOL_MODULE,
    action: rows.length === 1 ? '推送' : '批量推送',
    target: rows.map((r) => r.companyName).join('、'),
    oldValue: { status: COMPANY_STATUS.NOT_PUSHED },
    newValue: { status: COMPANY_STATUS.PUSHED, pushTime: at },
  });
  return orderIds;
}

/**
 * 新建工单 (the city): the push of one pool company, its dispatch district set first where the
 * body names one; with `send` the new order is dispatched in the same transaction. Answers its id.
 */
export async function createOrder(db: Db, actor: Actor, body: CreateOrderBody): Promise<number> {
  return retriedTransaction(db, async (tx) => {
    const [company] = await lockPoolCompanies(tx, [body.riskCompanyId], actor.user);
    const placed = body.region === undefined ? company : await placeUnpushed(tx, actor, company, body.region);
    const at = new Date();
    const [orderId] = await pushLocked(tx, actor, [placed], at);
    if (body.send) await step(tx, actor, 'dispatch', orderId, { at, set: { dispatchTime: at } });
    return orderId;
  });
}

/** The dispatch district of a company about to be pushed; a company past 未推送 is refused by the push's own rule. */
async function placeUnpushed(tx: Tx, actor: Actor, company: PoolCompany, region: string): Promise<PoolCompany> {
  assertPushable([{ ...company, companyRegion: region }]);
  if (company.companyRegion === region) return company;
  await checkCompanyEdit(tx, actor.user, company, { companyRegion: region });
  await writeCompanyRegion(tx, actor, company, region);
  return { ...company, companyRegion: region };
}

/** Takes pushes back, all or none: each company must be 已推送 and its order not yet taken by the district. */
export async function withdrawCompanies(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return retriedTransaction(db, async (tx) => {
    const rows = await lockPoolCompanies(tx, ids, actor.user);
    await withdrawLocked(tx, actor, rows);
    return rows.length;
  });
}

/**
 * 删除 of orders (the city), all or none: each order leaves the workflow as its company's push is
 * taken back, allowed until the district takes it. Answers how many orders went.
 */
export async function withdrawOrders(db: Db, actor: Actor, orderIds: number[]): Promise<number> {
  return retriedTransaction(db, async (tx) => {
    const companyIds = await companiesOfOrders(tx, orderIds);
    const rows = await lockPoolCompanies(tx, companyIds, actor.user);
    return (await withdrawLocked(tx, actor, rows)).length;
  });
}

/** The withdrawal of locked companies (the machine's `withdraw` row): their orders removed, the companies 未推送; answers the orders' ids. */
async function withdrawLocked(tx: Tx, actor: Actor, rows: PoolCompany[]): Promise<number[]> {
  assertWithdrawable(rows);
  const companyIds = rows.map((r) => r.id);
  const orders = await removeOrdersOfCompanies(tx, companyIds);
  await poolStep(tx, ORDER_FOLLOWS.withdraw, companyIds, { at: new Date() });
  await recordOperation(tx, actor, {
    module: POOL_MODULE,
    action: '撤回',
    target: rows.map((r) => r.companyName).join('、'),
    oldValue: { status: COMPANY_STATUS.PUSHED, orders },
    newValue: { status: COMPANY_STATUS.NOT_PUSHED },
  });
  return orders;
}

/** Once pushed, the orders go where the company's dispatch district says while the district has not taken them. */
async function followCompanyRegion(tx: Tx, company: PoolCompany, region: string | null): Promise<void> {
  if (region !== null) await moveOrdersOfCompany(tx, company.id, region, POOL_MSG.regionTaken);
}

/** 修改派单区县 in the pool: the company's orders follow it until the district takes them. */
export async function changeCompanyRegion(db: Db, actor: Actor, id: number, companyRegion: string): Promise<void> {
  await retriedTransaction(db, async (tx) => {
    const [old] = await lockPoolCompanies(tx, [id], actor.user);
    const follow = await checkCompanyEdit(tx, actor.user, old, { companyRegion });
    if (old.companyRegion === companyRegion) return;
    await followCompanyRegion(tx, old, follow);
    await writeCompanyRegion(tx, actor, old, companyRegion);
  });
}

/** 编辑企业: a changed dispatch district takes the company's orders along, as 修改派单区县 does. */
export async function updateCompany(db: Db, actor: Actor, body: PoolUpdateBody): Promise<PoolCompany> {
  return retriedTransaction(db, async (tx) => {
    const [old] = await lockPoolCompanies(tx, [body.id], actor.user);
    const follow = await checkCompanyEdit(tx, actor.user, old, {
      registrationPlace: body.registrationPlace,
      companyRegion: body.companyRegion,
    });
    await followCompanyRegion(tx, old, follow);
    return writeCompanyEdit(tx, actor, old, body);
  });
}

/** 存档: only 待存档 and rated; the company goes to 待评价 and its finished order (已办结) to 已存档. */
export async function archiveCompany(db: Db, actor: Actor, id: number): Promise<void> {
  await retriedTransaction(db, async (tx) => {
    const [company] = await lockPoolCompanies(tx, [id], actor.user);
    assertArchivable(company);
    const at = new Date();
    const row = ORDER_FOLLOWS.archive;
    await poolStep(tx, row, [id], { at });
    for (const orderId of await orderIdsOfCompany(tx, id, row.from))
      await transition(tx, actor, orderId, { action: 'archive' });
    await recordOperation(tx, actor, {
      module: POOL_MODULE,
      action: '存档',
      target: company.companyName,
      oldValue: { status: company.status },
      newValue: { status: row.pool.status, archiveTime: at },
    });
  });
}

// ── The disposal leads ────────────────────────────────────────────────────────────────────────

/** 办结: with at least one record, the disposal is 已办结, the order 已办结 (8) and the company 待存档 (4). */
export async function finishDisposal(db: Db, actor: Actor, id: number): Promise<void> {
  await retriedTransaction(db, async (tx) => {
    const disposal = await finishDisposalOrder(tx, actor, id);
    await step(tx, actor, 'disposalFinish', disposal.orderId);
  });
}

/** The disposal order of a pool company (its latest), or null; the company must be visible. */
export async function disposalIdOfCompany(db: DbOrTx, user: AuthUser, riskCompanyId: number): Promise<number | null> {
  await findPoolCompany(db, riskCompanyId, user);
  return latestDisposalIdOfCompany(db, riskCompanyId);
}
