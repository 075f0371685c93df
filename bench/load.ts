// Shared by the benchmarks: a bounded, loopback-only load loop and the bare Fastify hello-world baseline
// every result is compared against.
import Fastify from 'fastify';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  failures: number;
}

/** Sends exactly `total` requests, `concurrency` at a time, and times them. */
export async function runLoad(total: number, concurrency: number, send: (i: number) => Promise<boolean>): Promise<LoadResult> {
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) if (!(await send(i))) failures++;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { requests: total, seconds, perSecond: total / seconds, failures };
}

/** Requests per second of a bare Fastify answering {hello:'world'} on loopback, with the same load shape. */
export async function helloWorldBaseline(total: number, concurrency: number): Promise<LoadResult> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  try {
    return await runLoad(total, concurrency, async () => (await fetch(`http://127.0.0.1:${port}/`)).ok);
  } finally {
    await app.close();
  }
}
