// Checks real answers against the API document (/api/openapi.json): the status must be one the call
// documents, and the body must fit the schema documented for that status (JSON Schema 2020-12, as
// OpenAPI 3.1 uses). A test takes `documentedClient(t)` instead of `t.client()` and every answer it gets
// is checked.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { isApiRoute } from '../api-docs/register.ts';
import { TestClient, type TestApp, type TestResponse } from './test-app.ts';

interface DocumentedAnswer {
  content?: Record<string, { schema: unknown }>;
}

export interface ApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, DocumentedAnswer> }>>;
}

/** What is wrong with one answer; empty when it fits the document. */
export type AnswerCheck = (method: string, url: string, response: TestResponse) => string[];

const pointer = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');
const JSON_MEDIA = 'application/json';

export function answerChecker(document: ApiDocument): AnswerCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(document, 'openapi');
  // Literal paths before templated ones, so /orders/summary is not taken for /orders/{id}.
  const templates = Object.keys(document.paths)
    .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`) }))
    .sort((a, b) => a.path.split('{').length - b.path.split('{').length);
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (ref: string) => {
    let validate = validators.get(ref);
    if (!validate) validators.set(ref, (validate = ajv.compile({ $ref: ref })));
    return validate;
  };

  return (method, url, response) => {
    const path = new URL(url, 'http://api').pathname;
    if (!isApiRoute(path)) return [];
    const verb = method.toLowerCase();
    const template = templates.find((t) => t.pattern.test(path) && document.paths[t.path]?.[verb]);
    if (!template) return response.status === 404 ? [] : [`${method} ${path} is not in the document`];
    const answers = document.paths[template.path]![verb]!.responses;
    const status = [String(response.status), `${String(response.status)[0]}XX`, 'default'].find(
      (key) => answers[key],
    );
    if (!status) return [`status ${response.status} is not documented for ${method} ${template.path}`];
    const content = answers[status]!.content;
    if (!content)
      return response.text === '' ? [] : [`status ${response.status} is documented without a body`];
    const media = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!content[media])
      return [`${media || 'no content type'} is not documented for status ${response.status}`];
    if (media !== JSON_MEDIA) return [];
    if (typeof response.body === 'string' || response.body === undefined)
      return [
        `status ${response.status} should answer JSON, got ${JSON.stringify(response.text.slice(0, 80))}`,
      ];
    const ref = [
      'openapi#',
      'paths',
      template.path,
      verb,
      'responses',
      status,
      'content',
      JSON_MEDIA,
      'schema',
    ]
      .map((part, i) => (i === 0 ? part : pointer(part)))
      .join('/');
    const validate = validatorFor(ref);
    if (validate(response.body)) return [];
    return (validate.errors ?? []).map(
      (e) => `body${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`,
    );
  };
}

/** A test client that fails the test when an answer does not fit the API document. */
export class DocumentedClient extends TestClient {
  readonly check: AnswerCheck;

  constructor(baseUrl: string, check: AnswerCheck, address?: string) {
    super(baseUrl, address);
    this.check = check;
  }

  override async request<T = any>(
    method: string,
    urlPath: string,
    options: Parameters<TestClient['request']>[2] = {},
  ): Promise<TestResponse<T>> {
    const response = await super.request<T>(method, urlPath, options);
    const problems = this.check(method, urlPath, response);
    if (problems.length > 0)
      throw new Error(
        `${method} ${urlPath} answered ${response.status} unlike the API document:\n${problems.join('\n')}`,
      );
    return response;
  }
}

const checkers = new WeakMap<TestApp, AnswerCheck>();

/** The app's document, read once per app, as a checker. */
export async function documentChecker(t: TestApp): Promise<AnswerCheck> {
  let check = checkers.get(t);
  if (!check) {
    check = answerChecker((await t.client().get<ApiDocument>('/api/openapi.json')).body);
    checkers.set(t, check);
  }
  return check;
}

/** A client of this app whose every answer is checked against the app's API document. */
export async function documentedClient(t: TestApp, address?: string): Promise<DocumentedClient> {
  return new DocumentedClient(t.baseUrl, await documentChecker(t), address);
}
