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
export async function runLoad(
  total: number,
  concurrency: number,
  send: (i: number) => Promise<boolean>,
): Promise<LoadResult> {
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
  const hello = await startHelloWorld();
  try {
    return await runLoad(total, concurrency, async () => (await fetch(hello.url)).ok);
  } finally {
    await hello.close();
  }
}

/** A bare Fastify answering {hello:'world'} on a free loopback port. */
export async function startHelloWorld(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => app.close() };
}

/** Sends requests `concurrency` at a time for about `seconds`, then stops: a bounded run of fixed length. */
export async function runFor(
  seconds: number,
  concurrency: number,
  send: () => Promise<boolean>,
): Promise<LoadResult> {
  let requests = 0;
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        requests++;
        if (!(await send())) failures++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { requests, seconds: elapsed, perSecond: requests / elapsed, failures };
}
