import { defineConfig } from 'vitest/config';

// Unit and API tests. API tests start the real server over HTTP; `TEST_DB=postgres` runs them on a
// throwaway PostgreSQL cluster instead of PGlite.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['src/server/test-support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
