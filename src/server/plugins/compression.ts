// Content encoding. Build output is compressed when it is built, and each catalogue answer once per
// catalogue (modules/catalog/catalog-cache.ts); this module picks which encoding a client accepts, and
// compresses other API JSON over 1 KB as it goes out.
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readOnce } from '../header-values.ts';

export type Encoding = 'br' | 'gzip';

const MIN_COMPRESSED_BYTES = 1024;

/** The best encoding Accept-Encoding allows: Brotli, then gzip, else none (a q=0 refuses a coding). */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  return bestEncoding(header) || null;
}

const bestEncoding = readOnce((header: string): Encoding | '' => {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(coding.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (coding: Encoding) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return '';
});

/** An answer compressed as it goes out: quick settings, since each request pays for them. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(body, { level: 6 });
}

/** An answer compressed once and kept (a catalogue answer, a rendered page): the smallest bytes. */
export function compressToKeep(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
    : zlib.gzipSync(body, { level: 9 });
}

/** API answers that are JSON and over 1 KB go out compressed when the client accepts it. */
export function registerApiCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => done(null, compressed(request, reply, payload)));
}

function compressed(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (!request.url.startsWith('/api/') || reply.hasHeader('content-encoding')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.includes('json')) return payload;
  // Keep what the route already varies by (the catalogue also varies by Accept-Language).
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary))
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (body.length <= MIN_COMPRESSED_BYTES || !encoding) return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compress(body, encoding);
}
