// docs/rules/interface.md, "Type": headings use the shop's own bundled face, preloaded with the first HTML,
// small enough for the storefront's budget, and its fallback takes the same room so nothing moves on swap.
import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { passGates } from './support/gates.ts';

const FONT_BUDGET_BYTES = 30 * 1024;

test('the first HTML preloads the brand face from a hashed, self-hosted file within the budget', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const preload = /<link\s[^>]*rel="preload"[^>]*>/.exec(html.replace(/\s+/g, ' '))?.[0] ?? '';
  expect(preload).toMatch(/href="\/assets\/fraunces-basic-700-normal-[\w-]+\.woff2"/);
  expect(preload).toContain('as="font"');
  expect(preload).toContain('type="font/woff2"');
  expect(preload).toContain('crossorigin');
  const href = /href="([^"]+)"/.exec(preload)![1]!;
  const font = await request.get(href);
  expect(font.status()).toBe(200);
  expect(font.headers()['cache-control']).toContain('immutable');
  expect((await font.body()).byteLength).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
});

for (const width of [375, 1280]) {
  test(`at ${width} px the home page headings are set in the brand face, and its fallback takes the same room`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await passGates(page, { language: 'en' });
    await page.goto('/');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

    const result = await page.evaluate(async () => {
      await document.fonts.ready;
      const headings = [...document.querySelectorAll<HTMLElement>('main h1, main h2')];
      const fallback = "'Fraunces Fallback Georgia', 'Fraunces Fallback DejaVu', serif";
      const rooms = headings.map((heading) => {
        const branded = heading.getBoundingClientRect();
        heading.style.fontFamily = fallback;
        const substitute = heading.getBoundingClientRect();
        heading.style.fontFamily = '';
        return {
          text: heading.textContent ?? '',
          family: getComputedStyle(heading).fontFamily,
          heightChange: Math.abs(branded.height - substitute.height),
        };
      });
      return {
        loaded: document.fonts.check('700 32px Fraunces'),
        fontFiles: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2'))
          .map((entry) => entry.name),
        rooms,
      };
    });

    expect(result.loaded).toBe(true);
    expect(result.fontFiles).toHaveLength(1);
    expect(result.rooms.length).toBeGreaterThan(2);
    for (const room of result.rooms) {
      expect(room.family, room.text).toMatch(/^"?Fraunces"?,/);
      expect(room.heightChange, `"${room.text}" keeps its height when the fallback shows`).toBeLessThan(1);
    }
  });
}

test('a heading with a Latin character beyond the basic part fetches the whole Latin face and is set in it', async ({
  page,
}) => {
  await passGates(page, { language: 'en' });
  await signInAsAdmin(page);
  const created = await page.request.post('/api/admin/products', {
    data: { name: 'Crème Brûlée Stout', category: 'beer' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const variant = await page.request.post(`/api/admin/products/${id}/variants`, {
    data: { size: '330ML Bottle', price: 18 },
  });
  expect(variant.ok()).toBe(true);

  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Crème Brûlée Stout' })).toBeVisible();
  const result = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      set: document.fonts.check('700 32px Fraunces', 'Crème Brûlée Stout'),
      fontFiles: performance
        .getEntriesByType('resource')
        .map((entry) => /fraunces-(\w+)-700/.exec(entry.name)?.[1])
        .filter(Boolean)
        .sort(),
    };
  });
  expect(result.set).toBe(true);
  expect(result.fontFiles).toEqual(['basic', 'latin']);
});
