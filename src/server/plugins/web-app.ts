// Serves the built web app: hashed assets with immutable caching, the custom-beer element, uploaded
// objects, and index.html (with the public configuration injected) for every other non-API path, so the
// app can show its own pages, including the 404 page. Unknown /api paths get a JSON 404.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ObjectStorage } from '../storage/object-storage.ts';

export interface PublicConfig {
  accessCode: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll("'", '&#39;').replaceAll('<', '&lt;');
}

export async function registerWebApp(
  app: FastifyInstance,
  options: { distDir: string; storage: ObjectStorage; publicConfig: PublicConfig },
): Promise<void> {
  const webDir = path.join(options.distDir, 'web');
  const elementFile = path.join(options.distDir, 'element', 'custom-beer.js');
  const indexFile = path.join(webDir, 'index.html');
  const configMeta = `<meta name="taproom-config" content='${escapeAttribute(JSON.stringify(options.publicConfig))}'>`;
  let indexHtml: string | undefined;
  const readIndex = (): string | undefined => {
    if (indexHtml === undefined && fs.existsSync(indexFile)) {
      indexHtml = fs.readFileSync(indexFile, 'utf8').replace('<!--taproom-config-->', configMeta);
    }
    return indexHtml;
  };

  if (fs.existsSync(webDir)) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }

  app.get('/custom-beer.js', async (_request, reply) => {
    if (!fs.existsSync(elementFile)) return reply.status(404).send({ message: 'Not found' });
    reply.header('Cache-Control', 'public, max-age=300');
    return reply.type('text/javascript; charset=utf-8').send(fs.createReadStream(elementFile));
  });

  app.get<{ Params: { name: string } }>('/objects/uploads/:name', async (request, reply) => {
    const stored = await options.storage.get(request.params.name);
    if (!stored) return reply.status(404).send({ message: 'Image not found' });
    reply.header('Cache-Control', IMMUTABLE);
    reply.header('X-Content-Type-Options', 'nosniff');
    return reply.type(stored.contentType).send(stored.body);
  });

  // The static plugin answers a directory ("/") with 403, so the home page gets its own route.
  app.get('/', async (_request, reply) => {
    const html = readIndex();
    if (!html) return reply.status(404).send({ message: 'Not found' });
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/assets/') &&
      !pathname.startsWith('/objects/');
    const html = wantsPage ? readIndex() : undefined;
    if (!html) return reply.status(404).send({ message: 'Not found' });
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
