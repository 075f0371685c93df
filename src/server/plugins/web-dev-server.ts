// `npm run dev` (WEB_DEV_SERVER=on): Vite runs inside this server in middleware mode, so pages come
// rendered on the server as in production while the browser's modules, styles and hot updates come from
// Vite (its web socket shares the server's port). Each page is rendered through Vite's module graph: an
// edit to a screen shows in the next page load as well as in the hot update. Never in production: Vite
// is a development dependency.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Connect } from 'vite';
import { inlineScriptHashes } from '../storefront/inline-scripts.ts';
import { createPageRenderer, type AppRenderer, type PageRenderer } from '../storefront/page-renderer.ts';

/** The repository, whose index.html and src/web Vite serves. */
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
/** The web app's server entry, as Vite resolves it from the repository root. */
const SERVER_ENTRY = '/src/web/entry-server.tsx';

type DevAppRenderer = AppRenderer & { prepareRendering(): Promise<void> };

export interface WebDevServer {
  /** Vite's modules, styles, assets and hot-update socket, as Connect middleware. */
  middlewares: Connect.Server;
  /** The inline scripts of the page template as Vite serves it (the first-paint script, React's refresh hook). */
  scriptHashes: string[];
  /** A renderer for one page: the template and the app as they are now, nothing kept from earlier pages. */
  pageRenderer(url: string, configMeta: string): Promise<PageRenderer>;
}

export async function startWebDevServer(app: FastifyInstance): Promise<WebDevServer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: ROOT,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', () => vite.close());
  const templateFile = path.join(ROOT, 'index.html');
  const template = (url: string) => vite.transformIndexHtml(url, fs.readFileSync(templateFile, 'utf8'));
  const prepared = new WeakSet<object>();
  return {
    middlewares: vite.middlewares,
    scriptHashes: inlineScriptHashes(await template('/')),
    async pageRenderer(url, configMeta) {
      // The same module until one it imports changes; then Vite loads the changed graph afresh.
      const drawing = (await vite.ssrLoadModule(SERVER_ENTRY)) as DevAppRenderer;
      if (!prepared.has(drawing)) {
        await drawing.prepareRendering();
        prepared.add(drawing);
      }
      return createPageRenderer(await template(url), configMeta, undefined, drawing);
    },
  };
}
