// Vitest global set-up: with TEST_DB=postgres, make sure a PostgreSQL server is there (TEST_DATABASE_URL,
// or a throwaway cluster started here) and hand its base URL to the test files.
import type { TestProject } from 'vitest/node';
import { findPostgresBin, startCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresBaseUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('postgresBaseUrl', null);
    return;
  }
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresBaseUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const bin = findPostgresBin();
  if (!bin) throw new Error('TEST_DB=postgres but no PostgreSQL binaries (initdb) were found');
  const cluster = await startCluster(bin);
  project.provide('postgresBaseUrl', cluster.url('postgres'));
  return () => cluster.stop();
}
