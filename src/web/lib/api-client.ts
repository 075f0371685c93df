import type { QueryFunction } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')) || response.statusText;
  throw new ApiError(response.status, text);
}

/** The shop language in use, so the server's own messages (e.g. "too many requests") match the page. */
const pageLanguage = (): Record<string, string> => {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language ? { 'Accept-Language': language } : {};
};

/** Sends a request with the session cookie; a JSON body only when there is one. Throws "<status>: <body>". */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: { ...pageLanguage(), ...headers, ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The default read: GET on the query key parts joined with slashes. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
