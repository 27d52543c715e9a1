import { lt, sql } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import type { Db } from '../../db/client.ts';
import { rateLimit } from '../../db/schema/auth.ts';
import { AppError } from './errors.ts';

/**
 * Fixed-window counter kept in the database, so the limit holds across every instance behind
 * a load balancer. Throws 429 when `key` has been hit more than `limit` times in the window.
 */
export async function limitRate(db: Db, key: string, limit: number, windowMs: number): Promise<void> {
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimit)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimit.key, rateLimit.windowStart], set: { hits: sql`${rateLimit.hits} + 1` } })
    .returning({ hits: rateLimit.hits });
  if (Math.random() < 0.01)
    await db.delete(rateLimit).where(lt(rateLimit.windowStart, new Date(Date.now() - 3_600_000)));
  if (row.hits > limit) throw new AppError(429, MSG.tooManyRequests);
}
