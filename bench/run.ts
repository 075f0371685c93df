// `npm run bench`: every benchmark, one after the other (the machine is small; never in parallel).
import { benchBundleSize } from './bundle-size.ts';
import { benchOrders } from './orders-throughput.ts';
import { benchProducts } from './products-throughput.ts';

const benches: [string, () => Promise<void>][] = [
  ['storefront first-load JavaScript', () => benchBundleSize()],
  ['catalogue throughput', () => benchProducts()],
  ['orders throughput', () => benchOrders()],
];

for (const [name, run] of benches) {
  console.log(`\n== ${name} ==`);
  await run();
}
