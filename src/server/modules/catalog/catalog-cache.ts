// The public catalogue is read on every storefront visit and changes only when staff edit it, so it is
// built once per language, serialised once and answered from memory until an admin change calls
// invalidate(), which drops every language together.
// One process holds one cache; with several processes, invalidation travels over Postgres
// LISTEN/NOTIFY (docs/architecture.md, scaling out). A catalogue built before a product's release time
// is dropped when that time comes.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '../../../shared/config.ts';
import { localizeSize, localizeText } from '../../../shared/product-text.ts';
import { productListSchema, type Product } from '../../../shared/schemas/catalog.ts';
import type { Db } from '../../db/client.ts';
import { compressToKeep, type Encoding } from '../../plugins/compression.ts';
import { listActiveProducts } from './repository.ts';

/** One answer, serialised once, with its entity tag. */
export interface CatalogEntry {
  etag: string;
  json: string;
  /**
   * The answer's bytes as UTF-8 (`null`) or in an encoding, each made the first time it is asked for
   * and kept with the catalogue, so a request only copies bytes.
   */
  bytes(encoding: Encoding | null): Buffer;
}

/** The catalogue in one language (docs/decisions/010-product-translations.md). */
export interface LanguageSnapshot extends CatalogEntry {
  /** Each active product's answer by id, for the detail route. */
  productJson: ReadonlyMap<string, CatalogEntry>;
  /** The active products themselves, for the pages' heads and the sitemap. */
  products: readonly Product[];
  /** The same products by id, for the pages that show one. */
  productById: ReadonlyMap<string, Product>;
}

export interface CatalogSnapshot {
  /** Identifies this build of the catalogue across all languages; changes with every admin change. */
  generation: string;
  languages: Readonly<Record<Language, LanguageSnapshot>>;
}

export interface CatalogCache {
  list(language: Language): Promise<CatalogEntry>;
  /** One active product's answer, or null when it is unknown or inactive. */
  product(id: string, language: Language): Promise<CatalogEntry | null>;
  /** The whole current generation: the pages' heads and the sitemap read it. */
  snapshot(): Promise<CatalogSnapshot>;
  /** Drops every language at once. */
  invalidate(): void;
}

const strongEtag = (json: string): string =>
  `"${crypto.createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;

/**
 * The answers go out as prebuilt bytes that no serializer sees, so the products are checked against the
 * catalogue's schema here, as the cache is built: a product that does not fit fails the build (and the
 * request, which answers 500 and logs why) instead of reaching shoppers; fields the schema does not name
 * are left out.
 */
export function checkedProducts(language: Language, products: readonly Product[]): Product[] {
  const result = productListSchema.safeParse(products);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const index = typeof issue?.path[0] === 'number' ? issue.path[0] : -1;
  const where = `product ${products[index]?.id ?? '?'} field ${issue?.path.slice(1).join('.') ?? '?'}`;
  throw new Error(`The ${language} catalogue does not fit its schema: ${where}: ${issue?.message}`);
}

function catalogEntry(json: string, etag: string): CatalogEntry {
  let body: Buffer | undefined;
  let gzipped: Buffer | undefined;
  let brotli: Buffer | undefined;
  return {
    etag,
    json,
    bytes(encoding) {
      body ??= Buffer.from(json, 'utf8');
      if (encoding === 'br') return (brotli ??= compressToKeep(body, 'br'));
      if (encoding === 'gzip') return (gzipped ??= compressToKeep(body, 'gzip'));
      return body;
    },
  };
}

// The language is part of every tag: an untranslated product reads the same in each language, but each
// answer says its own Content-Language, so a tag never validates another language's copy.
export function languageSnapshot(language: Language, unchecked: readonly Product[]): LanguageSnapshot {
  const products = checkedProducts(language, unchecked);
  const tag = (json: string) => strongEtag(`${language}\n${json}`);
  const parts = products.map((product) => {
    const json = JSON.stringify(product);
    return [product.id, catalogEntry(json, tag(json))] as const;
  });
  const json = `[${parts.map(([, part]) => part.json).join(',')}]`;
  return {
    ...catalogEntry(json, tag(json)),
    productJson: new Map(parts),
    products,
    productById: new Map(products.map((product) => [product.id, product])),
  };
}

async function buildSnapshot(db: Db, now: Date): Promise<CatalogSnapshot> {
  const active = await listActiveProducts(db, now);
  const languages = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      languageSnapshot(
        language,
        active.map(({ product, translations, sizeTranslations }) => ({
          ...localizeText(product, language, translations),
          variants: product.variants.map((variant) => ({
            ...variant,
            size: localizeSize(variant.size, language, sizeTranslations.get(variant.id)),
          })),
        })),
      ),
    ]),
  ) as Record<Language, LanguageSnapshot>;
  const generation = strongEtag(LANGUAGES.map((language) => languages[language].etag).join(','));
  return { generation, languages };
}

/** The earliest announced release still ahead in the catalogue, as epoch milliseconds (null: none). */
function nextRelease(snapshot: CatalogSnapshot): number | null {
  const times = snapshot.languages.en.products.flatMap((p) => (p.releaseAt ? [Date.parse(p.releaseAt)] : []));
  return times.length > 0 ? Math.min(...times) : null;
}

export function createCatalogCache(db: Db, clock: () => number = () => Date.now()): CatalogCache {
  // Callers arriving while a build runs share it instead of starting their own.
  let current: Promise<CatalogSnapshot> | null = null;
  // A product opens at its release time without any change to the database, so the catalogue built
  // before that time is dropped when it comes, on every process (docs/decisions/026-releases-and-stock-alerts.md).
  let expiresAt: number | null = null;

  const snapshot = (): Promise<CatalogSnapshot> => {
    if (current && expiresAt !== null && clock() >= expiresAt) current = null;
    if (current) return current;
    expiresAt = null;
    const building = buildSnapshot(db, new Date(clock()));
    current = building;
    building.then(
      (built) => {
        if (current === building) expiresAt = nextRelease(built);
      },
      () => {},
    );
    // A failed build must not stay cached: the next request tries again.
    building.catch(() => {
      if (current === building) current = null;
    });
    return building;
  };

  return {
    async list(language) {
      return (await snapshot()).languages[language];
    },
    snapshot,
    async product(id, language) {
      return (await snapshot()).languages[language].productJson.get(id) ?? null;
    },
    invalidate() {
      current = null;
    },
  };
}

/**
 * Drops the catalogue after every write these routes answer with success (staff editing the catalogue or
 * an order's status, which moves stock), before the answer leaves, so
 * the next storefront read already sees it; a refused request leaves the cache warm. A rebuilt catalogue
 * that reads the same keeps its entity tags, so browsers still get their 304s.
 */
export function dropCatalogueAfterWrites(
  app: FastifyInstance,
  catalogue: Pick<CatalogCache, 'invalidate'>,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      catalogue.invalidate();
    return payload;
  });
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
