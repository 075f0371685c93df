// Records every route as it is added, so tests can walk the whole route table (e.g. to prove that each
// /api/admin route is guarded, or that each API route is documented) instead of a hand-kept list that a
// new route could slip past.
import type { FastifyInstance, FastifySchema } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** The schema the route declares (request parts and answers), read when asked. */
  readonly schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: readonly RouteEntry[];
  }
}

export function recordRoutes(app: FastifyInstance): void {
  const list: RouteEntry[] = [];
  app.decorate('routeList', list);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      list.push({
        method,
        url: route.url,
        get schema() {
          return route.schema;
        },
      });
  });
}
