// The shop runs on React (docs/decisions/019-server-rendered-react.md): the page's root is a React root and
// no script the build ships holds Preact's code.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test.ts';
import { passGates } from './support/gates.ts';

const assets = path.join(process.env.E2E_DIST_DIR ?? './dist', 'web', 'assets');

/** How Preact creates each element it draws (its virtual node's first fields), as its builds minify it. */
const PREACT_NODE = /__k:null,__:null,__b:0,__e:null/;

test('no script of the build holds Preact; one holds React DOM', () => {
  const scripts = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
  const texts = scripts.map((file) => fs.readFileSync(path.join(assets, file), 'utf8'));
  expect(scripts.filter((_, index) => PREACT_NODE.test(texts[index]!))).toEqual([]);
  expect(texts.some((text) => text.includes('__reactContainer$'))).toBe(true);
});

test("the page's root is a React root", async ({ page }) => {
  await passGates(page, { language: 'en' });
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const root = await page.evaluate(() => {
    const element = document.getElementById('root');
    return element ? Object.keys(element) : null;
  });
  expect(root?.some((key) => key.startsWith('__reactContainer$'))).toBe(true);
  // Preact keeps the tree it drew on the container itself.
  expect(root).not.toContain('__k');
});
