// JSON bodies are bounded in shape as well as size (docs/rules/api.md, "Requests"): no request schema of
// the shop nests deeper than a few levels, so a body nested deeper than MAX_JSON_DEPTH is refused with
// 400 by one linear pass over its text, before JSON.parse runs. A body of 100,000 nested arrays would
// otherwise cost JSON.parse and the validator many times what a flat body of the same size does.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error.ts';

export const MAX_JSON_DEPTH = 20;

export const TOO_DEEP = `JSON nested deeper than ${MAX_JSON_DEPTH} levels is not accepted`;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/** Whether the JSON text opens more than `limit` objects or arrays inside each other (strings skipped). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
  }
  return false;
}

/** Replaces the JSON body parser with one that checks the depth first, then parses as Fastify does. */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, TOO_DEEP), undefined);
      return;
    }
    void parse(request, text, done);
  });
}
