// Every API route is in the document with an answer declared for its success, and answers carry only what
// their schema names: walks the app's whole route table, so a route added anywhere is checked unlisted.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { errorResponses, fileAnswer } from '../../shared/schemas/responses.ts';
import { documentedClient } from '../test-support/api-document.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';
import { isApiRoute } from './register.ts';

interface Operation {
  responses: Record<string, unknown>;
  tags?: string[];
}
type Paths = Record<string, Record<string, Operation>>;

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const isSuccess = (status: string) => /^[23]/.test(status);

/** What is missing for each API route. HEAD routes are Fastify's twins of GET routes, documented as GET. */
function routeProblems(app: FastifyInstance, paths: Paths): string[] {
  const problems: string[] = [];
  for (const { method, url, schema } of app.routeList) {
    if (!isApiRoute(url) || method === 'HEAD') continue;
    const route = `${method} ${url}`;
    if (!Object.keys(schema?.response ?? {}).some(isSuccess))
      problems.push(`${route}: no response schema for its success`);
    const operation = paths[documentPath(url)]?.[method.toLowerCase()];
    if (!operation) {
      problems.push(`${route}: not in the document`);
      continue;
    }
    const statuses = Object.keys(operation.responses);
    if (!statuses.some(isSuccess)) problems.push(`${route}: no success answer documented`);
    if (!statuses.includes('4XX')) problems.push(`${route}: no error answer documented`);
    if (!operation.tags?.length) problems.push(`${route}: in no area`);
  }
  return problems;
}

let t: TestApp;
let paths: Paths;

beforeAll(async () => {
  t = await startTestApp();
  paths = (await t.client().get('/api/openapi.json')).body.paths;
});
afterAll(() => t.close());

test('every API route declares its answers and is in the document under an area', () => {
  expect(t.app.routeList.filter((route) => isApiRoute(route.url)).length).toBeGreaterThan(50);
  expect(routeProblems(t.app, paths)).toEqual([]);
});

test('the document describes nothing but the API', () => {
  expect(Object.keys(paths).filter((path) => !isApiRoute(path))).toEqual([]);
});

describe('routes added later', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await startTestApp({
      setup: (app) => {
        app.get('/api/undeclared', async () => ({ secret: 'leaks' }));
        app.get(
          '/api/declared',
          { schema: { response: { 200: z.object({ name: z.string() }), ...errorResponses } } },
          async () => ({ name: 'Setapak Lager', passwordHash: 'never sent' }),
        );
        app.get(
          '/api/declared.csv',
          { schema: { response: { 200: fileAnswer('text/csv', 'The list as CSV'), ...errorResponses } } },
          async (_request, reply) => reply.type('text/csv; charset=utf-8').send('name\nSetapak Lager\n'),
        );
      },
    });
  });
  afterAll(() => other.close());

  test('a route without declared answers is reported', async () => {
    const otherPaths = (await other.client().get('/api/openapi.json')).body.paths;
    expect(routeProblems(other.app, otherPaths)).toEqual([
      'GET /api/undeclared: no response schema for its success',
      'GET /api/undeclared: no error answer documented',
    ]);
  });

  test('a file answer is documented with its media type and checked as such', async () => {
    const client = await documentedClient(other);
    const csv = await client.get('/api/declared.csv');
    expect(csv.text).toBe('name\nSetapak Lager\n');
    const asJson = { ...csv, headers: new Headers({ 'content-type': 'application/json' }) };
    expect(client.check('GET', '/api/declared.csv', asJson)).toEqual([
      'application/json is not documented for status 200',
    ]);
  });

  test('an answer carries only the fields its schema names', async () => {
    expect((await other.client().get('/api/declared')).text).toBe('{"name":"Setapak Lager"}');
  });
});
