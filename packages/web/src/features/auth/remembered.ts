import Cookies from 'js-cookie';

/**
 * 记住密码 (one day). The password is kept only as the ciphertext (RSA or SM2) that the
 * login call sends, so the plain password never lands in a cookie.
 */
const DAYS = 1;
const KEYS = { username: 'username', cipher: 'password', remember: 'rememberMe' } as const;

export interface Remembered {
  username: string;
  cipher: string;
}

export function readRemembered(): Remembered | undefined {
  const username = Cookies.get(KEYS.username);
  const cipher = Cookies.get(KEYS.cipher);
  return Cookies.get(KEYS.remember) === 'true' && username && cipher ? { username, cipher } : undefined;
}

export function saveRemembered(r: Remembered) {
  const opts = { expires: DAYS, sameSite: 'Lax' as const };
  Cookies.set(KEYS.username, r.username, opts);
  Cookies.set(KEYS.cipher, r.cipher, opts);
  Cookies.set(KEYS.remember, 'true', opts);
}

export function forgetRemembered() {
  Object.values(KEYS).forEach((k) => Cookies.remove(k));
}
