// The server's table of storefront screens agrees with the web app's router, so each page's hint names the
// scripts its screen really loads.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { STOREFRONT_SCREENS } from './first-screen-hints.ts';

const root = path.join(import.meta.dirname, '..', '..', '..');
const router = fs.readFileSync(path.join(root, 'src/web/app/router.tsx'), 'utf8');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('each page names the screen module and text part the router loads for it', () => {
  for (const [page, screen] of Object.entries(STOREFRONT_SCREENS)) {
    expect(fs.existsSync(path.join(root, screen.module)), `${page}: ${screen.module}`).toBe(true);
    const imported = screen.module.replace(/^src\/web\//, '../');
    const loads = new RegExp(`import\\('${escape(imported)}'\\)\\)\\.\\w+,\\s*'${escape(screen.texts)}'`);
    expect(router, page).toMatch(loads);
  }
});
