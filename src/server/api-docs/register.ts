// The API described by its own schemas (docs/architecture.md, "The API document"): every route's zod
// schemas become the OpenAPI 3.1 document at /api/openapi.json, and /api/docs shows it.
// The docs are public: the shop's API is what its own pages call, and each call checks its session and
// its input whoever knows about it (docs/rules/api.md); the document holds no data, only shapes.
import fs from 'node:fs';
import { STATUS_CODES } from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_AREAS, apiAreaOf } from './areas.ts';

export const DOCUMENT_PATH = '/api/openapi.json';
export const DOCS_PAGE_PATH = '/api/docs';

/** The documentation's own routes: the document and the page showing it. */
export const isDocumentationRoute = (url: string): boolean =>
  url === DOCUMENT_PATH || url === DOCS_PAGE_PATH || url.startsWith(`${DOCS_PAGE_PATH}/`);

/** The routes the document describes: every call under /api except the documentation itself. */
export const isApiRoute = (url: string): boolean => url.startsWith('/api/') && !isDocumentationRoute(url);

/** Security requirements as the document names them (the session cookie, see plugins/sessions.ts). */
export const customerSession = [{ customerSession: [] }];
export const staffSession = [{ staffSession: [] }];

const sessionCookie = (who: string) => ({
  type: 'apiKey' as const,
  in: 'cookie' as const,
  // `__Host-sid` in production; both identities may share one session (docs/rules/accounts.md).
  name: 'sid',
  description: `The session cookie of a signed-in ${who}, set by the sign-in call`,
});

function packageVersion(): string {
  const file = new URL('../../../package.json', import.meta.url);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

const RANGE_DESCRIPTIONS: Record<string, string> = {
  '4xx': 'Refused: the request was wrong, unauthorised, too much or too often; the body says why',
  '5xx': 'Failed on the shop side (503: the database is away, try again after Retry-After)',
};

/** Each answer's description in the document: the schema's own, else the status's name. */
function describeAnswers(response: unknown): unknown {
  if (!response || typeof response !== 'object') return response;
  return Object.fromEntries(
    Object.entries(response as Record<string, { description?: string }>).map(([status, answer]) => [
      status,
      { ...answer, description: answer.description ?? RANGE_DESCRIPTIONS[status] ?? STATUS_CODES[status] },
    ]),
  );
}

/** Marks every route of a scope as staff-only in the document; the scope's guard enforces it. */
export function documentStaffOnly(route: RouteOptions): void {
  route.schema = { ...route.schema, security: staffSession };
}

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Taproom API',
        version: packageVersion(),
        description:
          'The calls the Taproom shop and back office make. Every answer outside 2xx is the ApiError ' +
          'shape; calls that change something take JSON and are refused when they come from another site.',
      },
      tags: API_AREAS.map(({ name, description }) => ({ name, description })),
      components: {
        securitySchemes: {
          customerSession: sessionCookie('customer'),
          staffSession: sessionCookie('staff member'),
        },
      },
    },
    transform: (input) => {
      if (!isApiRoute(input.url)) return { schema: { hide: true }, url: input.url };
      const { schema, url } = jsonSchemaTransform(input);
      return {
        schema: { ...schema, response: describeAnswers(schema?.response), tags: [apiAreaOf(url)] },
        url,
      };
    },
    transformObject: jsonSchemaTransformObject,
  });

  app.get(DOCUMENT_PATH, async () => app.swagger());

  await app.register(swaggerUi, {
    routePrefix: DOCS_PAGE_PATH,
    theme: { title: 'Taproom API' },
    // No outside validator badge: the page loads nothing from elsewhere (the shop's CSP forbids it).
    validatorUrl: false,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
