import { SignJWT, jwtVerify } from 'jose';

export const TOKEN_TTL_SECONDS = 24 * 3600;
const BEARER = 'Bearer ';

/** A signed token naming the session row; the row decides whether it still counts. */
export async function signToken(key: Uint8Array, sessionId: string, userId: number): Promise<string> {
  const jwt = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(key);
  return BEARER + jwt;
}

type TokenClaims = { sessionId: string; userId: number; expiresAt: number };

/**
 * Tokens whose signature was already checked, per key: a token string's signature never changes,
 * and checking it through WebCrypto cost more per request than the session lookup itself.
 * Bounded; a full cache starts over.
 */
const verified = new WeakMap<Uint8Array, Map<string, TokenClaims>>();
const MAX_VERIFIED_TOKENS = 10_000;

async function verifyClaims(key: Uint8Array, jwt: string): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(jwt, key, { algorithms: ['HS256'] });
    if (typeof payload.sid !== 'string' || !payload.sub || typeof payload.exp !== 'number') return undefined;
    return { sessionId: payload.sid, userId: Number(payload.sub), expiresAt: payload.exp * 1000 };
  } catch {
    return undefined;
  }
}

/** The session id of a valid, unexpired token; undefined for anything else. */
export async function readToken(
  key: Uint8Array,
  header: string | undefined,
): Promise<{ sessionId: string; userId: number } | undefined> {
  if (!header?.startsWith(BEARER)) return undefined;
  const jwt = header.slice(BEARER.length);
  let cache = verified.get(key);
  if (!cache) verified.set(key, (cache = new Map()));
  let claims = cache.get(jwt);
  if (!claims) {
    claims = await verifyClaims(key, jwt);
    if (!claims) return undefined;
    if (cache.size >= MAX_VERIFIED_TOKENS) cache.clear();
    cache.set(jwt, claims);
  }
  if (claims.expiresAt <= Date.now()) return undefined;
  return { sessionId: claims.sessionId, userId: claims.userId };
}
