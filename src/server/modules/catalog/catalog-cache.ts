// The public catalogue is read on every storefront visit and changes only when staff edit it, so it is
// built once, serialised once and answered from memory until an admin change calls invalidate().
// One process holds one cache; with several processes, invalidation would travel over Postgres
// LISTEN/NOTIFY (docs/architecture.md, scaling out).
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Product } from '../../../shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { listActiveProducts } from './repository.ts';

export interface CatalogList {
  etag: string;
  json: string;
  /** The JSON encoded once, as UTF-8, gzip and Brotli, so a request only copies bytes. */
  body: Buffer;
  gzipped: Buffer;
  brotli: Buffer;
}

export interface CatalogSnapshot extends CatalogList {
  /** Each active product's JSON by id, for the detail route. */
  productJson: ReadonlyMap<string, string>;
  /** The active products themselves, for the pages' heads and the sitemap. */
  products: readonly Product[];
}

export interface CatalogCache {
  list(): Promise<CatalogList>;
  /** One active product's JSON, or null when it is unknown or inactive. */
  product(id: string): Promise<string | null>;
  /** The whole current generation: the pages' heads and the sitemap read it. */
  snapshot(): Promise<CatalogSnapshot>;
  invalidate(): void;
}

const strongEtag = (json: string): string =>
  `"${crypto.createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;

async function buildSnapshot(db: Db): Promise<CatalogSnapshot> {
  const products = await listActiveProducts(db);
  const parts = products.map((product) => [product.id, JSON.stringify(product)] as const);
  const json = `[${parts.map(([, part]) => part).join(',')}]`;
  const body = Buffer.from(json, 'utf8');
  return {
    etag: strongEtag(json),
    json,
    body,
    gzipped: zlib.gzipSync(body),
    brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    productJson: new Map(parts),
    products,
  };
}

export function createCatalogCache(db: Db): CatalogCache {
  // Callers arriving while a build runs share it instead of starting their own.
  let current: Promise<CatalogSnapshot> | null = null;

  const snapshot = (): Promise<CatalogSnapshot> => {
    if (current) return current;
    const building = buildSnapshot(db);
    current = building;
    // A failed build must not stay cached: the next request tries again.
    building.catch(() => {
      if (current === building) current = null;
    });
    return building;
  };

  return {
    async list() {
      const { etag, json, body, gzipped, brotli } = await snapshot();
      return { etag, json, body, gzipped, brotli };
    },
    snapshot,
    async product(id) {
      return (await snapshot()).productJson.get(id) ?? null;
    },
    invalidate() {
      current = null;
    },
  };
}

/** RFC 9110 If-None-Match: a list of entity tags (weak comparison) or "*". */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's catalogue cache (set in buildApp), reachable by tests and admin routes. */
    catalogCache: CatalogCache;
  }
}
