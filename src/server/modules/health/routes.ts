// Liveness (the process answers) and readiness (the database answers) for load balancers and monitors.
import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';

export function healthRoutes(app: FastifyInstance, ping: () => Promise<void>): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: 'Database unavailable' });
    }
  });
}
