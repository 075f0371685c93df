// `npm test`: the whole check, in order — types, lint, build, the unit and API suite and then the process
// tests (vitest.process.config.ts), each on the embedded PGlite and on a throwaway PostgreSQL, then the
// browser journeys in Chromium. Every stage must run; a stage
// that cannot run (no PostgreSQL binaries, no Chromium) fails the run. Types and lint run side by side
// (each keeps about one core busy), their output printed whole once both end; beside them, at the lowest
// priority, the test databases and pictures are made if the run cache lacks them
// (src/server/test-support/prepare-run-cache.ts). Ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findPostgresBin } from '../src/server/test-support/postgres-cluster.ts';

interface Counts {
  passed: number;
  failed: number;
}
const totals: Counts = { passed: 0, failed: 0 };
const failures: string[] = [];
/** Each failed test's stage, file, name and the first line of its error, repeated at the end of the run. */
const failedTests: string[] = [];

/** Notes a failed test under `where` with the first line of its error. */
function noteFailedTest(where: string, message = ''): void {
  const lines = stripVTControlCharacters(message).split('\n');
  failedTests.push(`${where}\n    ${lines.find((line) => line.trim())?.trim() ?? ''}`);
}
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-test-report-'));

function run(stage: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${stage} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`=== ${stage}: ${ok ? 'ok' : 'FAILED'} (${Math.round((Date.now() - started) / 1000)} s) ===`);
  if (!ok) failures.push(stage);
  return ok;
}

/** Runs stages side by side; each one's output is printed in one piece, in the given order. */
async function runTogether(stages: [stage: string, command: string, args: string[]][]): Promise<void> {
  const results = await Promise.all(
    stages.map(([stage, command, args]) => {
      const started = Date.now();
      const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      return new Promise<{ stage: string; ok: boolean; output: string; seconds: number }>((resolve) =>
        child.on('close', (code) =>
          resolve({ stage, ok: code === 0, output, seconds: Math.round((Date.now() - started) / 1000) }),
        ),
      );
    }),
  );
  for (const { stage, ok, output, seconds } of results) {
    console.log(`\n=== ${stage} ===`);
    process.stdout.write(output);
    console.log(`=== ${stage}: ${ok ? 'ok' : 'FAILED'} (${seconds} s) ===`);
    if (!ok) failures.push(stage);
  }
}

function addVitestCounts(stage: string, file: string): void {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: {
      name: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  for (const result of report.testResults) {
    const where = `${stage}: ${path.relative(process.cwd(), result.name)}`;
    const failed = result.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) noteFailedTest(`${where} › ${test.fullName}`, test.failureMessages[0]);
    if (!failed.length && result.message) noteFailedTest(where, result.message);
  }
}

interface PlaywrightSuite {
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

function addPlaywrightCounts(file: string): void {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    suites: PlaywrightSuite[];
  };
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  const walk = (suite: PlaywrightSuite): void => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests.filter((each) => each.status === 'unexpected'))
        noteFailedTest(
          `browser journeys: ${spec.file}:${spec.line} › ${spec.title}`,
          test.results.at(-1)?.error?.message,
        );
    suite.suites?.forEach(walk);
  };
  report.suites.forEach(walk);
}

/**
 * The unit and API suite's PostgreSQL pass runs the server's tests only: nothing else touches a database.
 * The process tests choose their own for that pass (vitest.process.config.ts).
 */
const suites = {
  unit: {
    config: 'vitest.config.ts',
    pglite: 'unit and API tests',
    postgres: 'API tests',
    only: ['src/server'],
  },
  process: {
    config: 'vitest.process.config.ts',
    pglite: 'process tests',
    postgres: 'process tests',
    only: [],
  },
};

function vitest(suite: keyof typeof suites, db: 'pglite' | 'postgres'): void {
  const { config, only, ...names } = suites[suite];
  const out = path.join(reportDir, `vitest-${suite}-${db}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const stage = `${names[db]} on ${db === 'postgres' ? 'PostgreSQL' : 'PGlite'}`;
  const files = db === 'postgres' ? only : [];
  run(stage, 'npx', ['vitest', 'run', '--config', config, ...files, ...reporters], { TEST_DB: db });
  addVitestCounts(stage, out);
}

await runTogether([
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['commit messages', process.execPath, ['scripts/commit-subjects.ts']],
  [
    'test databases and pictures',
    'nice',
    ['-n', '19', process.execPath, 'src/server/test-support/prepare-run-cache.ts'],
  ],
]);
const built = run('build', 'npm', ['run', 'build', '--silent']);
for (const suite of Object.keys(suites) as (keyof typeof suites)[]) {
  vitest(suite, 'pglite');
  if (findPostgresBin() || process.env.TEST_DATABASE_URL) vitest(suite, 'postgres');
  else {
    console.log('\nPostgreSQL binaries (initdb) are missing: install PostgreSQL or set TEST_DATABASE_URL');
    failures.push(`${suites[suite].postgres} on PostgreSQL (could not run)`);
  }
}
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
if (!built) failures.push('browser journeys (no build)');
else if (!fs.existsSync(chromium)) {
  console.log(`\n${chromium} is missing: install Debian's chromium package`);
  failures.push('browser journeys (could not run)');
} else {
  const out = path.join(reportDir, 'playwright.json');
  run('browser journeys', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  addPlaywrightCounts(out);
}

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.join('\n')}`);
console.log(failures.length ? `\nFailed stages: ${failures.join(', ')}` : '\nAll stages passed.');
if (failures.length && totals.failed === 0) totals.failed = failures.length;
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length ? 1 : 0);
