import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import { siteThemeStylesheet } from './src/shared/design-tokens.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { SCREEN_CHUNKS_FILE, screenChunks } from './src/shared/first-screen.ts';

const CONFIG_PLACEHOLDER = '<!--taproom-config-->';
const HEAD_PLACEHOLDER = '<!--taproom-head-->';

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// In production and under `npm run dev` the server fills the placeholders (each page's head, the
// configuration); Vite's own dev server (`npx vite`, the app drawn in the browser alone) has no such step,
// so this plugin gives every page the shop's title and its configuration.
function devTaproomConfig(): Plugin {
  return {
    name: 'taproom-dev-config',
    apply: 'serve',
    transformIndexHtml(html, context) {
      // Inside the Taproom server (`npm run dev`) the server fills them, as in production.
      if (context.server?.config.server.middlewareMode) return html;
      const titled = html.replace(HEAD_PLACEHOLDER, '<title>Taproom</title>');
      const accessCode = process.env.ACCESS_CODE;
      if (!accessCode) return titled;
      const meta = `<meta name="taproom-config" content='${escapeAttribute(JSON.stringify({ accessCode }))}'>`;
      return titled.replace(CONFIG_PLACEHOLDER, meta);
    },
  };
}

const FIRST_PAINT_PLACEHOLDER = '<!--taproom-first-paint-->';

// src/web/first-paint.ts runs before anything paints (theme class, which gate shows), so it is bundled on its
// own, minified, and written inline into index.html's head; the server allows it by its hash.
function firstPaintScript(): Plugin {
  return {
    name: 'taproom-first-paint',
    async transformIndexHtml(html) {
      const result = await build({
        configFile: false,
        logLevel: 'silent',
        publicDir: false,
        build: {
          write: false,
          target: 'es2022',
          lib: { entry: 'src/web/first-paint.ts', formats: ['iife'], name: 'taproomFirstPaint' },
          rolldownOptions: { output: { minify: true } },
        },
      });
      const [bundle] = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const code = bundle?.output[0].code.trim();
      if (!code) throw new Error('src/web/first-paint.ts built to nothing');
      return html.replace(FIRST_PAINT_PLACEHOLDER, `<script>${code}</script>`);
    },
  };
}

// Lists each screen's and each text part's scripts beside the build for the server, which names a page's own
// in its first HTML (src/shared/first-screen.ts).
function screenChunkList(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'taproom-screen-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      // The server's own build of the app (src/web/entry-server.tsx) has no screens to list.
      if (!outDir) return;
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const list = screenChunks(chunks, root);
      fs.writeFileSync(path.join(path.dirname(outDir), SCREEN_CHUNKS_FILE), JSON.stringify(list));
    },
  };
}

const TOKENS_ID = 'virtual:design-tokens.css';
const TOKENS_FILE = '/__design-tokens.css';

// The theme's CSS variables are written from src/shared/design-tokens.ts, the module the custom-beer
// element styles itself from, so the site and the builder cannot drift apart.
function designTokens(): Plugin {
  return {
    name: 'taproom-design-tokens',
    resolveId: (source) => (source === TOKENS_ID ? TOKENS_FILE : undefined),
    load: (id) => (id === TOKENS_FILE ? siteThemeStylesheet() : undefined),
  };
}

// react-router's package exports name only its development build (extra checks and warnings); the build of
// the site uses the production build the package ships beside it.
function reactRouterProduction(): Plugin {
  const production = new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url);
  return {
    name: 'taproom-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^react-router$/, replacement: fileURLToPath(production) }] },
    }),
  };
}

/** Libraries the server imports itself (src/server, src/shared). */
const SHARED_WITH_THE_SERVER = ['zod', 'libphonenumber-js', '@tanstack/query-core'];

export default defineConfig(({ isSsrBuild }) => ({
  // The server's build of the app (src/web/entry-server.tsx) carries its libraries and React's production
  // build within it: the server renders with the same React as the browser, whatever NODE_ENV it runs in.
  // Those the server loads itself are left to it: one copy of each in memory, shared by both
  // (docs/decisions/052-server-build-shares-the-servers-libraries.md).
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true, external: SHARED_WITH_THE_SERVER },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  plugins: [
    designTokens(),
    react(),
    tailwindcss(),
    firstPaintScript(),
    screenChunkList(),
    devTaproomConfig(),
    reactRouterProduction(),
  ],
  build: {
    outDir: 'dist/web',
    // Every browser the site supports preloads modules natively. A part of the texts is one small chunk
    // fetched by the text loader in the shown language only, so it is never preloaded as a dependency:
    // the entry then carries no list of every language's text files.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies) =>
        dependencies.filter((dependency) => !/(^|\/)texts-/.test(dependency)),
    },
    emptyOutDir: true,
    // The server's build is minified like the browser's: Node keeps every module's source in memory for as
    // long as the server runs, and unminified it held about 3 MB more (docs/performance.md, 2026-11-27
    // 18:10 UTC). Its source maps lie beside it, read only when the server runs with `--enable-source-maps`.
    ...(isSsrBuild ? { minify: true, sourcemap: true } : {}),
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: the entry lists every chunk it may load, and on a phone
        // those names are bytes of the first load (about 1 KB gzip with readable names).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: { groups: chunkGroups },
        // The server's build escapes every character outside ASCII, so each module's source is held as a
        // one-byte string: 1.2 MB instead of 1.8 MB (docs/performance.md, 2026-11-27 20:17 UTC). The
        // browser's stays UTF-8, where an escape would cost bytes on the wire.
        ...(isSsrBuild ? { charset: 'ascii' as const } : {}),
      },
    },
  },
}));
