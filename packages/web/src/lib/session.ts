import { useSyncExternalStore } from 'react';
import { menuCalls, profileCalls, sessionCalls, type MenuRoute, type SessionUser } from '@risk/shared/api/system';
import { encryptPassword } from './crypto.ts';
import { api, urlOf } from './http.ts';
import { removeToken, setToken } from './token.ts';

/** The signed-in user and the menu the server built for them; loaded once per page load. */
interface SessionState {
  status: 'idle' | 'loading' | 'ready';
  user: SessionUser | null;
  menu: MenuRoute[];
}

let state: SessionState = { status: 'idle', user: null, menu: [] };
let loading: Promise<SessionState> | undefined;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  listeners.forEach((l) => l());
}

function useSessionState<T>(pick: (s: SessionState) => T): T {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pick(state),
  );
}

export const useSessionUser = (): SessionUser | null => useSessionState((s) => s.user);
export const useSessionMenu = (): MenuRoute[] => useSessionState((s) => s.menu);
export const useSessionStatus = () => useSessionState((s) => s.status);

/** Where an uploaded avatar is served (`avatarName` of the user). */
export const avatarUrl = (avatarName: string) => urlOf(profileCalls.avatar, { params: { name: avatarName } });

let publicKey: Promise<string> | undefined;
/** The login public key (SPKI PEM); fetched once, fetched again after a failure. */
export function getPublicKey(): Promise<string> {
  publicKey ??= api.read(sessionCalls.publicKey).catch((err) => {
    publicKey = undefined;
    throw err;
  });
  return publicKey;
}

/** The password as it travels: RSA-OAEP ciphertext, base64. */
export const encryptForWire = async (plain: string) => encryptPassword(await getPublicKey(), plain);

/** Logs in with an already encrypted password (remembered or auto-login credentials); stores the token. */
export async function loginEncrypted(
  username: string,
  cipher: string,
  code: string,
  uuid: string,
): Promise<SessionUser> {
  const { content } = await api.write(sessionCalls.login, {
    body: { username, password: cipher, code, uuid },
    silent: true,
  });
  setToken(content.token);
  return content.user;
}

export async function login(username: string, plainPassword: string, code: string, uuid: string): Promise<SessionUser> {
  return loginEncrypted(username, await encryptForWire(plainPassword), code, uuid);
}

/** Loads the user, then their menu; concurrent callers share one load. */
export function ensureSession(): Promise<SessionState> {
  if (state.status === 'ready') return Promise.resolve(state);
  loading ??= (async () => {
    setState({ ...state, status: 'loading' });
    try {
      const user = await api.read(sessionCalls.info);
      const menu = await api.read(menuCalls.build);
      setState({ status: 'ready', user, menu });
      return state;
    } catch (err) {
      loading = undefined;
      setState({ status: 'idle', user: null, menu: [] });
      throw err;
    }
  })();
  return loading;
}

/** Refreshes the signed-in user after a profile or avatar change. */
export async function reloadUser() {
  const user = await api.read(sessionCalls.info);
  setState({ ...state, user });
}

/** Ends the session on the server (a failure there still signs out here) and forgets user and roles. */
export async function logout(): Promise<void> {
  await api.write(sessionCalls.logout, { silent: true }).catch(() => undefined);
  removeToken();
  loading = undefined;
  setState({ status: 'idle', user: null, menu: [] });
}
