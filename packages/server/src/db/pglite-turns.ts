import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** Longest run of database calls before the event loop gets a turn (ms). */
const TURN_MS = 20;

/**
 * PGlite runs a statement synchronously on the server's one thread and hands its lock on in
 * microtasks, so a queue of waiting statements ran back to back without the event loop turning:
 * under 200 connections the server neither read requests nor accepted connections for seconds at a
 * time, and some requests waited 30 s. Here the calls run in the order they came, and once they
 * have held the thread for TURN_MS the next one waits for a turn of the event loop: between runs
 * the server reads what arrived, counts it (platform/http/embedded-queue-guard.ts) and accepts new
 * connections. A transaction is one call: its statements run inside its turn.
 */
export class TurnTakingPGlite extends PGlite {
  /** The last call in line; the next one starts after it settles. */
  private last: Promise<unknown> | undefined;
  private turnStarted = 0;

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.inTurn(() => super.query<T>(query, params, options));
  }

  override exec(query: string, options?: QueryOptions): Promise<Results[]> {
    return this.inTurn(() => super.exec(query, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.inTurn(() => super.transaction(callback));
  }

  private inTurn<T>(run: () => Promise<T>): Promise<T> {
    const mine = (this.last ?? Promise.resolve()).then(async () => {
      if (performance.now() - this.turnStarted > TURN_MS) {
        await nextTurn();
        this.turnStarted = performance.now();
      }
      return run();
    });
    this.last = mine.catch(() => undefined);
    return mine;
  }
}
