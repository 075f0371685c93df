// Server rendering's cost: each storefront page rendered by the built app (dist/server/entry-server.js)
// in every language, a render not kept (median and p95 in ms), and a kept page served over HTTP (median).
// Run after `npm run build`: node bench/server-render.ts   (BENCH_PORT sets the server's port)
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES } from '../src/shared/config.ts';
import { dehydrateFirstReads } from '../src/shared/first-reads.ts';
import { startBuiltServer } from './built-server.ts';

const ROUNDS = 30;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 0));
try {
  const products = await (await fetch(`${server.url}/api/products`)).json();
  const profile = await (await fetch(`${server.url}/api/business-profile`)).json();
  const pages = ['/', '/shop', `/product/${products[0].id}`, '/about', '/contact', '/no-such-page'];
  const served: number[] = [];
  await fetch(`${server.url}/shop`);
  for (let round = 0; round < ROUNDS * 5; round += 1) {
    const started = performance.now();
    const answer = await fetch(`${server.url}/shop`, { headers: { 'accept-encoding': 'br' } });
    await answer.arrayBuffer();
    served.push(performance.now() - started);
  }
  // In this process, after the requests: a render holds the event loop, as it does in the server.
  const app = await import(pathToFileURL(path.resolve('dist/server/entry-server.js')).href);
  await app.prepareRendering();
  const rendered: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const language of LANGUAGES) {
      for (const url of pages) {
        const started = performance.now();
        const reads = dehydrateFirstReads(
          {
            businessProfile: profile,
            sessionCookie: false,
            catalogue: url.startsWith('/product/') ? { product: products[0] } : { list: products },
          },
          language,
        );
        app.renderPage({ url, language, reads });
        rendered.push(performance.now() - started);
      }
    }
  }
  const ms = (value: number) => value.toFixed(2);
  console.log(`| measure | median ms | p95 ms |`);
  console.log(`| --- | --- | --- |`);
  console.log(
    `| render, not kept (${rendered.length}) | ${ms(percentile(rendered, 0.5))} | ${ms(percentile(rendered, 0.95))} |`,
  );
  console.log(
    `| kept page over HTTP (${served.length}) | ${ms(percentile(served, 0.5))} | ${ms(percentile(served, 0.95))} |`,
  );
} finally {
  await server.stop();
}
