import { configDefaults, defineConfig } from 'vitest/config';

// Tests that start PostgreSQL clusters of their own run in the PGlite pass only; the PostgreSQL pass
// would repeat them unchanged.
const ownClusterTests = ['src/server/scale-out.test.ts'];

// Unit and API tests. API tests start the real server over HTTP; `TEST_DB=postgres` runs them on a
// throwaway PostgreSQL cluster instead of PGlite.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'eslint/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DB === 'postgres' ? ownClusterTests : [])],
    environment: 'node',
    globalSetup: ['src/server/test-support/global-setup.ts'],
    setupFiles: ['src/server/test-support/cheap-passwords.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Test files share their worker's loaded modules (and PGlite's compiled WebAssembly) instead of
    // starting a process each; every API test still gets its own app and database (test-support/).
    isolate: false,
  },
});
