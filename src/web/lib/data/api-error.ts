// The one error a failed API call raises (docs/rules/api.md): its text stays "<status>: <body>", and the
// status, the parsed body and the server's message are fields, so screens never re-read the text.

export class ApiError extends Error {
  readonly status: number;
  /** The answer's body: parsed JSON when it is JSON, else its text. */
  readonly body: unknown;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseBody(text);
  }

  /** The server's `message` when the body is our JSON error shape, else null. */
  get serverMessage(): string | null {
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : null;
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The status and parsed body of an API error, or null for any other error. */
export function readApiError(error: unknown): { status: number; body: unknown } | null {
  return error instanceof ApiError ? { status: error.status, body: error.body } : null;
}

export function apiErrorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** The server's `message` when the body is our JSON error shape, else null. */
export function apiErrorMessage(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}
