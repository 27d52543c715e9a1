import crypto from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { MSG } from '@risk/shared/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { authCaptcha } from '../../db/schema/auth.ts';
import { badRequest } from '../../platform/http/errors.ts';

export const CAPTCHA_TTL_MS = 2 * 60_000;

/** An arithmetic captcha (e.g. 7+3=?) as an SVG image; the answer waits in the database for two minutes. */
export async function issueCaptcha(db: Db): Promise<{ img: string; uuid: string }> {
  const c = svgCaptcha.createMathExpr({
    mathMin: 1,
    mathMax: 9,
    mathOperator: '+-',
    width: 111,
    height: 36,
    fontSize: 40,
    noise: 2,
    color: true,
    background: '#f4f6fb',
  });
  const uuid = crypto.randomUUID();
  await db.insert(authCaptcha).values({ uuid, answer: c.text, expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) });
  if (Math.random() < 0.05) await db.delete(authCaptcha).where(lt(authCaptcha.expiresAt, new Date()));
  return { img: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`, uuid };
}

/**
 * Checks a captcha answer. The captcha is consumed by the check whatever the answer, so each
 * one is good for a single try; the demonstration code, when enabled, passes as well.
 */
export async function checkCaptcha(
  db: DbOrTx,
  uuid: string,
  code: string,
  demoCode: string | undefined,
): Promise<void> {
  const [row] = await db
    .delete(authCaptcha)
    .where(and(eq(authCaptcha.uuid, isUuid(uuid) ? uuid : crypto.randomUUID()), gt(authCaptcha.expiresAt, new Date())))
    .returning({ answer: authCaptcha.answer });
  if (demoCode && code === demoCode) return;
  if (!row) throw badRequest(MSG.captchaMissing);
  if (row.answer !== code.trim()) throw badRequest(MSG.captchaWrong);
}

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
