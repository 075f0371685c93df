// Reads the "<status>: <body>" errors that apiRequest throws (docs/rules/api.md), for screens that react to the
// server's answer (a 409 with current prices, a message to show in a toast).

/** The status and parsed body (JSON when it is JSON, else the text) of an API error, or null. */
export function readApiError(error: unknown): { status: number; body: unknown } | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  const text = match[2] ?? '';
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a plain-text body
  }
  return { status: Number(match[1]), body };
}

export function apiErrorStatus(error: unknown): number | null {
  return readApiError(error)?.status ?? null;
}

/** The server's `message` when the body is our JSON error shape, else null. */
export function apiErrorMessage(error: unknown): string | null {
  const message = (readApiError(error)?.body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : null;
}
