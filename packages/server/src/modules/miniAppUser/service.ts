import { MINI_APP_USER_SORT_FIELDS } from '@risk/shared/api/content';
import { MINI_APP_USER_DEFAULT_SORT, type MiniAppUserRow } from '@risk/shared/api/miniAppUser';
import crypto from 'node:crypto';
import { and, count, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import { maskPhone } from '@risk/shared/company';
import { MOBILE_PATTERN } from '@risk/shared/phone';
import { MSG } from '@risk/shared/messages';
import {
  APP_SESSION_HEADER,
  MINI_APP_USER_STATUS,
  MONITOR_CONFIG_MSG,
  type MiniAppAuditBody,
  type MiniAppRegisterBody,
  type MiniAppUserQuery,
} from '@risk/shared/schemas/monitor-config';
import type { DbOrTx } from '../../db/client.ts';
import { miniAppSession, miniAppUser } from '../../db/schema/monitor-config.ts';
import { districtCondition, scopeToDistrict } from '../../platform/auth/district-scope.ts';
import { fieldCipher } from '../../db/sealed.ts';
import { nameForLog, normaliseForIndex } from '../../platform/crypto/field-cipher.ts';
import type { Secrets } from '../../platform/auth/secrets.ts';
import { decryptPassword } from '../../platform/auth/secrets.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest, forbidden, notFound, unauthorized, uniquely } from '../../platform/http/errors.ts';
import { allOf, nameContains, offsetOf, orderBy, type SortColumns } from '../../platform/http/query.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { plainStrongPassword } from '../users/service.ts';

export const MINI_APP_USER_MODULE = '小程序用户';
/** How long a sign-in on the H5 page lasts. */
const SESSION_MS = 7 * 24 * 3600_000;
const SORTABLE = {
  createTime: miniAppUser.createTime,
  companyName: miniAppUser.companyName,
  status: miniAppUser.status,
  auditTime: miniAppUser.auditTime,
} satisfies SortColumns<typeof MINI_APP_USER_SORT_FIELDS>;

type AccountRecord = typeof miniAppUser.$inferSelect;

const toRow = (r: AccountRecord): MiniAppUserRow => ({
  id: r.id,
  account: maskPhone(r.account) ?? '',
  companyName: r.companyName,
  creditCode: r.creditCode,
  region: r.region,
  contactName: r.contactName,
  status: r.status,
  auditBy: r.auditBy,
  auditTime: r.auditTime?.toISOString() ?? null,
  auditExplain: r.auditExplain,
  createTime: r.createTime.toISOString(),
});

/** The H5 page's session token, from its request header (the page keeps it in its own storage). */
export const appSessionOf = (req: { headers: Record<string, string | string[] | undefined> }): string | undefined => {
  const v = req.headers[APP_SESSION_HEADER];
  return typeof v === 'string' ? v : undefined;
};

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const ACCOUNT_FIELD = 'mini_app_user.account';
const accountIndexOf = (account: string) => fieldCipher().blindIndex(ACCOUNT_FIELD, account);

/**
 * The account with this number. Under CRYPTO_SUITE=gm the number is sealed with its own IV, so it
 * is found by its blind index; under the default suite by the number itself.
 */
function accountIs(account: string): SQL {
  const index = accountIndexOf(account);
  return index === null ? eq(miniAppUser.account, account) : eq(miniAppUser.accountIndex, index);
}

/**
 * The list's 手机号 filter: part of the number, or under gm the whole number (a blind index matches
 * only equal values); part of one is refused there rather than answered with an empty list.
 */
function accountFilter(text: string): SQL {
  const index = accountIndexOf(text);
  if (index === null) return nameContains(miniAppUser.account, text);
  if (!MOBILE_PATTERN.test(normaliseForIndex(text))) throw badRequest(MONITOR_CONFIG_MSG.accountSearchWhole);
  return eq(miniAppUser.accountIndex, index);
}

/** 注册 on the H5 page: the account waits for its district's audit. The password travels encrypted, as every password. */
export async function registerAccount(db: DbOrTx, secrets: Secrets, body: MiniAppRegisterBody): Promise<number> {
  const passwordHash = await hashPassword(plainStrongPassword(secrets, body.password));
  return uniquely(MONITOR_CONFIG_MSG.accountTaken, async () => {
    const [taken] = await db.select({ id: miniAppUser.id }).from(miniAppUser).where(accountIs(body.account));
    if (taken) throw badRequest(MONITOR_CONFIG_MSG.accountTaken);
    const [row] = await db
      .insert(miniAppUser)
      .values({
        ...body,
        accountIndex: accountIndexOf(body.account),
        passwordHash,
        status: MINI_APP_USER_STATUS.PENDING,
      })
      .returning({ id: miniAppUser.id });
    return row.id;
  });
}

export interface AppSignIn {
  token: string;
  companyName: string;
  status: number;
  expiresAt: string;
}

/** 登录 on the H5 page: a fresh random session token (only its hash is kept). Unaudited accounts sign in too, to see their status. */
export async function signIn(
  db: DbOrTx,
  secrets: Secrets,
  body: { account: string; password: string },
): Promise<AppSignIn> {
  const plain = decryptPassword(secrets, body.password);
  if (plain === undefined) throw badRequest(MSG.passwordDecrypt);
  const [account] = await db.select().from(miniAppUser).where(accountIs(body.account));
  // an unknown account costs the same verification as a wrong password: the time tells nothing
  const verified = await verifyPassword(account?.passwordHash, plain);
  if (!account || !verified) throw badRequest(MONITOR_CONFIG_MSG.appLoginFailed);
  const token = crypto.randomBytes(32).toString('hex');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  await db.transaction(async (tx) => {
    await tx.delete(miniAppSession).where(lt(miniAppSession.expiresAt, now));
    await tx.insert(miniAppSession).values({ tokenHash: hashToken(token), userId: account.id, expiresAt });
  });
  return { token, companyName: account.companyName, status: account.status, expiresAt: expiresAt.toISOString() };
}

/** The signed-in account of an H5 request, or 401 (the page then shows its sign-in form). */
export async function appAccount(db: DbOrTx, token: string | undefined): Promise<AccountRecord> {
  if (!token || !/^[0-9a-f]{64}$/.test(token)) throw unauthorized(MONITOR_CONFIG_MSG.appNotSignedIn);
  const [row] = await db
    .select({ account: miniAppUser })
    .from(miniAppSession)
    .innerJoin(miniAppUser, eq(miniAppUser.id, miniAppSession.userId))
    .where(and(eq(miniAppSession.tokenHash, hashToken(token)), gt(miniAppSession.expiresAt, new Date())));
  if (!row) throw unauthorized(MONITOR_CONFIG_MSG.appNotSignedIn);
  return row.account;
}

/** What the H5 page shows of its own account. */
export async function accountView(db: DbOrTx, token: string | undefined) {
  const a = await appAccount(db, token);
  return {
    companyName: a.companyName,
    creditCode: a.creditCode,
    region: a.region,
    status: a.status,
    auditExplain: a.auditExplain,
  };
}

/**
 * The gate of a pushed verification form: only a signed-in, audited account of the order's own
 * company opens or fills it (403 otherwise, with the reason the page shows).
 */
export async function assertMayFill(db: DbOrTx, token: string | undefined, creditCode: string): Promise<void> {
  const account = await appAccount(db, token);
  if (account.status === MINI_APP_USER_STATUS.REJECTED)
    throw forbidden(`${MONITOR_CONFIG_MSG.appRejected}（原因：${account.auditExplain ?? ''}）`);
  if (account.status !== MINI_APP_USER_STATUS.PASSED) throw forbidden(MONITOR_CONFIG_MSG.appNotAudited);
  if (account.creditCode !== creditCode.toUpperCase()) throw forbidden(MONITOR_CONFIG_MSG.appOtherCompany);
}

/** 小程序用户 list: a district sees the accounts of its companies. */
export async function listAccounts(db: DbOrTx, user: AuthUser, q: MiniAppUserQuery) {
  const where = allOf(
    q.companyName ? nameContains(miniAppUser.companyName, q.companyName) : undefined,
    q.account ? accountFilter(q.account) : undefined,
    q.status === undefined ? undefined : eq(miniAppUser.status, q.status),
    districtCondition(user, miniAppUser.region, q.region),
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(miniAppUser)
      .where(where)
      .orderBy(...orderBy(q.sort, SORTABLE, MINI_APP_USER_DEFAULT_SORT, miniAppUser.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(miniAppUser).where(where),
  ]);
  return { rows: rows.map(toRow), total: n };
}

async function scopedAccount(tx: DbOrTx, user: AuthUser, id: number): Promise<AccountRecord> {
  const [row] = await tx
    .select()
    .from(miniAppUser)
    .where(allOf(eq(miniAppUser.id, id), scopeToDistrict(user, miniAppUser.region)))
    .for('update');
  if (!row) throw notFound(MSG.notFound);
  return row;
}

/**
 * auditAccount: the district confirms the account belongs to the company (通过: from now on it may
 * fill pushed forms) or refuses it with a reason (不通过: it signs in and reads the reason, fills
 * nothing). A refused account may be audited again or deleted; a passed one is final.
 */
export async function auditAccount(db: DbOrTx, actor: Actor, id: number, body: MiniAppAuditBody): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await scopedAccount(tx, actor.user, id);
    if (account.status === MINI_APP_USER_STATUS.PASSED) throw badRequest(MONITOR_CONFIG_MSG.alreadyAudited);
    const auditExplain = body.status === MINI_APP_USER_STATUS.REJECTED ? body.auditExplain! : null;
    await tx
      .update(miniAppUser)
      .set({ status: body.status, auditExplain, auditBy: actor.user.nickName, auditTime: new Date() })
      .where(and(eq(miniAppUser.id, id), eq(miniAppUser.status, account.status)));
    await recordOperation(tx, actor, {
      module: MINI_APP_USER_MODULE,
      action: body.status === MINI_APP_USER_STATUS.PASSED ? '审核通过小程序用户' : '审核不通过小程序用户',
      target: account.companyName,
      oldValue: { status: account.status, auditExplain: account.auditExplain },
      newValue: { status: body.status, auditExplain },
    });
  });
}

/** delAccount: the accounts and their sign-ins go; all or none. */
export async function deleteAccounts(db: DbOrTx, actor: Actor, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = [];
    for (const id of new Set(ids)) rows.push(await scopedAccount(tx, actor.user, id));
    await tx.delete(miniAppUser).where(inArray(miniAppUser.id, ids));
    await recordOperation(tx, actor, {
      module: MINI_APP_USER_MODULE,
      action: '删除小程序用户',
      target: rows.map((r) => r.companyName).join('、'),
      oldValue: rows.map((r) => ({ ...toRow(r), contactName: nameForLog(r.contactName) })),
    });
  });
}
