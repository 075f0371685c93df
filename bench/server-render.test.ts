import { expect, test } from 'vitest';
import type { LoadFigures } from './load-generator.ts';
import { missedRenderGoals, percentile, type KindFigures } from './server-render.ts';
import type { DatabaseFigures, Round } from './server-report.ts';

const load = (perSecond: number): LoadFigures => ({
  perSecond,
  requests: perSecond * 5,
  p99Ms: 5,
  failures: 0,
});

function shop(label: string, catalogue: number, rssAfter: number): DatabaseFigures {
  const round: Round = {
    loadAverage: 1,
    helloWorld: load(10_000),
    cataloguePlain: load(catalogue),
    catalogueBrotli: load(catalogue),
    productPage: load(500),
    orders: load(300),
    rssAfter,
  };
  return {
    label,
    rounds: [round, round],
    rssBefore: rssAfter - 20,
    rssAfter,
    restartsMs: [900],
    otherFailures: 0,
    orders: { acknowledged: 1, stored: 1, wrongTotals: 0, correct: true },
  };
}

const figures = (
  kind: KindFigures['kind'],
  change: Partial<Record<'kept' | 'uncached' | 'rss' | 'catalogue', number>>,
): KindFigures => ({
  kind,
  times: {
    kept: [1, change.kept ?? 2, change.kept ?? 2],
    uncached: Array.from({ length: 20 }, (_, i) => (i === 19 ? (change.uncached ?? 20) : 10)),
  },
  without: shop(`${kind} without server rendering`, 4000, 150),
  with: shop(kind, change.catalogue ?? 4000, change.rss ?? 165),
});

test('the nearest-rank percentile of a list', () => {
  expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
  expect(
    percentile(
      Array.from({ length: 20 }, (_, i) => i + 1),
      0.95,
    ),
  ).toBe(20);
});

test('a shop that meets every server-rendering goal misses none', () => {
  expect(missedRenderGoals(figures('PostgreSQL', {}))).toEqual([]);
});

test('each missed goal is named, the uncached page held to its goal on PostgreSQL only', () => {
  expect(missedRenderGoals(figures('PostgreSQL', { kept: 6 }))).toEqual([
    'PostgreSQL: kept page median above 5 ms',
  ]);
  expect(missedRenderGoals(figures('PostgreSQL', { uncached: 31 }))).toEqual([
    'PostgreSQL: uncached page p95 above 30 ms',
  ]);
  expect(missedRenderGoals(figures('PGlite', { uncached: 31 }))).toEqual([]);
  expect(missedRenderGoals(figures('PGlite', { rss: 171 }))).toEqual([
    'PGlite: server rendering adds more than 20 MB resident',
  ]);
  expect(missedRenderGoals(figures('PGlite', { catalogue: 3700 }))).toEqual([
    'PGlite: cataloguePlain below 0.95 of the server without rendering',
    'PGlite: catalogueBrotli below 0.95 of the server without rendering',
  ]);
});

test('the memory server rendering adds is the median of the rounds, so one reading does not decide it', () => {
  const withRounds = (f: DatabaseFigures, readings: number[]): DatabaseFigures => ({
    ...f,
    rounds: readings.map((rssAfter) => ({ ...f.rounds[0]!, rssAfter })),
  });
  const k = figures('PGlite', {});
  const shops = (withReadings: number[]) => ({
    ...k,
    without: withRounds(k.without, [150, 150, 150]),
    with: withRounds(k.with, withReadings),
  });
  expect(missedRenderGoals(shops([165, 175, 168]))).toEqual([]);
  expect(missedRenderGoals(shops([165, 175, 172]))).toEqual([
    'PGlite: server rendering adds more than 20 MB resident',
  ]);
});
