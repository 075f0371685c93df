// The SQL of backups and restores (docs/decisions/013-logical-backups.md): the shop's tables in the
// order their foreign keys need, their rows as JSON text read through a cursor, rows put back from JSON,
// the sequences' positions, the schema version Drizzle's migrator has recorded, and the statements of
// migrations replayed around the rows. The migrator's own table is only ever read here: Drizzle writes it.
// Everything here is plain PostgreSQL that PGlite speaks too.
import { sql } from 'drizzle-orm';
import type { MigrationMeta } from 'drizzle-orm/migrator';
import type { DbOrTx, Tx } from '../db/client.ts';

const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> =>
  (await db.execute(query)).rows as T[];

/** The public tables, every table after the ones its foreign keys point to. */
export async function tablesInDependencyOrder(db: DbOrTx): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = k.connamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const edge of edges) if (edge.child === name && edge.parent !== name) visit(edge.parent, path);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

export async function sequenceNames(db: DbOrTx): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  return rows.map((row) => row.name);
}

export interface SequencePosition {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export async function sequencePosition(db: DbOrTx, name: string): Promise<SequencePosition> {
  const [row] = await rowsOf<{ last_value: string | number; is_called: boolean }>(
    db,
    sql`select last_value::text as last_value, is_called from ${sql.identifier(name)}`,
  );
  return { name, lastValue: String(row!.last_value), isCalled: row!.is_called };
}

export async function setSequencePosition(tx: Tx, position: SequencePosition): Promise<void> {
  await tx.execute(
    sql`select setval(${`"${position.name}"`}::regclass, ${position.lastValue}::bigint, ${position.isCalled})`,
  );
}

/** Every row of the table as one line of JSON each, `batch` rows at a time (inside a transaction). */
export async function* tableRowsAsJson(tx: Tx, table: string, batch = 2000): AsyncGenerator<string[]> {
  await tx.execute(
    sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${sql.identifier(table)} t`,
  );
  try {
    for (;;) {
      const rows = await rowsOf<{ r: string }>(tx, sql.raw(`fetch ${batch} from backup_rows`));
      if (rows.length === 0) return;
      yield rows.map((row) => row.r);
    }
  } finally {
    await tx.execute(sql`close backup_rows`);
  }
}

/**
 * Inserts rows given as JSON objects (one per line, as tableRowsAsJson wrote them), keeping the ids of
 * identity columns (the activity trail's) as they were; the sequences are set afterwards.
 */
export async function insertJsonRows(tx: Tx, table: string, lines: string[]): Promise<void> {
  if (lines.length === 0) return;
  const target = sql.identifier(table);
  await tx.execute(
    sql`insert into ${target} overriding system value select * from json_populate_recordset(null::${target}, ${`[${lines.join(',')}]`}::json)`,
  );
}

export async function countRows(db: DbOrTx, table: string): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    sql`select count(*) as n from ${sql.identifier(table)}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Removes the shop's tables and sequences (extensions stay, and so do Drizzle's records of the migrations:
 * the restore ends at the newest schema, which those records already name).
 */
export async function dropShopSchema(tx: Tx): Promise<void> {
  for (const table of await tablesInDependencyOrder(tx)) {
    await tx.execute(sql`drop table if exists ${sql.identifier(table)} cascade`);
  }
  for (const sequence of await sequenceNames(tx)) {
    await tx.execute(sql`drop sequence if exists ${sql.identifier(sequence)} cascade`);
  }
}

/** `created_at` of the last migration Drizzle's migrator applied; null when it applied none. */
export async function lastAppliedMigration(db: DbOrTx): Promise<number | null> {
  const [exists] = await rowsOf<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return null;
  const [row] = await rowsOf<{ created_at: string | number | null }>(
    db,
    sql`select max(created_at) as created_at from "drizzle"."__drizzle_migrations"`,
  );
  return row?.created_at == null ? null : Number(row.created_at);
}

/**
 * Runs the migrations' statements inside the caller's transaction without recording them: the restore
 * rebuilds the tables of a schema Drizzle's migrator has already recorded (restore-backup.ts).
 */
export async function replayMigrations(tx: Tx, migrations: MigrationMeta[]): Promise<void> {
  for (const migration of migrations) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
  }
}

/** Fresh planner statistics for the restored rows, so the first queries after a restore are planned well. */
export async function refreshStatistics(tx: Tx): Promise<void> {
  await tx.execute(sql`analyze`);
}
