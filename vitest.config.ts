import { configDefaults, defineConfig } from 'vitest/config';
import { processTests, sharedTest } from './vitest.shared.ts';

// The unit and API suite. API tests start the real app in the test's own process, over HTTP;
// `TEST_DB=postgres` runs them on a throwaway PostgreSQL cluster instead of PGlite. Tests that start
// processes of their own run in a stage of their own (vitest.process.config.ts).
export default defineConfig({
  test: {
    ...sharedTest,
    include: ['src/**/*.test.{ts,tsx}', 'eslint/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: [...configDefaults.exclude, processTests],
  },
});
