import type { PgTable } from 'drizzle-orm/pg-core';
import { MSG } from '@risk/shared/messages';
import type { Db, Tx } from '../../db/client.ts';
import { rowsPerInsert } from '../../db/insert-batches.ts';
import { badRequest } from '../http/errors.ts';
import type { ImportWork } from '../jobs/imports.ts';
import type { ImportCheck } from './import-report.ts';
import { streamSheetRows, type SheetRow } from './sheet.ts';
import type { SheetColumn } from './workbook.ts';

export interface StreamedImport<K extends string, T, R> {
  /** the file, or its path (read from disk a range at a time) */
  buffer: Buffer | string;
  /** the job that runs the import: told the counts, and asked whether to go on, between batches */
  work: ImportWork;
  columns: readonly SheetColumn<K>[];
  check: ImportCheck;
  /** The table the rows go to: a batch is as many rows as one INSERT into it may carry. */
  table: PgTable;
  /** Rows per batch instead (a `write` that sends its batch as one parameter is not held to the table's). */
  batchRows?: number;
  /** First in the transaction, before any row is read (a lock, a parent record). */
  begin?: (tx: Tx) => Promise<void>;
  /** Checks a row (refusing through `check`) and answers what to write, or undefined. */
  accept: (row: SheetRow<K>) => T | undefined;
  write: (tx: Tx, batch: T[]) => Promise<void>;
  /** After the last batch, in the same transaction (the operation log, the answer). */
  finish: (tx: Tx, written: number) => Promise<R>;
}

/** Rows read between two reports while nothing is written (after a refusal, every row is still checked). */
const REPORT_EVERY = 1000;

/**
 * An import whose memory is two batches, not the file: the first sheet is read as a stream, each
 * row checked as it comes and the accepted rows written a batch at a time, all in one transaction.
 * One batch is written while the next is read (the database works beside the parse, on PostgreSQL
 * on another core); the batch after waits for it.
 * After the first refusal nothing more is written, every row is still checked, and the report
 * (400, `assertNoRefusals`) rolls the transaction back: all or nothing per file, as before.
 * Between batches the job hears the counts and may stop the import (cancelled, server stopping):
 * the throw rolls the transaction back too.
 */
export function importStreamed<K extends string, T, R>(db: Db, job: StreamedImport<K, T, R>): Promise<R> {
  const size = job.batchRows ?? rowsPerInsert(job.table);
  return db.transaction(async (tx) => {
    await job.begin?.(tx);
    let batch: T[] = [];
    let read = 0;
    let written = 0;
    /** the batch being written, if any; its failure surfaces at the next flush or at the end */
    let writing: Promise<void> | undefined;
    const report = () => {
      job.work.progress({ read, written, refused: job.check.refused.length });
      job.work.throwIfCancelled();
    };
    const flush = async () => {
      const rows = batch;
      batch = [];
      await writing;
      writing = job.write(tx, rows).then(() => {
        written += rows.length;
        report();
      });
      // awaited at the next flush or the end; until then a failure must not count as unhandled
      writing.catch(() => undefined);
    };
    try {
      for await (const row of streamSheetRows(job.buffer, job.columns)) {
        read++;
        const accepted = job.accept(row);
        if (read % REPORT_EVERY === 0) report();
        if (accepted === undefined || job.check.refused.length > 0) continue;
        batch.push(accepted);
        if (batch.length >= size) await flush();
      }
      // every row is read now: the bar's end is what the file held, not what its sheet declared
      job.work.progress({ total: read });
      report();
      if (read === 0) throw badRequest(MSG.emptyFile);
      job.check.assertNoRefusals();
      if (batch.length > 0) await flush();
      await writing;
    } catch (err) {
      // the rollback waits behind a batch still being written on the transaction's connection anyway
      await writing?.catch(() => undefined);
      throw err;
    }
    return job.finish(tx, written);
  });
}
