// Serves the built web app: hashed assets (precompressed at build time, immutable caching), the
// custom-beer element, uploaded objects, robots.txt, sitemap.xml and the share picture, and every page
// address as index.html with that page's own head. Addresses outside the app's route table, and products
// outside the active catalogue, answer 404 with the app's not-found page; unknown /api paths a JSON 404.
import fs from 'node:fs';
import type { ProfileCache } from '../modules/business-profile/profile-cache.ts';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectStorage } from '../storage/object-storage.ts';
import type { CatalogCache } from '../modules/catalog/catalog-cache.ts';
import { escapeHtml } from '../storefront/page-head.ts';
import { firstScreenHints, readScreenChunks } from '../storefront/first-screen-hints.ts';
import { gateLanguage } from '../storefront/gate-html.ts';
import { createPageRenderer, type AppRenderer, type PageRenderer } from '../storefront/page-renderer.ts';
import { requestLanguage, siteOrigin } from '../storefront/request-site.ts';
import { storefrontFileRoutes } from '../storefront/routes.ts';
import { sitePages } from '../../shared/site-pages.ts';
import { chooseEncoding } from './compression.ts';
import type { WebDevServer } from './web-dev-server.ts';

export interface PublicConfig {
  accessCode: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface WebAppOptions {
  /** The development server (`npm run dev`): pages and modules from the sources, nothing from a build. */
  development?: WebDevServer;
  distDir: string;
  storage: ObjectStorage;
  publicConfig: PublicConfig;
  catalogCache: CatalogCache;
  publicUrl: string | undefined;
  /** The brewery's current business profile, for the home page's structured data. */
  profiles: Pick<ProfileCache, 'read'>;
}

/** Sends a file of the build, or its .br/.gz copy when the client accepts one. */
function sendBuildFile(request: FastifyRequest, reply: FastifyReply, file: string, type: string) {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const extension = encoding === 'br' ? '.br' : '.gz';
  const copy = encoding && fs.existsSync(file + extension) ? file + extension : null;
  reply.header('vary', 'accept-encoding').type(type);
  if (copy) reply.header('content-encoding', encoding!);
  return reply.send(fs.createReadStream(copy ?? file));
}

async function sendPage(
  renderer: PageRenderer,
  options: WebAppOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // The request's own path, read as a path: `new URL('//shop', base)` would take "shop" for a host name.
  const url = new URL(`http://page${request.url}`);
  const snapshot = await options.catalogCache.snapshot();
  const language = requestLanguage(url, request.cookies);
  const { products, productById } = snapshot.languages[language];
  const { profile, tag: profileTag } = await options.profiles.read();
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const page = await renderer.render({
    origin: siteOrigin(request, options.publicUrl),
    url,
    language,
    gateLanguage: gateLanguage(url, request.headers, request.cookies),
    source: {
      generation: `${snapshot.generation}|${profileTag}`,
      products,
      findProduct: async (id) => productById.get(id) ?? null,
      profile,
    },
    sessionCookie: request.session.currentId() !== undefined,
    encoding,
  });
  // no-cache with a validator: the browser keeps the page and asks each time; unchanged costs a 304.
  reply.header('cache-control', 'no-cache').header('etag', page.etag);
  reply.header('vary', 'accept-encoding, accept-language, cookie');
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  reply.status(page.status).type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  // Returned rather than sent, so Fastify sends it without waiting on the reply (docs/decisions/044-nothing-kept-per-request.md).
  return page.body;
}

/**
 * The web app's server render from the build (dist/server/entry-server.js), with every screen and text it
 * draws loaded; without one (a build of only the browser's part) pages arrive for the browser to draw.
 */
async function loadAppRenderer(distDir: string): Promise<AppRenderer | undefined> {
  const file = path.join(distDir, 'server', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  const app = (await import(pathToFileURL(path.resolve(file)).href)) as AppRenderer & {
    prepareRendering: () => Promise<void>;
  };
  await app.prepareRendering();
  return app;
}

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const webDir = path.join(options.distDir, 'web');
  const elementFile = path.join(options.distDir, 'element', 'custom-beer.js');
  const indexFile = path.join(webDir, 'index.html');
  const configMeta = `<meta name="taproom-config" content="${escapeHtml(JSON.stringify(options.publicConfig))}">`;
  // The server render is loaded once the server listens (or by the first page asked for before that):
  // /readyz and the API never need it (docs/decisions/031-memory-and-start-up.md).
  let appRenderer: Promise<AppRenderer | undefined> | undefined;
  const loadRenderer = () => (appRenderer ??= loadAppRenderer(options.distDir));
  app.addHook('onListen', async () => {
    if (options.development) return;
    loadRenderer().catch((error: unknown) => app.log.error({ err: error }, 'server render not loaded'));
  });
  let renderer: PageRenderer | undefined;
  const pageRenderer = async (url: string): Promise<PageRenderer | undefined> => {
    if (options.development) return options.development.pageRenderer(url, configMeta);
    if (!renderer && fs.existsSync(indexFile)) {
      const drawing = await loadRenderer();
      renderer ??= createPageRenderer(
        fs.readFileSync(indexFile, 'utf8'),
        configMeta,
        firstScreenHints(readScreenChunks(options.distDir)),
        drawing,
      );
    }
    return renderer;
  };

  if (options.development) {
    const { default: middie } = await import('@fastify/middie');
    await app.register(middie);
    app.use(options.development.middlewares);
  } else if (fs.existsSync(webDir)) {
    // A route for each file the build wrote, listed once at start: any other address goes to the not-found
    // handler below, and no request has the build folder searched for its name. index.html is a template
    // (pages get it filled in, never as it lies on disk); the .br and .gz copies go out in place of their file.
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: false,
      globIgnore: ['index.html', '**/*.br', '**/*.gz'],
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }

  app.get('/custom-beer.js', async (request, reply) => {
    if (!fs.existsSync(elementFile)) return reply.status(404).send({ message: 'Not found' });
    reply.header('Cache-Control', 'public, max-age=300');
    return sendBuildFile(request, reply, elementFile, 'text/javascript; charset=utf-8');
  });

  app.get<{ Params: { name: string } }>('/objects/uploads/:name', async (request, reply) => {
    let stored;
    try {
      stored = await options.storage.get(request.params.name);
    } catch (error) {
      // The object store is away (docs/decisions/011-scale-out.md): the picture may well exist; try again.
      request.log.warn({ err: error }, 'the object store could not be read');
      return reply.status(503).header('retry-after', '5').send({ message: 'Image temporarily unavailable' });
    }
    if (!stored) return reply.status(404).send({ message: 'Image not found' });
    reply.header('Cache-Control', IMMUTABLE);
    reply.header('X-Content-Type-Options', 'nosniff');
    return reply.type(stored.contentType).send(stored.body);
  });

  await app.register(storefrontFileRoutes, {
    catalogCache: options.catalogCache,
    publicUrl: options.publicUrl,
    builtAt: () => (fs.existsSync(indexFile) ? fs.statSync(indexFile).mtime : new Date()),
  });

  // Every page of the page table has a route of its own, so a page request never has the build folder searched
  // for a file of its name (docs/decisions/050-request-path-costs.md).
  const answerPage = async (request: FastifyRequest, reply: FastifyReply, wantsPage = true) => {
    const found = wantsPage ? await pageRenderer(request.url) : undefined;
    if (!found) return reply.status(404).send({ message: 'Not found' });
    return sendPage(found, options, request, reply);
  };
  for (const page of new Set(sitePages.map(({ path }) => path))) app.get(page, answerPage);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/assets/') &&
      !pathname.startsWith('/objects/');
    return answerPage(request, reply, wantsPage);
  });
}
