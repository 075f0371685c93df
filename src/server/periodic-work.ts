// Work a server does every so often (docs/architecture.md, "Scaling out"): once when it is ready, then
// every `everyMs`, stopped when it closes. A failed pass is logged without personal data and tried again
// at the next one. Work that must run once across servers claims its period (src/server/db/job-runs.ts).
import type { FastifyInstance } from 'fastify';

export function schedulePeriodic(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  work: () => Promise<void>,
): void {
  let timer: NodeJS.Timeout | undefined;
  const pass = async () => {
    try {
      await work();
    } catch (error) {
      app.log.warn({ err: error, job: name }, 'periodic work failed; trying again at the next pass');
    }
  };
  app.addHook('onReady', async () => {
    void pass();
    timer = setInterval(() => void pass(), everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
