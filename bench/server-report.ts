// The server bench's figures as one table, PostgreSQL beside PGlite, with the goals they are held to
// (docs/performance.md, "Server bench"); every missed goal is named under the table.
import os from 'node:os';
import { fixedLoadGenerator, type LoadFigures } from './load-generator.ts';

/** One round: the hello-world and each load on the shop, one after the other. */
export interface Round {
  /** The machine's one-minute load average when the round began. */
  loadAverage: number;
  helloWorld: LoadFigures;
  cataloguePlain: LoadFigures;
  catalogueBrotli: LoadFigures;
  productPage: LoadFigures;
  orders: LoadFigures;
  /** The shop's resident memory in MB once the round's loads have run. */
  rssAfter: number;
}

export interface DatabaseFigures {
  /** The database, and "before" for another checkout measured beside this one. */
  label: string;
  rounds: Round[];
  /** Resident memory in MB, once ready and after the last load. */
  rssBefore: number;
  rssAfter: number;
  restartsMs: number[];
  /** Failed catalogue and page requests. */
  otherFailures: number;
  orders: { acknowledged: number; stored: number; wrongTotals: number; correct: boolean };
}

export const GOALS = {
  /** Catalogue req/s ÷ hello-world req/s, plain and Brotli, access log on. */
  catalogueRatio: 0.45,
  catalogueP99Ms: 10,
  ordersRatio: 0.05,
  rssAfterMb: { PostgreSQL: 200, PGlite: 250 },
  readyMs: { PostgreSQL: 2000, PGlite: 3000 },
} as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type LoadName = Exclude<keyof Round, 'loadAverage' | 'rssAfter'>;

const perSecond = (f: DatabaseFigures, load: LoadName) => median(f.rounds.map((r) => r[load].perSecond));
/** Each round's figure over that round's hello-world, the median of the rounds. */
const ratio = (f: DatabaseFigures, load: LoadName) =>
  median(f.rounds.map((r) => r[load].perSecond / r.helloWorld.perSecond));
const p99 = (f: DatabaseFigures, load: LoadName) => median(f.rounds.map((r) => r[load].p99Ms));

const whole = (n: number) => Math.round(n).toLocaleString('en');
const throughput = (f: DatabaseFigures, load: LoadName, digits = 2) =>
  `${whole(perSecond(f, load))} (${ratio(f, load).toFixed(digits)}), p99 ${p99(f, load).toFixed(0)} ms`;

const kindOf = (f: DatabaseFigures) => (f.label.startsWith('PGlite') ? 'PGlite' : 'PostgreSQL');

/** The goals this checkout missed; another one measured beside it ("before") is not held to them. */
export function missedGoals(f: DatabaseFigures): string[] {
  const missed: string[] = [];
  if (f.label.endsWith('before')) return missed;
  for (const load of ['cataloguePlain', 'catalogueBrotli'] as const) {
    if (ratio(f, load) < GOALS.catalogueRatio)
      missed.push(`${f.label}: ${load} below ${GOALS.catalogueRatio} of hello-world`);
    if (p99(f, load) > GOALS.catalogueP99Ms)
      missed.push(`${f.label}: ${load} p99 above ${GOALS.catalogueP99Ms} ms`);
  }
  if (ratio(f, 'orders') < GOALS.ordersRatio)
    missed.push(`${f.label}: orders below ${GOALS.ordersRatio} of hello-world`);
  if (!f.orders.correct) missed.push(`${f.label}: orders not all correct`);
  if (f.otherFailures) missed.push(`${f.label}: ${f.otherFailures} catalogue or page requests failed`);
  if (f.rssAfter > GOALS.rssAfterMb[kindOf(f)])
    missed.push(`${f.label}: resident memory after load above ${GOALS.rssAfterMb[kindOf(f)]} MB`);
  if (median(f.restartsMs) > GOALS.readyMs[kindOf(f)])
    missed.push(`${f.label}: restart to ready above ${GOALS.readyMs[kindOf(f)] / 1000} s`);
  return missed;
}

/** Prints the table, the rounds with the load they ran under, and the missed goals; true when none. */
export function printServerFigures(
  figures: DatabaseFigures[],
  settings: { seconds: number; rounds: number; connections: number },
): boolean {
  const rows: [string, (f: DatabaseFigures) => string, string][] = [
    ['hello-world req/s', (f) => whole(perSecond(f, 'helloWorld')), ''],
    [
      'catalogue plain req/s (÷ hello)',
      (f) => throughput(f, 'cataloguePlain'),
      `≥ ${GOALS.catalogueRatio}, p99 ≤ 10 ms`,
    ],
    [
      'catalogue Brotli req/s (÷ hello)',
      (f) => throughput(f, 'catalogueBrotli'),
      `≥ ${GOALS.catalogueRatio}, p99 ≤ 10 ms`,
    ],
    ['product page req/s (÷ hello)', (f) => throughput(f, 'productPage'), ''],
    ['orders/s (÷ hello)', (f) => throughput(f, 'orders', 3), `≥ ${GOALS.ordersRatio}`],
    [
      'orders answered / stored',
      (f) =>
        `${f.orders.acknowledged} / ${f.orders.stored}${f.orders.wrongTotals ? `, ${f.orders.wrongTotals} wrong totals` : ''} → ${f.orders.correct ? 'correct' : 'WRONG'}`,
      'every one correct',
    ],
    [
      'resident MB before / after load',
      (f) => `${f.rssBefore.toFixed(0)} / ${f.rssAfter.toFixed(0)}`,
      '≤ 200 PG, ≤ 250 PGlite',
    ],
    [
      'restart to /readyz s (median of 3)',
      (f) =>
        `${(median(f.restartsMs) / 1000).toFixed(2)} (${f.restartsMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')})`,
      '≤ 2 PG, ≤ 3 PGlite',
    ],
  ];
  const header = ['', ...figures.map((f) => f.label), 'goal'];
  const table = rows.map(([name, cell, goal]) => [name, ...figures.map(cell), goal]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;

  console.log(
    `server bench: ${settings.connections} connections, ${settings.rounds} rounds of ${settings.seconds} s per load, ` +
      `${os.cpus().length} cores; medians of the rounds, ratios to the hello-world of the same round`,
  );
  const generator = fixedLoadGenerator();
  console.log(
    generator === 'wrk'
      ? 'load: wrk for the hello-world, the catalogue and the page; autocannon for the orders'
      : 'load: autocannon for every load (no wrk here: apt-get install wrk); it caps the Brotli and page figures',
  );
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of table) console.log(line(row));
  for (const f of figures) {
    f.rounds.forEach((r, i) =>
      console.log(
        `${f.label} round ${i + 1} (load average ${r.loadAverage.toFixed(1)}): hello ${whole(r.helloWorld.perSecond)}, ` +
          `catalogue ${whole(r.cataloguePlain.perSecond)} / br ${whole(r.catalogueBrotli.perSecond)}, ` +
          `page ${whole(r.productPage.perSecond)}, orders ${whole(r.orders.perSecond)} req/s, resident ${whole(r.rssAfter)} MB`,
      ),
    );
  }
  const missed = figures.flatMap(missedGoals);
  console.log(missed.length ? `missed goals:\n- ${missed.join('\n- ')}` : 'every goal met');
  return missed.length === 0;
}
