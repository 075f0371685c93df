// GET /api/products per second on a throwaway PostgreSQL with the demo catalogue, against a bare Fastify
// hello-world measured in the same run with the same load shape. Loopback only, about 5 s per measurement.
// Run: node bench/products-throughput.ts [seconds=5] [concurrency=20]
import { seedDemoCatalogue } from '../src/server/demo/seed.ts';
import { withBenchApp } from './bench-app.ts';
import { runFor, runLoad, startHelloWorld, type LoadResult } from './load.ts';

const fetchOk = async (url: string, headers: Record<string, string>, status: number): Promise<boolean> => {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return res.status === status;
};

const report = (label: string, r: LoadResult) =>
  `${label}: ${r.requests} in ${r.seconds.toFixed(2)} s = ${r.perSecond.toFixed(0)} req/s${r.failures ? ` (${r.failures} FAILED)` : ''}`;

/** The bare hello-world, measured for the same time with the same concurrency. */
async function helloWorldFor(seconds: number, concurrency: number): Promise<LoadResult> {
  const hello = await startHelloWorld();
  try {
    await runLoad(1000, concurrency, () => fetchOk(hello.url, {}, 200));
    return await runFor(seconds, concurrency, () => fetchOk(hello.url, {}, 200));
  } finally {
    await hello.close();
  }
}

export async function benchProducts(seconds = 5, concurrency = 20): Promise<void> {
  const measured = await withBenchApp(
    async (database, storage) => {
      await seedDemoCatalogue(database.db, storage);
    },
    async ({ baseUrl }) => {
      const url = `${baseUrl}/api/products`;
      const first = await fetch(url);
      const body = await first.text();
      const etag = first.headers.get('etag') ?? '';
      // Warm-up so both sides are measured with JIT-compiled handlers and open keep-alive sockets.
      await runLoad(1000, concurrency, () => fetchOk(url, {}, 200));
      return {
        products: (JSON.parse(body) as unknown[]).length,
        kilobytes: Buffer.byteLength(body) / 1024,
        full: await runFor(seconds, concurrency, () => fetchOk(url, {}, 200)),
        identity: await runFor(seconds, concurrency, () =>
          fetchOk(url, { 'accept-encoding': 'identity' }, 200),
        ),
        revalidated: await runFor(seconds, concurrency, () => fetchOk(url, { 'if-none-match': etag }, 304)),
      };
    },
  );
  const { products, kilobytes, full, identity, revalidated } = measured;
  const baseline = await helloWorldFor(seconds, concurrency);
  console.log(
    `catalogue: ${products} products, ${kilobytes.toFixed(1)} KB JSON (PostgreSQL, concurrency ${concurrency})`,
  );
  console.log(report('GET /api/products (200, gzip)', full));
  console.log(report('GET /api/products (200, uncompressed)', identity));
  console.log(report('GET /api/products (If-None-Match → 304)', revalidated));
  console.log(report('hello-world baseline', baseline));
  const ratio = (r: LoadResult) => (r.perSecond / baseline.perSecond).toFixed(3);
  console.log(
    `ratio: ${ratio(full)} of hello-world (uncompressed ${ratio(identity)}, 304 ${ratio(revalidated)}); aim ≥ 0.5`,
  );
  if (full.failures || identity.failures || revalidated.failures) process.exitCode = 1;
}

if (import.meta.main) {
  const [seconds, concurrency] = process.argv.slice(2).map(Number);
  await benchProducts(seconds || undefined, concurrency || undefined);
}
