// `npm run bench`: the server's figures in one run (bench/server-bench.ts): throughput, answer times,
// memory and start-up on PostgreSQL and PGlite against a bare hello-world. Exits 1 when a goal is missed.
// The whole output is appended to docs/performance.md as a dated entry with the machine and its load
// (`--no-log`: not). The other benches run on their own (docs/performance.md): Lighthouse, the
// back-office lists, two processes.
import { appendToPerformanceLog, captureOutput } from './performance-log.ts';
import { benchServer } from './server-bench.ts';

const benches: [string, () => Promise<boolean>][] = [
  ['server: throughput, memory and start-up', () => benchServer()],
];

const output = captureOutput();
for (const [name, run] of benches) {
  console.log(`\n== ${name} ==`);
  if (!(await run())) process.exitCode = 1;
}
if (!process.argv.includes('--no-log')) appendToPerformanceLog('npm run bench', output.stop());
