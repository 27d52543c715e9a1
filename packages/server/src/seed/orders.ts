import { DISPOSAL_LEVELS, FILL_APP_STATUS } from '@risk/shared/order-machine';
import { ORDER_STATUS as S, UNRATED, type OrderStatus } from '@risk/shared/verification';
import { suggestLevel } from '@risk/shared/verification-form';
import { STEP_CLOCKS, clockOf, stepDeadline, type TimeLimits } from '@risk/shared/timeliness';
import type { HolidayCalendar } from '@risk/shared/working-days';
import type { Tx } from '../db/client.ts';
import { orderUrge } from '../db/schema/timeliness.ts';
import {
  miniAppForm,
  orderAudit,
  orderRelatedCompany,
  verificationInfo,
  verificationOrder,
} from '../db/schema/verification.ts';
import { bulkInsert, type BulkColumn } from './bulk-insert.ts';
import { mobile, personName } from './company-names.ts';
import type { Random } from './random.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The order behind each pool status: a pushed company's order is with the city or the
 * district but not taken (1); taken and being verified (2); rated 三级 or above (3); rated below (4);
 * archived (6, 7). Weights give a realistic share of each.
 */
const ORDER_STATUS_WEIGHTS: Record<number, [OrderStatus, number][]> = {
  1: [
    [S.NEW, 0.45],
    [S.NOT_DISPATCHED, 0.1],
    [S.DISPATCHED, 0.3],
    [S.REVOKED, 0.07],
    [S.REFUSED, 0.08],
  ],
  2: [
    [S.TAKEN, 0.25],
    [S.VERIFYING, 0.35],
    [S.TO_AUDIT, 0.25],
    [S.TO_RATE, 0.15],
  ],
  3: [[S.DISPOSING, 1]],
  4: [[S.DONE, 1]],
  6: [[S.ARCHIVED, 1]],
  7: [[S.ARCHIVED, 1]],
};
const BELOW_LEVEL_3 = '三级以下';
const URGE_TEXTS = [
  '该企业核实已超过办理时限，请尽快办理并反馈',
  '请于今日内完成接单并安排核实',
  '市领导关注此企业，请加快联动处置进度',
];

/** What the demo's deadlines and reminders are made with: as the server would at each step change. */
export interface DemoClock {
  now: Date;
  cal: HolidayCalendar;
  limits: TimeLimits;
  /** a stream of its own, so the rest of the demo stays as it was */
  rnd: Random;
}

/** The deadline the server writes at the order's last step change (deadlineAfter); null without a clock. */
function demoDeadline(o: OrderInsert, clock: DemoClock): Date | null {
  const step = clockOf(o.status!);
  if (step === null) return null;
  // the disposal clock starts at the rating that entered it; the others at the dispatch
  const start = STEP_CLOCKS[step].startsAt === 'dispatch' ? o.dispatchTime : o.gradeTime;
  return start ? stepDeadline(start, clock.limits[step], clock.cal) : null;
}

type UrgeInsert = typeof orderUrge.$inferInsert;

/** The city's reminders of about half the overdue orders: one or two, after the deadline passed. */
function demoUrges(o: OrderInsert, deadline: Date | null, clock: DemoClock): Omit<UrgeInsert, 'orderId'>[] {
  if (!deadline || deadline >= clock.now || !clock.rnd.chance(0.5)) return [];
  const step = clockOf(o.status!)!;
  return Array.from({ length: clock.rnd.int(1, 2) }, () => ({
    step,
    content: clock.rnd.pick(URGE_TEXTS),
    deadline,
    actorName: '市人社局业务员',
    createTime: new Date(
      Math.min(
        deadline.getTime() + clock.rnd.int(1, 72) * HOUR_MS,
        clock.now.getTime() - clock.rnd.int(1, 60) * 60_000,
      ),
    ),
  }));
}

const REFUSAL_REASONS = ['企业注册地与实际经营地不在本区', '企业已迁出本区，请改派', '该企业已由其他区县核实'];
const RETURN_EXPLAINS = [
  '裁员人数与社保减员数据不符，请补充核实',
  '请补充企业补偿方案说明',
  '联系人电话无法接通，请核对',
];

type OrderInsert = Omit<typeof verificationOrder.$inferInsert, 'riskCompanyId'>;
type FormInsert = Omit<typeof verificationInfo.$inferInsert, 'orderId'>;
type AppFormInsert = Omit<typeof miniAppForm.$inferInsert, 'orderId'>;
type AuditInsert = Omit<typeof orderAudit.$inferInsert, 'orderId'>;

export interface DemoOrder {
  order: OrderInsert;
  form?: FormInsert;
  appForm?: AppFormInsert;
  audits: AuditInsert[];
  /** link companies of the same batch to this order (添加关联企业) */
  relate: boolean;
}

export interface OrderBasis {
  poolStatus: number;
  companyName: string;
  creditCode: string;
  region: string;
  registrationPlace: string;
  riskPoint: string | null;
  /** when the latest risk information was included: the push comes after it */
  includedTime: Date;
  pushTime: Date;
  now: Date;
}

function weighted<T>(rnd: Random, items: [T, number][]): T {
  let x = rnd.next();
  for (const [item, w] of items) {
    if (x < w) return item;
    x -= w;
  }
  return items[items.length - 1][0];
}

function demoForm(rnd: Random, status: OrderStatus, level: string): FormInsert {
  const workersNum = rnd.int(20, 2000);
  const downsizing =
    status >= S.DISPOSING
      ? (DISPOSAL_LEVELS as readonly string[]).includes(level) || rnd.chance(0.3)
      : rnd.chance(0.45);
  const downNum = downsizing ? rnd.int(1, Math.max(1, Math.floor(workersNum / 4))) : 0;
  const facts = {
    isDownsizing: downsizing ? '1' : '0',
    workersNum,
    downNum,
    isDownmoney: rnd.chance(0.3) ? '1' : '0',
    isBackpay: rnd.chance(0.2) ? '1' : '0',
    isLacksocial: rnd.chance(0.25) ? '1' : '0',
  } as const;
  const systemLevel = suggestLevel(facts);
  return {
    ...facts,
    isLayoffplan: downsizing && rnd.chance(0.6) ? '1' : '0',
    compensateType: downsizing ? rnd.pick(['0', '1', '2']) : null,
    compensate: downsizing ? `按N+${rnd.int(0, 2)}标准支付经济补偿` : null,
    otherReason: rnd.chance(0.2) ? '企业经营困难，订单减少' : null,
    systemLevel,
    level: rnd.chance(0.8) ? systemLevel : rnd.pick(['一级', '二级', '三级', BELOW_LEVEL_3]),
    contacts: personName(rnd),
    contactsTel: mobile(rnd),
    source: 'county',
  };
}

const token = (rnd: Random) =>
  Array.from({ length: 4 }, () => rnd.int(0, 0xffffffff).toString(16).padStart(8, '0')).join('');

/**
 * A demo order for a pushed company, its timeline consistent with the status (push → dispatch →
 * take → feedback → rating), the form for statuses from 4 on, mini-app forms for some, and the trail.
 * Orders waiting for feedback (0, 1, 4) were dispatched in the last three weeks, so some are overdue.
 */
export function demoOrderOf(rnd: Random, b: OrderBasis): DemoOrder {
  const status = weighted(rnd, ORDER_STATUS_WEIGHTS[b.poolStatus]);
  const city = '市人社局业务员';
  const district = `${b.region}业务员`;
  const audits: AuditInsert[] = [];
  const step = (
    action: string,
    from: OrderStatus | null,
    to: OrderStatus | null,
    at: Date,
    actorName: string,
    payload?: unknown,
  ) => audits.push({ action, fromStatus: from, toStatus: to, actorName, payload: payload ?? null, createTime: at });

  const awaiting = status === S.DISPATCHED || status === S.TAKEN || status === S.VERIFYING;
  let dispatchTime = awaiting
    ? new Date(b.now.getTime() - rnd.int(0, 20) * DAY_MS - rnd.int(1, 8) * HOUR_MS)
    : new Date(b.pushTime.getTime() + rnd.int(2, 72) * HOUR_MS);
  let pushTime = awaiting ? new Date(dispatchTime.getTime() - rnd.int(2, 72) * HOUR_MS) : b.pushTime;
  if (pushTime < b.includedTime) {
    pushTime = new Date(b.includedTime.getTime() + HOUR_MS);
    if (dispatchTime < pushTime) dispatchTime = new Date(pushTime.getTime() + HOUR_MS);
  }
  const ordersTime = new Date(dispatchTime.getTime() + rnd.int(1, 48) * HOUR_MS);
  const verificationTime = new Date(ordersTime.getTime() + rnd.int(1, 14) * DAY_MS);
  const gradeTime = new Date(verificationTime.getTime() + rnd.int(1, 5) * DAY_MS);
  const archiveTime = new Date(gradeTime.getTime() + rnd.int(5, 30) * DAY_MS);
  // Later statuses built from an old push may run past today: move the whole timeline back.
  const afterVerification = (hours: number) => new Date(verificationTime.getTime() + hours * HOUR_MS);
  const LAST_STEP: Partial<Record<OrderStatus, Date>> = {
    [S.ARCHIVED]: archiveTime,
    [S.DISPOSING]: gradeTime,
    [S.DONE]: gradeTime,
    [S.TO_RATE]: afterVerification(12),
    [S.TO_AUDIT]: verificationTime,
    [S.VERIFYING]: afterVerification(30),
    [S.TAKEN]: ordersTime,
    [S.REVOKED]: ordersTime,
    [S.REFUSED]: ordersTime,
  };
  const last = LAST_STEP[status] ?? dispatchTime;
  const shift = last > b.now ? last.getTime() - b.now.getTime() + rnd.int(1, 240) * HOUR_MS : 0;
  const at = (d: Date) => new Date(d.getTime() - shift);

  const order: OrderInsert = {
    companyName: b.companyName,
    creditCode: b.creditCode,
    region: b.region,
    registrationPlace: b.registrationPlace,
    riskPoint: b.riskPoint,
    status,
    level: UNRATED,
    pushTime: at(pushTime),
    createBy: 'ops',
  };
  if (status === S.NEW) return { order, audits, relate: false };
  if (status === S.NOT_DISPATCHED) {
    step('noDelivery', S.NEW, S.NOT_DISPATCHED, at(dispatchTime), city);
    return { order, audits, relate: false };
  }
  step('dispatch', S.NEW, S.DISPATCHED, at(dispatchTime), city);
  if (status === S.REVOKED) {
    step('revoke', S.DISPATCHED, S.REVOKED, at(ordersTime), city);
    return { order, audits, relate: false };
  }
  order.dispatchTime = at(dispatchTime);
  if (status === S.DISPATCHED) return { order, audits, relate: false };
  if (status === S.REFUSED) {
    order.refusedReason = rnd.pick(REFUSAL_REASONS);
    step('refuse', S.DISPATCHED, S.REFUSED, at(ordersTime), district, { reason: order.refusedReason });
    return { order, audits, relate: false };
  }
  order.ordersTime = at(ordersTime);
  step('takeOrder', S.DISPATCHED, S.TAKEN, at(ordersTime), district);
  if (status === S.TAKEN) return { order, audits, relate: false };

  const level =
    status >= S.DISPOSING
      ? status === S.DISPOSING
        ? rnd.pick(DISPOSAL_LEVELS)
        : status === S.DONE
          ? BELOW_LEVEL_3
          : rnd.pick([...DISPOSAL_LEVELS, BELOW_LEVEL_3])
      : UNRATED;
  const form = status === S.VERIFYING && rnd.chance(0.3) ? undefined : demoForm(rnd, status, level);
  let appForm: AppFormInsert | undefined;
  const draftAt = new Date(ordersTime.getTime() + Math.floor((verificationTime.getTime() - ordersTime.getTime()) / 2));
  if (rnd.chance(0.3)) {
    order.isPushApp = true;
    step('pushApp', S.TAKEN, S.VERIFYING, at(draftAt), district);
    const fill =
      status === S.VERIFYING
        ? weighted(rnd, [
            [FILL_APP_STATUS.NOT_FILLED, 0.25],
            [FILL_APP_STATUS.PENDING, 0.35],
            [FILL_APP_STATUS.APPROVED, 0.2],
            [FILL_APP_STATUS.REJECTED, 0.2],
          ])
        : FILL_APP_STATUS.APPROVED;
    order.fillAppStatus = fill;
    const filled = fill !== FILL_APP_STATUS.NOT_FILLED && form;
    const audited = fill === FILL_APP_STATUS.APPROVED || fill === FILL_APP_STATUS.REJECTED;
    appForm = {
      token: token(rnd),
      data: filled ? { ...form, level: undefined, source: undefined } : null,
      fillAppStatus: fill,
      submittedTime: filled ? at(new Date(draftAt.getTime() + 2 * HOUR_MS)) : null,
      auditTime: audited ? at(new Date(draftAt.getTime() + 5 * HOUR_MS)) : null,
      auditBy: audited ? district : null,
      auditOpinion:
        fill === FILL_APP_STATUS.REJECTED ? '填报的职工人数与社保数据不符，请重新填写' : audited ? '同意' : null,
      expiresAt: at(new Date(draftAt.getTime() + 7 * DAY_MS)),
      createTime: at(draftAt),
    };
    if (audited)
      step('auditApp', S.VERIFYING, S.VERIFYING, at(new Date(draftAt.getTime() + 5 * HOUR_MS)), district, {
        pass: fill === FILL_APP_STATUS.APPROVED,
        opinion: appForm.auditOpinion,
        adopt: fill === FILL_APP_STATUS.APPROVED,
      });
    if (fill === FILL_APP_STATUS.APPROVED && form) form.source = 'app';
  } else if (form) {
    step('saveDraft', S.TAKEN, S.VERIFYING, at(draftAt), district);
  }
  if (status === S.VERIFYING && form && rnd.chance(0.3)) {
    // returned once by the city's review: submitted, then sent back with an explanation
    order.auditExplain = rnd.pick(RETURN_EXPLAINS);
    step('submit', S.VERIFYING, S.TO_AUDIT, at(new Date(draftAt.getTime() + 6 * HOUR_MS)), district);
    step('reviewReturn', S.TO_AUDIT, S.VERIFYING, at(new Date(draftAt.getTime() + 30 * HOUR_MS)), city, {
      pass: false,
      auditExplain: order.auditExplain,
    });
  }
  if (status >= S.TO_AUDIT) {
    order.verificationTime = at(verificationTime);
    order.isDownsizing = form!.isDownsizing;
    step('submit', S.VERIFYING, S.TO_AUDIT, at(verificationTime), district);
  }
  if (status >= S.TO_RATE)
    step('reviewPass', S.TO_AUDIT, S.TO_RATE, at(new Date(verificationTime.getTime() + 12 * HOUR_MS)), city, {
      pass: true,
    });
  if (status >= S.DISPOSING) {
    order.level = level;
    order.gradeTime = at(gradeTime);
    order.isDefuse = rnd.chance(0.4) ? '1' : '0';
    const rated = (DISPOSAL_LEVELS as readonly string[]).includes(level) ? S.DISPOSING : S.DONE;
    step('rating', S.TO_RATE, rated, at(gradeTime), city, { level, isDefuse: order.isDefuse });
    if (status === S.ARCHIVED) step('archive', rated, S.ARCHIVED, at(archiveTime), city);
  }
  return { order, form, appForm, audits, relate: rnd.chance(0.08) };
}

type Keyed<T> = T & { orderId: number };
const AUDIT_COLUMNS: BulkColumn<Keyed<AuditInsert>>[] = [
  { column: 'order_id', type: 'int', value: (r) => r.orderId },
  { column: 'action', type: 'text', value: (r) => r.action },
  { column: 'from_status', type: 'smallint', value: (r) => r.fromStatus },
  { column: 'to_status', type: 'smallint', value: (r) => r.toStatus },
  { column: 'actor_name', type: 'text', value: (r) => r.actorName },
  { column: 'payload', type: 'jsonb', value: (r) => r.payload as object | null },
  { column: 'create_time', type: 'timestamptz', value: (r) => r.createTime },
];

/**
 * Inserts a batch's orders with their forms, mini-app forms, trails and related companies.
 * `companyIds[i]` is the pool company of `orders[i]`; `relatable` are companies of the batch
 * (pool status 0–4) that may be linked to an order.
 */
export async function insertDemoOrders(
  tx: Tx,
  orders: DemoOrder[],
  companyIds: number[],
  relatable: number[],
  rnd: Random,
  clock: DemoClock,
): Promise<void> {
  if (orders.length === 0) return;
  const deadlines = orders.map((d) => demoDeadline(d.order, clock));
  const urges = orders.map((d, i) => demoUrges(d.order, deadlines[i], clock));
  const ids = await tx
    .insert(verificationOrder)
    .values(
      orders.map((d, i) => ({
        ...d.order,
        riskCompanyId: companyIds[i],
        deadline: deadlines[i],
        urgeCount: urges[i].length,
      })),
    )
    .returning({ id: verificationOrder.id });
  const urgeRows = urges.flatMap((list, i) => list.map((u) => ({ ...u, orderId: ids[i].id })));
  if (urgeRows.length) await tx.insert(orderUrge).values(urgeRows);
  for (const [i, list] of urges.entries())
    for (const u of list)
      orders[i].audits.push({
        action: 'urge',
        fromStatus: orders[i].order.status!,
        toStatus: orders[i].order.status!,
        actorName: u.actorName,
        payload: { content: u.content, step: u.step, deadline: u.deadline!.toISOString() },
        createTime: u.createTime!,
      });
  const forms = orders.flatMap((d, i) => (d.form ? [{ ...d.form, orderId: ids[i].id }] : []));
  if (forms.length) await tx.insert(verificationInfo).values(forms);
  const apps = orders.flatMap((d, i) => (d.appForm ? [{ ...d.appForm, orderId: ids[i].id }] : []));
  if (apps.length) await tx.insert(miniAppForm).values(apps);
  await bulkInsert(
    tx,
    'risk_order_audit',
    AUDIT_COLUMNS,
    orders.flatMap((d, i) => d.audits.map((a) => ({ ...a, orderId: ids[i].id }))),
  );
  const related = orders.flatMap((d, i) => {
    if (!d.relate) return [];
    const others = [...new Set([rnd.pick(relatable), rnd.pick(relatable)])].filter((id) => id !== companyIds[i]);
    return others.map((riskCompanyId) => ({ orderId: ids[i].id, riskCompanyId, createBy: d.order.region }));
  });
  if (related.length) await tx.insert(orderRelatedCompany).values(related);
}
