// The server as screen tests see it: `fetch` answers from a table of routes, and every call is kept so a
// test can read what a screen sent. Everything above `fetch` (the API client, the hooks, the screens) is
// the shop's own code. Answers are typed with the shared schemas' types, as the real API answers them.
import { vi } from 'vitest';

export type SentRequest = {
  method: string;
  /** Path and query, e.g. `/api/products?lang=en`. */
  url: string;
  headers: Record<string, string>;
  /** The parsed JSON body, or undefined when none was sent. */
  body: unknown;
};

/** An answer with a JSON body, or a server that cannot be reached. */
export type Answer = { status: number; body: unknown } | 'network-error';
export type Route = Answer | ((request: SentRequest) => Answer);
/** Routes by `METHOD /path` (the query is not part of the match). */
export type Routes = Record<string, Route>;

export const json = <T>(status: number, body: T): Answer => ({ status, body });

/** The shape of the server's error answers (docs/rules/api.md). */
export const apiError = (status: number, message: string): Answer => json(status, { message });

export type FakeApi = {
  /** Sets or replaces what a route answers from now on. */
  answer: (route: string, answer: Route) => void;
  /** The calls made to one route, oldest first. */
  sent: (route: string) => SentRequest[];
  /** Calls no route answered (each got a 404). */
  unanswered: () => string[];
};

/** Header names in lower case, as HTTP compares them. The API client sends them as a plain object. */
function readHeaders(init: RequestInit | undefined): Record<string, string> {
  const given = (init?.headers ?? {}) as Record<string, string>;
  return Object.fromEntries(Object.entries(given).map(([name, value]) => [name.toLowerCase(), value]));
}

/** Replaces `fetch` until the test's `vi.unstubAllGlobals()`; answers 404 to any route not given. */
export function fakeApi(routes: Routes = {}): FakeApi {
  const table = new Map(Object.entries(routes));
  const calls: { route: string; request: SentRequest }[] = [];
  const missed: string[] = [];

  const respond = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const route = `${method} ${url.split('?')[0]}`;
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request = {
      method,
      url,
      headers: readHeaders(init),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push({ route, request });
    const entry = table.get(route);
    if (!entry) missed.push(route);
    const answer = typeof entry === 'function' ? entry(request) : (entry ?? apiError(404, 'Not found'));
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    const body = answer.body === undefined ? null : JSON.stringify(answer.body);
    return Promise.resolve(
      new Response(body, { status: answer.status, headers: { 'Content-Type': 'application/json' } }),
    );
  };
  vi.stubGlobal('fetch', vi.fn(respond));

  return {
    answer: (route, answer) => table.set(route, answer),
    sent: (route) => calls.filter((call) => call.route === route).map((call) => call.request),
    unanswered: () => [...missed],
  };
}

export type SentUpload = { url: string; contentType: string | null; file: File };

/**
 * The object store behind a signed upload address, which the browser reaches with XMLHttpRequest (for its
 * progress events): every PUT succeeds and answers the stored object's path. Kept until `vi.unstubAllGlobals()`.
 */
export function fakeUploadTarget(objectPathFor: (url: string) => string): SentUpload[] {
  const uploads: SentUpload[] = [];
  class UploadRequest {
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    #url = '';
    #contentType: string | null = null;
    open(_method: string, url: string) {
      this.#url = url;
    }
    setRequestHeader(name: string, value: string) {
      if (name.toLowerCase() === 'content-type') this.#contentType = value;
    }
    send(file: File) {
      uploads.push({ url: this.#url, contentType: this.#contentType, file });
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: file.size, total: file.size });
        this.status = 200;
        this.responseText = JSON.stringify({ objectPath: objectPathFor(this.#url) });
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', UploadRequest);
  return uploads;
}
