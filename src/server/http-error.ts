// An error a route or service throws to answer with a given status and the JSON error shape of
// docs/rules/api.md: { message, issues?, ...details }.

export interface FieldIssue {
  path: string;
  message: string;
}

export class HttpError extends Error {
  readonly statusCode: number;
  readonly issues: FieldIssue[] | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    statusCode: number,
    message: string,
    options: { issues?: FieldIssue[]; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.issues = options.issues;
    this.details = options.details;
  }
}

export const badRequest = (message: string, path?: string): HttpError =>
  new HttpError(400, message, path ? { issues: [{ path, message }] } : {});
export const unauthorized = (message = 'Unauthorized'): HttpError => new HttpError(401, message);
export const forbidden = (message = 'Forbidden'): HttpError => new HttpError(403, message);
export const notFound = (message = 'Not found'): HttpError => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>): HttpError =>
  new HttpError(409, message, details ? { details } : {});
export const unprocessable = (message: string, path?: string): HttpError =>
  new HttpError(422, message, path ? { issues: [{ path, message }] } : {});
