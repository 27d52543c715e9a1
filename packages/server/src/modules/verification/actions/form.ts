import { eq } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import { suggestLevel, type VerificationForm } from '@risk/shared/verification-form';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { verificationInfo, verificationOrder } from '../../../db/schema/verification.ts';
import type { Actor } from '../../../platform/audit/operation-log.ts';
import type { AuthUser } from '../../../platform/auth/session-user.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { transition, visibleOrder } from './transition.ts';

export type FormRow = typeof verificationInfo.$inferSelect;

/** Writes the order's one form (insert or replace), the system level computed here, never taken from the client. */
export async function writeForm(
  tx: Tx,
  orderId: number,
  form: VerificationForm,
  source: 'county' | 'app',
): Promise<FormRow> {
  const values = {
    ...form,
    compensateType: form.compensateType ?? null,
    compensate: form.compensate ?? null,
    otherReason: form.otherReason ?? null,
    systemLevel: suggestLevel(form),
    source,
  };
  const [row] = await tx
    .insert(verificationInfo)
    .values({ orderId, ...values })
    .onConflictDoUpdate({ target: verificationInfo.orderId, set: { ...values, updateTime: new Date() } })
    .returning();
  return row;
}

/** 保存 (→ 核实中) or 提交 (→ 待审核, feedback time, the city is told). */
export async function saveForm(
  db: Db,
  actor: Actor,
  orderId: number,
  submit: boolean,
  form: VerificationForm,
): Promise<FormRow> {
  return db.transaction(async (tx) => {
    if (!submit) {
      await transition(tx, actor, orderId, { action: 'saveDraft' });
      return writeForm(tx, orderId, form, 'county');
    }
    await transition(tx, actor, orderId, {
      action: 'submit',
      set: { verificationTime: new Date(), isDownsizing: form.isDownsizing },
      payload: { level: form.level, systemLevel: suggestLevel(form) },
    });
    return writeForm(tx, orderId, form, 'county');
  });
}

/** 修改核实情况 from taking to archiving, the status unchanged; the order keeps the submitted isDownsizing in step. */
export async function editForm(db: Db, actor: Actor, formId: number, form: VerificationForm): Promise<FormRow> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ orderId: verificationInfo.orderId })
      .from(verificationInfo)
      .where(eq(verificationInfo.id, formId));
    if (!existing) throw notFound(MSG.notFound);
    const { before } = await transition(tx, actor, existing.orderId, {
      action: 'editForm',
      payload: { formId, level: form.level, systemLevel: suggestLevel(form) },
    });
    if (before.verificationTime !== null)
      await tx
        .update(verificationOrder)
        .set({ isDownsizing: form.isDownsizing })
        .where(eq(verificationOrder.id, before.id));
    return writeForm(tx, existing.orderId, form, 'county');
  });
}

export async function formOfOrder(db: DbOrTx, user: AuthUser, orderId: number): Promise<FormRow | null> {
  await visibleOrder(db, user, orderId);
  const [row] = await db.select().from(verificationInfo).where(eq(verificationInfo.orderId, orderId));
  return row ?? null;
}
