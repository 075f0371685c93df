import { expect, test } from 'vitest';
import { deepMerge } from './i18n.ts';

test('feature texts merge into the shell texts without dropping siblings', () => {
  const merged = deepMerge(
    { nav: { home: 'Home' }, common: { close: 'Close' } },
    { nav: { shop: 'Shop' }, shop: { title: 'Shop' } },
  );
  expect(merged).toEqual({
    nav: { home: 'Home', shop: 'Shop' },
    common: { close: 'Close' },
    shop: { title: 'Shop' },
  });
});
