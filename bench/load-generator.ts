// The load of the server bench: `connections` requests kept in flight for a fixed time. A load of one
// fixed request (the hello-world, the catalogue, a page) comes from wrk, Debian's `wrk` package, written
// in C: autocannon turns every answer's body into a string, which for a Brotli body cost it more CPU
// than the shop spent answering, so on these 2-core machines it capped those figures at a third of what
// the server does (docs/decisions/054-load-from-wrk.md). Orders, each a request of its own that is checked
// as it is answered, come from autocannon, which keeps far ahead of them. Without wrk on the machine every
// load comes from autocannon, and the bench says so.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface LoadFigures {
  /** Requests answered per second over the run. */
  perSecond: number;
  requests: number;
  /** 99th percentile of the answer time, in milliseconds. */
  p99Ms: number;
  /** Answers with an unexpected status, connection errors and time-outs. */
  failures: number;
}

export interface LoadShape {
  url: string;
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  /** For varying requests (orders): each is set up and checked by the caller. */
  requests?: autocannon.Request[];
  /** The status every answer must have (200 unless given). */
  status?: number;
}

const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';
/** A slow answer is measured, not given up on. */
const TIMEOUT_SECONDS = 30;

/** What produces the fixed loads on this machine, for the bench's report. */
export const fixedLoadGenerator = (): 'wrk' | 'autocannon' => (fs.existsSync(WRK) ? 'wrk' : 'autocannon');

export async function generateLoad(shape: LoadShape): Promise<LoadFigures> {
  const fixed = !shape.requests && (shape.status ?? 200) === 200;
  return fixed && fixedLoadGenerator() === 'wrk' ? wrkLoad(shape) : autocannonLoad(shape);
}

async function autocannonLoad(shape: LoadShape): Promise<LoadFigures> {
  const expected = shape.status ?? 200;
  const result = await autocannon({
    url: shape.url,
    duration: shape.seconds,
    connections: shape.connections,
    headers: shape.headers,
    requests: shape.requests,
    timeout: TIMEOUT_SECONDS,
  });
  const statuses = result.statusCodeStats ?? {};
  const answeredAsExpected = statuses[`${expected}`]?.count ?? 0;
  const answered = Object.values(statuses).reduce((sum, s) => sum + (s?.count ?? 0), 0);
  return {
    perSecond: answeredAsExpected / result.duration,
    requests: answered,
    p99Ms: result.latency.p99,
    failures: answered - answeredAsExpected + result.errors + result.timeouts,
  };
}

/**
 * One wrk thread: the server under test is a single process, and the other core is the generator's. wrk
 * counts an answer outside 2xx and 3xx as a failure; none of the fixed loads is answered with a redirect.
 */
async function wrkLoad(shape: LoadShape): Promise<LoadFigures> {
  const headerArgs = Object.entries(shape.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const { stdout } = await promisify(execFile)(WRK, [
    '--threads=1',
    `--connections=${shape.connections}`,
    // wrk takes whole seconds.
    `--duration=${Math.max(1, Math.round(shape.seconds))}s`,
    `--timeout=${TIMEOUT_SECONDS}s`,
    '--latency',
    ...headerArgs,
    shape.url,
  ]);
  return readWrkReport(stdout);
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** The figures of wrk's report (`--latency`). */
export function readWrkReport(report: string): LoadFigures {
  const total = /(\d+) requests in ([\d.]+)(us|ms|s|m),/.exec(report);
  const p99 = /^\s*99(?:\.0+)?%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(report);
  if (!total || !p99) throw new Error(`wrk's report could not be read:\n${report}`);
  const requests = Number(total[1]);
  const seconds = (Number(total[2]) * MS_PER_UNIT[total[3]!]!) / 1000;
  const refused = Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    perSecond: (requests - refused) / seconds,
    requests,
    p99Ms: Number(p99[1]) * MS_PER_UNIT[p99[2]!]!,
    failures: refused + errors,
  };
}
