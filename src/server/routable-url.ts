// An address whose path holds an escape that does not decode (a link cut off mid-escape, `/product/%E0%A4%A`)
// would stop in the router with Fastify's bare 400, before any hook: no security headers, no access-log line.
// Routed with each "%" of its path taken literally instead, it reaches the not-found page or a route's own
// answer for an unknown id, like any other address that names nothing.

/** The request's URL as the router should see it; unchanged unless its path's escapes do not decode. */
export function routableUrl(url: string): string {
  if (!url.includes('%')) return url;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replaceAll('%', '%25') + (queryAt === -1 ? '' : url.slice(queryAt));
  }
}
