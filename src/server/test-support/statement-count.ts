// Counts the statements the app sends its database (each one round trip on PostgreSQL), for tests that
// hold a request to its number of round trips. It wraps the client Drizzle was given: node-postgres's pool
// (its own queries and those of the connections it lends for transactions) or the PGlite client (its
// queries, and a transaction's queries plus its BEGIN and COMMIT).
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client.ts';

export interface StatementCount {
  /** Statements sent since counting began. */
  count(): number;
  stop(): void;
}

type Counted<T> = T & { query: (...args: never[]) => unknown };

function countCalls<T extends object>(target: Counted<T>, add: () => void): () => void {
  const own = Object.prototype.hasOwnProperty.call(target, 'query');
  const original = target.query;
  target.query = (...args: never[]) => {
    add();
    return original.apply(target, args);
  };
  return () => {
    if (own) target.query = original;
    else delete (target as { query?: unknown }).query;
  };
}

export function countStatements(database: Database): StatementCount {
  let statements = 0;
  const add = () => void statements++;
  const restore: (() => void)[] = [];
  const client = (database.db as unknown as { $client: object }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    restore.push(countCalls(pool as Counted<pg.Pool>, add));
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient>;
    // The pool's own query borrows a connection with a callback: that query is counted already.
    pool.connect = (async (...args: unknown[]) => {
      if (args.length > 0) return connect(...args);
      const lent = await connect();
      const stopCounting = countCalls(lent as Counted<pg.PoolClient>, add);
      const release = lent.release.bind(lent);
      lent.release = (error?: Error | boolean) => {
        stopCounting();
        lent.release = release;
        return release(error);
      };
      return lent;
    }) as typeof pool.connect;
    restore.push(() => delete (pool as { connect?: unknown }).connect);
  } else {
    const pglite = client as PGlite;
    restore.push(countCalls(pglite as Counted<PGlite>, add));
    const own = Object.getOwnPropertyDescriptor(pglite, 'transaction');
    const transaction = pglite.transaction.bind(pglite);
    pglite.transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
      transaction((tx: Transaction) => {
        statements += 2; // BEGIN and COMMIT (or ROLLBACK)
        countCalls(tx as Counted<Transaction>, add);
        return work(tx);
      });
    restore.push(() => {
      if (own) Object.defineProperty(pglite, 'transaction', own);
      else delete (pglite as { transaction?: unknown }).transaction;
    });
  }
  return { count: () => statements, stop: () => restore.forEach((undo) => undo()) };
}
