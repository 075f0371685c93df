// What both test stages share: the run's template database and demo pictures, cheap password hashing and
// the workers.
// vitest.config.ts is the unit and API suite; vitest.process.config.ts the tests that start processes.
import fs from 'node:fs';
import type { ViteUserConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Tests that start whole OS processes (a server, PostgreSQL, `npm run dev`) are named `*.process.test.ts`. */
export const processTests = '**/*.process.test.ts';

/** The environment a test file asks for in its first lines (`// @vitest-environment happy-dom`), or node. */
function environmentOf(file: string): string {
  const head = fs.readFileSync(file, 'utf8').slice(0, 300);
  return /@vitest-environment\s+([\w-]+)/.exec(head)?.[1] ?? 'node';
}

/**
 * Vitest's order (longest first), with the files of one environment together: a worker is kept for the
 * next file only if that file's environment is the same, so node files interleaved with happy-dom screen
 * tests would start a new worker, loading the server and PGlite again, time after time.
 */
class EnvironmentGroupedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const environments = new Map(sorted.map((spec) => [spec, environmentOf(spec.moduleId)]));
    const order = [...new Set(environments.values())].sort(
      (a, b) => Number(a !== 'node') - Number(b !== 'node'),
    );
    return order.flatMap((environment) => sorted.filter((spec) => environments.get(spec) === environment));
  }
}

export const sharedTest = {
  environment: 'node',
  globalSetup: ['src/server/test-support/global-setup.ts'],
  setupFiles: [
    'src/server/test-support/cheap-passwords.ts',
    'src/server/test-support/drawn-pictures.ts',
    'src/server/test-support/every-test-asserts.ts',
  ],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  maxWorkers: 2,
  // PGlite's WebAssembly stays on V8's first-tier compiler: optimising the whole module again in the
  // background costs a short-lived worker more CPU than its queries win back (about 1 s of a run).
  execArgv: ['--liftoff-only'],
  // Test files share their worker's loaded modules (and PGlite's compiled WebAssembly) instead of
  // starting a process each; every API test still gets its own app and database (test-support/).
  isolate: false,
  sequence: { sequencer: EnvironmentGroupedSequencer },
} satisfies ViteUserConfig['test'];
