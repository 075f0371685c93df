// Turns every failure into the JSON error shape of docs/rules/api.md and keeps internals out of 5xx answers.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, type FieldIssue } from '../http-error.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailableReason,
  isDatabaseUnavailable,
} from '../db/unavailable.ts';

interface ErrorBody {
  message: string;
  issues?: FieldIssue[];
  [key: string]: unknown;
}

const pathOf = (instancePath: string): string => instancePath.replace(/^\//, '').replaceAll('/', '.');

/** Errors Fastify itself raises for bad requests, mapped to the status and message a client sees. */
const fastifyErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type: send application/json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Request body is not valid JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid content length' },
};

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The shop cannot reach its database right now. Please try again in a few seconds.';

export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    const body: ErrorBody = { ...error.details, message: error.message };
    if (error.issues) body.issues = error.issues;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: pathOf(v.instancePath),
      message: v.message ?? 'Invalid value',
    }));
    return { status: 400, body: { message: issues[0]?.message ?? 'Invalid input', issues } };
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? fastifyErrors[fastifyError.code] : undefined;
  if (known) return { status: known.status, body: { message: known.message } };
  if (fastifyError.statusCode === 429) return { status: 429, body: { message: fastifyError.message } };
  if (isDatabaseUnavailable(error)) return { status: 503, body: { message: DATABASE_UNAVAILABLE_MESSAGE } };
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return { status: fastifyError.statusCode, body: { message: fastifyError.message } };
  }
  return { status: 500, body: { message: 'Internal server error' } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status === 503) {
      request.log.warn({ reason: databaseUnavailableReason(error) }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ err: error, status }, 'request refused');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
