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

/** The session id of a valid, unexpired token; undefined for anything else. */
export async function readToken(key: Uint8Array, header: string | undefined): Promise<{ sessionId: string; userId: number } | undefined> {
  if (!header?.startsWith(BEARER)) return undefined;
  try {
    const { payload } = await jwtVerify(header.slice(BEARER.length), key, { algorithms: ['HS256'] });
    if (typeof payload.sid !== 'string' || !payload.sub) return undefined;
    return { sessionId: payload.sid, userId: Number(payload.sub) };
  } catch {
    return undefined;
  }
}
