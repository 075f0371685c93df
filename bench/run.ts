// `npm run bench`: every benchmark, one after the other (the machine is small; never in parallel).
import { benchOrders } from './orders-throughput.ts';

const benches: [string, () => Promise<void>][] = [['orders throughput', () => benchOrders()]];

for (const [name, run] of benches) {
  console.log(`\n== ${name} ==`);
  await run();
}
