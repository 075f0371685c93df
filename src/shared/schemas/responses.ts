// Answers every route shares: the error shape of docs/rules/api.md, the plain "done" message, and the
// answers without a JSON body (204, redirects, 304). Routes name these in their `schema.response`, so
// the same definitions serialise the answers and describe them in /api/openapi.json.
import { z } from 'zod';

/** One problem with one field of the request. */
export const fieldIssueSchema = z.object({
  /** The field, dotted (e.g. `items.0.quantity`); empty for the request as a whole. */
  path: z.string(),
  message: z.string(),
});

/**
 * Every answer outside 2xx (docs/rules/api.md): a message, one issue per invalid field, and sometimes more
 * fields (e.g. a 409 carries the current prices), which is why this object lets other keys through.
 */
export const apiErrorSchema = z
  .looseObject({ message: z.string(), issues: z.array(fieldIssueSchema).optional() })
  .meta({ id: 'ApiError', description: 'Error: a message, and one issue per invalid field' });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Declared on every route: each 4xx and 5xx answer is the error shape. */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/** A change done, said in words (e.g. "Product deleted"). */
export const messageSchema = z.object({ message: z.string() });

/** An answer without a body. */
export const noContent = (description: string) => z.undefined().meta({ description });

/** A redirect: the Location header names the address. */
export const redirectTo = (target: string) => noContent(`Redirects the browser to ${target}`);

/** An answer that is a file of another type than JSON (e.g. a CSV download), sent as the route builds it. */
export const fileAnswer = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: z.string() } },
});

/** 304 to a matching If-None-Match: the client's copy is still current. */
export const notModified = noContent('Not modified: the copy named by If-None-Match is still current');

/**
 * A moment in time, ISO 8601 text on the wire. Server code may hand a Date over; JSON writes it as that
 * same text.
 */
export const instant = () => z.union([z.string(), z.date()]).meta({ format: 'date-time' });
