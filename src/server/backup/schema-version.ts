// The schema version a database is at: the last migration applied, named by its journal entry
// (src/server/db/migrations/meta/_journal.json). A backup records it; a restore compares it with the
// migrations this code knows.
import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../db/client.ts';

export interface SchemaVersion {
  /** Position in the journal: 11 for 0011_…. */
  idx: number;
  tag: string;
  /** The journal's timestamp, which Drizzle records as the migration's `created_at`. */
  when: number;
}

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

export interface KnownMigration extends SchemaVersion {
  meta: MigrationMeta;
}

/** Every migration this code ships, in order. */
export function knownMigrations(): KnownMigration[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const metas = readMigrationFiles({ migrationsFolder });
  return journal.entries.map((entry, i) => ({
    idx: entry.idx,
    tag: entry.tag,
    when: entry.when,
    meta: metas[i]!,
  }));
}

/** The version a database's last applied migration stands for; null for an unmigrated database. */
export function versionOf(lastApplied: number | null, known = knownMigrations()): SchemaVersion | null {
  if (lastApplied === null) return null;
  const found = known.find((migration) => migration.when === lastApplied);
  if (!found) throw new Error(`the database has a migration this code does not know (${lastApplied})`);
  return { idx: found.idx, tag: found.tag, when: found.when };
}
