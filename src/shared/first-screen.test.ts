// The build's list of what each screen and each part of the texts needs on top of the first load.
import { expect, test } from 'vitest';
import { screenChunks, type BuiltChunk } from './first-screen.ts';

const chunk = (fileName: string, rest: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  name: fileName,
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  ...rest,
});

const built: BuiltChunk[] = [
  chunk('assets/index.js', { isEntry: true, imports: ['assets/gates.js'] }),
  chunk('assets/gates.js'),
  // The app shares its chunk with the modules the screens have in common.
  chunk('assets/app.js', {
    moduleIds: ['/repo/src/web/app-start.tsx', '/repo/src/web/lib/data/api-client.ts'],
    imports: ['assets/framework.js', 'assets/gates.js'],
  }),
  chunk('assets/framework.js'),
  chunk('assets/cards.js', { imports: ['assets/framework.js', 'assets/icons.js'] }),
  chunk('assets/icons.js'),
  chunk('assets/shop.js', {
    facadeModuleId: '/repo/src/web/features/shop/shop-page.tsx',
    imports: ['assets/cards.js', 'assets/framework.js'],
  }),
  chunk('assets/t1.js', { name: 'texts-shop-ms', imports: ['assets/framework.js'] }),
  chunk('assets/dep.js', { facadeModuleId: '/elsewhere/node_modules/x/index.js' }),
];

test('the app needs its chunk and the framework, less what the entry already has', () => {
  expect(screenChunks(built, '/repo').app).toEqual(['/assets/app.js', '/assets/framework.js']);
});

test('a screen needs its chunk and everything it imports, less what the entry and the app have', () => {
  const list = screenChunks(built, '/repo');
  expect(list.screens['src/web/features/shop/shop-page.tsx']).toEqual([
    '/assets/shop.js',
    '/assets/cards.js',
    '/assets/icons.js',
  ]);
  expect(list.texts['texts-shop-ms']).toEqual(['/assets/t1.js']);
});

test('modules outside the repository, the entry and the app are not listed as screens', () => {
  const list = screenChunks(built, '/repo/');
  expect(Object.keys(list.screens)).toEqual(['src/web/features/shop/shop-page.tsx']);
});
