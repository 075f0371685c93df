// robots.txt, sitemap.xml and the share picture. The sitemap reads the live catalogue cache, so it is
// current after every catalogue change.
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogCache } from '../modules/catalog/catalog-cache.ts';
import { shareImage } from './og-image.ts';
import { siteOrigin } from './request-site.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';

export const storefrontFileRoutes: FastifyPluginAsync<{
  catalogCache: CatalogCache;
  publicUrl: string | undefined;
  builtAt: () => Date;
}> = async (app, { catalogCache, publicUrl, builtAt }) => {
  app.get('/robots.txt', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return renderRobots(siteOrigin(request, publicUrl));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const { languages } = await catalogCache.snapshot();
    reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8');
    return renderSitemap(siteOrigin(request, publicUrl), languages.en.products, builtAt());
  });

  app.get('/og-image.png', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400').type('image/png');
    return shareImage();
  });
};
