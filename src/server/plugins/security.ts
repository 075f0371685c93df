// Security headers, JSON-only bodies and the cross-site request check of docs/rules/api.md.
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function comesFromAnotherSite(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === 'null') return true;
  try {
    const from = new URL(origin);
    if (publicOrigin && from.origin === publicOrigin) return false;
    return from.host !== request.headers.host;
  } catch {
    return true;
  }
}

export async function registerSecurity(
  app: FastifyInstance,
  options: { production: boolean; publicUrl: string | undefined },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
    hsts: options.production ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  await app.register(rateLimit, { global: false });

  // Bodies are JSON only: a form post or text body from another page cannot reach a handler.
  app.removeContentTypeParser(['text/plain']);

  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (comesFromAnotherSite(request, publicOrigin)) throw forbidden('Cross-site requests are not allowed');
  });
}
