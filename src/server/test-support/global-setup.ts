// Vitest global set-up: migrates one template database for the whole run, which every test app copies.
// With TEST_DB=postgres it first makes sure a PostgreSQL server is there (TEST_DATABASE_URL, or a
// throwaway cluster started here); otherwise the template is a PGlite data folder.
import type { TestProject } from 'vitest/node';
import { findPostgresBin, startCluster } from './postgres-cluster.ts';
import { makePgliteTemplate, makePostgresTemplate } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL server to create test databases on; null on PGlite. */
    postgresBaseUrl: string | null;
    /** The migrated template: a PGlite data folder, or a PostgreSQL database name. */
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    const template = await makePgliteTemplate();
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
