import { configDefaults, defineConfig } from 'vitest/config';
import { processTests, sharedTest } from './vitest.shared.ts';

// The process tests: real server processes stopped, killed or scaled out, PostgreSQL clusters restarted,
// `npm run dev`. Only the ones that run on the run's database (TEST_DB) are in the PostgreSQL pass; the
// others bring their own PostgreSQL or embedded database, so a second pass would repeat them unchanged.
const dependOnTestDb = ['src/server/process-stop.process.test.ts'];

export default defineConfig({
  test: {
    ...sharedTest,
    include: process.env.TEST_DB === 'postgres' ? dependOnTestDb : [processTests],
    exclude: configDefaults.exclude,
  },
});
