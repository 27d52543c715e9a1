import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** PostgreSQL's wire protocol counts a statement's bind parameters in 16 bits. */
export const MAX_BIND_PARAMETERS = 65_535;
/** Left for the statement's own parameters beside the rows' (an ON CONFLICT clause, a RETURNING). */
const SPARE_PARAMETERS = 64;

/** Rows per multi-row INSERT into `table`: Drizzle binds at most one parameter per column and row. */
export function rowsPerInsert(table: PgTable): number {
  const columns = Object.keys(getTableColumns(table)).length;
  return Math.floor((MAX_BIND_PARAMETERS - SPARE_PARAMETERS) / columns);
}

/**
 * The rows of an import in slices that each fit one INSERT into `table`: a file's rows written in
 * one statement overflow the parameter count (20,000 news rows are 100,000 values) and, larger
 * still, the query builder's stack. The caller writes every slice in its one transaction.
 */
export function* insertBatches<T>(table: PgTable, rows: readonly T[]): Generator<T[]> {
  const size = rowsPerInsert(table);
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
