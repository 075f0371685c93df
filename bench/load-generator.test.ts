import { expect, test } from 'vitest';
import { readWrkReport } from './load-generator.ts';

// wrk 4.1 (Debian) against a server that answered every 50th request with 503.
const REFUSING = `Running 1s test @ http://127.0.0.1:41895/
  1 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   196.24us    0.94ms  15.70ms   96.30%
    Req/Sec    90.11k    32.02k  108.24k    81.82%
  Latency Distribution
     50%   36.00us
     75%   49.00us
     90%  154.00us
     99%    3.03ms
  98236 requests in 1.10s, 11.56MB read
  Non-2xx or 3xx responses: 1964
Requests/sec:  89308.30
Transfer/sec:     10.50MB
`;

test('only the answers with a 2xx status count as throughput; the others are failures', () => {
  const figures = readWrkReport(REFUSING);
  expect(figures.requests).toBe(98236);
  expect(figures.perSecond).toBeCloseTo((98236 - 1964) / 1.1, 0);
  expect(figures.failures).toBe(1964);
  expect(figures.p99Ms).toBeCloseTo(3.03, 5);
});

test('socket errors and time-outs are failures, and answer times in seconds read as milliseconds', () => {
  const slow = REFUSING.replace('  Non-2xx or 3xx responses: 1964\n', '')
    .replace('99%    3.03ms', '99%    1.20s')
    .replace('11.56MB read\n', '11.56MB read\n  Socket errors: connect 0, read 2, write 0, timeout 5\n');
  const figures = readWrkReport(slow);
  expect(figures.failures).toBe(7);
  expect(figures.perSecond).toBeCloseTo(98236 / 1.1, 0);
  expect(figures.p99Ms).toBe(1200);
});

test('a report without its totals is an error, not a figure of zero', () => {
  expect(() => readWrkReport('unable to connect to 127.0.0.1:1 Connection refused\n')).toThrow(
    /could not be read/,
  );
});
