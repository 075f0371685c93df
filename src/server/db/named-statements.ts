// Every statement with parameters is sent to PostgreSQL as a named prepared statement, named by its text,
// so each connection parses and plans it once and then only binds and runs it (docs/architecture.md,
// "Database statements"). A connection prepares a bounded number of statements: past that, new texts run
// unnamed, so statements the shop rarely sends cannot fill the database's memory.
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Statements one connection prepares at most; the shop's hot paths use a few dozen. */
export const PREPARED_PER_CONNECTION = 500;

/**
 * Names of the texts already sent, so a statement sent again is not hashed again; past this many texts the
 * list starts afresh, so texts the shop rarely sends cannot grow it.
 */
const KEPT_NAMES = 1000;
const keptNames = new Map<string, string>();

/** The statement's name: the same text always has the same name, on every connection and process. */
function nameOf(text: string): string {
  let name = keptNames.get(text);
  if (name === undefined) {
    name = `t${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    if (keptNames.size >= KEPT_NAMES) keptNames.clear();
    keptNames.set(text, name);
  }
  return name;
}

type Send = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Names the statements a pooled client sends from now on (the pool's `connect` event). Only a config
 * with a text and parameters and no name of its own is named: text-only statements, such as migrations,
 * may hold several commands, which a prepared statement cannot.
 */
export function nameStatements(client: pg.ClientBase): void {
  const target = client as unknown as { query: Send };
  const send = target.query.bind(client);
  const prepared = new Set<string>();
  target.query = (config, values, callback) => {
    const statement = config as { text?: unknown; name?: unknown; submit?: unknown } | null;
    if (
      statement !== null &&
      typeof statement === 'object' &&
      typeof statement.text === 'string' &&
      statement.name === undefined &&
      statement.submit === undefined &&
      Array.isArray(values) &&
      values.length > 0
    ) {
      const name = nameOf(statement.text);
      if (prepared.has(name) || prepared.size < PREPARED_PER_CONNECTION) {
        prepared.add(name);
        return send({ ...statement, name }, values, callback);
      }
    }
    return send(config, values, callback);
  };
}
