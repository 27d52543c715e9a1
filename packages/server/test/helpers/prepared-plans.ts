import type pg from 'pg';

/** A parameter as the literal EXECUTE takes (a utility statement binds no parameters). */
export function executeLiteral(c: pg.Client, v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (v instanceof Date) return c.escapeLiteral(v.toISOString());
  return c.escapeLiteral(typeof v === 'object' ? JSON.stringify(v) : String(v));
}

/**
 * How PostgreSQL plans a statement the platform prepares: prepared as `name`, run eight times with
 * its parameters under the session's plan_cache_mode, then its count of generic and custom plans
 * from pg_prepared_statements ('3' and '5': settled on the generic plan; '0' and '8': planned on
 * every call). Used by the plan test and `bench/plan-cache.mjs`.
 */
export async function preparedPlanCounts(
  c: pg.Client,
  name: string,
  text: string,
  params: unknown[],
): Promise<{ generic: string; custom: string }> {
  await c.query(`prepare ${name} as ${text}`);
  try {
    const args = params.map((v) => executeLiteral(c, v)).join(', ');
    for (let i = 0; i < 8; i++) await c.query(`execute ${name}(${args})`);
    const { rows } = await c.query<{ generic: string; custom: string }>(
      'select generic_plans as generic, custom_plans as custom from pg_prepared_statements where name = $1',
      [name],
    );
    return rows[0];
  } finally {
    await c.query(`deallocate ${name}`);
  }
}
