// The one way the web app talks to the server (docs/architecture.md, "Web data access"): same-origin JSON
// with the session cookie, failures raised as ApiError ("<status>: <body>" with status and parsed body as
// fields, docs/rules/api.md), and a 401 handled here, as each call declares.
import { ApiError } from './api-error.ts';

/**
 * What a 401 answer means to the caller:
 * - 'staff-sign-in': a back-office screen lost its session; the admin is told and sent to sign in again.
 * - 'customer-sign-in': a customer screen lost its session; the customer is sent to the sign-in page.
 * - 'null': a signed-in probe; the call answers null.
 * - 'throw': the 401 is an answer the screen reads itself (a wrong password at sign-in).
 */
export type On401 = 'staff-sign-in' | 'customer-sign-in' | 'null' | 'throw';

export type CallOptions = {
  on401?: On401;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export const CUSTOMER_SIGN_IN_PATH = '/customer/login';

/** The shop language in use, so the server's own messages (e.g. "too many requests") match the page. */
const pageLanguage = (): Record<string, string> => {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language ? { 'Accept-Language': language } : {};
};

function sendToSignIn(on401: On401): void {
  if (on401 === 'customer-sign-in') window.location.assign(CUSTOMER_SIGN_IN_PATH);
  // Loaded on demand: the staff redirect shows a toast first, which the storefront never needs.
  else void import('./admin-auth.ts').then(({ redirectToAdminLogin }) => redirectToAdminLogin());
}

async function send(method: string, url: string, body: unknown, options: CallOptions): Promise<Response> {
  const hasBody = body !== undefined;
  try {
    return await fetch(url, {
      method,
      credentials: 'include',
      signal: options.signal,
      headers: {
        ...pageLanguage(),
        ...options.headers,
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      },
      body: hasBody ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    // A cancelled read stays a cancellation; anything else means the server was not reached.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'Network error');
  }
}

/** Sends one call and answers the successful response (null for a 401 the call reads as null), or raises ApiError. */
async function answer(method: string, url: string, body: unknown, options: CallOptions) {
  const on401 = options.on401 ?? 'throw';
  const response = await send(method, url, body, options);
  if (response.status === 401 && on401 === 'null') return null;
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    if (response.status === 401 && on401 !== 'throw') sendToSignIn(on401);
    throw new ApiError(response.status, text || response.statusText);
  }
  return response;
}

/** Sends one call and answers its JSON body (null when the body is empty), or raises ApiError. */
async function call<T>(method: string, url: string, body: unknown, options: CallOptions = {}): Promise<T> {
  const response = await answer(method, url, body, options);
  const text = response ? await response.text().catch(() => '') : '';
  return (text ? JSON.parse(text) : null) as T;
}

/** A file answer (e.g. a CSV download): its body, and the name its Content-Disposition gives, if any. */
async function file(url: string, options: CallOptions = {}) {
  const response = await answer('GET', url, undefined, options);
  if (!response) throw new ApiError(401, 'Unauthorized');
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), name: name ?? null };
}

type NullOn401 = CallOptions & { on401: 'null' };

function get<T>(url: string, options: NullOn401): Promise<T | null>;
function get<T>(url: string, options?: CallOptions): Promise<T>;
function get<T>(url: string, options?: CallOptions): Promise<T> {
  return call<T>('GET', url, undefined, options);
}

/** Typed JSON calls; each names what a 401 means for it (default: raise it). */
export const api = {
  get,
  post: <T = unknown>(url: string, body?: unknown, options?: CallOptions) =>
    call<T>('POST', url, body, options),
  put: <T = unknown>(url: string, body?: unknown, options?: CallOptions) =>
    call<T>('PUT', url, body, options),
  delete: <T = unknown>(url: string, options?: CallOptions) => call<T>('DELETE', url, undefined, options),
  file,
};

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
