import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** The rows of a statement written as text (the kept-count tests compare tables with SQL of their own). */
export const sqlRows = async <T>(db: Db, text: string) =>
  ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

/**
 * A trigger-kept count table beside the same counts taken from the rows, each as sorted lines
 * (`l`): `kept` and `counted` select one text column `l` per key, in order.
 */
export async function keptBesideCounted(db: Db, kept: string, counted: string) {
  const lines = async (text: string) => (await sqlRows<{ l: string }>(db, text)).map((r) => r.l);
  return { kept: await lines(kept), counted: await lines(counted) };
}
