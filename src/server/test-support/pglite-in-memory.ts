// Migrated PGlite databases in memory for API tests, loaded from the run's template tarball. Starting a
// PGlite costs far more than emptying one, so a database a test file closes is set back to the template's
// state and handed to the next test file of the same worker: the tables the test filled are truncated,
// the sequences it moved are set back and its session is reset (no setting, lock or temporary table of
// one test file is seen by the next).
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client.ts';
import { createPgliteClient, pgliteDatabase } from '../db/pglite.ts';

interface Template {
  file: string;
  tarball: Blob;
  tables: string[];
  /** Each sequence's value in the template (null: never used). */
  sequences: Map<string, string | null>;
}

let template: Template | undefined;
const idle: PGlite[] = [];

const quoted = (name: string) => `"public"."${name.replaceAll('"', '""')}"`;

async function sequenceValues(client: PGlite): Promise<Map<string, string | null>> {
  const { rows } = await client.query<{ name: string; value: string | null }>(
    `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
  );
  return new Map(rows.map((row) => [row.name, row.value]));
}

async function readTemplate(file: string): Promise<Template> {
  const tarball = new Blob([fs.readFileSync(file)]);
  const client = await createPgliteClient('memory://', { loadDataDir: tarball });
  const { rows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const made: Template = {
    file,
    tarball,
    tables: rows.map((row) => row.name),
    sequences: await sequenceValues(client),
  };
  idle.push(client);
  return made;
}

async function setBack(client: PGlite, { tables, sequences }: Template): Promise<void> {
  const filled = await client.query<{ name: string }>(
    tables
      .map((name, i) => `select $${i + 1}::text as name where exists (select from ${quoted(name)})`)
      .join(' union all '),
    tables,
  );
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
  await client.exec('discard all');
}

/** A migrated PGlite database of its own, in memory; closing it hands it back for the next test file. */
export async function pgliteInMemory(tarballFile: string): Promise<Database> {
  if (template?.file !== tarballFile) {
    idle.length = 0;
    template = await readTemplate(tarballFile);
  }
  const from = template;
  const client = idle.pop() ?? (await createPgliteClient('memory://', { loadDataDir: from.tarball }));
  let open = true;
  return {
    ...pgliteDatabase(client),
    close: async () => {
      if (!open) return;
      open = false;
      try {
        await setBack(client, from);
        idle.push(client);
      } catch {
        await client.close();
      }
    },
  };
}
