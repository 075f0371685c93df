// What both test stages share: the run's template database, cheap password hashing and the workers.
// vitest.config.ts is the unit and API suite; vitest.process.config.ts the tests that start processes.
import type { ViteUserConfig } from 'vitest/config';

/** Tests that start whole OS processes (a server, PostgreSQL, `npm run dev`) are named `*.process.test.ts`. */
export const processTests = '**/*.process.test.ts';

export const sharedTest = {
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
} satisfies ViteUserConfig['test'];
