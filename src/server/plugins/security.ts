// Security headers, JSON-only bodies, and the origin check: a state-changing request that a browser says
// comes from anywhere but this shop itself is refused with 403 (on top of SameSite cookies).
// Pages and files get the headers a document needs; the API's data answers get the few that data needs
// (docs/rules/api.md, "Security headers").
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDocumentationRoute } from '../api-docs/register.ts';
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
  const hsts = options.production ? { maxAge: 15552000, includeSubDomains: true } : false;
  // Helmet's header writers are built once: the same headers on every answer of a kind, their policy
  // parsed at start.
  const writeDocumentHeaders = helmet({
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
    hsts,
  });
  // Data is never a document: nothing in it may load, run or be framed, and no document-only header is
  // sent with it.
  const writeDataHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    hsts,
  });
  const documentHeaders = headersWrittenBy(writeDocumentHeaders);
  const dataHeaders = headersWrittenBy(writeDataHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(answersData(request) ? dataHeaders : documentHeaders);
    done();
  });

  // Bodies are JSON only: a form post or text body from another page cannot reach a handler.
  app.removeContentTypeParser(['text/plain']);

  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!SAFE_METHODS.has(request.method) && requestSource(request, publicOrigin) === 'elsewhere') {
      done(forbidden('Cross-site requests are not allowed'));
    } else done();
  });
}

/** The API's answers, but for its documentation pages, which are documents. */
const answersData = (request: FastifyRequest): boolean => {
  const route = request.routeOptions.url ?? request.url;
  return route.startsWith('/api/') && !isDocumentationRoute(route);
};

type HeaderWriter = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * The headers Helmet's writer sets, read once at start: its options here depend on nothing in a request,
 * so every answer carries the same ones, added to the reply's own headers instead of written one by one
 * onto each response.
 */
function headersWrittenBy(write: HeaderWriter): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let written = false;
  write({} as IncomingMessage, response as unknown as ServerResponse, () => (written = true));
  if (!written) throw new Error('The security headers are not written synchronously');
  return headers;
}
