// The load of the server bench: autocannon, in this process, keeping `connections` requests in flight for
// a fixed time. It produces far more load than the servers measured here can answer (a bare hello-world
// included), so what is measured is the server, not the generator.
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

export async function generateLoad(shape: LoadShape): Promise<LoadFigures> {
  const expected = shape.status ?? 200;
  const result = await autocannon({
    url: shape.url,
    duration: shape.seconds,
    connections: shape.connections,
    headers: shape.headers,
    requests: shape.requests,
    // A slow answer is measured, not given up on.
    timeout: 30,
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
