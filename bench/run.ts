// `npm run bench`: every benchmark, one after the other (the machine is small; never in parallel).
// The Lighthouse bench builds the web app first when there is no current build. The whole output is
// appended to docs/performance.md as a dated entry with the machine and its load (`--no-log`: not).
import { benchAdminLists } from './admin-lists.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchMemory } from './memory.ts';
import { benchOrders } from './orders-throughput.ts';
import { benchProducts } from './products-throughput.ts';
import { appendToPerformanceLog, captureOutput } from './performance-log.ts';
import { benchTwoProcesses } from './two-processes.ts';

const benches: [string, () => Promise<void>][] = [
  ['storefront in Lighthouse (mobile) and first-load JavaScript', () => benchLighthouse()],
  ['catalogue throughput', () => benchProducts()],
  ['orders throughput', () => benchOrders()],
  ['catalogue and orders on two processes', () => benchTwoProcesses()],
  ['server memory under load', () => benchMemory()],
  ['back-office lists at 100,000 orders', () => benchAdminLists()],
];

const output = captureOutput();
for (const [name, run] of benches) {
  console.log(`\n== ${name} ==`);
  await run();
}
if (!process.argv.includes('--no-log')) appendToPerformanceLog('npm run bench', output.stop());
