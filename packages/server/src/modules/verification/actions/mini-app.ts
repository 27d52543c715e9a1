import crypto from 'node:crypto';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { FILL_APP_STATUS } from '@risk/shared/order-machine';
import { VERIFICATION_MSG } from '@risk/shared/schemas/verification';
import { ORDER_STATUS } from '@risk/shared/verification';
import { suggestLevel, type AppForm } from '@risk/shared/verification-form';
import { appAnswers } from '@risk/shared/api/verification';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { miniAppForm, orderAudit, verificationOrder } from '../../../db/schema/verification.ts';
import type { Actor } from '../../../platform/audit/operation-log.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { writeForm } from './form.ts';
import { findOrder, transition, visibleOrder } from './transition.ts';
import type { AuthUser } from '../../../platform/auth/session-user.ts';
import { isoTextOrNull } from '../../../platform/http/iso-text.ts';

/** How long a pushed link may be filled. */
const LINK_VALID_MS = 7 * 24 * 3600_000;
/** The trail's actor of what the company does on the H5 page (it has no account). */
const COMPANY_ACTOR = '企业（小程序填报）';

export type AppFormRow = typeof miniAppForm.$inferSelect;

/**
 * 推送小程序: a fresh unguessable link for the company; the order waits in 核实中 for its answers.
 * Earlier links of the order expire now: the audit reads only the newest, so answers on an old
 * one would be lost while the order still showed them as pending.
 */
export async function pushMiniApp(db: Db, actor: Actor, orderId: number) {
  return db.transaction(async (tx) => {
    const token = crypto.randomBytes(32).toString('hex');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + LINK_VALID_MS);
    await transition(tx, actor, orderId, {
      action: 'pushApp',
      set: { isPushApp: true, fillAppStatus: FILL_APP_STATUS.NOT_FILLED },
      payload: { expiresAt },
    });
    await tx
      .update(miniAppForm)
      .set({ expiresAt: now })
      .where(and(eq(miniAppForm.orderId, orderId), gt(miniAppForm.expiresAt, now)));
    await tx.insert(miniAppForm).values({ orderId, token, expiresAt });
    return { token, link: `/sp/fill/${token}`, expiresAt: expiresAt.toISOString() };
  });
}

async function formByToken(db: DbOrTx, token: string): Promise<AppFormRow> {
  const [row] = await db.select().from(miniAppForm).where(eq(miniAppForm.token, token));
  if (!row) throw notFound(VERIFICATION_MSG.appLinkInvalid);
  return row;
}

/**
 * The stored answers as the calls declare them: the jsonb column holds what `appFormBody` checked
 * when the company submitted (the demo data keeps the district form's other fields beside them).
 */
export function answersOf(data: Record<string, unknown> | null): AppForm | null {
  if (!data) return null;
  return Object.fromEntries(
    Object.keys(appAnswers.shape)
      .filter((k) => k in data)
      .map((k) => [k, data[k]]),
  ) as AppForm;
}

/** What the H5 page shows: the company of this one link and what was filled, nothing of other orders. */
export async function appFormView(db: Db, token: string) {
  const row = await formByToken(db, token);
  const order = await findOrder(db, row.orderId);
  return {
    companyName: order.companyName,
    creditCode: order.creditCode,
    region: order.region,
    form: answersOf(row.data),
    fillAppStatus: row.fillAppStatus,
    /** the district's reason when it did not pass the answers, so the company knows what to change */
    auditOpinion: row.fillAppStatus === FILL_APP_STATUS.REJECTED ? row.auditOpinion : null,
    expired: row.expiresAt.getTime() <= Date.now(),
  };
}

/** The company's answers: pending the county's audit; refused once expired, approved, or the order left 核实中. */
export async function submitAppForm(db: Db, token: string, form: AppForm): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await formByToken(tx, token);
    const now = new Date();
    if (row.fillAppStatus === FILL_APP_STATUS.APPROVED) throw badRequest(VERIFICATION_MSG.appApproved);
    if (row.expiresAt <= now) throw badRequest(VERIFICATION_MSG.appLinkExpired);
    const [updated] = await tx
      .update(miniAppForm)
      .set({ data: form, fillAppStatus: FILL_APP_STATUS.PENDING, submittedTime: now })
      .where(
        and(
          eq(miniAppForm.id, row.id),
          ne(miniAppForm.fillAppStatus, FILL_APP_STATUS.APPROVED),
          gt(miniAppForm.expiresAt, now),
        ),
      )
      .returning({ id: miniAppForm.id });
    if (!updated) throw badRequest(VERIFICATION_MSG.appApproved);
    const [order] = await tx
      .update(verificationOrder)
      .set({ fillAppStatus: FILL_APP_STATUS.PENDING, updateTime: now })
      .where(and(eq(verificationOrder.id, row.orderId), eq(verificationOrder.status, ORDER_STATUS.VERIFYING)))
      .returning({ id: verificationOrder.id });
    if (!order) throw badRequest(VERIFICATION_MSG.appClosed);
    await tx.insert(orderAudit).values({
      orderId: row.orderId,
      action: 'appSubmit',
      fromStatus: ORDER_STATUS.VERIFYING,
      toStatus: ORDER_STATUS.VERIFYING,
      actorName: COMPANY_ACTOR,
      payload: { formId: row.id },
    });
  });
}

/** The county audits the latest app answers; with adopt they become the order's verification form (source app). */
export async function auditAppForm(
  db: Db,
  actor: Actor,
  orderId: number,
  decision: { pass: boolean; opinion?: string; adopt?: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const fillAppStatus = decision.pass ? FILL_APP_STATUS.APPROVED : FILL_APP_STATUS.REJECTED;
    const adopt = decision.pass && !!decision.adopt;
    await transition(tx, actor, orderId, {
      action: 'auditApp',
      set: { fillAppStatus },
      payload: { pass: decision.pass, opinion: decision.opinion ?? null, adopt },
    });
    const [latest] = await tx
      .select()
      .from(miniAppForm)
      .where(eq(miniAppForm.orderId, orderId))
      .orderBy(desc(miniAppForm.id))
      .limit(1);
    if (!latest || latest.fillAppStatus !== FILL_APP_STATUS.PENDING || !latest.data)
      throw badRequest(VERIFICATION_MSG.appNothingToAudit);
    await tx
      .update(miniAppForm)
      .set({
        fillAppStatus,
        auditTime: new Date(),
        auditBy: actor.user.nickName,
        auditOpinion: decision.opinion ?? null,
      })
      .where(eq(miniAppForm.id, latest.id));
    if (adopt) {
      const answers = answersOf(latest.data)!;
      await writeForm(
        tx,
        orderId,
        { ...answers, level: suggestLevel(answers) as Exclude<ReturnType<typeof suggestLevel>, '未定级'> },
        'app',
      );
    }
  });
}

/** What the district reviews: the order's latest mini-app answers (another district's order answers 404). */
export async function appReviewOf(db: DbOrTx, user: AuthUser, orderId: number) {
  const order = await visibleOrder(db, user, orderId);
  const [latest] = await db
    .select()
    .from(miniAppForm)
    .where(eq(miniAppForm.orderId, orderId))
    .orderBy(desc(miniAppForm.id))
    .limit(1);
  return {
    orderId: order.id,
    companyName: order.companyName,
    fillAppStatus: order.fillAppStatus,
    latest: latest
      ? {
          id: latest.id,
          form: answersOf(latest.data),
          fillAppStatus: latest.fillAppStatus,
          submittedTime: isoTextOrNull(latest.submittedTime),
          auditTime: isoTextOrNull(latest.auditTime),
          auditBy: latest.auditBy,
          auditOpinion: latest.auditOpinion,
          expiresAt: latest.expiresAt.toISOString(),
          createTime: latest.createTime.toISOString(),
        }
      : null,
  };
}
