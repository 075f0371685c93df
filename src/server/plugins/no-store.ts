// Answers that carry personal data are never kept by a browser or a shared cache (docs/rules/api.md,
// "Requests"): every answer of the back office and of a customer's account, every sign-in, sign-out,
// password-reset and verification step, and a placed order, whatever its status.
import type { FastifyInstance, onSendHookHandler } from 'fastify';

/** The API paths whose answers may name a person, a session or an order. */
const PERSONAL_PATHS = [
  /^\/api\/admin(\/|$)/,
  /^\/api\/customer(\/|$)/,
  /^\/api\/(login|logout)$/,
  /^\/api\/password-reset(\/|$)/,
  /^\/api\/orders(\/|$)/,
  /^\/api\/newsletter\/(confirm|unsubscribe)(\/|$)/,
];

export const carriesPersonalData = (path: string): boolean =>
  PERSONAL_PATHS.some((pattern) => pattern.test(path));

/** Decided once for each route as it is added, not for each request. */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!carriesPersonalData(route.url)) return;
    const own = route.onSend ?? [];
    route.onSend = [...(Array.isArray(own) ? own : [own]), markNoStore];
  });
}

const markNoStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', 'no-store');
  done(null, payload);
};
