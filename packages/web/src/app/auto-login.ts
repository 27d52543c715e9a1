import { fetchCaptcha } from '../features/auth/api/get-captcha.ts';
import { encryptForWire, loginEncrypted } from '../lib/session.ts';

/**
 * Auto-login: `?u1=<username>&u2=<base64 password>&s1=<show-service flag>` logs in
 * with the demonstration captcha code; the credentials (password kept encrypted) and the flag stay
 * in sessionStorage, and the token is renewed every hour while the page is open.
 */
const CREDENTIALS_KEY = 'autoLogin';
/** Read by the big-screen pages to show their service panel. */
export const SHOW_SERVICE_KEY = 's1';
const REFRESH_MS = 3_600_000;

interface Credentials {
  username: string;
  cipher: string;
}

export const hasAutoLoginParams = (search: string) => {
  const q = new URLSearchParams(search);
  return !!q.get('u1') && !!q.get('u2');
};

/** The search string without u1, u2, s1. */
export function withoutAutoLoginParams(search: string): string {
  const q = new URLSearchParams(search);
  for (const key of ['u1', 'u2', 's1']) q.delete(key);
  const s = q.toString();
  return s ? `?${s}` : '';
}

async function loginWith(credentials: Credentials) {
  const captcha = await fetchCaptcha();
  if (!captcha.demoCode) throw new Error('服务器未开启演示验证码，无法自动登录，请手动登录');
  await loginEncrypted(credentials.username, credentials.cipher, captcha.demoCode, captcha.uuid);
}

/** Logs in from the query parameters and remembers how to renew. */
export async function autoLogin(search: string): Promise<void> {
  const q = new URLSearchParams(search);
  const plain = new TextDecoder().decode(Uint8Array.from(atob(q.get('u2')!), (c) => c.charCodeAt(0)));
  const credentials = { username: q.get('u1')!, cipher: await encryptForWire(plain) };
  await loginWith(credentials);
  sessionStorage.setItem(CREDENTIALS_KEY, JSON.stringify(credentials));
  sessionStorage.setItem(SHOW_SERVICE_KEY, q.get('s1') ?? '');
}

let timer: ReturnType<typeof setInterval> | undefined;

/** Renews the token hourly when this tab was opened through auto-login. */
export function startTokenRenewal() {
  const stored = sessionStorage.getItem(CREDENTIALS_KEY);
  if (!stored || timer) return;
  const credentials = JSON.parse(stored) as Credentials;
  timer = setInterval(() => void loginWith(credentials).catch(() => undefined), REFRESH_MS);
}
