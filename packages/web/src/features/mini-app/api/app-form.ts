import type { Envelope } from '@risk/shared/wire';
import type { VerificationForm } from '@risk/shared/verification-form';
import { APP_SESSION_HEADER, type MiniAppRegisterBody } from '@risk/shared/schemas/monitor-config';
import { encryptPassword } from '../../../lib/crypto.ts';
import { API_BASE } from '../../../lib/http.ts';
import { pathOf, type AnyEndpoint } from '@risk/shared/api/endpoint';
import { miniAppUserCalls } from '@risk/shared/api/miniAppUser';
import { sessionCalls } from '@risk/shared/api/system';
import { verificationCalls, type AppFormView } from '@risk/shared/api/verification';

/** What the company fills in: the verification form without the district's level. */
export type CompanyAnswers = Omit<VerificationForm, 'level'>;

export type { AppFormView };

/** A refused call of the public page, with the server's Chinese message. */
export class AppFormError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A call's URL: the page calls with plain fetch (see `send`). */
const urlOf = (call: AnyEndpoint, params?: Record<string, unknown>) => API_BASE + pathOf(call, params);
const appFormUrl = (token: string) => urlOf(verificationCalls.appForm, { token });

/** The company's sign-in on this phone (its own storage: the back office's token cookie is another thing). */
const SESSION_KEY = 'risk-app-session';
export const appSession = {
  get: () => localStorage.getItem(SESSION_KEY) ?? undefined,
  set: (token: string) => localStorage.setItem(SESSION_KEY, token),
  clear: () => localStorage.removeItem(SESSION_KEY),
};

/**
 * The page is public and opened by a company without a back-office account, so it calls with plain
 * fetch: its own session header, and none of the back office's 401/403 handling (which would send
 * it to the back office's login).
 */
async function send<T>(url: string, init?: RequestInit): Promise<T> {
  let res: Response;
  const session = appSession.get();
  try {
    res = await fetch(url, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...(session ? { [APP_SESSION_HEADER]: session } : {}) },
    });
  } catch {
    throw new AppFormError(0, '网络连接失败，请检查网络后重试');
  }
  const body = (await res.json().catch(() => undefined)) as Envelope<T> | undefined;
  if (!res.ok || !body)
    throw new AppFormError(
      res.status,
      body?.message || (res.status === 429 ? '操作过于频繁，请稍后再试' : '服务暂时不可用，请稍后重试'),
    );
  return body.content;
}
const call = <T>(token: string, init?: RequestInit) => send<T>(appFormUrl(token), init);

/** GET: the company and what it filled in before (a signed-in, audited account of the company only) */
export const loadAppForm = (token: string) => call<AppFormView>(token);

/** POST: the answers, pending the district's audit */
export const submitAppForm = (token: string, answers: CompanyAnswers) =>
  call<null>(token, { method: 'POST', body: JSON.stringify(answers) });

/** Passwords travel RSA-encrypted, as on the back office's login. */
async function encrypted(plain: string) {
  const key = await send<string>(urlOf(sessionCalls.publicKey));
  return encryptPassword(key, plain);
}

/** POST register: the account waits for the district's audit */
export async function registerAppAccount(input: MiniAppRegisterBody) {
  await send<{ id: number }>(urlOf(miniAppUserCalls.register), {
    method: 'POST',
    body: JSON.stringify({ ...input, password: await encrypted(input.password) }),
  });
}

/** POST login: keeps the session token on this phone */
export async function signInApp(account: string, password: string) {
  const answer = await send<{ token: string; companyName: string; status: number }>(urlOf(miniAppUserCalls.login), {
    method: 'POST',
    body: JSON.stringify({ account, password: await encrypted(password) }),
  });
  appSession.set(answer.token);
  return answer;
}
