// Reads the "<status>: <body>" errors that apiRequest throws (SPEC §8), for toasts that show the server's word.

export function apiErrorStatus(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/** The server's `message` when the body is our JSON error shape, else null. */
export function apiErrorMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const body = /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1];
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : null;
  } catch {
    return null;
  }
}
