// Security headers, JSON-only bodies, and the origin check: a state-changing request that a browser says
// comes from anywhere but this shop itself is refused with 403 (on top of SameSite cookies).
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../http-error.ts';
import { requestSource } from './request-origin.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerSecurity(
  app: FastifyInstance,
  options: {
    production: boolean;
    publicUrl: string | undefined;
    /** The page template's inline scripts, as CSP hash sources (storefront/inline-scripts.ts). */
    scriptHashes: string[];
  },
): Promise<void> {
  // Helmet's header writer is built once: the same headers on every answer, their policy parsed at start.
  const writeSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // The shop's own links must name the shop as their Referer: in a browser without Sec-Fetch-Site that
    // is how a same-origin sign-out is recognised. Other sites are told nothing.
    referrerPolicy: { policy: 'same-origin' },
    hsts: options.production ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    writeSecurityHeaders(request.raw, reply.raw, () => done());
  });

  // Bodies are JSON only: a form post or text body from another page cannot reach a handler.
  app.removeContentTypeParser(['text/plain']);

  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (requestSource(request, publicOrigin) === 'elsewhere') {
      throw forbidden('Cross-site requests are not allowed');
    }
  });
}
