// PGlite databases in memory for tests, loaded from one of the run's template tarballs (migrated or empty).
// Starting a PGlite costs far more than emptying one, so a database a test file closes is set back to the
// template's state and handed to the next test file of the same worker: the tables the test filled are
// truncated, the sequences it moved are set back and its session is reset (no setting, lock or temporary
// table of one test file is seen by the next). A database whose tables were made anew (a restored backup)
// or that gained or lost tables is closed instead.
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client.ts';
import { createPgliteClient, pgliteDatabase } from '../db/pglite.ts';

interface Template {
  tarball: Blob;
  tables: string[];
  /** Each sequence's value in the template (null: never used). */
  sequences: Map<string, string | null>;
  /** Every relation outside PostgreSQL's own schemas, with its identity. */
  relations: string;
  idle: PGlite[];
}

const templates = new Map<string, Promise<Template>>();

const quoted = (name: string) => `"public"."${name.replaceAll('"', '""')}"`;

async function sequenceValues(client: PGlite): Promise<Map<string, string | null>> {
  const { rows } = await client.query<{ name: string; value: string | null }>(
    `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
  );
  return new Map(rows.map((row) => [row.name, row.value]));
}

async function relationsOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ relations: string | null }>(
    `select string_agg(c.oid::text || ':' || n.nspname || '.' || c.relname, ',' order by c.oid) as relations
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
        and n.nspname not like 'pg\\_temp\\_%' and n.nspname not like 'pg\\_toast\\_temp\\_%'`,
  );
  return rows[0]?.relations ?? '';
}

async function readTemplate(file: string): Promise<Template> {
  const tarball = new Blob([fs.readFileSync(file)]);
  const client = await createPgliteClient('memory://', { loadDataDir: tarball });
  const { rows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  return {
    tarball,
    tables: rows.map((row) => row.name),
    sequences: await sequenceValues(client),
    relations: await relationsOf(client),
    idle: [client],
  };
}

async function setBack(client: PGlite, { tables, sequences, relations }: Template): Promise<void> {
  await client.exec('discard all');
  if ((await relationsOf(client)) !== relations) throw new Error('the tables are not the template’s');
  const filled = tables.length
    ? await client.query<{ name: string }>(
        tables
          .map((name, i) => `select $${i + 1}::text as name where exists (select from ${quoted(name)})`)
          .join(' union all '),
        tables,
      )
    : { rows: [] };
  if (filled.rows.length) {
    await client.exec(
      `truncate ${filled.rows.map((row) => quoted(row.name)).join(', ')} restart identity cascade`,
    );
  }
  for (const [name, value] of await sequenceValues(client)) {
    const wanted = sequences.get(name);
    if (value === wanted) continue;
    if (wanted == null) await client.exec(`alter sequence ${quoted(name)} restart`);
    else await client.query(`select setval($1, $2::bigint, true)`, [quoted(name), wanted]);
  }
}

/** A PGlite database of its own in memory, as `tarballFile` holds it; closing it hands it back for the next test file. */
export async function pgliteInMemory(tarballFile: string): Promise<Database> {
  let loading = templates.get(tarballFile);
  if (!loading) {
    loading = readTemplate(tarballFile);
    templates.set(tarballFile, loading);
    loading.catch(() => templates.delete(tarballFile));
  }
  const from = await loading;
  const client = from.idle.pop() ?? (await createPgliteClient('memory://', { loadDataDir: from.tarball }));
  let open = true;
  return {
    ...pgliteDatabase(client),
    close: async () => {
      if (!open) return;
      open = false;
      try {
        await setBack(client, from);
        from.idle.push(client);
      } catch {
        await client.close();
      }
    },
  };
}
