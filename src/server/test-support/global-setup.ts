// Vitest global set-up: migrates one template database for the whole run, which every test app copies.
// With TEST_DB=postgres it first makes sure a PostgreSQL server is there (TEST_DATABASE_URL, or a
// throwaway cluster started here); otherwise the template is a PGlite data folder. On both runs an empty
// PGlite data folder is made once for the tests that start a shop from nothing on the embedded database.
import type { TestProject } from 'vitest/node';
import { findPostgresBin, startCluster } from './postgres-cluster.ts';
import { makeEmptyPgliteTemplate, makePgliteTemplate, makePostgresTemplate } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL server to create test databases on; null on PGlite. */
    postgresBaseUrl: string | null;
    /** The migrated template: a PGlite data folder, or a PostgreSQL database name. */
    databaseTemplate: string;
    /** An empty PGlite data folder (no tables), on both runs. */
    emptyPgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const empty = await makeEmptyPgliteTemplate();
  project.provide('emptyPgliteTemplate', empty.location);
  const teardown = await setupDatabaseTemplate(project, empty.location).catch(async (error: unknown) => {
    await empty.remove();
    throw error;
  });
  return async () => {
    try {
      await teardown();
    } finally {
      await empty.remove();
    }
  };
}

async function setupDatabaseTemplate(
  project: TestProject,
  emptyTemplate: string,
): Promise<() => Promise<void>> {
  if (process.env.TEST_DB !== 'postgres') {
    const template = await makePgliteTemplate(emptyTemplate);
    project.provide('postgresBaseUrl', null);
    project.provide('databaseTemplate', template.location);
    return () => template.remove();
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
