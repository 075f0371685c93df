// Every API route is in the document with an answer declared for its success: walks the app's whole
// route table, so a route added anywhere (in any module or branch) is checked without being listed.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';
import { isApiRoute } from './register.ts';

let t: TestApp;
let document: {
  paths: Record<string, Record<string, { responses: Record<string, unknown>; tags?: string[] }>>;
};

beforeAll(async () => {
  t = await startTestApp();
  document = (await t.client().get('/api/openapi.json')).body;
});
afterAll(() => t.close());

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** HEAD routes are Fastify's automatic twins of GET routes: the GET route is the one documented. */
const apiRoutes = () => t.app.routeList.filter((route) => isApiRoute(route.url) && route.method !== 'HEAD');

const isSuccess = (status: string) => /^[23]/.test(status);

test('every API route is in the document, under an area, with its success and error answers', () => {
  const routes = apiRoutes();
  expect(routes.length).toBeGreaterThan(50);
  const problems: string[] = [];
  for (const { method, url } of routes) {
    const operation = document.paths[documentPath(url)]?.[method.toLowerCase()];
    if (!operation) {
      problems.push(`${method} ${url}: not in the document`);
      continue;
    }
    const statuses = Object.keys(operation.responses);
    if (!statuses.some(isSuccess)) problems.push(`${method} ${url}: no success answer documented`);
    if (!statuses.includes('4XX')) problems.push(`${method} ${url}: no error answer documented`);
    if (!operation.tags?.length) problems.push(`${method} ${url}: in no area`);
  }
  expect(problems).toEqual([]);
});

test('every API route declares a response schema for its success, so nothing undeclared goes out', () => {
  const undeclared = apiRoutes()
    .filter(({ schema }) => !Object.keys(schema?.response ?? {}).some(isSuccess))
    .map(({ method, url }) => `${method} ${url}`);
  expect(undeclared).toEqual([]);
});

test('the document describes nothing but the API', () => {
  const outside = Object.keys(document.paths).filter((path) => !isApiRoute(path));
  expect(outside).toEqual([]);
});
