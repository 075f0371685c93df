// Vitest global set-up: migrates one template database for the whole run, which every test app copies,
// and draws the demo catalogue's pictures once (demo-pictures.ts) while the database is being made; both
// are kept for the next run while what makes them is unchanged (run-cache.ts).
// With TEST_DB=postgres it first makes sure a PostgreSQL server is there (TEST_DATABASE_URL, or a
// throwaway cluster started here); otherwise the template is PGlite's. On both runs the PGlite templates
// (an empty and a migrated database) are made once for the tests that run a shop on the embedded database.
// The run's temporary files go to memory where the machine allows (memory-tmpdir.ts).
import type { TestProject } from 'vitest/node';
import { demoPicturesFolder } from './demo-pictures.ts';
import { useMemoryTmpdir } from './memory-tmpdir.ts';
import { findPostgresBin, startCluster } from './postgres-cluster.ts';
import { makePgliteTemplates, makePostgresTemplate, type PgliteTemplates } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL server to create test databases on; null on PGlite. */
    postgresBaseUrl: string | null;
    /** The migrated template: a PGlite data folder, or a PostgreSQL database name. */
    databaseTemplate: string;
    /** The migrated and the empty PGlite template as tarballs, on both runs. */
    migratedPgliteTarball: string;
    emptyPgliteTarball: string;
    /** An empty PGlite data folder (no tables), on both runs. */
    emptyPgliteTemplate: string;
    /** The demo catalogue's pictures, as the seed stores them. */
    demoPictures: string;
  }
}

/** What a run makes once and keeps for the next (run-cache.ts): the demo pictures and the PGlite templates. */
export function makeRunCache(): Promise<[string, PgliteTemplates]> {
  return Promise.all([demoPicturesFolder(), makePgliteTemplates()]);
}

export default async function setup(project: TestProject) {
  const removeTmpdir = useMemoryTmpdir();
  const [pictures, pglite] = await makeRunCache();
  project.provide('demoPictures', pictures);
  project.provide('emptyPgliteTemplate', pglite.emptyFolder);
  project.provide('migratedPgliteTarball', pglite.migratedTarball);
  project.provide('emptyPgliteTarball', pglite.emptyTarball);
  const teardown = await setupDatabaseTemplate(project, pglite);
  return async () => {
    await teardown();
    removeTmpdir();
  };
}

async function setupDatabaseTemplate(
  project: TestProject,
  pglite: PgliteTemplates,
): Promise<() => Promise<void>> {
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('postgresBaseUrl', null);
    project.provide('databaseTemplate', pglite.migratedFolder);
    return async () => {};
  }
  let stopCluster = () => {};
  let base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const bin = findPostgresBin();
    if (!bin) throw new Error('TEST_DB=postgres but no PostgreSQL binaries (initdb) were found');
    const cluster = await startCluster(bin);
    stopCluster = () => cluster.stop();
    base = cluster.url('postgres');
  }
  const template = await makePostgresTemplate(base);
  project.provide('postgresBaseUrl', base);
  project.provide('databaseTemplate', template.location);
  return async () => {
    try {
      await template.remove();
    } finally {
      stopCluster();
    }
  };
}
